package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.util.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.engine.search.SearchEngine;
import otau.game.Position;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleAuthoring;
import otau.puzzle.solve.EngineSolver;
import otau.puzzle.solve.ScoredMove;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.train.MemoryProgressStore;

/**
 * Stop in Save Position as Puzzle stops the engine's analysis under way, not only the exact
 * solver's proofs. Before, a check judged by the engine at a great depth ran on to the end of
 * the analysis it was in. The depth is one no search of the opening reaches in a test's time
 * (40 plies), so only a stopped search can end the check.
 */
class CheckStopsTheEngineTest {
    private static final int TOO_DEEP = 40;

    @Test
    void stoppingACheckStopsTheEnginesAnalysis() throws Exception {
        PuzzleServices services = new PuzzleServices(new MemoryProgressStore(), new otau.testing.ManualClock("2025-03-01T10:00:00Z"),
                StoreDifferenceSearch::new, 4, PuzzleTestSetup.SHALLOW, Pauser.NONE, Duration.ZERO,
                new ScriptedPuzzlePrompts(), List.of(), TOO_DEEP, () -> null, PuzzleServices.ETUDE_SECONDS);
        Puzzle draft = PuzzleAuthoring.draft("opening", Position.start(), List.of(Position.start().legalMoves()[0]),
                List.of(), Goal.gain(1), 1500, "");
        AtomicBoolean cancel = new AtomicBoolean();
        CompletableFuture<PuzzleAuthoring.Report> check =
                CompletableFuture.supplyAsync(() -> services.checkDraft(draft, 1, cancel));
        Thread.sleep(500);
        assertFalse(check.isDone(), "an analysis to depth " + TOO_DEEP + " under way");
        cancel.set(true);
        ExecutionException e = assertThrows(ExecutionException.class, () -> check.get(20, TimeUnit.SECONDS));
        assertTrue(e.getCause() instanceof CancellationException, e.getCause().toString());
    }

    @Test
    void theEngineAnswersAgainAfterAStoppedAnalysis() throws Exception {
        try (SearchEngine engine = new SearchEngine()) {
            AtomicBoolean stop = new AtomicBoolean();
            EngineSolver solver = new EngineSolver(engine).stoppedBy(stop);
            CompletableFuture<List<ScoredMove>> deep = CompletableFuture.supplyAsync(() -> solver.analyse(Position.start(), TOO_DEEP));
            Thread.sleep(300);
            stop.set(true);
            ExecutionException e = assertThrows(ExecutionException.class, () -> deep.get(20, TimeUnit.SECONDS));
            assertTrue(e.getCause() instanceof CancellationException, e.getCause().toString());
            // The same engine, not stopped, scores every move of the start (oracle: the nine legal moves).
            List<ScoredMove> shallow = new EngineSolver(engine).analyse(Position.start(), 3);
            assertTrue(shallow.size() == 9, shallow.toString());
        }
    }
}
