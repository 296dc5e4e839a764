package otau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TimeBudgetTest {
    private static final BigInteger MAX = BigInteger.valueOf(Long.MAX_VALUE);

    /** The oracle: exact arithmetic in BigInteger, then capped at Long.MAX_VALUE. */
    private static long capped(BigInteger exact) {
        return exact.min(MAX).longValueExact();
    }

    @Test
    void sumsAndProductsSaturateExactlyAtTheTopOfTheRange() {
        SplittableRandom random = new SplittableRandom(11);
        long[] edges = {0, 1, 2, 3, 4, 999, 1_000_000, Long.MAX_VALUE / 4, Long.MAX_VALUE / 2, Long.MAX_VALUE - 1, Long.MAX_VALUE};
        for (int i = 0; i < 20_000; i++) {
            long a = i < 121 ? edges[i % 11] : random.nextLong(Long.MAX_VALUE) >>> random.nextInt(63);
            long b = i < 121 ? edges[i / 11] : random.nextLong(Long.MAX_VALUE) >>> random.nextInt(63);
            assertEquals(capped(BigInteger.valueOf(a).add(BigInteger.valueOf(b))), TimeBudget.plus(a, b), a + " + " + b);
            assertEquals(capped(BigInteger.valueOf(a).multiply(BigInteger.valueOf(b))), TimeBudget.times(a, b), a + " * " + b);
            assertEquals(capped(BigInteger.valueOf(a).multiply(BigInteger.valueOf(1_000_000))), TimeBudget.millisToNanos(a));
        }
    }

    @Test
    void secondsBeyondCountingAreTheLongestBudget() {
        assertEquals(Long.MAX_VALUE, TimeBudget.nanos(1e300));
        assertEquals(Long.MAX_VALUE, TimeBudget.nanos(Double.POSITIVE_INFINITY));
        assertEquals(0, TimeBudget.nanos(Double.NaN));
        assertEquals(2_500_000_000L, TimeBudget.nanos(2.5));
        // A deadline from a late start never wraps into the past.
        assertEquals(Long.MAX_VALUE, TimeBudget.deadline(1, Long.MAX_VALUE));
    }
}
