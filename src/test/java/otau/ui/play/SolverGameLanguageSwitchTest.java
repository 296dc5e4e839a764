package otau.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Fen;
import otau.game.Position;
import otau.play.SolverMovesTest;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.Screenshots;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

@ExtendWith(ApplicationExtension.class)
/**
 * A game against the solver followed by a live switch of the interface language: the play
 * panel's status, the solver's note, the title and the board's hover preview are made by code
 * (glued from bundle texts and moves), which relabelling cannot redo, and are said again.
 * Oracle: the Kyrgyz interface writes no Latin word of four letters or more (checked by hand
 * in the bundle), so only the program's own name is left ("Otau", and the solver's player name).
 */
class SolverGameLanguageSwitchTest {
    private WorkbenchWindow wb;
    private PlayFeature play;

    @Start
    void start(Stage stage) throws IOException {
        I18n.setLanguage(Language.ENGLISH);
        wb = WorkbenchTestWindows.createWithPool(stage, otau.TempFolders.create("otau-solver-en"));
        play = PlayFeature.install(wb);
        play.setPrompts(new ScriptedPlayPrompts());
        AnalysisFeature.install(wb);
        stage.show();
    }

    @AfterEach
    void english(FxRobot robot) {
        robot.interact(() -> otau.ui.LanguageSwitch.apply(Language.ENGLISH));
    }

    @Test
    void thePlayPanelAndTheBoardChangeLanguageDuringAGame(FxRobot robot) throws Exception {
        Position start = Fen.read(SolverMovesTest.WON_SHORTER);
        robot.interact(() -> wb.model().newGameFrom(start));
        robot.interact(() -> wb.run(Command.SOLVE_POSITION));
        // The button shows once the proof is in, a moment after the badge says so on a busy machine.
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#solve-badge").queryAs(Labeled.class)
                .getText().startsWith("Proven") && robot.lookup("#solve-play").query().isVisible());
        robot.clickOn("#solve-play");
        PlayController c = play.controller();
        robot.clickOn("#hole-w" + new otau.play.SolverMoves(2_000_000, () -> false).shortestWin(start).move());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> c.game().plies() >= 2 && !c.opponentNote().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        String englishNote = c.opponentNote();
        assertTrue(englishNote.startsWith("Solver: proven loss"), englishNote);
        // The mouse over a hole of the side to move: the preview names where its last stone lands.
        robot.moveTo("#hole-w" + c.game().position().legalMoves()[0]);
        robot.interact(() -> otau.ui.LanguageSwitch.apply(Language.KYRGYZ));
        // Nothing left in English: the solver's name in the panel follows too (only "Otau" stays).
        assertEquals(java.util.List.of(), otau.ui.LatinLeft.under(wb.stage().getScene().getRoot(), "Otau"));
        assertFalse(c.opponentNote().equals(englishNote));
    }
}
