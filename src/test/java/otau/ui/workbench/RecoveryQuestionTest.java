package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.model.files.Recovery;
import otau.ui.DialogChecks;
import otau.ui.EnglishInterface;

/**
 * The question at start when unsaved work was found: only Discard throws the work away. Esc,
 * Enter and the window's close button all keep it (once Esc answered "discard", because the
 * toolkit closes a dialog with its "No" button).
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class RecoveryQuestionTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane(), 900, 600));
        stage.show();
    }

    /** Asks the question, lets {@code answer} act on its window, and returns the choice made. */
    private UserPrompts.RecoveryChoice ask(FxRobot robot, java.util.function.BiConsumer<Stage, DialogPane> answer)
            throws Exception {
        AtomicReference<UserPrompts.RecoveryChoice> choice = new AtomicReference<>();
        Recovery recovery = new Recovery("[Result \"*\"]\n\n1. 7 *\n", Instant.parse("2026-12-03T08:00:00Z"), null, null);
        Platform.runLater(() -> choice.set(new FxUserPrompts(() -> stage).offerRecovery(recovery)));
        Stage dialog = DialogChecks.waitForDialog(stage);
        answer.accept(dialog, (DialogPane) dialog.getScene().getRoot());
        WaitForAsyncUtils.waitFor(30, java.util.concurrent.TimeUnit.SECONDS, () -> choice.get() != null);
        return choice.get();
    }

    private static Button button(DialogPane pane, String text) {
        return pane.getButtonTypes().stream().map(t -> (Button) pane.lookupButton(t))
                .filter(b -> b.getText().equals(text)).findFirst().orElseThrow();
    }

    @Test
    void escEnterAndClosingKeepTheWorkAndOnlyDiscardThrowsItAway(FxRobot robot) throws Exception {
        assertEquals(UserPrompts.RecoveryChoice.RECOVER, ask(robot, (w, pane) -> {
            robot.interact(w::requestFocus);
            robot.type(KeyCode.ESCAPE);
        }), "Esc");
        assertEquals(UserPrompts.RecoveryChoice.RECOVER, ask(robot, (w, pane) -> {
            robot.interact(w::requestFocus);
            robot.type(KeyCode.ENTER);
        }), "Enter");
        assertEquals(UserPrompts.RecoveryChoice.RECOVER, ask(robot, (w, pane) -> robot.interact(() ->
                w.fireEvent(new javafx.stage.WindowEvent(w, javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST)))),
                "the window's close button");
        assertEquals(UserPrompts.RecoveryChoice.DISCARD, ask(robot, (w, pane) ->
                robot.clickOn(button(pane, "Discard"))), "Discard");
        assertEquals(UserPrompts.RecoveryChoice.RECOVER, ask(robot, (w, pane) ->
                robot.clickOn(button(pane, "Recover"))), "Recover");
    }
}
