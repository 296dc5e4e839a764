package otau.engine.eval;

import otau.game.Board;

/**
 * What a move would win, worked out from the counts alone without playing it: where the last
 * stone falls and how many stones that hole then holds. Used by the evaluation (threats) and
 * by move ordering (captures first).
 */
public final class MoveScan {
    /** Returned by {@link #gain} for a move that makes a tuzdyk. */
    public static final int TUZDYK = 1 << 10;

    private MoveScan() {
    }

    /**
     * Stones an even capture by {@code player} playing hole index {@code from} would take,
     * {@link #TUZDYK} if the move makes a tuzdyk, 0 otherwise (or if the hole is empty).
     */
    public static int gain(Board board, int player, int from) {
        int n = board.hole(from);
        if (n == 0) {
            return 0;
        }
        int last = Features.landing(from, n);
        if ((last >= 9) == (player == 1)) {
            return 0;
        }
        int t0 = board.tuzdyk(0);
        int t1 = board.tuzdyk(1);
        if (last == t0 || last == t1) {
            return 0;
        }
        int count = Features.countAtLanding(board, from, n, last);
        if ((count & 1) == 0) {
            return count;
        }
        if (count == 3 && board.tuzdyk(player) < 0) {
            int number = last >= 9 ? last - 9 : last;
            int other = board.tuzdyk(1 - player);
            int otherNumber = other < 0 ? -1 : other >= 9 ? other - 9 : other;
            if (number != 8 && number != otherNumber) {
                return TUZDYK;
            }
        }
        return 0;
    }
}
