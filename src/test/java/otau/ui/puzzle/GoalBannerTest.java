package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.puzzle.Puzzle;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.Screenshots;

/**
 * The trainer's goal banner in a Kyrgyz workbench: each puzzle's own goal for its solver,
 * still there after a wrong move. Leaves a 1024x700 picture to look at.
 */
@ExtendWith(ApplicationExtension.class)
class GoalBannerTest {
    private PuzzleTestSetup t;
    private Stage stage;

    @Start
    void start(Stage stage) throws IOException {
        I18n.setLanguage(Language.KYRGYZ);
        this.stage = stage;
        t = new PuzzleTestSetup(stage);
        stage.setWidth(1024);
        stage.setHeight(700);
        stage.show();
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    private Puzzle puzzle(String id) {
        return t.feature.trainer().pool().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    private String banner(FxRobot robot) {
        return robot.lookup("#puzzle-task").queryAs(Label.class).getText();
    }

    @Test
    void eachPuzzleStatesItsOwnGoalInKyrgyz(FxRobot robot) throws IOException {
        robot.interact(() -> t.feature.trainer().start(puzzle("t-capture")));
        assertEquals("Кара жүрөт: 14 коргоол утуп алыңыз", banner(robot));
        robot.interact(() -> t.feature.trainer().start(puzzle("t-win")));
        assertEquals("Ак баштап, утат", banner(robot));
        robot.interact(() -> t.feature.trainer().start(puzzle("t-combination")));
        assertEquals("Ак жүрөт: 12 коргоол утуп алыңыз", banner(robot));
        // A wrong move: the feedback says so, the goal stays.
        robot.interact(() -> t.feature.trainer().play(3));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(TrainerController.Phase.WRONG, t.feature.trainer().phaseProperty().get());
        assertEquals("Ак жүрөт: 12 коргоол утуп алыңыз", banner(robot));
        assertTrue(robot.lookup("#puzzle-task").queryAs(Label.class).isVisible());
        Screenshots.save(robot, stage.getScene().getRoot(), "trainer-goal-ky-1024x700.png");
    }
}
