package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** The layout check finds what it is there to find: a word broken inside a button, a label cut short. */
@ExtendWith(ApplicationExtension.class)
class LayoutAuditTest {
    private static List<String> audit(FxRobot robot, javafx.scene.Node... nodes) {
        List<String>[] out = new List[1];
        robot.interact(() -> {
            VBox box = new VBox(8, nodes);
            box.setPrefSize(400, 300);
            Stage stage = new Stage();
            stage.setScene(new Scene(box));
            stage.show();
            out[0] = LayoutAudit.problems(box, "test");
            stage.hide();
        });
        return out[0];
    }

    @Test
    void aKyrgyzButtonTooNarrowForItsWordsIsReportedAsBreakingAWord(FxRobot robot) {
        Button b = new Button("Жүрүштү кайтаруу");
        b.setWrapText(true);
        b.setMaxWidth(60);
        List<String> found = audit(robot, b);
        assertEquals(1, found.size(), found.toString());
        assertTrue(found.get(0).contains("breaks inside the word 'Жүрүштү'")
                || found.get(0).contains("breaks inside the word 'кайтаруу'"), found.get(0));
    }

    @Test
    void aWideEnoughWrappingButtonAndAWholeLabelPass(FxRobot robot) {
        Button b = new Button("Жүрүштү кайтаруу");
        b.setWrapText(true);
        b.setMaxWidth(140);
        assertEquals(List.of(), audit(robot, b, new Label("Кара жүрөт · 4-жүрүш")));
    }

    @Test
    void anElidedLabelIsReported(FxRobot robot) {
        Label l = new Label("Позицияны талдоо үчүн «Баштоо» басыңыз");
        l.setMaxWidth(80);
        List<String> found = audit(robot, l);
        assertEquals(1, found.size(), found.toString());
        assertTrue(found.get(0).contains("shows as"), found.get(0));
    }
}
