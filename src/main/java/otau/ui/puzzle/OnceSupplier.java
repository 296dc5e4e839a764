package otau.ui.puzzle;

import java.util.function.Supplier;

/**
 * Asks its source once, on the first thread that needs the value (the trainer opens the
 * tablebase on a solving thread, never on the FX thread), and gives that value ever after.
 */
final class OnceSupplier<T> implements Supplier<T> {
    private final Supplier<T> source;
    private boolean asked;
    private T value;

    OnceSupplier(Supplier<T> source) {
        this.source = source;
    }

    @Override
    public synchronized T get() {
        if (!asked) {
            asked = true;
            value = source.get();
        }
        return value;
    }
}
