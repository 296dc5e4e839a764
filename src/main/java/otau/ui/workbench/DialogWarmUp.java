package otau.ui.workbench;

import java.util.List;
import java.util.Map;
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
    private DialogWarmUp() {
    }

    static void run() {
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
