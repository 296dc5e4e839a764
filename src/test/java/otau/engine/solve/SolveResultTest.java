package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;

class SolveResultTest {
    private static final Position WHITE_TO_MOVE = Fen.read("0,X,0,0,0,0,1,6,2/0,2,1,0,5,X,0,1,1 65 78 w 59");

    private static SolveResult win(Verdict verdict, int proofPlies, int notWithinPlies) {
        return new SolveResult(WHITE_TO_MOVE, verdict, verdict == Verdict.WHITE_WINS, false, verdict == Verdict.BLACK_WINS,
                false, proofPlies, List.of(), false, null, 1, 0, 0, 0, 0, false, SolveResult.WinLength.AT_MOST,
                notWithinPlies, 0, List.of(), 0, 0, List.of(), java.util.Map.of());
    }

    /**
     * Hand-checked: with the winner to move a win of N moves takes 2N - 1 plies (it ends on the
     * winner's move) or 2N (on the defender's reply), so "none within 23 plies" rules out every
     * win of 11 moves (at most 22 plies) but not one of 12 (24 plies). With the defender to move
     * N moves take 2N or 2N + 1 plies: "none within 24" rules out 11 moves (at most 23), not 12.
     */
    @Test
    void movesNotEnoughClaimsOnlyWhatThePliesRuleOut() {
        assertEquals(11, win(Verdict.WHITE_WINS, 29, 23).movesNotEnough());
        assertEquals(12, win(Verdict.WHITE_WINS, 29, 24).movesNotEnough());
        assertEquals(11, win(Verdict.BLACK_WINS, 30, 24).movesNotEnough());
        assertEquals(11, win(Verdict.BLACK_WINS, 30, 23).movesNotEnough());
        assertEquals(12, win(Verdict.BLACK_WINS, 30, 25).movesNotEnough());
        assertEquals(0, win(Verdict.WHITE_WINS, 9, 1).movesNotEnough(), "one ply rules out no whole move of the winner's");
        assertEquals(0, win(Verdict.BLACK_WINS, 9, 0).movesNotEnough());
        // The win's own length: 23 plies with the winner to move is a win in 12 moves.
        assertEquals(12, win(Verdict.WHITE_WINS, 23, 0).movesToWin());
    }

    /** White to move, 80 in its store: 9 wins at once (below). */
    private static final Position ONE_MOVE_FROM_THE_END = Fen.read("0,0,0,0,0,0,0,0,2/1,0,0,0,3,0,0,0,0 80 76 w 40");

    private static SolveResult whiteWinsWith(Verdict verdict, List<Integer> line, boolean endsInTablebase) {
        return new SolveResult(ONE_MOVE_FROM_THE_END, verdict, verdict == Verdict.WHITE_WINS, false, false,
                verdict == Verdict.WHITE_WINS, line.size(), line, endsInTablebase, null, 1, 0, 0, 0, 0, false,
                SolveResult.WinLength.AT_MOST, 0, 0, List.of(), 0, 0, List.of(), java.util.Map.of());
    }

    /**
     * Hand-checked: White's hole 9 holds 2 stones; the first goes back into it, the second into
     * Black's hole 1, which then holds 2, an even count: White takes them and has 82, the game is
     * won. A line without that move stops before the end and is said to; one that ends at a
     * tablebase position says that instead, and a result that is not a win has no such line.
     */
    @Test
    void aWinsLineIsSaidToStopShortOnlyWhenItEndsNeitherTheGameNorAtATablebasePosition() {
        assertFalse(whiteWinsWith(Verdict.WHITE_WINS, List.of(9), false).lineStopsShort());
        assertTrue(whiteWinsWith(Verdict.WHITE_WINS, List.of(), false).lineStopsShort());
        assertFalse(whiteWinsWith(Verdict.WHITE_WINS, List.of(), true).lineStopsShort());
        assertFalse(whiteWinsWith(Verdict.DRAW, List.of(), false).lineStopsShort());
    }
}
