package otau.ui.tasks;

import java.util.Objects;
import java.util.function.Consumer;

/**
 * A piece of work for a {@link BackgroundExecutor} with the callbacks that receive its
 * outcome on the FX thread (JabRef's {@code BackgroundTask} shape). Build it with
 * {@link #of}, chain the callbacks, then hand it to an executor.
 *
 * @param <T> the result
 */
public final class BackgroundTask<T> {
    /** Progress as a fraction 0..1, or a negative number while unknown. */
    @FunctionalInterface
    public interface ProgressListener {
        void progress(double fraction, String message);
    }

    /** How a task ended, for those watching every task (the workbench's toasts). */
    @FunctionalInterface
    public interface OutcomeListener {
        /** {@code error} is null when the task succeeded. */
        void ended(Throwable error);
    }

    private final String title;
    private final BackgroundWork<T> work;
    private Consumer<? super T> onSuccess = r -> { };
    private Consumer<? super Throwable> onFailure = e -> { };
    private Runnable onCancelled = () -> { };
    private ProgressListener onProgress = (f, m) -> { };
    private Runnable onFinished = () -> { };
    private Runnable onCommitted = () -> { };
    private OutcomeListener onOutcome = e -> { };
    private boolean failureHandled;
    private boolean successSaid;

    private BackgroundTask(String title, BackgroundWork<T> work) {
        this.title = Objects.requireNonNull(title);
        this.work = Objects.requireNonNull(work);
    }

    /** A task named {@code title} (shown beside its progress) doing {@code work}. */
    public static <T> BackgroundTask<T> of(String title, BackgroundWork<T> work) {
        return new BackgroundTask<>(title, work);
    }

    public BackgroundTask<T> onSuccess(Consumer<? super T> callback) {
        this.onSuccess = Objects.requireNonNull(callback);
        return this;
    }

    public BackgroundTask<T> onFailure(Consumer<? super Throwable> callback) {
        this.onFailure = Objects.requireNonNull(callback);
        failureHandled = true;
        return this;
    }

    /**
     * Says that the success callback tells the user itself (a message in the status line), so
     * whoever shows the task's progress adds no "done" of its own.
     */
    public BackgroundTask<T> saysItsOwnSuccess() {
        successSaid = true;
        return this;
    }

    /** Whether {@link #saysItsOwnSuccess} was called. */
    public boolean successIsSaid() {
        return successSaid;
    }

    /** Whether the caller gave its own {@link #onFailure} (else a failure would go unreported). */
    public boolean handlesFailure() {
        return failureHandled;
    }

    /**
     * Adds a callback for success or failure (not cancellation), run after {@link #onFinished}
     * and before the success or failure callback; they add up as {@link #onCancelled} does.
     */
    public BackgroundTask<T> onOutcome(OutcomeListener listener) {
        Objects.requireNonNull(listener);
        OutcomeListener before = onOutcome;
        this.onOutcome = e -> {
            before.ended(e);
            listener.ended(e);
        };
        return this;
    }

    /**
     * Adds a callback for a cancelled task. Cancellation, progress and finishing callbacks add
     * up rather than replace each other, so a caller's own survive {@code runWithProgress}
     * adding the status line's.
     */
    public BackgroundTask<T> onCancelled(Runnable callback) {
        Objects.requireNonNull(callback);
        Runnable before = onCancelled;
        this.onCancelled = () -> {
            before.run();
            callback.run();
        };
        return this;
    }

    /** Adds a progress listener (see {@link #onCancelled}). */
    public BackgroundTask<T> onProgress(ProgressListener listener) {
        Objects.requireNonNull(listener);
        ProgressListener before = onProgress;
        this.onProgress = (f, m) -> {
            before.progress(f, m);
            listener.progress(f, m);
        };
        return this;
    }

    /**
     * Runs when the work is over, just before the success, failure or cancellation
     * callback (so a progress display is gone before a result dialog opens).
     */
    public BackgroundTask<T> onFinished(Runnable callback) {
        Objects.requireNonNull(callback);
        Runnable before = onFinished;
        this.onFinished = () -> {
            before.run();
            callback.run();
        };
        return this;
    }

    /**
     * Adds a callback for the moment the work commits ({@link TaskContext#commit}): from then on
     * a Cancel changes nothing, so whatever offers one should stop offering it. On the FX thread,
     * before the outcome, and not at all once the outcome is delivered.
     */
    public BackgroundTask<T> onCommitted(Runnable callback) {
        Objects.requireNonNull(callback);
        Runnable before = onCommitted;
        this.onCommitted = () -> {
            before.run();
            callback.run();
        };
        return this;
    }

    public String title() {
        return title;
    }

    BackgroundWork<T> work() {
        return work;
    }

    void committed() {
        onCommitted.run();
    }

    void succeeded(T result) {
        onFinished.run();
        onOutcome.ended(null);
        onSuccess.accept(result);
    }

    void failed(Throwable error) {
        onFinished.run();
        onOutcome.ended(error);
        onFailure.accept(error);
    }

    void cancelled() {
        onFinished.run();
        onCancelled.run();
    }

    void progressed(double fraction, String message) {
        onProgress.progress(fraction, message);
    }
}
