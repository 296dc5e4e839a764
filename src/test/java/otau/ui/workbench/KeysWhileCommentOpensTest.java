package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import javafx.collections.ListChangeListener;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
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
import otau.ui.tasks.SameThreadExecutor;

/**
 * Ctrl+K on a slow machine: the keys typed right after it arrive while the comment dialog is
 * still opening, aimed at the board (F flips it, Space starts the engine, digits play). Here
 * they are fired at the board the moment the dialog's window appears, before it has the
 * keyboard: the board stays as it was and the letters end up in the comment.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class KeysWhileCommentOpensTest {
    private WorkbenchWindow window;
    private GameModel model;

    @Start
    void start(Stage stage) throws IOException {
        Path dir = otau.TempFolders.create("otau-keys-opening");
        model = new GameModel(() -> { });
        RecentFiles recent = new RecentFiles(dir.resolve("recent.txt"), 10);
        WorkbenchPreferences prefs = new WorkbenchPreferences(dir.resolve("workbench.properties"));
        prefs.put("view.animation", otau.ui.board.AnimationMode.OFF);
        window = new WorkbenchWindow(stage, new WorkbenchServices(model, new GameFileService(recent), recent,
                new AutosaveStore(dir.resolve("autosave")), prefs, new SameThreadExecutor(), null, Duration.ofHours(1)));
        stage.setWidth(1024);
        stage.setHeight(700);
        stage.show();
    }

    private static void type(Node target, KeyCode code, String text) {
        Event.fireEvent(target, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, false, false, false, false));
        Event.fireEvent(target, new KeyEvent(KeyEvent.KEY_TYPED, text, "", KeyCode.UNDEFINED, false, false, false, false));
        Event.fireEvent(target, new KeyEvent(KeyEvent.KEY_RELEASED, "", "", code, false, false, false, false));
    }

    @Test
    void lettersTypedWhileTheCommentDialogOpensGoIntoTheComment(FxRobot robot) throws Exception {
        robot.interact(() -> model.playMove(6));
        boolean flipped = window.board().isFlipped();
        var before = model.currentPosition();
        int[] fired = {0};
        ListChangeListener<Window> opening = c -> {
            while (c.next()) {
                for (Window w : c.getAddedSubList()) {
                    if (!w.isFocused()) {
                        Node board = window.board();
                        type(board, KeyCode.F, "f");
                        type(board, KeyCode.SPACE, " ");
                        type(board, KeyCode.DIGIT5, "5");
                        fired[0]++;
                    }
                }
            }
        };
        robot.interact(() -> Window.getWindows().addListener(opening));
        try {
            robot.clickOn("#board");
            robot.press(KeyCode.CONTROL).type(KeyCode.K).release(KeyCode.CONTROL);
            WaitForAsyncUtils.waitForFxEvents();
        } finally {
            robot.interact(() -> Window.getWindows().removeListener(opening));
        }
        assertEquals(1, fired[0], "the keys were fired while the dialog opened");
        TextArea text = robot.lookup("#comment-text").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> text.getText().equals("f 5"));
        assertEquals(flipped, window.board().isFlipped(), "F did not flip the board");
        assertEquals(before, model.currentPosition(), "5 played no move");
        assertTrue(text.isFocused());
        robot.press(KeyCode.CONTROL).type(KeyCode.ENTER).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("f 5", model.currentNode().comment());
    }
}
