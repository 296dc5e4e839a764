package otau.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C (or a plain {@code kill}) during a long command stops its work instead of killing
 * it: the flag is set, and the JVM's exit waits until the command has printed what it has
 * (for {@code otau solve}, what was proved so far), at most {@link #GRACE_SECONDS}. Closing
 * it, once the report is out, lets the exit go on and removes the hook.
 */
final class StopOnInterrupt implements AutoCloseable {
    /** How long an interrupted exit waits for the report. */
    static final long GRACE_SECONDS = 30;

    private final CountDownLatch reported = new CountDownLatch(1);
    private final Thread hook;

    StopOnInterrupt(AtomicBoolean stop) {
        hook = new Thread(() -> {
            stop.set(true);
            try {
                reported.await(GRACE_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "stop-on-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    @Override
    public void close() {
        reported.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // The JVM is already exiting (the hook runs): it finishes once released above.
        }
    }
}
