package otau.engine.egtb;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A build looks at the cancel inside each component as well as between them, so Preferences'
 * Cancel stops a 9- or 10-stone build within a fraction of a second rather than at the end of
 * a component that takes seconds.
 */
class TablebaseBuildCancelTest {
    private static final int STONES = 5;

    /** Counts the looks and the reports; cancelled from look {@code cancelAt} on. */
    private static final class Watch implements TablebaseBuilder.Progress {
        final int cancelAt;
        final AtomicInteger looks = new AtomicInteger();
        final AtomicInteger reports = new AtomicInteger();

        Watch(int cancelAt) {
            this.cancelAt = cancelAt;
        }

        @Override
        public void done(long entries, long total) {
            reports.incrementAndGet();
        }

        @Override
        public boolean cancelled() {
            return looks.incrementAndGet() >= cancelAt;
        }
    }

    @Test
    void theCancelIsSeenInsideAComponentAndOftenEnough() {
        Watch whole = new Watch(Integer.MAX_VALUE);
        byte[] table = new TablebaseBuilder(STONES, n -> { }, whole).build();
        // The oracle: the same build with nobody asking to stop.
        assertArrayEquals(new TablebaseBuilder(STONES, n -> { }).build(), table);
        int components = whole.reports.get();
        assertTrue(whole.looks.get() >= components + table.length / TablebaseBuilder.CHECK_EVERY,
                whole.looks.get() + " looks for " + components + " components and " + table.length + " positions");

        // Cancelled at the second look: the first component stops before it reports.
        Watch early = new Watch(2);
        assertThrows(CancellationException.class, () -> new TablebaseBuilder(STONES, n -> { }, early).build());
        assertEquals(0, early.reports.get(), "stopped inside the first component");
        assertEquals(2, early.looks.get(), "no look after the cancel");
    }
}
