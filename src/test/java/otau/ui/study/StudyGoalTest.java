package otau.ui.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.Screenshots;

/**
 * A student plays an etude chapter in a Kyrgyz workbench: the chapter's [Goal] is stated for
 * the student's side above the coach's words and stays there while the lesson goes on; a
 * chapter without one asks for the best move. Leaves a 1024x700 picture to look at.
 */
@ExtendWith(ApplicationExtension.class)
class StudyGoalTest {
    /** Black is the student: the board plays White's 65(10), the student answers 87 and 65(2). */
    private static final String ETUDES = """
            [StudyName "Этюддар"]
            [ChapterName "Беш коргоол"]
            [ChapterMode "interactive"]
            [Orientation "black"]
            [Goal "gain 5"]
            [Result "*"]

            {Ойлонуп көрүңүз.} 1. 65(10) 87 2. 55 65(2) *

            [StudyName "Этюддар"]
            [ChapterName "Эркин"]
            [ChapterMode "interactive"]
            [Orientation "white"]
            [Result "*"]

            1. 65(10) 87 *
            """;

    private StudyTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        I18n.setLanguage(Language.KYRGYZ);
        t = new StudyTestSetup(stage);
        stage.setWidth(1024);
        stage.setHeight(700);
        stage.show();
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    private String text(FxRobot robot, String id) {
        return robot.lookup("#" + id).queryAs(Label.class).getText();
    }

    private void fire(FxRobot robot, String id) {
        Button b = robot.lookup("#" + id).queryAs(Button.class);
        assertFalse(b.isDisabled(), id + " is enabled");
        robot.interact(b::fire);
    }

    @Test
    void theEtudesGoalIsStatedForTheStudentAndStaysInView(FxRobot robot) throws Exception {
        Path file = t.dir.resolve("etudes.pgn");
        Files.writeString(file, ETUDES);
        robot.interact(() -> t.window.openFile(file));
        robot.interact(() -> t.controller().select(0));
        fire(robot, "study-play");
        assertEquals("Кара жүрөт: 5 коргоол утуп алыңыз", text(robot, "study-goal"));
        assertEquals("Ойлонуп көрүңүз.", text(robot, "study-feedback"), "the coach's introduction under the goal");
        // The board plays White's first move, then waits for the student.
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> t.window.model().mainLine().size() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#hole-b1");
        assertEquals("Кара жүрөт: 5 коргоол утуп алыңыз", text(robot, "study-goal"), "a wrong move leaves the goal");
        assertTrue(robot.lookup("#study-goal").queryAs(Label.class).isVisible());
        Screenshots.save(robot, t.window.stage().getScene().getRoot(), "study-goal-ky-1024x700.png");

        fire(robot, "study-back");
        robot.interact(() -> t.controller().select(1));
        fire(robot, "study-play");
        assertEquals("Ак жүрөт: эң жакшы жүрүштү табыңыз", text(robot, "study-goal"), "no [Goal]: the best move");
        assertFalse(robot.lookup("#study-feedback").queryAs(Label.class).isManaged(),
                "no introduction: no empty line under the goal");
    }

    /**
     * A lesson under way follows a live switch: the goal and the feedback are shown through
     * bindings, which relabelling leaves alone, and are made again. Oracles: the Russian bundle
     * file read directly, and the goal as a lesson started in Russian states it.
     */
    @Test
    void aLessonUnderWayChangesLanguage(FxRobot robot) throws Exception {
        try {
            Path file = t.dir.resolve("etudes-switch.pgn");
            Files.writeString(file, ETUDES);
            robot.interact(() -> t.window.openFile(file));
            robot.interact(() -> t.controller().select(0));
            fire(robot, "study-play");
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> t.window.model().mainLine().size() == 1);
            WaitForAsyncUtils.waitForFxEvents();
            robot.clickOn("#hole-b1");
            java.util.ResourceBundle ky = bundle(Language.KYRGYZ);
            assertEquals(ky.getString("study.lesson.notTheMove"), text(robot, "study-feedback"));
            robot.interact(() -> otau.ui.LanguageSwitch.apply(Language.RUSSIAN));
            assertEquals(bundle(Language.RUSSIAN).getString("study.lesson.notTheMove"), text(robot, "study-feedback"));
            assertEquals(otau.puzzle.GoalStatement.of("ru").state(otau.game.Side.BLACK, "gain 5"), text(robot, "study-goal"));
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(Language.KYRGYZ));
        }
    }

    private static java.util.ResourceBundle bundle(Language l) {
        return java.util.ResourceBundle.getBundle(I18n.BUNDLE, l.locale(),
                java.util.ResourceBundle.Control.getNoFallbackControl(java.util.ResourceBundle.Control.FORMAT_PROPERTIES));
    }
}
