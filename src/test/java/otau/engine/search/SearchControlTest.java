package otau.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import otau.engine.Limits;
import org.junit.jupiter.api.Test;

class SearchControlTest {
    private static final long MAX = Long.MAX_VALUE;

    @Test
    void aClockTooLargeToCountGivesItsShareNotOneMillisecond() {
        // By hand: base = left / 30 + inc * 3 / 4 (no overflow once inc is divided first), the hard
        // limit min(left / 4, 4 * base) with 4 * base past the long range, the soft one base / 2.
        SearchControl c = new SearchControl(Limits.clock(MAX, MAX, MAX, MAX), 0);
        long base = MAX / 30 + MAX / 4 * 3;
        assertEquals(MAX / 4, c.hardMs);
        assertEquals(base / 2, c.softMs);
    }

    @Test
    void aHugeMoveTimeStaysHuge() {
        SearchControl c = new SearchControl(Limits.moveTime(MAX), 1);
        assertEquals(MAX - 3, c.hardMs);
        assertEquals(MAX - 3, c.softMs);
    }
}
