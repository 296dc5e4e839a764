package otau.play;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;

/**
 * A hint the player did not wait for is dropped when the solver must move: on its one thread,
 * the move's solve waited behind the hint's (up to the whole time a move, here 600 s). The
 * position is the club bench's open one, which no solve decides in minutes.
 */
class SolverOpponentHintTest {
    private static final Position OPEN = Fen.read("2,8,0,2,X,2,2,2,1/3,1,X,3,0,3,3,3,3 71 53 b 44");

    @Test
    void theSolversMoveDoesNotWaitForAHintNoLongerWanted() throws Exception {
        try (SolverOpponent solver = new SolverOpponent(() -> null, 600, c -> { })) {
            CompletableFuture<Integer> hint = solver.hint(OPEN);
            Thread.sleep(200); // the hint's solve under way
            Position after = OPEN.play(OPEN.legalMoves()[0]);
            CompletableFuture<Integer> move = solver.chooseMove(after, null);
            // A wait that only waits: the hint is dropped at once (it ran the 600 s before).
            hint.get(60, TimeUnit.SECONDS);
            assertTrue(!move.isDone(), "the move's own solve is under way");
            solver.stop();
            int chosen = move.get(60, TimeUnit.SECONDS);
            assertTrue(chosen == 0 || after.isLegal(chosen), "stopped: no move or a legal one: " + chosen);
        }
    }
}
