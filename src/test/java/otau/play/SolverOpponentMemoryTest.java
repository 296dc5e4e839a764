package otau.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.ThreadsStarted;
import otau.engine.solve.Verdict;
import otau.game.Fen;
import otau.game.Position;

/**
 * Play Against the Solver keeps its solves' tables through a game: the position after its move
 * and the player's reply lies in the last proof and is decided by reading it; a new game starts
 * from empty tables. Oracle: the same solve on fresh tables (the same answer, searched again).
 */
class SolverOpponentMemoryTest {
    /** bench-composed.txt: 37 stones, White to move wins in 8 moves. */
    private static final Position WIN = Fen.read("0,0,0,0,5,X,1,2,0/X,0,1,2,1,2,2,2,19 77 48 w 54");

    @Test
    void theNextMoveReadsTheLastProofAndANewGameForgetsIt() {
        try (SolverOpponent solver = new SolverOpponent(() -> null, 60, c -> { })) {
            solver.newGame();
            SolverMoves.Choice first = solver.choice(WIN, new AtomicBoolean());
            assertTrue(first.reason() == SolverMoves.Reason.SHORTEST_WIN || first.reason() == SolverMoves.Reason.PROVED_WIN,
                    first.toString());
            Position afterIt = WIN.play(first.move());
            SolveResult defence = fresh(afterIt);
            assertEquals(Verdict.WHITE_WINS, defence.verdict());
            Position next = afterIt.play(defence.mainLine().get(0)); // the longest resistance
            SolveResult alone = fresh(next);
            solver.choice(next, new AtomicBoolean());
            long kept = solver.lastSolveNodes();
            assertTrue(kept <= 10 && alone.nodes() > 100 * kept, "kept tables " + kept + " nodes, fresh " + alone.nodes());
            solver.newGame();
            solver.choice(next, new AtomicBoolean());
            assertEquals(alone.nodes(), solver.lastSolveNodes(), "a new game starts from empty tables");
        }
    }

    /**
     * Each move's solve takes the threads the opponent is given: with two, a solver thread starts
     * beside its own; with one (unless told), none. Oracle: Flight Recorder's record of every
     * thread started.
     */
    @Test
    void eachMovesSolveTakesTheThreadsItIsGiven() {
        for (int threads : new int[] {1, 2}) {
            try (SolverOpponent solver = new SolverOpponent(() -> null, 60, c -> { })) {
                SolverOpponent given = threads == 1 ? solver : solver.withThreads(threads);
                given.newGame();
                java.util.Set<String> started = ThreadsStarted.during("solver-",
                        () -> given.choice(WIN, new AtomicBoolean()));
                assertEquals(threads > 1, !started.isEmpty(), threads + " threads: " + started);
            }
        }
    }

    private static SolveResult fresh(Position p) {
        return new Solver(null).solve(p, SolveGoal.DECIDE, 60, 1, SolverOpponent.TABLE_MIB, SolveListener.NONE,
                new AtomicBoolean());
    }
}
