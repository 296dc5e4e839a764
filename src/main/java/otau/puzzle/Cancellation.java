package otau.puzzle;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

/** A flag a caller sets from any thread to stop long work (generation, verification) early. */
public final class Cancellation {
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final BooleanSupplier elsewhere;

    private Cancellation(BooleanSupplier elsewhere) {
        this.elsewhere = elsewhere;
    }

    /** A cancellation that nobody sets. */
    public static Cancellation none() {
        return new Cancellation(() -> false);
    }

    /**
     * A cancellation that is also set whenever {@code source} says so, e.g. a background task's
     * cancel button: the work sees it at its next check, not at the caller's next progress report.
     */
    public static Cancellation following(BooleanSupplier source) {
        return new Cancellation(source);
    }

    public void cancel() {
        cancelled.set(true);
    }

    public boolean isCancelled() {
        if (!cancelled.get() && elsewhere.getAsBoolean()) {
            cancelled.set(true);
        }
        return cancelled.get();
    }
}
