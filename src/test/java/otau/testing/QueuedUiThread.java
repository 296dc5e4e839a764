package otau.testing;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import otau.ui.tasks.TaskHandle;

/**
 * A stand-in for the FX thread in executor tests: what the executor hands to the UI thread
 * waits in a queue, and the test runs it when it chooses.
 */
public final class QueuedUiThread {
    private final LinkedBlockingQueue<Runnable> queue = new LinkedBlockingQueue<>();

    /** What the executor calls to hand work to the UI thread. */
    public void add(Runnable r) {
        queue.add(r);
    }

    /** The next piece of work handed over, waiting up to {@code seconds}; null if none came. */
    public Runnable poll(long seconds) throws InterruptedException {
        return queue.poll(seconds, TimeUnit.SECONDS);
    }

    public Runnable take() throws InterruptedException {
        return queue.take();
    }

    public int size() {
        return queue.size();
    }

    /** Runs what is handed over until {@code h} is done; fails, naming {@code soFar}, when nothing comes in 30 s. */
    public void drainUntil(TaskHandle h, Supplier<String> soFar) throws InterruptedException {
        while (!h.isDone()) {
            Runnable r = poll(30);
            if (r == null) {
                throw new AssertionError("nothing delivered; events so far " + soFar.get());
            }
            r.run();
        }
    }
}
