package otau.ui;

import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;

/**
 * Dialog buttons in the interface language. JavaFX's own {@code ButtonType.CANCEL} and
 * {@code OK} take their text from the JVM's default locale, so a Kyrgyz dialog on an English
 * system showed "Cancel".
 */
public final class DialogButtons {
    private DialogButtons() {
    }

    public static ButtonType cancel() {
        return new ButtonType(I18n.get("prompt.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
    }

    public static ButtonType ok() {
        return new ButtonType(I18n.get("prompt.ok"), ButtonBar.ButtonData.OK_DONE);
    }

    /**
     * Puts the interface language's OK and Cancel in place of JavaFX's own on a ready-made
     * dialog ({@code TextInputDialog}, {@code ChoiceDialog}). Their result converters look at
     * the button's data, not its identity, so the answer is read as before.
     */
    public static void localize(javafx.scene.control.Dialog<?> dialog) {
        var types = dialog.getDialogPane().getButtonTypes();
        types.replaceAll(t -> t == ButtonType.OK ? ok() : t == ButtonType.CANCEL ? cancel() : t);
    }

    /** A button that only closes the dialog (e.g. under an error message). */
    public static ButtonType close() {
        return new ButtonType(I18n.get("prompt.close"), ButtonBar.ButtonData.OK_DONE);
    }

    /** Yes of a question; keep the instance to compare the answer with (a new one each call). */
    public static ButtonType yes() {
        return new ButtonType(I18n.get("prompt.yes"), ButtonBar.ButtonData.YES);
    }

    public static ButtonType no() {
        return new ButtonType(I18n.get("prompt.no"), ButtonBar.ButtonData.NO);
    }
}
