package otau.ui.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import javafx.event.Event;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.ui.EnglishInterface;
import otau.ui.workbench.Command;

/** F2 on the study's name pencil renames the study, as it renames a chapter on the list. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class StudyRenameKeyTest {
    private StudyTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        t = new StudyTestSetup(stage);
        stage.show();
    }

    @Test
    void f2OnThePencilRenamesTheStudy(FxRobot robot) {
        robot.interact(() -> t.window.run(Command.NEW_STUDY));
        assertNotEquals("Endgames", t.session().studyName());
        t.study.name = "Endgames";
        Button pencil = robot.lookup("#study-rename-study").queryAs(Button.class);
        robot.interact(() -> {
            pencil.requestFocus();
            Event.fireEvent(pencil, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.F2, false, false, false, false));
        });
        assertEquals("Endgames", t.session().studyName());
    }
}
