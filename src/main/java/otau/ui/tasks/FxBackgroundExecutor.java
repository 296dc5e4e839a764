package otau.ui.tasks;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;

/**
 * The application's executor: a small pool of daemon threads for the work, and the FX
 * thread for the callbacks. Progress reports are coalesced: however often the work
 * reports, the FX thread gets at most one pending update per task, carrying the latest
 * value.
 */
public final class FxBackgroundExecutor implements BackgroundExecutor {
    /** Failures go to the log file as well as to the task's own handler (which the user sees). */
    private static final System.Logger LOG = System.getLogger(FxBackgroundExecutor.class.getName());

    private final ExecutorService pool;
    private final Executor fxThread;

    /**
     * A pool of up to {@code threads} daemon threads delivering on the FX thread. Threads are
     * made as work comes and end after half a minute idle, so a review or a search for puzzles
     * that runs for an hour holds one thread, never the explorer's or the browser's next query.
     */
    public FxBackgroundExecutor(int threads) {
        this(newPool(threads), Platform::runLater);
    }

    public FxBackgroundExecutor(ExecutorService pool, Executor fxThread) {
        this.pool = pool;
        this.fxThread = fxThread;
    }

    /** The package's for tests: the pool {@link #FxBackgroundExecutor(int)} runs its work on. */
    static java.util.concurrent.ThreadPoolExecutor newPool(int threads) {
        AtomicInteger n = new AtomicInteger();
        java.util.concurrent.ThreadPoolExecutor pool = new java.util.concurrent.ThreadPoolExecutor(threads, threads,
                30, java.util.concurrent.TimeUnit.SECONDS, new java.util.concurrent.LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(r, "otau-background-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
        pool.allowCoreThreadTimeOut(true);
        return pool;
    }

    @Override
    public <T> TaskHandle submit(BackgroundTask<T> task) {
        Handle handle = new Handle();
        // Cancelled before a thread picked it up: the work never runs, so say so here.
        handle.beforeStart = () -> fxThread.execute(() -> handle.finish(task, task::cancelled));
        AtomicReference<double[]> latestFraction = new AtomicReference<>();
        AtomicReference<String> latestMessage = new AtomicReference<>();
        AtomicBoolean progressPending = new AtomicBoolean();
        Runnable deliverProgress = () -> {
            progressPending.set(false);
            double[] f = latestFraction.get();
            if (!handle.isCancelled() && !handle.isDone()) {
                task.progressed(f == null ? -1 : f[0], latestMessage.get());
            }
        };
        TaskContext context = new HandleContext(handle) {
            @Override
            public void progress(double done, double total) {
                latestFraction.set(new double[] {total > 0 ? done / total : -1});
                schedule();
            }

            @Override
            public void message(String text) {
                latestMessage.set(text);
                schedule();
            }

            private void schedule() {
                if (progressPending.compareAndSet(false, true)) {
                    fxThread.execute(deliverProgress);
                }
            }

            @Override
            public boolean isCancelled() {
                return super.isCancelled() || Thread.currentThread().isInterrupted();
            }

            @Override
            public void commit() {
                super.commit();
                fxThread.execute(() -> {
                    if (!handle.isDone()) {
                        task.committed();
                    }
                });
            }
        };
        handle.future = pool.submit(() -> {
            handle.started = true;
            try {
                T result = task.work().run(context);
                fxThread.execute(() -> handle.finish(task, () -> task.succeeded(result)));
            } catch (CancellationException | InterruptedException e) {
                fxThread.execute(() -> handle.finish(task, task::cancelled));
            } catch (Exception | Error e) {
                LOG.log(System.Logger.Level.WARNING, "background task '" + task.title() + "' failed", e);
                fxThread.execute(() -> handle.finish(task, () -> task.failed(e)));
            }
        });
        return handle;
    }

    @Override
    public void shutdown() {
        pool.shutdownNow();
    }

    /** Cancelling also stops the pool's thread, or tells the caller's code that it never started. */
    private static final class Handle extends FlagHandle {
        private volatile Future<?> future;
        private volatile boolean started;
        private Runnable beforeStart;

        @Override
        public void cancel() {
            // The work's own flags are set before its thread is interrupted, so that what the
            // interrupt breaks is taken for the cancel it is.
            if (!markCancelled()) {
                return;
            }
            if (!started) {
                beforeStart.run();
            }
            Future<?> f = future;
            if (f != null) {
                f.cancel(true);
            }
        }

        /** On the FX thread: delivers the outcome, or "cancelled" if cancel came first. */
        void finish(BackgroundTask<?> task, Runnable outcome) {
            if (done) {
                return;
            }
            done = true;
            if (reportsCancelled()) {
                task.cancelled();
            } else {
                outcome.run();
            }
        }
    }
}
