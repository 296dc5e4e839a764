package otau.puzzle;

import java.util.concurrent.atomic.AtomicBoolean;

/** A flag a caller sets from any thread to stop long work (generation, verification) early. */
public final class Cancellation {
    private final AtomicBoolean cancelled = new AtomicBoolean();

    /** A cancellation that nobody sets. */
    public static Cancellation none() {
        return new Cancellation();
    }

    public void cancel() {
        cancelled.set(true);
    }

    public boolean isCancelled() {
        return cancelled.get();
    }

    /** The flag itself, for the solvers and checks that take one and look at it while they work. */
    public AtomicBoolean flag() {
        return cancelled;
    }
}
