package otau.ui.tasks;

import java.util.ArrayList;
import java.util.List;

/**
 * A task handle whose state is two flags, read from any thread: cancelled (asked to stop)
 * and done (its final callback delivered), and the hooks the work left to be run at the
 * moment it is cancelled. Executors add what cancelling does beyond that.
 */
class FlagHandle implements TaskHandle {
    volatile boolean cancelled;
    volatile boolean done;
    /** The work has done what cannot be taken back: its outcome is reported as it is. */
    volatile boolean committed;
    private final List<Runnable> onCancel = new ArrayList<>();

    @Override
    public void cancel() {
        markCancelled();
    }

    /** Sets the flag and runs the hooks, once; false when it was cancelled already. */
    final boolean markCancelled() {
        List<Runnable> hooks;
        synchronized (onCancel) {
            if (cancelled || committed) {
                return false;
            }
            cancelled = true;
            hooks = List.copyOf(onCancel);
            onCancel.clear();
        }
        hooks.forEach(Runnable::run);
        return true;
    }

    /** From now on a cancel changes nothing, and the outcome is reported as the work gives it. */
    final void commit() {
        synchronized (onCancel) {
            committed = true;
            onCancel.clear();
        }
    }

    /** Whether the outcome is reported as cancelled: asked to stop before the work committed. */
    final boolean reportsCancelled() {
        return cancelled && !committed;
    }

    /** Runs {@code hook} when the task is cancelled, or now if it is already. */
    final void whenCancelled(Runnable hook) {
        synchronized (onCancel) {
            if (!cancelled) {
                onCancel.add(hook);
                return;
            }
        }
        hook.run();
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
