package otau.ui.board;

import otau.game.Move;
import otau.game.Position;
import otau.game.Side;

import java.util.ArrayList;
import java.util.List;

/**
 * The intermediate pictures of a sowing, for the animation: one frame per stone sown,
 * then the position after the move (captures applied). A frame is 20 counts: the 18
 * holes in sowing order, then White's and Black's store.
 *
 * <p>The stones' path is the one thing the board has to know about a move to show it
 * being sown; the result is checked against the position the game actually reached, and
 * any disagreement means no animation rather than a wrong picture.
 */
final class SowingFrames {
    private SowingFrames() {
    }

    /** The frames from {@code before} to {@code after}, or an empty list when {@code after} is not one move on. */
    static List<int[]> between(Position before, Position after) {
        Move move = after.lastMove();
        if (before == null || move == null || !before.isLegal(move.hole())
                || !before.play(move.hole()).equals(after)) {
            return List.of();
        }
        Side mover = before.sideToMove();
        int[] counts = countsOf(before);
        int origin = mover.index() * 9 + move.hole() - 1;
        int stones = counts[origin];
        counts[origin] = 0;
        List<int[]> frames = new ArrayList<>(stones + 2);
        frames.add(counts.clone());
        int target = stones == 1 ? origin + 1 : origin;
        for (int s = 0; s < stones; s++, target++) {
            int index = target % 18;
            HoleRef ref = HoleRef.ofIndex(index);
            if (before.isTuzdyk(ref.side(), ref.number())) {
                counts[18 + ref.side().opposite().index()]++;
            } else {
                counts[index]++;
            }
            frames.add(counts.clone());
        }
        int[] last = countsOf(after);
        int landing = new HoleRef(move.landingSide(), move.landing()).index();
        for (int i = 0; i < 18; i++) {
            if (i != landing && counts[i] != last[i]) {
                return List.of();
            }
        }
        frames.add(last);
        return frames;
    }

    static int[] countsOf(Position p) {
        int[] c = new int[20];
        for (int i = 0; i < 18; i++) {
            c[i] = p.holeAt(i);
        }
        c[18] = p.store(Side.WHITE);
        c[19] = p.store(Side.BLACK);
        return c;
    }
}
