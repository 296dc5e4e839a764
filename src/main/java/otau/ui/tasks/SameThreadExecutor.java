package otau.ui.tasks;

import java.util.concurrent.CancellationException;

/**
 * Runs each task to the end inside {@link #submit}, on the caller's thread, and calls
 * its callbacks there too: for tests and for work known to be instant. Progress that a task
 * reports from threads of its own is dropped: the caller is busy in {@code submit} until the
 * task ends, so it could not show it, and the callbacks may touch what only the caller's
 * thread (the FX thread) may touch.
 */
public final class SameThreadExecutor implements BackgroundExecutor {
    @Override
    public <T> TaskHandle submit(BackgroundTask<T> task) {
        FlagHandle handle = new FlagHandle();
        Thread caller = Thread.currentThread();
        T result;
        try {
            result = task.work().run(new HandleContext(handle) {
                @Override
                public void progress(double done, double total) {
                    if (Thread.currentThread() == caller) {
                        task.progressed(total > 0 ? done / total : -1, null);
                    }
                }

                @Override
                public void message(String text) {
                    if (Thread.currentThread() == caller) {
                        task.progressed(-1, text);
                    }
                }

                @Override
                public void commit() {
                    super.commit();
                    if (Thread.currentThread() == caller) {
                        task.committed();
                    }
                }
            });
        } catch (CancellationException e) {
            handle.done = true;
            task.cancelled();
            return handle;
        } catch (Exception | Error e) {
            handle.done = true;
            task.failed(e);
            return handle;
        }
        handle.done = true;
        task.succeeded(result);
        return handle;
    }

    @Override
    public void shutdown() {
    }
}
