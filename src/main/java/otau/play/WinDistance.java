package otau.play;

import java.util.Arrays;
import java.util.function.BooleanSupplier;
import otau.game.Board;

/**
 * Exact distances to a forced win, in plies, by depth-limited AND/OR search: "can
 * {@code attacker} end the game as its winner within {@code d} plies, whatever the other
 * side plays?", asked for d = 1, 2, … The first d that says yes is the exact length of the
 * win with best play on both sides (the attacker hurrying, the defender resisting).
 *
 * <p>No tablebase: a table knows who wins but not how far away the end is. A remembered
 * answer per position (the shortest proved bound and the longest refuted one) makes the
 * deepening cheap; within a fixed horizon a position's answer does not depend on the path
 * to it, so repetitions need no care. The search stops with {@link OutOfBudget} after
 * {@code nodeBudget} positions or when {@code stop} says so.
 */
final class WinDistance {
    /** Thrown when the budget is spent or the caller stopped the search. */
    static final class OutOfBudget extends RuntimeException {
        OutOfBudget() {
            super(null, null, false, false);
        }
    }

    private final int attacker;
    private final long nodeBudget;
    private final BooleanSupplier stop;
    /** Remembered answers, one slot per hash (a newer position takes the slot): 2^20 slots, 16 MiB. */
    private static final int SLOTS = 1 << 20;
    private final long[] keys = new long[SLOTS];
    /** Per slot: the shortest horizon proved a win, and the longest proved not to be one. */
    private final short[] provedWithin = new short[SLOTS];
    private final short[] refutedWithin = new short[SLOTS];
    private long nodes;

    WinDistance(int attacker, long nodeBudget, BooleanSupplier stop) {
        this.attacker = attacker;
        Arrays.fill(refutedWithin, (short) -1);
        this.nodeBudget = nodeBudget;
        this.stop = stop;
    }

    long nodes() {
        return nodes;
    }

    /** True when the attacker wins {@code b} within {@code plies} plies against any defence. */
    boolean winsWithin(Board b, int plies) {
        if (b.isGameOver()) {
            return winnerOf(b) == attacker;
        }
        if (plies <= 0) {
            return false;
        }
        long key = b.hash();
        int slot = (int) (key ^ (key >>> 32)) & (SLOTS - 1);
        if (keys[slot] == key) {
            if (provedWithin[slot] > 0 && provedWithin[slot] <= plies) {
                return true;
            }
            if (refutedWithin[slot] >= plies) {
                return false;
            }
        }
        if (++nodes > nodeBudget || (nodes & 1023) == 0 && stop.getAsBoolean()) {
            throw new OutOfBudget();
        }
        boolean attacking = b.sideToMove() == attacker;
        int mask = b.legalMoveMask();
        // The attacker needs one move that wins in time; the defender is lost only if every move loses.
        boolean result = !attacking;
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                continue;
            }
            b.play(m);
            boolean won;
            try {
                won = winsWithin(b, plies - 1);
            } finally {
                b.undo();
            }
            if (won == attacking) {
                result = attacking;
                break;
            }
        }
        if (keys[slot] != key) {
            keys[slot] = key;
            provedWithin[slot] = 0;
            refutedWithin[slot] = -1;
        }
        if (result && (provedWithin[slot] == 0 || plies < provedWithin[slot])) {
            provedWithin[slot] = (short) plies;
        } else if (!result && plies > refutedWithin[slot]) {
            refutedWithin[slot] = (short) plies;
        }
        return result;
    }

    /** The exact plies to the attacker's win in {@code b}, searching up to {@code maxPlies}; -1 if not within them. */
    int distance(Board b, int maxPlies) {
        for (int d = 0; d <= maxPlies; d++) {
            if (winsWithin(b, d)) {
                return d;
            }
        }
        return -1;
    }

    /** The winner of a finished game on {@code b}: 0 White, 1 Black, -1 a draw. */
    static int winnerOf(Board b) {
        int white = b.finalStore(0);
        int black = b.finalStore(1);
        return white > black ? 0 : black > white ? 1 : -1;
    }
}
