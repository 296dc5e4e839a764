package otau.ui.tasks;

/**
 * A task handle whose state is two flags, read from any thread: cancelled (asked to stop)
 * and done (its final callback delivered). Executors add what cancelling does beyond that.
 */
class FlagHandle implements TaskHandle {
    volatile boolean cancelled;
    volatile boolean done;

    @Override
    public void cancel() {
        cancelled = true;
    }

    @Override
    public boolean isCancelled() {
        return cancelled;
    }

    @Override
    public boolean isDone() {
        return done;
    }
}
