package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.engine.egtb.Tablebase;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

/**
 * A proved win's main line ends the game even when the shortest win was not found, so it is
 * read from the proof's own table: there it can stop at a gap (an entry replaced since) or at a
 * tablebase position. The oracle is the rules: the line is played move by move and must end in a
 * finished game won by the winner, within the plies the result states.
 */
class MainLineEndsTheGameTest {
    @Test
    void aLineThroughATableWithGapsIsFinishedWithinTheProvedBound() {
        // From the club bench: Black to move, White wins. In a 1 MiB table the proof's entries are
        // replaced as it goes; the line read back from it had stopped 15 plies in, mid-game.
        Position p = Fen.read("0,0,0,0,6,X,2,1,0/X,0,0,2,0,2,2,2,17 75 53 b 60");
        SolveResult r = new Solver(null).withShortestWinNodes(1)
                .solve(p, SolveGoal.WIN, 60, 1, 1, SolveListener.NONE, new AtomicBoolean());
        assertEquals(Verdict.WHITE_WINS, r.verdict());
        assertEquals(SolveResult.WinLength.AT_MOST, r.winLength(), "the shortest win was not searched");
        assertEndsWonBy(Side.WHITE, p, r.mainLine());
        assertTrue(r.mainLine().size() <= r.proofPlies(), r.mainLine().size() + " plies shown, at most "
                + r.proofPlies() + " stated");
    }

    @Test
    void aLineThatReachesTheTablebaseIsPlayedOnToTheEnd() {
        // 13 stones in the holes, White to move and wins (found among random endgames); the
        // 7-stone table decides the proof's leaves long before the game ends.
        Position p = Fen.read("2,1,1,2,0,0,0,0,2/0,0,1,0,0,1,2,1,0 80 69 w 60");
        SolveResult r = new Solver(otau.engine.egtb.TestTablebases.upTo(7)).withShortestWinNodes(1)
                .solve(p, SolveGoal.WIN, 60, 1, 4, SolveListener.NONE, new AtomicBoolean());
        assertEquals(Verdict.WHITE_WINS, r.verdict());
        assertNotEquals(SolveResult.WinLength.EXACT, r.winLength(), "the shortest win was not searched");
        assertEndsWonBy(Side.WHITE, p, r.mainLine());
        assertFalse(r.endsInTablebase(), "a finished line is not said to stop at a tablebase position");
    }

    /**
     * Where the proof's table has lost the rest of the line and the shortest win from there is
     * too far for its seconds (here: not tried at all), the rest is proved again by df-pn and read
     * back; with too few nodes for that the line stays as it was, short of the end.
     */
    @Test
    void aLineTheShortestWinCannotFinishIsFinishedByProvingTheRestAgain() {
        Position p = Fen.read("0,0,0,0,6,X,2,1,0/X,0,0,2,0,2,2,2,17 75 53 b 60");
        List<Integer> line = LineCompletion.complete(p, List.of(), Side.WHITE.index(), ShortestWin.MAX_PLIES, null, 16,
                0, 20_000_000, () -> false);
        assertEndsWonBy(Side.WHITE, p, line);
        // Picked up from where a line stopped: the two plies given are kept, the rest added.
        List<Integer> onFrom = LineCompletion.complete(p, line.subList(0, 2), Side.WHITE.index(), ShortestWin.MAX_PLIES,
                null, 16, 0, 20_000_000, () -> false);
        assertEquals(line.subList(0, 2), onFrom.subList(0, 2));
        assertEndsWonBy(Side.WHITE, p, onFrom);
        assertEquals(List.of(), LineCompletion.complete(p, List.of(), Side.WHITE.index(), ShortestWin.MAX_PLIES, null, 16,
                0, 1_000, () -> false), "1,000 nodes do not prove the rest");
        // The whole line is no longer than the result states: the rest is proved as a win within the
        // plies left. One ply fewer than the line just found still holds a win, found and played out.
        int fewer = line.size() - 1;
        List<Integer> within = LineCompletion.complete(p, List.of(), Side.WHITE.index(), fewer, null, 16, 0,
                20_000_000, () -> false);
        assertTrue(within.size() <= fewer, within.size() + " plies, at most " + fewer + " allowed");
        assertEndsWonBy(Side.WHITE, p, within);
    }

    private static void assertEndsWonBy(Side winner, Position start, List<Integer> line) {
        Position p = start;
        for (int h : line) {
            assertTrue(p.isLegal(h), "move " + h + " of " + line + " is legal");
            p = p.play(h);
        }
        assertTrue(p.isGameOver(), "the line " + line + " ends the game (stops at " + Fen.write(p) + ")");
        assertEquals(winner, p.outcome().winner());
    }
}
