package otau.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;

/** Turning points: the largest swings, in game order, each with the plainest reason. */
class CriticalMomentsTest {
    /** After 1. 21(10) 65, White to move. */
    private static final Position BEFORE = Position.start().play(2).play(6);

    private static MoveReview move(int ply, int played, int best, List<Integer> reply, double before, double after) {
        return new MoveReview(ply, Side.WHITE, "2.", BEFORE.play(played).lastMove().notation(), BEFORE, played, best,
                List.of(best), reply, 4, before, after, Accuracy.ofMove(before - after), MoveClass.MISTAKE, false, null);
    }

    /** A legal move other than {@code not} that neither captures nor makes a tuzdyk. */
    private static int quietMove(int not) {
        for (int h : BEFORE.legalMoves()) {
            Move m = BEFORE.play(h).lastMove();
            if (h != not && m.captured() == 0 && !m.tuzdyk()) {
                return h;
            }
        }
        throw new AssertionError("no quiet move");
    }

    @Test
    void aMoveThatAllowsATuzdykSaysSo() {
        Position after = BEFORE.play(8);
        assertTrue(after.play(2).lastMove().tuzdyk(), "the position of the test: 2... 22X is on after 2. 88");
        CriticalMoment c = CriticalMoments.explain(move(3, 8, quietMove(8), List.of(2, 1), 0.6, 0.4));
        assertEquals(CriticalMoment.Reason.ALLOWS_TUZDYK, c.reason());
        assertEquals("2... 22X", c.moveText());
        assertEquals("2. 88? allows 2... 22X, which makes a tuzdyk (winning chance 60% → 40%)", c.text());
    }

    @Test
    void withoutATacticTheLossIsPositional() {
        int played = quietMove(0);
        int best = quietMove(played);
        CriticalMoment c = CriticalMoments.explain(move(3, played, best, List.of(), 0.55, 0.45));
        assertEquals(CriticalMoment.Reason.POSITIONAL, c.reason());
        assertEquals("2. " + BEFORE.play(best).lastMove().notation(), c.moveText());
    }

    @Test
    void theLargestSwingsInGameOrder() {
        List<PositionAnalysis> positions = new ArrayList<>();
        List<MoveReview> moves = new ArrayList<>();
        double[] losses = {0.02, 0.30, 0.10, 0.05, 0.20, 0.08};
        for (int i = 0; i < losses.length; i++) {
            positions.add(PositionAnalysis.terminal(BEFORE));
            int q = quietMove(0);
            moves.add(move(i + 1, q, quietMove(q), List.of(), 0.7, 0.7 - losses[i]));
        }
        positions.add(PositionAnalysis.terminal(BEFORE));
        List<CriticalMoment> top = CriticalMoments.find(new ReviewResult(positions, moves), 3);
        assertEquals(List.of(2, 3, 5), top.stream().map(c -> c.move().ply()).toList());
        assertEquals(4, CriticalMoments.find(new ReviewResult(positions, moves), 9).size(), "swings under 7 % are not turning points");
    }
}
