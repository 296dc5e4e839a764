package otau.engine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HeapRoomTest {
    private static final long MIB = 1L << 20;

    @Test
    void sharesTheRoomOutInPowersOfTwo() {
        // Hand-checked: 1,000 MiB for two tables is 500 each, so 256; 1,024 MiB for two is 512.
        assertEquals(256, HeapRoom.mebibytesEach(2, 1000 * MIB));
        assertEquals(512, HeapRoom.mebibytesEach(2, 1024 * MIB));
        assertEquals(1024, HeapRoom.mebibytesEach(3, 3100 * MIB));
        assertEquals(1, HeapRoom.mebibytesEach(2, -5 * MIB), "no room still gives the smallest table");
        assertEquals(1 << 30, HeapRoom.mebibytesEach(1, Long.MAX_VALUE));
    }

    @Test
    void whatATableReallyGetsIsThePowerOfTwoBelowTheAsk() {
        assertEquals(4096, HeapRoom.roundedDown(6000));
        assertEquals(256, HeapRoom.roundedDown(256));
        assertEquals(1, HeapRoom.roundedDown(0));
    }

    @Test
    void theRoomInThisJavaIsNeverMoreThanItsHeap() {
        long max = Runtime.getRuntime().maxMemory();
        int each = HeapRoom.mebibytesEach(2, 0, 0);
        assertTrue(2L * each * MIB <= Math.max(max, 2 * MIB), each + " MiB twice in a heap of " + max);
    }
}
