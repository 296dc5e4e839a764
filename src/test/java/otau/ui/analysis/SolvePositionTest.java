package otau.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.engine.egtb.Tablebase;
import otau.engine.egtb.TablebaseBuilder;
import otau.game.Fen;
import otau.game.Position;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.Screenshots;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/** Analysis → Solve Position in the workbench: the proven badge, its clearing, cancelling, the tablebase line. */
@ExtendWith(ApplicationExtension.class)
class SolvePositionTest {
    /** The first etude of puzzles/etudes.pgn: White to move and win; the solver proves it in well under a second. */
    private static final String ETUDE = "0,2,X,0,1,3,1,1,1/1,X,0,0,0,0,0,6,1 66 79 w 64";

    private WorkbenchWindow wb;
    private AnalysisFeature feature;

    @Start
    void start(Stage stage) throws IOException {
        I18n.setLanguage(Language.ENGLISH);
        // A real pool: the solver must leave the FX thread, as in the application.
        wb = WorkbenchTestWindows.createWithPool(stage, otau.TempFolders.create("otau-solve-test"));
        feature = AnalysisFeature.install(wb);
        stage.show();
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    private ProofBadge badge() {
        return feature.solver().badge();
    }

    private void awaitBadge(String prefix) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> badge().solveText().startsWith(prefix));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void provesTheEtudeAndForgetsItOnNavigation(FxRobot robot) throws Exception {
        Position etude = Fen.read(ETUDE);
        robot.interact(() -> wb.model().newGameFrom(etude));
        assertEquals("", badge().solveText(), "nothing proved before the command");
        robot.interact(() -> wb.run(Command.SOLVE_POSITION));
        awaitBadge("Proven:");
        String text = badge().solveText();
        assertTrue(text.matches("Proven: White wins · line of \\d+ plies.*"), text);
        assertFalse(feature.solver().isRunning());
        assertTrue(robot.lookup("#solve-badge").query().getStyleClass().contains("proof-proven"));
        Screenshots.save(robot, wb.stage().getScene().getRoot(), "solve-position-proven.png");

        // The result belongs to the etude: one move on, it is gone.
        int move = etude.legalMoves()[0];
        robot.interact(() -> wb.model().playMove(move));
        assertEquals("", badge().solveText());
        // Back at the etude it is not shown again either: it was for that visit, not a guess.
        robot.interact(() -> wb.model().back());
        assertEquals("", badge().solveText());
    }

    @Test
    void theCommandAgainTheStopButtonAndNavigationCancel(FxRobot robot) throws Exception {
        // The start position is far beyond a quick proof: the solver keeps working until stopped.
        robot.interact(() -> wb.model().newGameFrom(Position.start()));
        robot.interact(() -> wb.run(Command.SOLVE_POSITION));
        assertTrue(feature.solver().isRunning(), badge().solveText());
        awaitBadge("Proving");
        robot.interact(() -> wb.run(Command.SOLVE_POSITION));
        assertFalse(feature.solver().isRunning(), "running the command again stops it");
        assertEquals("", badge().solveText(), "a stopped solve claims nothing");

        robot.interact(() -> wb.run(Command.SOLVE_POSITION));
        awaitBadge("Proving");
        robot.clickOn("#solve-stop");
        assertFalse(feature.solver().isRunning(), "the Stop button stops it");
        assertEquals("", badge().solveText());

        robot.interact(() -> wb.run(Command.SOLVE_POSITION));
        awaitBadge("Proving");
        robot.interact(() -> wb.model().playMove(Position.start().legalMoves()[0]));
        assertFalse(feature.solver().isRunning(), "moving to another position stops it");
        WaitForAsyncUtils.sleep(300, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("", badge().solveText(), "a late report of the cancelled solve does not come back");
    }

    @Test
    void unprovenAfterTheTimeLimitNeverSaysProven(FxRobot robot) throws Exception {
        robot.interact(() -> {
            feature.solver().setSeconds(0.5);
            wb.model().newGameFrom(Position.start());
            wb.run(Command.SOLVE_POSITION);
        });
        awaitBadge("Unproven");
        assertEquals("Unproven after 1 s", badge().solveText().replaceAll(" ·.*", ""));
        assertFalse(badge().solveText().contains("Proven"));
    }

    @Test
    void theTablebaseLineFollowsThePositionShown(FxRobot robot) throws Exception {
        Path file = otau.TempFolders.create("otau-egtb").resolve(Tablebase.fileName(3));
        Tablebase.write(file, 3, new TablebaseBuilder(3, n -> { }).build());
        Tablebase table = Tablebase.open(file);
        // Three stones in the holes, 159 in the stores: well inside the 3-stone table.
        Position small = Fen.read("0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1,1 80 79 w 70");
        robot.interact(() -> {
            feature.solver().useTablebase(table);
            wb.model().newGameFrom(small);
        });
        String line = badge().tablebaseText();
        assertTrue(line.matches("Tablebase: ((White|Black) wins · collects \\d of the 3 stones left|proven draw)"), line);
        robot.interact(() -> I18n.setLanguage(Language.RUSSIAN));
        robot.interact(() -> wb.model().newGameFrom(Position.start()));
        assertEquals("", badge().tablebaseText(), "the start is beyond the table");
        robot.interact(() -> wb.model().newGameFrom(small));
        assertTrue(badge().tablebaseText().startsWith("Таблица: "), badge().tablebaseText());
    }
}
