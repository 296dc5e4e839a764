package otau.ui.repertoire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.db.GameDatabase;
import otau.engine.Limits;
import otau.game.Position;
import otau.game.Side;
import otau.ui.EnglishInterface;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.board.BoardMode;
import otau.ui.database.DatabaseTestBench;
import otau.ui.workbench.Command;

/**
 * The repertoire trainer takes the workbench's board while it drills: with the engine
 * running, opening the trainer pauses it (no arrows, no evaluation bar, no hover preview, no
 * moves on the main board); closing the trainer resumes it.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class RepertoireModeTest {
    private DatabaseTestBench bench;
    private AnalysisFeature analysis;

    @Start
    void start(Stage stage) throws IOException {
        bench = new DatabaseTestBench(stage, otau.TempFolders.create("otau-repertoire-mode"));
        analysis = AnalysisFeature.install(bench.window);
        analysis.session().setLimits(Limits.infiniteSearch());
        bench.openDatabase("rep.db");
        GameDatabase db = bench.feature.session().current();
        db.repertoire().add(Side.WHITE, Position.start(), 7);
        stage.show();
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A game against the engine (or a puzzle, a lesson) keeps the board: the trainer says so and does not open. */
    @Test
    void theTrainerDoesNotEndAGameAgainstTheEngine(FxRobot robot) {
        otau.ui.board.ModeSession[] game = new otau.ui.board.ModeSession[1];
        boolean[] ended = new boolean[1];
        robot.interact(() -> game[0] = bench.window.boardModes().enter(BoardMode.PLAY, e -> { }, null, () -> ended[0] = true));
        robot.interact(bench.repertoire::showTrainer);
        robot.interact(() -> bench.repertoire.drill(Side.BLACK));
        assertFalse(bench.repertoire.trainer().stage().isShowing());
        assertEquals(BoardMode.PLAY, bench.window.boardModes().mode());
        assertFalse(ended[0], "the game goes on");
        assertEquals("The repertoire trainer opens over analysis: finish the game, the puzzle or the lesson first.",
                bench.window.statusMessage());
        robot.interact(() -> game[0].leave());
        robot.interact(bench.repertoire::showTrainer);
        assertTrue(bench.repertoire.trainer().stage().isShowing(), "over analysis it opens");
        robot.interact(() -> bench.repertoire.trainer().stage().hide());
    }

    @Test
    void engineRunningThenTheRepertoireTrainerPausesItUntilTheTrainerCloses(FxRobot robot) throws Exception {
        robot.interact(() -> bench.window.run(Command.ANALYSIS_TOGGLE));
        waitFor(() -> !bench.window.board().getEngineArrows().isEmpty());
        assertTrue(analysis.bar().isVisible());

        robot.interact(bench.repertoire::showTrainer);
        assertEquals(BoardMode.REPERTOIRE, bench.window.boardModes().mode());
        assertFalse(analysis.session().isRunning(), "the engine panel is paused while drilling");
        assertTrue(analysis.isPausedByMode());
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(bench.window.board().getEngineArrows().isEmpty(), "no engine arrow on the main board");
        assertFalse(bench.window.board().isShowPreview(), "no capture or tuzdyk preview");
        assertFalse(analysis.bar().isVisible(), "no evaluation bar");
        robot.interact(() -> bench.window.run(Command.ANALYSIS_TOGGLE));
        assertFalse(analysis.session().isRunning(), "Space does not start the engine during the drill");

        // A click on the main board plays nothing: the drill's answers go to the trainer's board.
        robot.interact(() -> bench.window.board().fireEvent(new otau.ui.board.MoveEvent(bench.window.board(),
                bench.window.board(), Side.WHITE, 7)));
        assertEquals(Position.start(), bench.model.currentPosition());

        robot.interact(() -> bench.repertoire.trainer().stage().hide());
        assertEquals(BoardMode.ANALYSIS, bench.window.boardModes().mode());
        assertTrue(analysis.session().isRunning(), "the engine goes on where it was paused");
        assertTrue(bench.window.board().isShowPreview());
        assertTrue(analysis.bar().isVisible());
        waitFor(() -> !bench.window.board().getEngineArrows().isEmpty());

        // Opening it again pauses it again.
        robot.interact(bench.repertoire::showTrainer);
        assertEquals(BoardMode.REPERTOIRE, bench.window.boardModes().mode());
        assertFalse(analysis.session().isRunning());
        robot.interact(() -> bench.repertoire.trainer().stage().hide());
        robot.interact(() -> analysis.session().stop());
    }
}
