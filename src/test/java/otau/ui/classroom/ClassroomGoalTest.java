package otau.ui.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Side;
import otau.game.record.RecordReader;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.Screenshots;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * Classroom mode in a Kyrgyz workbench shows an etude's goal under the heading for the whole
 * lesson, and nothing for a game that sets none. Leaves a 1024x700 picture to look at.
 */
@ExtendWith(ApplicationExtension.class)
class ClassroomGoalTest {
    /** Black to move and win (the etude's [Goal]); the solution's first moves. */
    static final String ETUDE = """
            [Event "Этюд 7"]
            [SetUp "1"]
            [FEN "X,5,2,1,17,3,3,2,2/5,4,4,3,18,18,6,X,2 17 50 b 9"]
            [Goal "win"]
            [Result "*"]

            {Кара утат.} 9... 54 *
            """;

    private WorkbenchWindow wb;
    private ClassroomMode classroom;

    @Start
    void start(Stage stage) throws IOException {
        I18n.setLanguage(Language.KYRGYZ);
        wb = WorkbenchTestWindows.create(stage, otau.TempFolders.create("otau-classroom-goal"));
        classroom = ClassroomMode.install(wb);
        stage.show();
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void theEtudesGoalStaysUnderTheHeading(FxRobot robot) throws IOException {
        robot.interact(() -> {
            wb.loadGame(RecordReader.readGame(ETUDE));
            classroom.enter();
            Stage s = classroom.stage();
            s.setFullScreen(false);
            s.setWidth(1024);
            s.setHeight(700);
        });
        WaitForAsyncUtils.waitForFxEvents();
        ClassroomView view = classroom.view();
        assertEquals("Кара баштап, утат", view.goalText());
        robot.type(KeyCode.RIGHT);
        assertEquals("Кара баштап, утат", view.goalText(), "the goal stays through the moves");
        robot.type(KeyCode.HOME);
        robot.interact(view::layout);
        Node goal = view.lookup("#classroom-goal");
        assertTrue(goal.isVisible() && goal.getBoundsInParent().getHeight() > 0);
        BufferedImage img = Screenshots.save(robot, view, "classroom-goal-ky-1024x700.png");
        assertEquals(1024, img.getWidth());
        robot.interact(classroom::leave);

        robot.interact(() -> {
            wb.loadGame(RecordReader.readGame(ClassroomModeTest.CHAPTER));
            classroom.enter();
        });
        assertEquals("", classroom.view().goalText(), "a game with no [Goal] sets no goal");
        assertFalse(classroom.view().lookup("#classroom-goal").isManaged());
        robot.interact(classroom::leave);
    }

    /** The side: the [Orientation] tag when there is one (the student's side), else the side to move at the start. */
    @Test
    void theGoalIsForTheChaptersSide() {
        I18n.setLanguage(Language.RUSSIAN);
        assertEquals("Ход белых: выиграйте 3 кумалака",
                ClassroomText.goal(Map.of("Goal", "gain 3", "Orientation", "white"), Side.BLACK));
        assertEquals("Чёрные начинают и делают ничью", ClassroomText.goal(Map.of("Goal", "draw"), Side.BLACK));
        assertEquals("", ClassroomText.goal(Map.of("Goal", "?"), Side.BLACK));
    }

    /**
     * The goal follows a live switch of the language during the lesson: it is made by code from
     * the game's tags. Oracle: the goal as stated with Russian chosen from the start.
     */
    @Test
    void theGoalChangesLanguageDuringTheLesson(FxRobot robot) {
        try {
            robot.interact(() -> {
                wb.loadGame(RecordReader.readGame(ETUDE));
                classroom.enter();
                classroom.stage().setFullScreen(false);
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals("Кара баштап, утат", classroom.view().goalText());
            I18n.setLanguage(Language.RUSSIAN);
            String russian = ClassroomText.goal(RecordReader.readGame(ETUDE).tags(), Side.BLACK);
            I18n.setLanguage(Language.KYRGYZ);
            robot.interact(() -> otau.ui.LanguageSwitch.apply(Language.RUSSIAN));
            assertEquals(russian, classroom.view().goalText());
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(Language.KYRGYZ));
        }
    }
}
