package otau.selfplay;

import java.util.Random;
import otau.game.Board;
import otau.game.Position;

/**
 * The quick built-in player: a two-ply material search. It plays the move whose worst
 * reply leaves it the largest store lead (a won or lost game counts above any lead), and
 * picks at random among equally good moves so that games differ. Strong enough to make
 * sensible demo games, far from an engine.
 */
public final class GreedyMaterialPicker extends NamedPicker {
    private static final int DECIDED = 10_000;

    private final Random random;

    public GreedyMaterialPicker(Random random, String name) {
        super(name);
        this.random = random;
    }

    @Override
    public int pick(Position position) {
        Board b = new Board(position);
        int me = b.sideToMove();
        int mask = b.legalMoveMask();
        if (mask == 0) {
            throw new IllegalArgumentException("no legal move in " + position);
        }
        int best = Integer.MIN_VALUE;
        int bestMove = -1;
        int ties = 0;
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                continue;
            }
            b.play(m);
            int score = worstReply(b, me);
            b.undo();
            if (score > best) {
                best = score;
                bestMove = m;
                ties = 1;
            } else if (score == best && random.nextInt(++ties) == 0) {
                bestMove = m;
            }
        }
        return bestMove + 1;
    }

    private static int worstReply(Board b, int me) {
        if (b.isGameOver()) {
            return score(b, me);
        }
        int mask = b.legalMoveMask();
        int worst = Integer.MAX_VALUE;
        for (int r = 0; r < 9; r++) {
            if ((mask & (1 << r)) != 0) {
                b.play(r);
                worst = Math.min(worst, score(b, me));
                b.undo();
            }
        }
        return worst;
    }

    /** Store lead of {@code me}; a finished game is worth more than any lead. */
    private static int score(Board b, int me) {
        if (b.isGameOver()) {
            int diff = b.finalStore(me) - b.finalStore(1 - me);
            return diff > 0 ? DECIDED + diff : diff < 0 ? -DECIDED + diff : 0;
        }
        return b.storeLead(me);
    }
}
