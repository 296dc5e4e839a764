package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Spinner;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * An emptied or mistyped number field keeps a number: JavaFX's own converter made an emptied
 * field null (the review's Start then failed on it) and letters an exception on focus loss.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class NumberSpinnersTest {
    private Spinner<Integer> spinner;
    private final java.util.List<Throwable> uncaught = new java.util.concurrent.CopyOnWriteArrayList<>();

    @Start
    void start(Stage stage) {
        spinner = NumberSpinners.editable(new Spinner<>(1, 100, 5));
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        stage.setScene(new Scene(new VBox(spinner, new Button("elsewhere")), 300, 200));
        stage.show();
    }

    private void typeAndCommit(FxRobot robot, String text) {
        robot.interact(() -> {
            spinner.getEditor().setText(text);
            spinner.commitValue();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aBadOrEmptyTextKeepsTheLastValueAndShowsIt(FxRobot robot) {
        typeAndCommit(robot, "");
        assertEquals(5, spinner.getValue());
        assertEquals("5", spinner.getEditor().getText());
        typeAndCommit(robot, "12x");
        assertEquals(5, spinner.getValue());
        assertEquals("5", spinner.getEditor().getText());
        typeAndCommit(robot, " 42 ");
        assertEquals(42, spinner.getValue());
        typeAndCommit(robot, "500");
        assertEquals(100, spinner.getValue(), "the range clamps it");
        assertEquals("100", spinner.getEditor().getText());
        assertEquals(java.util.List.of(), uncaught);
    }
}
