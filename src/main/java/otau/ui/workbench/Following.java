package otau.ui.workbench;

import javafx.beans.InvalidationListener;
import javafx.beans.Observable;

/**
 * One listener on whichever observable is followed now: following another (or none) first
 * removes the listener from the one before, so a document put away keeps no listener of the
 * workbench's (and a document opened again gets one, not one more each time).
 */
final class Following {
    private Observable current;
    private InvalidationListener listener;

    /** Runs {@code action} on every change of {@code target} (null: follows nothing). */
    void follow(Observable target, Runnable action) {
        if (current != null) {
            current.removeListener(listener);
        }
        current = target;
        listener = target == null ? null : o -> action.run();
        if (target != null) {
            target.addListener(listener);
        }
    }
}
