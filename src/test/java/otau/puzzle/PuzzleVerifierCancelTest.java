package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.engine.solve.Solver;
import otau.game.Fen;
import otau.game.Position;
import otau.puzzle.solve.StoreDifferenceSearch;

/**
 * A check stops when told (Save as Etude's Stop, its window closed): an etude's proof that would
 * take its whole minute ends at once with a CancellationException, never with a verdict drawn
 * from a stopped solve.
 */
class PuzzleVerifierCancelTest {
    /** The club bench's open middlegame: Black's win is not decided in 5,000 M nodes. */
    private static final Position OPEN = Fen.read("2,8,0,2,X,2,2,2,1/3,1,X,3,0,3,3,3,3 71 53 b 44");

    private static Puzzle etude() {
        int first = OPEN.legalMoves()[0];
        return new Puzzle("long", OPEN, List.of(new SolutionNode(first, List.of())), List.of("etude"), Goal.win(), 1500,
                "", Map.of());
    }

    @Test
    void anEtudesProofStopsWhenTold() throws Exception {
        AtomicBoolean cancel = new AtomicBoolean();
        PuzzleVerifier verifier = new PuzzleVerifier(new StoreDifferenceSearch(), SolveCriteria.standard())
                .withProver(new Solver(null), 60).withCancel(cancel);
        CompletableFuture<List<PuzzleVerifier.Failure>> running =
                CompletableFuture.supplyAsync(() -> verifier.proveEtude(etude(), new ArrayList<>()));
        Thread.sleep(500);
        assertTrue(!running.isDone(), "a minute's proof under way");
        cancel.set(true);
        ExecutionException e = assertThrows(ExecutionException.class, () -> running.get(10, TimeUnit.SECONDS));
        assertTrue(e.getCause() instanceof CancellationException, e.getCause().toString());
    }

    @Test
    void aCheckAlreadyStoppedJudgesNothing() {
        AtomicBoolean cancel = new AtomicBoolean(true);
        PuzzleAuthoring check = new PuzzleAuthoring(new StoreDifferenceSearch(), SolveCriteria.standard())
                .withProver(new Solver(null), 60).withCancel(cancel);
        assertThrows(CancellationException.class, () -> check.check(etude()));
    }
}
