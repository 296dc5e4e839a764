package otau.ui;

import java.util.Objects;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.stage.Window;

/**
 * "Discard …?" with Discard and Keep Editing, Keep Editing the default (Enter and Esc keep the
 * work): asked before a window or dialog drops what the user typed or set up.
 */
public final class DiscardQuestion {
    private DiscardQuestion() {
    }

    /** Asks with the buttons Discard and Keep Editing; true when the user chose Discard. */
    public static boolean ask(Window owner, String title, String question) {
        return ask(owner, title, question, I18n.get("prompt.discard"), I18n.get("prompt.keepEditing"));
    }

    /** Asks with buttons of the caller's words (the board editor's "Keep Setting Up"); true for Discard. */
    public static boolean ask(Window owner, String title, String question, String discardText, String keepText) {
        ButtonType discard = new ButtonType(discardText, ButtonBar.ButtonData.OK_DONE);
        ButtonType keep = new ButtonType(keepText, ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, question, discard, keep);
        if (owner != null) {
            a.initOwner(owner);
        }
        DialogPlacement.prepare(a);
        a.setTitle(title);
        a.setHeaderText(title);
        ((Button) a.getDialogPane().lookupButton(discard)).setDefaultButton(false);
        ((Button) a.getDialogPane().lookupButton(keep)).setDefaultButton(true);
        return a.showAndWait().filter(b -> b == discard).isPresent();
    }

    /**
     * Makes {@code dialog} ask before Cancel, Esc or its close button drop a change: while
     * {@code changed} holds, {@code mayDiscard} is asked and a No keeps the dialog open with its
     * contents. Its OK button is not asked. (The dialog's own close request cannot be refused
     * once it is under way, so the question is asked where each of the three starts: the
     * Cancel button, which Esc presses, and the window's close request.)
     */
    public static void guard(Dialog<?> dialog, BooleanSupplier changed, BooleanSupplier mayDiscard) {
        Objects.requireNonNull(changed);
        Objects.requireNonNull(mayDiscard);
        javafx.event.EventHandler<javafx.event.Event> keep = e -> {
            if (changed.getAsBoolean() && !mayDiscard.getAsBoolean()) {
                e.consume();
            }
        };
        for (ButtonType t : dialog.getDialogPane().getButtonTypes()) {
            if (t.getButtonData() == ButtonBar.ButtonData.CANCEL_CLOSE || t.getButtonData().isCancelButton()) {
                dialog.getDialogPane().lookupButton(t).addEventFilter(javafx.event.ActionEvent.ACTION, keep::handle);
            }
        }
        Window window = dialog.getDialogPane().getScene().getWindow();
        window.addEventFilter(javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST, keep::handle);
    }
}
