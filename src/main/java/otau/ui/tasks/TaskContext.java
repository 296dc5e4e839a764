package otau.ui.tasks;

import java.util.concurrent.CancellationException;

/** What a running {@link BackgroundWork} sees of its task. */
public interface TaskContext {
    /** Reports progress; {@code total <= 0} means "unknown" (an indeterminate bar). */
    void progress(double done, double total);

    /** A short line for the progress display, e.g. the game being read. */
    void message(String text);

    boolean isCancelled();

    /**
     * Runs {@code hook} (on the thread that cancels) the moment the task is cancelled, or now if
     * it already is: for work whose inner loops look at a flag of their own (a solver's, a
     * miner's) rather than at this context.
     */
    void whenCancelled(Runnable hook);

    /**
     * Says the work has done what cannot be taken back (a file written): its outcome is
     * reported as it is, as a success, even where Cancel was pressed meanwhile, and a Cancel
     * pressed later is ignored. Without it, a save cancelled while the file was read back
     * after the write would be reported as not done.
     */
    void commit();

    /** Throws {@link CancellationException} once the task is cancelled; call it between steps. */
    default void checkCancelled() {
        if (isCancelled()) {
            throw new CancellationException();
        }
    }
}
