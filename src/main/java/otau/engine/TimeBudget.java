package otau.engine;

/**
 * Time and node arithmetic that saturates instead of overflowing: a limit too large to
 * count (a {@code --time} of {@code 1e300} or {@code Infinity}, a clock of
 * {@code Long.MAX_VALUE} ms) means "no limit", never a deadline that wrapped into the past
 * and stops a search at once.
 */
public final class TimeBudget {
    private TimeBudget() {
    }

    /** {@code seconds} in nanoseconds, at most {@code Long.MAX_VALUE}; NaN and negatives are 0. */
    public static long nanos(double seconds) {
        return seconds > 0 ? (long) (seconds * 1e9) : 0; // the cast saturates, Infinity included
    }

    /** {@code ms} milliseconds in nanoseconds, at most {@code Long.MAX_VALUE}; negatives are 0. */
    public static long millisToNanos(long ms) {
        return ms <= 0 ? 0 : ms >= Long.MAX_VALUE / 1_000_000 ? Long.MAX_VALUE : ms * 1_000_000;
    }

    /** {@code a + b} for non-negative budgets, at most {@code Long.MAX_VALUE}. */
    public static long plus(long a, long b) {
        long sum = a + b;
        return ((a ^ sum) & (b ^ sum)) < 0 ? (a < 0 ? Long.MIN_VALUE : Long.MAX_VALUE) : sum;
    }

    /** {@code a * b} for non-negative factors, at most {@code Long.MAX_VALUE}. */
    public static long times(long a, long b) {
        long high = Math.multiplyHigh(a, b);
        long low = a * b;
        return high != (low >> 63) ? Long.MAX_VALUE : low;
    }

    /** The {@link System#nanoTime()} at which a budget from {@code startNanos} ends; never wraps into the past. */
    public static long deadline(long startNanos, long budgetNanos) {
        return plus(startNanos, budgetNanos);
    }
}
