package otau.db;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Asks long-running work (an import, a benchmark) to stop at its next safe point. Any
 * thread may cancel; the work checks between games, so what it wrote stays whole.
 */
public final class CancellationToken {
    private final AtomicBoolean cancelled = new AtomicBoolean();

    /** A token that is never cancelled, for callers that do not need to stop the work. */
    public static CancellationToken none() {
        return new CancellationToken();
    }

    public void cancel() {
        cancelled.set(true);
    }

    public boolean isCancelled() {
        return cancelled.get();
    }
}
