package otau.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.engine.Limits;
import otau.game.Position;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/** The engine panel in the workbench, with the real in-process engine at a small depth. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class AnalysisPanelTest {
    private WorkbenchWindow wb;
    private AnalysisFeature feature;

    @Start
    void start(Stage stage) throws IOException {
        Path dir = otau.TempFolders.create("otau-analysis-test");
        wb = WorkbenchTestWindows.create(stage, dir);
        feature = AnalysisFeature.install(wb);
        feature.session().setLimits(Limits.depth(5));
        wb.selectPanel("analysis");
        stage.show();
    }

    private void awaitLinesFor(Position p) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> {
            AnalysisSnapshot s = feature.session().snapshot();
            return s.position().equals(p) && s.depth() >= 5;
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void startSeeLinesPlayOneFollowTheGameAndStop(FxRobot robot) throws Exception {
        robot.type(KeyCode.SPACE);
        assertTrue(feature.session().isRunning());
        awaitLinesFor(Position.start());
        List<String> lines = feature.panel().displayedLines();
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(0).matches("[+-]?\\d+\\.\\d\\d 1\\. \\d\\d.*"), lines.get(0));
        assertFalse(wb.board().getEngineArrows().isEmpty(), "best moves drawn on the board");
        assertEquals(feature.session().snapshot().evaluation(), feature.bar().evaluation());

        // Click the second move of the best line: both moves go into the game as one step.
        List<Integer> pv = feature.session().snapshot().lines().get(0).pv();
        Node second = robot.lookup("#pv-line-1 .pv-move").nth(1).query();
        robot.clickOn(second);
        Position after = Position.start().play(pv.get(0)).play(pv.get(1));
        assertEquals(after, wb.model().currentPosition());
        awaitLinesFor(after);
        assertTrue(feature.panel().displayedLines().get(0).matches("\\S+ 2\\. .*"), "White to move at move 2");

        // Back one move: the panel follows and shows lines for that position.
        robot.type(KeyCode.LEFT);
        Position one = Position.start().play(pv.get(0));
        assertEquals(one, feature.session().position());
        awaitLinesFor(one);
        assertTrue(feature.panel().displayedLines().get(0).matches("\\S+ 1\\.\\.\\. .*"),
                feature.panel().displayedLines().get(0));

        // Undo takes back the line in one step.
        robot.interact(() -> {
            wb.model().toEnd();
            assertTrue(wb.model().undo());
        });
        assertTrue(wb.model().currentNode().isRoot());
        awaitLinesFor(Position.start());
        assertEquals(3, feature.panel().displayedLines().size(), "the start's result shown again from the cache");

        robot.clickOn("#analysis-toggle");
        assertFalse(feature.session().isRunning());
        assertTrue(wb.board().getEngineArrows().isEmpty());
        Files.createDirectories(Path.of("target/screenshots"));
    }

    @Test
    void aCrashingOrMissingEngineIsReportedInThePanel(FxRobot robot) throws Exception {
        robot.interact(() -> feature.panel().addEngine("sh -c 'echo garbage'"));
        robot.interact(() -> feature.session().start());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !feature.session().errorProperty().get().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        Label error = robot.lookup("#analysis-error").queryAs(Label.class);
        assertTrue(error.isVisible());
        assertTrue(error.getText().contains("exited during the handshake"), error.getText());
        assertFalse(feature.session().isRunning());

        robot.interact(() -> feature.panel().addEngine("/no/such/engine --fast"));
        robot.interact(() -> feature.session().start());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> feature.session().errorProperty().get().contains("cannot start"));
        assertEquals(3, feature.panel().engineChoices().size(), "both saved in the settings");

        // Nothing else broke: the game still plays, and the built-in engine still works.
        robot.clickOn("#hole-w6");
        assertNotEquals(Position.start(), wb.model().currentPosition());
        robot.interact(() -> feature.panel().selectEngine(EngineChoice.BUILT_IN));
        robot.interact(() -> feature.session().start());
        awaitLinesFor(wb.model().currentPosition());
        assertTrue(feature.session().errorProperty().get().isEmpty());
        assertFalse(error.isVisible());
    }

    /**
     * In a mode that hides the engine (here a puzzle's), neither the panel's Start and Threat nor
     * Solve Position can run it; back in analysis they can. A finished game's bar shows its result.
     */
    @Test
    void theEngineCannotBeStartedWhereTheBoardHidesItAndAFinishedGameShowsItsResult(FxRobot robot) {
        robot.interact(() -> wb.boardModes().enter(otau.ui.board.BoardMode.PUZZLE, null, null, null));
        assertTrue(robot.lookup("#analysis-toggle").queryAs(javafx.scene.control.ToggleButton.class).isDisabled());
        assertTrue(robot.lookup("#analysis-threat").queryAs(javafx.scene.control.ToggleButton.class).isDisabled());
        robot.interact(() -> wb.run(otau.ui.workbench.Command.SOLVE_POSITION));
        assertFalse(feature.solver().isRunning(), "no proof during a puzzle");
        robot.interact(() -> wb.run(otau.ui.workbench.Command.ANALYSIS_TOGGLE));
        assertFalse(feature.session().isRunning());
        robot.interact(() -> wb.boardModes().leaveActive());
        assertFalse(robot.lookup("#analysis-toggle").queryAs(javafx.scene.control.ToggleButton.class).isDisabled());

        // White's last stone sows into Black's tuzdyk: Black reaches 82 (worked out by hand).
        Position end = otau.game.Fen.read("0,0,0,0,1,X,0,0,0/0,0,0,0,0,0,0,0,0 80 81 w 60").play(5);
        robot.interact(() -> wb.model().newGameFrom(end));
        assertEquals("0-1", feature.bar().text());
        assertEquals(0.0, feature.bar().whiteShare(), 0.01);
    }
}
