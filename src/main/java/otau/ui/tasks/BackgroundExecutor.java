package otau.ui.tasks;

/**
 * Runs {@link BackgroundTask}s off the FX thread and delivers their progress and outcome
 * on it. Views and panels take one of these instead of starting threads, so tests can
 * inject {@link SameThreadExecutor} and see results at once.
 */
public interface BackgroundExecutor {
    /** Starts {@code task}; its callbacks arrive on the FX thread (the caller's, in tests). */
    <T> TaskHandle submit(BackgroundTask<T> task);

    /** Cancels what is running and accepts no more tasks. */
    void shutdown();
}
