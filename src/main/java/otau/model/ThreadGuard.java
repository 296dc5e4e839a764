package otau.model;

/**
 * Checks that the model is used from its one thread. The application passes a guard that
 * checks for the FX application thread (javafx.application is not a dependency of the
 * model); the default confines the model to the first thread that uses it, which holds
 * in plain unit tests and still catches a background task editing the model.
 */
@FunctionalInterface
public interface ThreadGuard {
    /** Throws {@link IllegalStateException} when called from the wrong thread. */
    void check();

    /** A guard bound to the first thread that calls it. */
    static ThreadGuard confinedToFirstCaller() {
        return new ThreadGuard() {
            private volatile Thread owner;

            @Override
            public void check() {
                Thread current = Thread.currentThread();
                if (owner == null) {
                    synchronized (this) {
                        if (owner == null) {
                            owner = current;
                        }
                    }
                }
                if (owner != current) {
                    throw new IllegalStateException("the game model is used from " + current.getName()
                            + " but belongs to " + owner.getName() + " (change it on the FX thread)");
                }
            }
        };
    }

    /** No check; for a model driven by one thread that cannot be named in advance. */
    static ThreadGuard none() {
        return () -> { };
    }
}
