package otau.ui.preferences;

import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import otau.ui.I18n;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * Edit → Preferences: language, theme, board appearance, sowing animation and the analysis
 * engine's defaults. Everything but the language applies at once; the language at the next
 * start, which the window says.
 */
public final class PreferencesDialog {
    private PreferencesDialog() {
    }

    /** Shows the stored board appearance and gives Edit → Preferences its action. */
    public static void install(Workbench wb) {
        Settings.read(wb.preferences()).applyTo(wb.board());
        wb.onCommand(Command.PREFERENCES, () -> show(wb));
    }

    /** Opens the window; OK stores and applies the settings. */
    public static void show(Workbench wb) {
        PreferencesForm form = new PreferencesForm(Settings.read(wb.preferences()));
        Dialog<Settings> dialog = new Dialog<>();
        dialog.initOwner(wb.stage());
        otau.ui.DialogPlacement.prepare(dialog);
        dialog.setTitle(I18n.get("prefs.title"));
        dialog.setResizable(true);
        ButtonType ok = new ButtonType(I18n.get("prefs.ok"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(I18n.get("prompt.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().setAll(ok, cancel);
        dialog.getDialogPane().setContent(otau.ui.FormChecks.decorated(form));
        dialog.getDialogPane().lookupButton(ok).disableProperty().bind(form.checks().invalidProperty());
        dialog.getDialogPane().setId("preferences");
        wb.style(dialog.getDialogPane());
        dialog.setResultConverter(b -> b == ok ? form.value() : null);
        dialog.showAndWait().ifPresent(s -> apply(wb, s, form.languageChanged()));
    }

    /** Stores {@code s} and shows what can change at once. */
    public static void apply(Workbench wb, Settings s, boolean languageChanged) {
        s.write(wb.preferences());
        wb.darkProperty().set(s.dark());
        wb.animationProperty().set(s.animation());
        s.applyTo(wb.board());
        wb.showMessage(I18n.get(languageChanged ? "prefs.savedRestart" : "prefs.saved"));
    }
}
