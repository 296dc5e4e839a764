package otau.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Labeled;
import javafx.scene.paint.Color;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.ui.AppTheme;
import otau.ui.EnglishInterface;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * One theme switch restyles every open window at once: the workbench,
 * the games browser, the repertoire tree, the shortcuts, the puzzle dashboard, the position
 * editor, the classroom screen, the modal Preferences dialog and a plain alert. The oracles
 * are the stylesheet list each scene has and, independent of it, what the eye sees: the text
 * of most labels is light on the dark theme and dark on the light one.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class AppThemeTest {
    private WorkbenchWindow wb;

    @Start
    void start(Stage stage) throws IOException {
        wb = WorkbenchTestWindows.create(stage, otau.TempFolders.create("otau-theme"));
        stage.show();
    }

    /**
     * The features whose windows are opened below, installed in the test itself: in the
     * set-up they overran TestFX's set-up time on a busy machine.
     */
    private void installFeatures(FxRobot robot) {
        robot.interact(() -> {
            otau.ui.preferences.PreferencesDialog.install(wb);
            var database = otau.ui.database.DatabaseFeature.install(wb);
            otau.ui.repertoire.RepertoireFeature.install(wb, database.session(), java.time.Clock.systemDefaultZone());
            otau.ui.puzzle.PuzzleFeature.install(wb);
            otau.ui.classroom.ClassroomMode.install(wb);
        });
    }

    @AfterEach
    void closeAll(FxRobot robot) {
        robot.interact(() -> {
            for (Window w : List.copyOf(Window.getWindows())) {
                if (w != wb.stage() && !(w instanceof PopupWindow)) {
                    w.hide();
                }
            }
            AppTheme.darkProperty().set(false);
        });
    }

    private static List<Window> openWindows() {
        return Window.getWindows().stream().filter(w -> !(w instanceof PopupWindow)).toList();
    }

    @Test
    void everyOpenWindowAndDialogFollowsTheThemeAtOnce(FxRobot robot) throws TimeoutException {
        installFeatures(robot);
        robot.interact(() -> {
            wb.darkProperty().set(false);
            wb.run(Command.CLASSROOM_MODE);
            wb.run(Command.GAMES_BROWSER);
            wb.run(Command.REPERTOIRE_TREE);
            wb.run(Command.SHORTCUTS);
            wb.run(Command.PUZZLE_DASHBOARD);
            wb.run(Command.EDIT_POSITION);
            Alert alert = new Alert(Alert.AlertType.INFORMATION, "A plain alert");
            alert.initOwner(wb.stage());
            alert.show();
        });
        // Preferences waits in its own loop: it is opened as its menu item does, and left open.
        Platform.runLater(() -> wb.run(Command.PREFERENCES));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> robot.lookup("#preferences").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        List<String> titles = new ArrayList<>();
        robot.interact(() -> openWindows().forEach(w -> titles.add(String.valueOf(((Stage) w).getTitle()))));
        assertTrue(titles.size() >= 9, "the workbench, six windows, Preferences and the alert are open: " + titles);

        robot.interact(() -> wb.darkProperty().set(true));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> assertLook(true));

        robot.interact(() -> wb.darkProperty().set(false));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> assertLook(false));
    }

    @Test
    void aWindowOpenedInTheDarkThemeOpensDark(FxRobot robot) {
        installFeatures(robot);
        robot.interact(() -> {
            wb.darkProperty().set(true);
            wb.run(Command.GAMES_BROWSER);
            Alert alert = new Alert(Alert.AlertType.INFORMATION, "Opened in the dark");
            alert.initOwner(wb.stage());
            alert.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> assertLook(true));
    }

    private void assertLook(boolean dark) {
        List<String> expected = dark ? List.of(AppTheme.STYLESHEET, AppTheme.DARK_STYLESHEET) : List.of(AppTheme.STYLESHEET);
        for (Window w : openWindows()) {
            Scene scene = w.getScene();
            String name = String.valueOf(((Stage) w).getTitle());
            assertEquals(expected, scene.getStylesheets(), name);
            assertEquals(dark, scene.getRoot().getStyleClass().contains(AppTheme.DARK_CLASS), name);
            scene.getRoot().applyCss();
            List<Double> inks = new ArrayList<>();
            collectInk(scene.getRoot(), inks);
            long light = inks.stream().filter(l -> l > 0.5).count();
            assertTrue(inks.size() > 0, name + " shows text");
            assertEquals(dark, light * 2 > inks.size(),
                    name + ": " + light + " of " + inks.size() + " labels have light text");
        }
    }

    /** The luminance of every shown label's text colour under {@code node}. */
    private static void collectInk(Node node, List<Double> inks) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled l && l.getText() != null && !l.getText().isBlank()
                && l.getTextFill() instanceof Color c) {
            inks.add(0.2126 * c.getRed() + 0.7152 * c.getGreen() + 0.0722 * c.getBlue());
        }
        if (node instanceof javafx.scene.Parent p) {
            p.getChildrenUnmodifiable().forEach(child -> collectInk(child, inks));
        }
    }
}
