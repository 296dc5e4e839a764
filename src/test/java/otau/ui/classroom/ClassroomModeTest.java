package otau.ui.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Side;
import otau.game.record.Markup;
import otau.game.record.RecordReader;
import otau.ui.EnglishInterface;
import otau.ui.Screenshots;
import otau.ui.board.BoardMode;
import otau.ui.board.Overlay;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * Classroom mode driven by its keys as a coach would: it opens over the workbench with the
 * engine paused, steps through the chapter and its variation, shows the comments, and Esc
 * gives the workbench back exactly as it was. It also leaves a 1280x720 picture to look at.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class ClassroomModeTest {
    static final String CHAPTER = """
            [Event "Lesson 4"]
            [StudyName "Opening ideas"]
            [ChapterName "The quiet move"]
            [Result "*"]

            {White starts in the centre.} 1. 65(10) 87 2. 55 {The quiet move: it prepares the tuzdyk.}
            (2. 11 {Also possible, but it gives Black the initiative.}) 2... 65(2) 3. 12(22) $1 *
            """;

    private WorkbenchWindow wb;
    private ClassroomMode classroom;

    @Start
    void start(Stage stage) throws IOException {
        wb = WorkbenchTestWindows.create(stage, otau.TempFolders.create("otau-classroom"));
        classroom = ClassroomMode.install(wb);
        wb.loadGame(RecordReader.readGame(CHAPTER));
        stage.show();
    }

    @Test
    void stepsThroughTheChapterWithItsKeysAndEscRestoresTheWorkbench(FxRobot robot) {
        robot.interact(() -> {
            wb.sidePanelVisibleProperty().set(false);
            wb.moveList().requestFocus();
        });
        WaitForAsyncUtils.waitForFxEvents();
        double[] size = {wb.stage().getX(), wb.stage().getY(), wb.stage().getWidth(), wb.stage().getHeight()};
        Node focused = wb.stage().getScene().getFocusOwner();
        assertNotNull(focused, "something in the move list has the keys");

        robot.interact(() -> wb.run(Command.CLASSROOM_MODE));
        WaitForAsyncUtils.waitForFxEvents();
        Stage shown = classroom.stage();
        assertNotNull(shown, "the classroom screen is open");
        assertTrue(shown.isFullScreen(), "full screen");
        assertEquals(BoardMode.LESSON, wb.boardModes().mode(), "the workbench's board is in the lesson's hands");
        assertFalse(wb.boardModes().allows(Overlay.ENGINE_ARROWS), "the engine panel pauses");
        ClassroomView view = classroom.view();
        assertEquals(java.util.Set.of(), view.board().getPlayableHoles(), "a click plays nothing");
        // Hovering a hole of the side to move previews nothing: no hole takes a move.
        robot.moveTo(view.board().lookup("#hole-w6"));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(view.board().lookup(".move-preview").isVisible(), "no capture preview on the projector");
        robot.clickOn(view.board().lookup("#hole-w6"));
        assertTrue(wb.model().currentNode().isRoot(), "the click played nothing");
        assertEquals("Opening ideas · The quiet move", view.headingText());
        assertEquals("Start", view.moveText());
        assertEquals("White starts in the centre.", view.commentText());

        robot.type(KeyCode.RIGHT, 3);
        assertEquals(3, wb.model().currentNode().ply());
        assertEquals("2. 55", view.moveText());
        assertEquals("The quiet move: it prepares the tuzdyk.", view.commentText());
        assertEquals(List.of("▶ 2. 55", "2. 11"), view.choiceTexts(), "the variations on offer");

        robot.type(KeyCode.DOWN);
        assertEquals("2. 11", view.moveText());
        assertEquals("Also possible, but it gives Black the initiative.", view.commentText());
        assertEquals(List.of("2. 55", "▶ 2. 11"), view.choiceTexts());
        robot.type(KeyCode.UP);
        robot.type(KeyCode.RIGHT, 2);
        assertEquals("3. 12(22)!", view.moveText(), "the glyph beside the move");
        assertEquals("", view.commentText());
        robot.type(KeyCode.LEFT);
        assertEquals("2... 65(2)", view.moveText());
        robot.type(KeyCode.HOME);
        assertEquals("Start", view.moveText());

        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(classroom.stage(), "Esc leaves");
        assertFalse(shown.isShowing());
        assertEquals(BoardMode.ANALYSIS, wb.boardModes().mode(), "the board is back in analysis");
        assertTrue(wb.boardModes().allows(Overlay.ENGINE_ARROWS), "the engine may run again");
        assertFalse(wb.sidePanelVisibleProperty().get(), "the side panel stays as it was");
        assertEquals(java.util.Arrays.toString(size), java.util.Arrays.toString(new double[] {wb.stage().getX(),
                wb.stage().getY(), wb.stage().getWidth(), wb.stage().getHeight()}), "the window where it was");
        assertSame(focused, wb.stage().getScene().getFocusOwner(), "the keyboard is where it was");
        assertTrue(wb.model().currentNode().isRoot(), "the workbench shows where the lesson stopped");
    }

    @Test
    void showsTheCoachsMarkupAndFollowsTheChaptersOrientation(FxRobot robot) {
        robot.interact(() -> {
            wb.model().setTag("Orientation", "black");
            wb.model().goTo(wb.model().mainLine().get(2));
            wb.model().setMarkup(wb.model().currentNode(), List.of(Markup.arrow('G', Side.WHITE, 5, Side.BLACK, 4)));
            wb.run(Command.CLASSROOM_MODE);
        });
        ClassroomView view = classroom.view();
        assertTrue(view.board().isFlipped(), "a chapter for Black's side shows Black at the bottom");
        assertFalse(wb.board().isFlipped(), "the workbench's own board is not turned");
        assertEquals(1, view.board().getUserArrows().size(), "the coach's arrow is on the projector");
        robot.type(KeyCode.F11);
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(classroom.stage(), "the mode's own key leaves it too");
    }

    @Test
    void pageDownAndPageUpRunTheStudysChapterCommands(FxRobot robot) {
        List<String> ran = new java.util.ArrayList<>();
        robot.interact(() -> {
            wb.onCommand(Command.NEXT_CHAPTER, () -> {
                ran.add("next");
                wb.loadGame(RecordReader.readGame("""
                        [StudyName "Opening ideas"]
                        [ChapterName "The tuzdyk"]
                        [Orientation "black"]

                        {Black to move: where is the tuzdyk?} *
                        """));
            });
            wb.onCommand(Command.PREVIOUS_CHAPTER, () -> ran.add("previous"));
            wb.run(Command.CLASSROOM_MODE);
        });
        ClassroomView view = classroom.view();
        robot.type(KeyCode.PAGE_DOWN);
        assertEquals(List.of("next"), ran);
        assertEquals("Opening ideas · The tuzdyk", view.headingText(), "the next chapter is on the screen");
        assertEquals("Black to move: where is the tuzdyk?", view.commentText());
        assertTrue(view.board().isFlipped(), "seen from the chapter's side");
        robot.type(KeyCode.PAGE_UP);
        assertEquals(List.of("next", "previous"), ran);
        assertNotNull(classroom.stage(), "changing chapter stays in the classroom");
        robot.type(KeyCode.ESCAPE);
    }

    /** With the real study feature: a study file opened, PageDown goes to its next chapter on the projector. */
    @Test
    void stepsThroughAnOpenStudysChapters(FxRobot robot) throws IOException {
        java.nio.file.Path file = otau.TempFolders.create("otau-classroom-study").resolve("lesson.pgn");
        Files.writeString(file, CHAPTER + "\n" + """
                [StudyName "Opening ideas"]
                [ChapterName "The tuzdyk"]
                [Orientation "black"]

                {Where is the tuzdyk?} 1. 65(10) 87 *
                """);
        robot.interact(() -> {
            otau.ui.study.StudyFeature.install(wb);
            wb.openFile(file);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> wb.run(Command.CLASSROOM_MODE));
        ClassroomView view = classroom.view();
        assertEquals("Opening ideas · The quiet move", view.headingText());
        robot.type(KeyCode.RIGHT, 3);
        assertEquals("The quiet move: it prepares the tuzdyk.", view.commentText());
        robot.type(KeyCode.PAGE_DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Opening ideas · The tuzdyk", view.headingText(), "the next chapter is on the screen");
        assertEquals("Where is the tuzdyk?", view.commentText());
        robot.type(KeyCode.RIGHT);
        assertEquals("1. 65(10)", view.moveText());
        robot.type(KeyCode.PAGE_UP);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Opening ideas · The quiet move", view.headingText());
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(classroom.stage());
        assertEquals(BoardMode.ANALYSIS, wb.boardModes().mode());
    }

    @Test
    void doesNotOpenOverAGameOrAPuzzle(FxRobot robot) {
        robot.interact(() -> {
            var session = wb.boardModes().enter(BoardMode.PUZZLE, e -> { }, null, null);
            wb.run(Command.CLASSROOM_MODE);
            classroom.enter();
            assertNull(classroom.stage(), "a puzzle in progress is not ended for the classroom");
            assertEquals(BoardMode.PUZZLE, wb.boardModes().mode());
            session.leave();
        });
    }

    /** The picture at a projector's 1280x720, to be looked at: a large board and large type. */
    @Test
    void readableAt1280x720(FxRobot robot) throws IOException {
        robot.interact(() -> {
            wb.model().goTo(wb.model().mainLine().get(2));
            classroom.enter();
            Stage s = classroom.stage();
            s.setFullScreen(false);
            s.setWidth(1280);
            s.setHeight(720);
        });
        WaitForAsyncUtils.waitForFxEvents();
        ClassroomView view = classroom.view();
        robot.interact(view::layout);
        BufferedImage img = Screenshots.save(robot, view, "classroom-1280x720.png");
        assertEquals(1280, img.getWidth());
        assertEquals(720, img.getHeight());
        assertTrue(Screenshots.distinctColours(img) > 20, "something is drawn");
        assertTrue(view.commentFontSize() >= 40, "the comment in large type: " + view.commentFontSize());
        var board = view.board().getBoundsInParent();
        assertTrue(board.getHeight() >= 0.45 * 720, "the board takes most of the height: " + board);
        robot.interact(classroom::leave);
    }
}
