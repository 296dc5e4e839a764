package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

/**
 * A solver told to ask only the stipulated question ends there: in a draw etude that Black in
 * fact wins, it proves that White cannot win and leaves Black's win unasked. Oracle: the usual
 * solve of the same position, which goes on to prove Black's win (the cook).
 */
class StipulationOnlyTest {
    /** Black to move; stipulated a draw, Black wins (the cooked etude of SolveCliTest). */
    private static final Position COOKED = Fen.read("0,X,0,0,0,0,1,6,2/0,2,1,0,5,X,0,1,1 65 78 b 59");

    @Test
    void theOtherQuestionIsNotAsked() {
        SolveResult full = new Solver(null).solve(COOKED, SolveGoal.DRAW, 60, 1, 16, SolveListener.NONE,
                new AtomicBoolean());
        assertEquals(Verdict.BLACK_WINS, full.verdict(), "the usual solve finds the cook");

        SolveResult only = new Solver(null).stipulationOnly().solve(COOKED, SolveGoal.DRAW, 60, 1, 16,
                SolveListener.NONE, new AtomicBoolean());
        assertTrue(only.whiteWinDisproved(), "the stipulated question: White cannot win");
        assertFalse(only.blackWinProved() || only.blackWinDisproved(), "Black's win is not asked");
        assertEquals(null, only.verdict());
        assertEquals(Boolean.TRUE, only.stipulationHolds(Side.BLACK, false));
        assertTrue(only.nodes() < full.nodes(), only.nodes() + " against " + full.nodes());
    }

    /** With two threads the questions would run side by side: asked only the stipulation, both work on it. */
    @Test
    void withTwoThreadsTheOtherQuestionIsNotAskedEither() {
        SolveResult only = new Solver(null).stipulationOnly().solve(COOKED, SolveGoal.DRAW, 60, 2, 16,
                SolveListener.NONE, new AtomicBoolean());
        assertTrue(only.whiteWinDisproved(), "the stipulated question: White cannot win");
        assertFalse(only.blackWinProved() || only.blackWinDisproved(), "Black's win is not asked");
        assertEquals(null, only.verdict());
    }
}
