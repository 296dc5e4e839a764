package otau.ui;

import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.Position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class MainWindowTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = new MainWindow();
        stage.setScene(window.createScene());
        stage.show();
    }

    @Test
    void clickingPlaysAndBackspaceTakesBack(FxRobot robot) {
        robot.clickOn("#hole-w6");
        assertEquals(Position.start().play(6), window.board().getPosition());
        assertEquals("Black to move · move 1 · last 65(10)", window.statusText());
        robot.clickOn("#hole-b6");
        assertEquals(Position.start().play(6).play(6), window.board().getPosition());

        robot.type(KeyCode.BACK_SPACE);
        robot.type(KeyCode.BACK_SPACE);
        assertEquals(Position.start(), window.board().getPosition());
        assertEquals("White to move · move 1", window.statusText());
    }

    @Test
    void keysFlipAndDarken(FxRobot robot) {
        robot.type(KeyCode.F);
        assertTrue(window.board().isFlipped());
        robot.type(KeyCode.D);
        assertTrue(window.root().getStyleClass().contains("dark"));
    }
}
