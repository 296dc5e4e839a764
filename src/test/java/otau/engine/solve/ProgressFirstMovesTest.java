package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;

/**
 * The progress reports' count of the side to move's first moves decided takes in what the other
 * side's question proved: a first move after which the other side wins does not win. Asked only
 * a draw stipulation that fails, the solver searches the other side's win alone, and its report
 * used to call every first move open.
 */
class ProgressFirstMovesTest {
    /** The cooked etude of SolveCliTest after Black's winning 59... 59: White to move loses. */
    private static final Position LOST = Fen.read("0,X,0,0,0,0,1,6,2/0,2,1,0,5,X,0,1,1 65 78 b 59").play(5);

    @Test
    void firstMovesAfterWhichTheOtherSideWinsAreDecided() {
        List<SolveProgress> reports = new ArrayList<>();
        SolveResult r = new Solver(null).stipulationOnly().solve(LOST, SolveGoal.DRAW, 60, 1, 16, reports::add,
                new AtomicBoolean());
        assertTrue(r.blackWinProved(), "the stipulated question: Black wins, so White's draw fails");
        assertFalse(r.whiteWinProved() || r.whiteWinDisproved(), "White's own win is not asked");
        SolveProgress last = reports.get(reports.size() - 1);
        assertEquals(LOST.legalMoves().length, last.rootMoves().size());
        assertEquals(last.rootMoves().size(), last.provenMoves(), last.rootMoves().toString());
        assertEquals(0, last.winningMoves());

        // Oracle: the independent deepening search proves Black's win after each of White's moves.
        for (SolveProgress.RootMove m : last.rootMoves()) {
            SolveResult after = new Solver(null, SolveMethod.DEEPENING).withNodeLimit(5_000_000).withShortestWinNodes(1)
                    .solve(LOST.play(m.hole()), SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean());
            assertEquals(Verdict.BLACK_WINS, after.verdict(), "after White's " + m.hole());
        }
    }
}
