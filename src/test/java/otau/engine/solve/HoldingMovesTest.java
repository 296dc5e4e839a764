package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

/**
 * A solve that proved the side to move does not lose, but not whether it wins, names the
 * first moves that keep that. The position is the club bench's (bench-25-41.txt: Black wins),
 * Black to move: asked first whether White can win, the solver disproves it within about
 * 60,000 nodes and needs about 82,000 for Black's win.
 */
class HoldingMovesTest {
    private static final Position CLUB = Fen.read("0,0,0,1,X,0,2,2,1/1,3,0,X,0,1,1,2,20 63 65 b 72");

    private static SolveResult solve(Position p, SolveGoal goal, long nodes) {
        return new Solver(null).withNodeLimit(nodes).withShortestWinNodes(1).withFirstMoveNodes(1)
                .solve(p, goal, 120, 1, 16, SolveListener.NONE, new AtomicBoolean());
    }

    @Test
    void aSolveStoppedBetweenTheQuestionsNamesMovesAfterWhichTheOpponentCannotWin() {
        SolveResult r = solve(CLUB, SolveGoal.DRAW, 70_000);
        assertEquals(null, r.verdict(), "stopped before Black's win was proved");
        assertTrue(r.winDisproved(Side.WHITE));
        List<Integer> holding = r.holdingMoves();
        assertFalse(holding.isEmpty(), "the disproof's table knows at least one");
        // Oracle: a whole solve of each position after such a move, with no node limit.
        for (int h : holding) {
            SolveResult after = solve(CLUB.play(h), SolveGoal.DECIDE, 0);
            assertTrue(after.proven(), "decided after " + h);
            assertNotEquals(Verdict.WHITE_WINS, after.verdict(), "White wins after Black's " + h);
        }
    }

    /**
     * The other way round: after Black's 1 White is to move, and White's win is disproved at
     * about 30,000 nodes (Black's proved at about 42,000). For White's moves, the disproof names
     * Black's replies that keep White from winning.
     */
    @Test
    void aSolveStoppedAfterTheMoversWinIsDisprovedNamesTheRepliesThatKeepItSo() {
        Position after = CLUB.play(1);
        SolveResult r = solve(after, SolveGoal.WIN, 35_000);
        assertEquals(null, r.verdict());
        assertTrue(r.winDisproved(Side.WHITE));
        assertFalse(r.holdingReplies().isEmpty());
        // Oracle: a whole solve of each position after such a reply.
        r.holdingReplies().forEach((white, blacks) -> {
            for (int black : blacks) {
                Position p = after.play(white).play(black);
                Verdict v = p.isGameOver() ? Verdict.of(p.outcome()) : solve(p, SolveGoal.DECIDE, 0).verdict();
                assertTrue(v != null && v != Verdict.WHITE_WINS, "after " + white + " " + black + ": " + v);
            }
        });
        assertEquals(List.of(), r.holdingMoves(), "White is not proved not to lose");
    }

    @Test
    void noneAreNamedWhenTheResultIsProvedOrNothingIs() {
        assertEquals(List.of(), solve(CLUB, SolveGoal.DECIDE, 0).holdingMoves(), "proved: the main line says it");
        SolveResult open = solve(CLUB, SolveGoal.DRAW, 10_000);
        assertFalse(open.winDisproved(Side.WHITE));
        assertEquals(List.of(), open.holdingMoves());
        assertEquals(java.util.Map.of(), open.holdingReplies());
    }
}
