package otau.ui;

import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.stage.Window;

/**
 * The form dialogs' common start: owned by the window they ask for, placed and focused by
 * {@link DialogPlacement}, with one confirming button and Cancel in the interface language.
 */
public final class FormDialogs {
    private FormDialogs() {
    }

    /** A confirming button (the dialog's default) that says {@code text}. */
    public static ButtonType confirm(String text) {
        return new ButtonType(text, ButtonBar.ButtonData.OK_DONE);
    }

    /** A dialog over {@code owner} titled {@code title}, with the buttons {@code confirm} and Cancel. */
    public static <R> Dialog<R> create(Window owner, String title, ButtonType confirm) {
        Dialog<R> dialog = new Dialog<>();
        dialog.initOwner(owner);
        DialogPlacement.prepare(dialog);
        dialog.setTitle(title);
        dialog.getDialogPane().getButtonTypes().setAll(confirm, DialogButtons.cancel());
        return dialog;
    }
}
