package otau.ui.tasks;

/** A submitted task, to cancel it or ask whether it has finished. */
public interface TaskHandle {
    /** Asks the task to stop; its success callback will not be called. */
    void cancel();

    boolean isCancelled();

    /** True once the task's final callback (success, failure or cancelled) has been delivered. */
    boolean isDone();
}
