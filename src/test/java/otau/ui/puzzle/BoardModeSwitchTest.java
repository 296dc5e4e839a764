package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.engine.Limits;
import otau.game.Position;
import otau.game.Side;
import otau.play.GameTimeControl;
import otau.play.StrengthLevel;
import otau.puzzle.Puzzle;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.board.BoardMode;
import otau.ui.play.PlayFeature;
import otau.ui.play.PlaySettings;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchPreferences;

/**
 * The board's modes on the whole workbench: a running engine, a game against the engine and
 * the puzzle trainer taking the board from each other, with the real in-process engine.
 */
@ExtendWith(ApplicationExtension.class)
class BoardModeSwitchTest {
    private PuzzleTestSetup t;
    private AnalysisFeature analysis;
    private PlayFeature play;

    @Start
    void start(Stage stage) throws IOException {
        t = new PuzzleTestSetup(stage);
        analysis = AnalysisFeature.install(t.window);
        analysis.session().setLimits(Limits.infiniteSearch());
        play = PlayFeature.install(t.window);
        // The user agrees when asked to abandon a game for a puzzle (the dialog would wait for a click).
        play.setPrompts(new otau.ui.play.AgreeingPlayPrompts());
        play.setSeeds(() -> 7);
        play.setDatabase(null);
        stage.show();
    }

    private Puzzle puzzle(String id) {
        return t.feature.trainer().pool().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void engineRunningThenAPuzzleShowsNoArrowNoPreviewNoBar(FxRobot robot) throws Exception {
        robot.interact(() -> t.window.run(Command.ANALYSIS_TOGGLE));
        waitFor(() -> !t.window.board().getEngineArrows().isEmpty());
        assertTrue(analysis.bar().isVisible());

        robot.interact(() -> t.feature.trainer().start(puzzle("t-combination")));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(BoardMode.PUZZLE, t.window.boardModes().mode());
        assertFalse(analysis.session().isRunning(), "the engine panel is paused");
        assertTrue(analysis.isPausedByMode());
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(t.window.board().getEngineArrows().isEmpty(), "no engine arrow on the puzzle");
        assertFalse(t.window.board().isShowPreview(), "no capture or tuzdyk preview while hovering");
        assertFalse(analysis.bar().isVisible(), "no evaluation bar");
        robot.interact(() -> t.window.run(Command.ANALYSIS_TOGGLE));
        assertFalse(analysis.session().isRunning(), "Space does not start the engine during a puzzle");

        robot.interact(() -> t.feature.trainer().hint());
        assertFalse(t.window.board().getEngineHighlights().isEmpty(), "the trainer's own hint is shown");

        // Leaving the puzzle (a new game) gives the board back to analysis and the engine resumes.
        robot.interact(() -> t.window.model().newGame());
        assertEquals(BoardMode.ANALYSIS, t.window.boardModes().mode());
        assertTrue(analysis.session().isRunning(), "the engine goes on where it was paused");
        assertTrue(t.window.board().isShowPreview());
        assertTrue(analysis.bar().isVisible());
        waitFor(() -> !t.window.board().getEngineArrows().isEmpty());
        robot.interact(() -> analysis.session().stop());
    }

    @Test
    void aBlackToMovePuzzleFlipsTheBoardOnlyForThePuzzle(FxRobot robot) {
        Puzzle p = puzzle("t-capture");
        assertEquals(Side.BLACK, p.solver());
        robot.interact(() -> t.feature.trainer().start(p));
        assertTrue(t.window.board().isFlipped(), "the solver's side at the bottom");
        robot.interact(() -> t.window.savePreferences());
        WorkbenchPreferences saved = new WorkbenchPreferences(t.dir.resolve("workbench.properties"));
        assertFalse(saved.getBoolean("board.flipped", false), "the puzzle's flip is not the user's preference");
        robot.interact(() -> t.feature.trainer().leave());
        assertFalse(t.window.board().isFlipped());
    }

    @Test
    void aGameAgainstTheEngineHidesTheEngineAndItsHintIsShown(FxRobot robot) throws Exception {
        robot.interact(() -> t.window.run(Command.ANALYSIS_TOGGLE));
        waitFor(() -> !t.window.board().getEngineArrows().isEmpty());
        robot.interact(() -> play.begin(new PlaySettings(Position.start(), Side.WHITE, StrengthLevel.of(1),
                GameTimeControl.NONE, false)));
        assertEquals(BoardMode.PLAY, t.window.boardModes().mode());
        assertFalse(analysis.session().isRunning(), "no engine lines during a game against the engine");
        assertTrue(t.window.board().getEngineArrows().isEmpty());

        robot.interact(() -> play.controller().hint());
        waitFor(() -> !t.window.board().getEngineArrows().isEmpty() || !t.window.board().getEngineHighlights().isEmpty());
        assertFalse(t.window.board().getEngineHighlights().isEmpty(), "the hinted hole is ringed");

        // A puzzle takes the board from the game: the game ends, the puzzle owns the board.
        robot.interact(() -> {
            t.window.model().markSaved();
            t.feature.trainer().start(puzzle("t-win"));
        });
        assertFalse(play.controller().isPlaying());
        assertEquals(BoardMode.PUZZLE, t.window.boardModes().mode());
        assertTrue(t.window.board().getEngineHighlights().isEmpty(), "the game's hint went with the game");
        robot.interact(() -> t.feature.trainer().leave());
        assertTrue(analysis.session().isRunning(), "the engine paused by the game comes back in analysis");
        robot.interact(() -> analysis.session().stop());
    }
}
