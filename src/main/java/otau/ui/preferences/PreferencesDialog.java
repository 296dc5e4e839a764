package otau.ui.preferences;

import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import otau.ui.FormDialogs;
import otau.ui.I18n;
import otau.ui.LanguageSwitch;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * Edit → Preferences: language, theme, board appearance, sowing animation, the analysis
 * engine's defaults and the endgame tablebase. A language picked in the window applies at
 * once to the whole interface, this window included, so the reader sees the choice in use
 * (Cancel puts the previous one back); the rest applies with OK. A tablebase build goes on
 * in the background when the window closes.
 */
public final class PreferencesDialog {
    private PreferencesDialog() {
    }

    /**
     * Shows the stored board appearance and gives Edit → Preferences its action; returns the
     * workbench's tablebase builds (one at a time, whether started here or from the offer).
     */
    public static TablebaseBuilds install(Workbench wb) {
        Settings.read(wb.preferences()).applyTo(wb.board());
        TablebaseBuilds builds = TablebaseBuilds.of(wb);
        wb.onCommand(Command.PREFERENCES, () -> show(wb, builds));
        return builds;
    }

    /** Opens the window; OK stores and applies the settings. */
    public static void show(Workbench wb) {
        show(wb, TablebaseBuilds.of(wb));
    }

    /** Opens the window with the tablebase section driving {@code builds}; OK stores and applies the settings. */
    public static void show(Workbench wb, TablebaseBuilds builds) {
        PreferencesForm form = new PreferencesForm(Settings.read(wb.preferences()), new TablebaseSection(builds, wb.executor()));
        otau.ui.Language shown = otau.ui.I18n.language();
        form.language.valueProperty().addListener((o, was, now) -> LanguageSwitch.apply(now));
        ButtonType ok = FormDialogs.confirm(I18n.get("prefs.ok"));
        Dialog<Settings> dialog = FormDialogs.create(wb.stage(), I18n.get("prefs.title"), ok);
        dialog.setResizable(true);
        dialog.getDialogPane().setContent(otau.ui.FormChecks.decorated(scrolling(form)));
        dialog.getDialogPane().lookupButton(ok).disableProperty().bind(form.checks().invalidProperty());
        dialog.getDialogPane().setId("preferences");
        dialog.setResultConverter(b -> b == ok ? form.value() : null);
        dialog.showAndWait().ifPresentOrElse(s -> apply(wb, s), () -> LanguageSwitch.apply(shown));
    }

    /**
     * The form in a pane that scrolls when the screen is too low for all of it (the tablebase
     * section made it taller than a 700-pixel screen leaves for a dialog).
     */
    static javafx.scene.control.ScrollPane scrolling(PreferencesForm form) {
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(form);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("edge-to-edge");
        scroll.setPrefViewportWidth(560);
        scroll.setPrefViewportHeight(540);
        return scroll;
    }

    /** Stores {@code s} and applies it to the running interface. */
    public static void apply(Workbench wb, Settings s) {
        s.write(wb.preferences());
        LanguageSwitch.apply(s.language());
        wb.darkProperty().set(s.dark());
        wb.animationProperty().set(s.animation());
        s.applyTo(wb.board());
        wb.showMessage(I18n.get("prefs.saved"));
    }
}
