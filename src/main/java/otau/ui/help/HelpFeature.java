package otau.ui.help;

import java.awt.Desktop;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Platform;
import javafx.stage.Stage;
import otau.db.DataDirectory;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.logging.LogSetup;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * The Help menu's pages: first steps, the rules and the guide to etudes and proofs in the
 * interface language, the user manual,
 * About (version and licences), and the log folder.
 */
public final class HelpFeature {
    private final Workbench wb;
    private final Path logFolder;
    private Stage manual;

    private HelpFeature(Workbench wb, Path logFolder) {
        this.wb = wb;
        this.logFolder = logFolder;
    }

    public static HelpFeature install(Workbench wb) {
        HelpFeature h = new HelpFeature(wb, LogSetup.folder(DataDirectory.resolve()));
        wb.onCommand(Command.FIRST_STEPS, h::showFirstSteps);
        wb.onCommand(Command.RULES, h::showRules);
        wb.onCommand(Command.ETUDE_GUIDE, h::showEtudeGuide);
        wb.onCommand(Command.MANUAL, h::showManual);
        wb.onCommand(Command.ABOUT, h::showAbout);
        wb.onCommand(Command.OPEN_LOG_FOLDER, h::openLogFolder);
        return h;
    }

    public Stage showRules() {
        return HelpWindow.show(wb.stage(), "help-rules", language -> HelpText.load("rules", language));
    }

    /** Solving etudes, cooks, shortest wins and the tablebase, in the interface language (the manual is English). */
    public Stage showEtudeGuide() {
        return HelpWindow.show(wb.stage(), "help-etudes", language -> HelpText.load("etudes", language));
    }

    public Stage showFirstSteps() {
        return HelpWindow.show(wb.stage(), "help-first-steps", language -> HelpText.load("firststeps", language));
    }

    /** The user manual, in a window of its own (one at a time: a second call brings it forward). */
    public Stage showManual() {
        if (manual != null && manual.isShowing()) {
            manual.toFront();
            return manual;
        }
        manual = ManualWindow.show(wb.stage(), ManualPages.packaged()).stage();
        return manual;
    }

    public void showAbout() {
        AboutDialog.create(wb.stage()).showAndWait();
    }

    /**
     * Opens the log folder in the system's file manager (off the FX thread: the desktop call
     * may wait for it); the status line names the folder either way, for systems without one.
     */
    public void openLogFolder() {
        wb.showMessage(I18n.get("help.logFolder", logFolder));
        Thread t = new Thread(() -> {
            try {
                Files.createDirectories(logFolder);
                if (!Desktop.isDesktopSupported() || !Desktop.getDesktop().isSupported(Desktop.Action.OPEN)) {
                    return;
                }
                Desktop.getDesktop().open(logFolder.toFile());
            } catch (Exception | Error e) {
                System.getLogger(HelpFeature.class.getName()).log(System.Logger.Level.WARNING,
                        "cannot open the log folder " + logFolder, e);
                Platform.runLater(() -> wb.showMessage(I18n.get("help.logFolderFailed", logFolder, FailureText.of(e))));
            }
        }, "otau-open-log-folder");
        t.setDaemon(true);
        t.start();
    }

    Path logFolder() {
        return logFolder;
    }
}
