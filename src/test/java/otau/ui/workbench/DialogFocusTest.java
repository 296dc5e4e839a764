package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.model.GameModel;
import otau.model.files.AutosaveStore;
import otau.model.files.GameFileService;
import otau.model.files.RecentFiles;
import otau.ui.EnglishInterface;
import otau.ui.preferences.PreferencesDialog;
import otau.ui.tasks.SameThreadExecutor;

/**
 * The real dialogs (not scripted answers): they open centred on the workbench, large enough
 * for their content, with the keyboard in their first field, so typed letters never reach the
 * workbench's single-key shortcuts.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class DialogFocusTest {
    private WorkbenchWindow window;
    private GameModel model;
    private Stage stage;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        Path dir = otau.TempFolders.create("otau-dialogs");
        model = new GameModel(() -> { });
        RecentFiles recent = new RecentFiles(dir.resolve("recent.txt"), 10);
        WorkbenchPreferences prefs = new WorkbenchPreferences(dir.resolve("workbench.properties"));
        prefs.put("view.animation", otau.ui.board.AnimationMode.OFF);
        window = new WorkbenchWindow(stage, new WorkbenchServices(model, new GameFileService(recent), recent,
                new AutosaveStore(dir.resolve("autosave")), prefs, new SameThreadExecutor(), null, Duration.ofHours(1)));
        PreferencesDialog.install(window);
        stage.setX(40);
        stage.setY(30);
        stage.setWidth(1100);
        stage.setHeight(720);
        stage.show();
    }

    @Test
    void ctrlKOpensTheCommentBoxWithTheKeyboardInItAndCtrlEnterSaves(FxRobot robot) {
        robot.interact(() -> model.playMove(6));
        boolean flipped = window.board().isFlipped();
        robot.clickOn("#board");
        robot.press(KeyCode.CONTROL).type(KeyCode.K).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        TextArea text = robot.lookup("#comment-text").queryAs(TextArea.class);
        assertTrue(text.isFocused(), "the comment box has the keyboard");
        // f flips the board and Space starts the engine in the workbench: here they are text.
        robot.type(KeyCode.F, KeyCode.SPACE, KeyCode.A);
        robot.press(KeyCode.CONTROL).type(KeyCode.ENTER).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("f a", model.currentNode().comment());
        assertEquals(flipped, window.board().isFlipped(), "no key reached the workbench");
        assertFalse(robot.lookup("#comment-text").tryQuery().isPresent(), "the box closed");
    }

    @Test
    void preferencesOpenCentredOnTheWorkbenchShowingAllOfThemWithTheFirstFieldFocused(FxRobot robot) {
        robot.interact(() -> Platform.runLater(() -> window.run(Command.PREFERENCES)));
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = dialogWindow(robot);
        var pane = dialog.getScene().getRoot();
        robot.interact(() -> { });
        assertTrue(dialog.getScene().getWidth() >= pane.prefWidth(-1) - 1,
                "wide enough: " + dialog.getScene().getWidth() + " < " + pane.prefWidth(-1));
        assertTrue(dialog.getScene().getHeight() >= pane.prefHeight(dialog.getScene().getWidth()) - 1,
                "tall enough: " + dialog.getScene().getHeight());
        double cx = dialog.getX() + dialog.getWidth() / 2;
        double cy = dialog.getY() + dialog.getHeight() / 2;
        assertEquals(stage.getX() + stage.getWidth() / 2, cx, 2, "centred across the workbench");
        assertEquals(stage.getY() + stage.getHeight() / 2, cy, 2, "centred down the workbench");
        assertInstanceOf(ComboBox.class, dialog.getScene().getFocusOwner(), "the language box has the keyboard");
        var buttons = robot.lookup(".dialog-pane .button-bar .button").queryAll();
        assertTrue(buttons.stream().anyMatch(b -> b instanceof javafx.scene.control.Button button
                && "Save".equals(button.getText())), "the dialog has its Save button: " + buttons);
        assertTrue(buttons.stream().allMatch(b -> b.localToScreen(b.getLayoutBounds()).getMaxY()
                        <= dialog.getY() + dialog.getHeight() + 0.5), "Save is on screen");
        robot.type(KeyCode.ESCAPE);
    }

    private static Window dialogWindow(FxRobot robot) {
        List<Window> windows = robot.listWindows();
        return windows.stream().filter(w -> w.getScene() != null
                        && w.getScene().getRoot() instanceof javafx.scene.control.DialogPane)
                .findFirst().orElseThrow();
    }
}
