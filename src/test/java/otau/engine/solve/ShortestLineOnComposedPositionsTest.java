package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

/**
 * The main line of an exact "win in N" on composed middlegames (from the composed bench), where
 * the proof df-pn found is longer than the shortest win, so the line is read partly from the
 * proof's own lengths: at every one of the winner's turns along it, the independent memoised
 * minimax of {@link ShortestWinProperties.Oracle} (rules only) must still find the win within
 * exactly the plies left, and the line must end the game won. Small positions
 * ({@link ShortestWinProperties}) rarely have a proof longer than their shortest win, so they
 * cannot catch a line that trusts a proof's length too far.
 */
class ShortestLineOnComposedPositionsTest {
    /** From the root the oracle would need too long; from this many plies left it is quick. */
    private static final int ORACLE_PLIES = 11;

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
            "0,0,0,0,5,X,1,2,0/X,0,1,2,1,2,2,2,19 77 48 w 54; 15",
            "0,0,1,X,0,0,2,8,4/0,6,0,0,1,0,6,X,2 77 55 w 24; 17",
            "3,10,1,0,1,X,2,2,1/X,1,2,1,2,3,1,1,1 75 55 w 41; 9"})
    void everyWinnersMoveAlongTheLineKeepsTheWinWithinThePliesLeft(String fen, int plies) {
        Position root = Fen.read(fen);
        SolveResult r = new Solver(null).withNodeLimit(2_000_000)
                .solve(root, SolveGoal.DECIDE, 60, 1, 64, SolveListener.NONE, new AtomicBoolean());
        assertTrue(r.proven(), fen);
        assertEquals(SolveResult.WinLength.EXACT, r.winLength(), fen);
        assertEquals(plies, r.proofPlies(), fen);
        assertEquals(plies, r.mainLine().size(), () -> "main line " + r.mainLine());
        Side winner = r.verdict().winner();
        ShortestWinProperties.Oracle oracle = new ShortestWinProperties.Oracle(winner);
        Position at = root;
        int left = plies;
        for (int h : r.mainLine()) {
            boolean winnersTurn = at.sideToMove() == winner;
            at = at.play(h);
            left--;
            if (winnersTurn && left <= ORACLE_PLIES) {
                int l = left;
                Position after = at;
                assertEquals(l, oracle.fewestPlies(after, l), () -> "after " + h + " in " + r.mainLine()
                        + ": the win takes more than the " + l + " plies left, position " + Fen.write(after));
            }
        }
        assertTrue(at.isGameOver(), () -> "the line ends the game: " + r.mainLine());
        assertEquals(winner, at.outcome().winner());
    }
}
