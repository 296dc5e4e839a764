package otau.db;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Asks long-running work (an import, a benchmark, a file's upgrade) to stop at its next safe
 * point. Any thread may cancel; the work checks between games, so what it wrote stays whole.
 * Work that waits inside one long statement registers a hook that interrupts it.
 */
public final class CancellationToken {
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final List<Runnable> hooks = new CopyOnWriteArrayList<>();

    /** A token that is never cancelled, for callers that do not need to stop the work. */
    public static CancellationToken none() {
        return new CancellationToken();
    }

    /** Cancels, and runs the hooks registered (on this thread). */
    public void cancel() {
        if (cancelled.compareAndSet(false, true)) {
            hooks.forEach(Runnable::run);
        }
    }

    public boolean isCancelled() {
        return cancelled.get();
    }

    /**
     * Runs {@code hook} the moment the token is cancelled (on the cancelling thread), or now if
     * it already is; returns what unregisters it. A hook may run twice when the two race: it
     * must not mind.
     */
    public Runnable whenCancelled(Runnable hook) {
        hooks.add(hook);
        if (isCancelled() && hooks.remove(hook)) {
            hook.run();
        }
        return () -> hooks.remove(hook);
    }
}
