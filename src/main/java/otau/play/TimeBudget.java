package otau.play;

/**
 * How long the engine thinks on a clock: a thirtieth of its time plus most of the increment,
 * never more than a quarter of what is left after a safety reserve (for the board's animation
 * and the hand-over between threads). It never plans to use the time it has: a flag is the
 * one loss the engine must not suffer.
 */
public final class TimeBudget {
    /** Kept back for everything around the search itself. */
    static final long RESERVE_MS = 250;
    /** Enough for the shallowest useful search. */
    static final long MIN_MS = 10;

    private TimeBudget() {
    }

    public static long moveTimeMs(long remainingMs, long incrementMs) {
        long usable = Math.max(0, remainingMs - RESERVE_MS);
        long wanted = remainingMs / 30 + incrementMs * 3 / 4;
        long budget = Math.min(wanted, usable / 4);
        // With almost no time left, the minimum still stays well under what remains.
        return Math.max(Math.min(MIN_MS, Math.max(1, remainingMs / 4)), budget);
    }
}
