package otau.ui.workbench;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.control.Alert;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import otau.ui.movelist.CommentDialog;
import otau.ui.movelist.TagsDialog;

/**
 * Builds the dialogs that a single key opens (comment, game details, the questions) once,
 * unseen, just after the main window is up: their classes, skins and stylesheets are then
 * loaded, so that the first Ctrl+K opens as fast as the second.
 */
final class DialogWarmUp {
    /** What it loads stays loaded for the life of the process: once is enough. */
    private static final AtomicBoolean DONE = new AtomicBoolean();
    private static final AtomicInteger RUNS = new AtomicInteger();

    private DialogWarmUp() {
    }

    /**
     * Warms the dialogs up the first time it is called in this process; later calls (a window
     * shown again, another window on the same stage) return at once. True when it ran.
     */
    static boolean runOnce() {
        if (!DONE.compareAndSet(false, true)) {
            return false;
        }
        run();
        return true;
    }

    /** How many times the dialogs were warmed up in this process (0 or 1). */
    static int runs() {
        return RUNS.get();
    }

    private static void run() {
        RUNS.incrementAndGet();
        for (Dialog<?> d : List.of(new CommentDialog("1. 9a", ""), new TagsDialog(Map.of()),
                new Alert(Alert.AlertType.CONFIRMATION, ""))) {
            DialogPane pane = d.getDialogPane();
            // Unseen, so no window gives it the look: its own scene gets it here.
            otau.ui.AppTheme.dress(pane.getScene() != null ? pane.getScene() : new javafx.scene.Scene(pane));
            pane.applyCss();
            pane.layout();
        }
    }
}
