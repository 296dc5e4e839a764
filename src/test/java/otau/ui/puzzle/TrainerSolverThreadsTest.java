package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Position;
import otau.puzzle.Puzzle;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.ScoredMove;
import otau.puzzle.train.MemoryProgressStore;
import otau.puzzle.train.PuzzleSession;
import otau.testing.ManualClock;
import otau.ui.EnglishInterface;
import otau.ui.puzzle.TrainerController.Phase;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * The trainer's judgements on the real two-thread pool: a wrong move, another puzzle, a
 * wrong move there. Each judgement has a solver of its own (the store-difference search is not
 * thread-safe), so the second refutation reads as it does when judged alone.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class TrainerSolverThreadsTest {
    private static final int DEPTH = 4;
    private static final AtomicInteger OVERLAPS = new AtomicInteger();
    private WorkbenchWindow window;
    private PuzzleFeature feature;

    /** The store-difference search, slowed down, counting the times one instance is entered by two threads at once. */
    private static final class GuardedSolver implements PuzzleSolver {
        private final StoreDifferenceSearch inner = new StoreDifferenceSearch();
        private final AtomicBoolean busy = new AtomicBoolean();

        @Override
        public List<ScoredMove> analyse(Position position, int depth) {
            if (!busy.compareAndSet(false, true)) {
                OVERLAPS.incrementAndGet();
            }
            try {
                Thread.sleep(800);
                return inner.analyse(position, depth);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            } finally {
                busy.set(false);
            }
        }

        @Override
        public String name() {
            return inner.name();
        }
    }

    @Start
    void start(Stage stage) throws IOException {
        Path dir = otau.TempFolders.create("otau-puzzle-threads");
        Path puzzles = Files.createDirectories(dir.resolve("puzzles"));
        try (InputStream in = PuzzleTestSetup.class.getResourceAsStream("three-puzzles.pgn")) {
            Files.copy(in, puzzles.resolve("three-puzzles.pgn"));
        }
        window = WorkbenchTestWindows.createWithPool(stage, dir);
        feature = PuzzleFeature.install(window, new PuzzleServices(new MemoryProgressStore(),
                new ManualClock("2025-03-01T10:00:00Z"), GuardedSolver::new, DEPTH, PuzzleTestSetup.SHALLOW,
                Pauser.NONE, Duration.ZERO, new ScriptedPuzzlePrompts(), List.of(puzzles), 0, () -> null,
                PuzzleServices.ETUDE_SECONDS));
        stage.show();
    }

    private Puzzle puzzle(String id) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> feature.trainer().pool().size() == 3);
        return feature.trainer().pool().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    /** The oracle: the wrong move judged alone, one search after the other on a fresh solver. */
    private static String judgedAlone(Puzzle p, int hole) {
        PuzzleSession s = new PuzzleSession(p, new StoreDifferenceSearch(), DEPTH);
        PuzzleSession.MoveResult.Wrong w = (PuzzleSession.MoveResult.Wrong) s.play(hole);
        return RefutationTexts.wrongMove(p.start(), hole, w.refutation(), new StoreDifferenceSearch().analyse(p.start(), DEPTH));
    }

    @Test
    void aWrongMoveThenAnotherPuzzleThenAWrongMoveGetsItsOwnRefutation(FxRobot robot) throws Exception {
        TrainerController trainer = feature.trainer();
        Puzzle first = puzzle("t-combination");
        Puzzle second = puzzle("t-capture");
        robot.interact(() -> trainer.start(first));
        robot.interact(() -> trainer.play(3));
        // Next, while the first judgement still searches on one thread: the second goes to the other.
        robot.interact(() -> trainer.start(second));
        robot.interact(() -> trainer.play(1));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> trainer.phaseProperty().get() == Phase.WRONG);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(second, trainer.puzzleProperty().get());
        assertEquals(judgedAlone(second, 1), trainer.feedbackProperty().get());
        // Let the first judgement end too before counting (its two searches take 0.8 s each at least).
        Thread.sleep(4000);
        assertEquals(0, OVERLAPS.get(), "a solver used by two threads at once");
    }
}
