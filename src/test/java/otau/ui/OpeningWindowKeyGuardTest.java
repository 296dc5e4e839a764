package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Keys typed while a dialog is opening: they are fired at the owner's board between the
 * moment the dialog starts showing and the moment it has the keyboard (the gap in which, on a
 * busy machine, a comment's letters played moves). The board's own handlers are the oracle:
 * they record every key that reaches them.
 */
@ExtendWith(ApplicationExtension.class)
class OpeningWindowKeyGuardTest {
    private final List<String> boardKeys = new ArrayList<>();
    private Pane board;
    private Stage owner;

    @Start
    void start(Stage stage) {
        owner = stage;
        board = new Pane();
        board.setFocusTraversable(true);
        board.addEventHandler(KeyEvent.KEY_PRESSED, e -> boardKeys.add("pressed " + e.getCode()));
        board.addEventHandler(KeyEvent.KEY_TYPED, e -> boardKeys.add("typed " + e.getCharacter()));
        stage.setScene(new Scene(board, 600, 400));
        stage.show();
        board.requestFocus();
    }

    /** What a keyboard sends for {@code text}, fired at the board as if it still had the keys. */
    private void type(String text, boolean control) {
        for (char c : text.toCharArray()) {
            KeyCode code = c == ' ' ? KeyCode.SPACE : KeyCode.getKeyCode(String.valueOf(Character.toUpperCase(c)));
            Event.fireEvent(board, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, false, control, false, false));
            Event.fireEvent(board, new KeyEvent(KeyEvent.KEY_TYPED, String.valueOf(c), "", KeyCode.UNDEFINED,
                    false, control, false, false));
            Event.fireEvent(board, new KeyEvent(KeyEvent.KEY_RELEASED, "", "", code, false, control, false, false));
        }
    }

    private Dialog<String> dialog(TextField field, Runnable whileOpening) {
        Dialog<String> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle("Comment");
        d.getDialogPane().setContent(field);
        d.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        DialogPlacement.prepare(d);
        d.getDialogPane().getScene().getWindow().addEventHandler(WindowEvent.WINDOW_SHOWING, e -> whileOpening.run());
        return d;
    }

    @Test
    void lettersTypedWhileTheDialogOpensGoIntoItsFieldAndNoneReachTheBoard(FxRobot robot) throws Exception {
        TextField field = new TextField();
        Dialog<String>[] d = new Dialog[1];
        robot.interact(() -> {
            d[0] = dialog(field, () -> type("good move", false));
            d[0].show();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> field.getText().equals("good move"));
        assertEquals(List.of(), boardKeys, "no key reached the board");
        assertTrue(field.isFocused(), "the dialog's field has the keyboard");

        robot.interact(() -> d[0].close());
        robot.interact(() -> type("x", false));
        assertEquals(List.of("pressed X", "typed x"), boardKeys, "once the dialog is closed the board has its keys back");
    }

    @Test
    void shortcutsTypedWhileTheDialogOpensAreSwallowedNotWritten(FxRobot robot) throws Exception {
        TextField field = new TextField();
        Dialog<String>[] d = new Dialog[1];
        robot.interact(() -> {
            d[0] = dialog(field, () -> {
                type("k", true);
                type("ab", false);
            });
            d[0].show();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> field.getText().equals("ab"));
        assertEquals(List.of(), boardKeys);
        robot.interact(() -> d[0].close());
    }

    @Test
    void theBoardHasItsKeysWhileNoDialogIsOpening(FxRobot robot) {
        robot.interact(() -> type("1 ", false));
        assertEquals(List.of("pressed DIGIT1", "typed 1", "pressed SPACE", "typed  "), boardKeys);
    }
}
