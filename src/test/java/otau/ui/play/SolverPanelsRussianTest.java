package otau.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

/**
 * The proof badge's buttons and the play panel of a game against the solver in Russian, at 1024x700;
 * the panel's longest note also in Kyrgyz and at 1280x800.
 */
@ExtendWith(ApplicationExtension.class)
class SolverPanelsRussianTest {
    private WorkbenchWindow wb;
    private PlayFeature play;

    @Start
    void start(Stage stage) throws IOException {
        I18n.setLanguage(Language.RUSSIAN);
        wb = WorkbenchTestWindows.createWithPool(stage, otau.TempFolders.create("otau-solver-ru"));
        play = PlayFeature.install(wb);
        play.setPrompts(new ScriptedPlayPrompts());
        AnalysisFeature.install(wb);
        stage.setWidth(1024);
        stage.setHeight(700);
        stage.show();
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    /** True when the whole of {@code n} lies inside the window (nothing cut off at the right or bottom). */
    private boolean inWindow(Node n) {
        var b = n.localToScene(n.getBoundsInLocal());
        return b.getMinX() >= 0 && b.getMaxX() <= wb.stage().getScene().getWidth() + 0.5
                && b.getMaxY() <= wb.stage().getScene().getHeight() + 0.5;
    }

    @Test
    void badgeAndPlayPanelFit(FxRobot robot) throws Exception {
        Position start = Fen.read(SolverMovesTest.WON_SHORTER);
        robot.interact(() -> wb.model().newGameFrom(start));
        robot.interact(() -> wb.run(Command.SOLVE_POSITION));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#solve-badge").queryAs(Labeled.class)
                .getText().startsWith("Доказано: белые выигрывают"));
        WaitForAsyncUtils.waitForFxEvents();
        Labeled playButton = robot.lookup("#solve-play").queryAs(Labeled.class);
        assertEquals("Играть против решателя", playButton.getText());
        assertTrue(inWindow(playButton), "the button fits the panel");
        Screenshots.save(robot, wb.stage().getScene().getRoot(), "solver-badge-ru.png");

        robot.clickOn("#solve-play");
        PlayController c = play.controller();
        // White's first move of the proof's line; the solver answers and says why.
        robot.clickOn("#hole-w" + new otau.play.SolverMoves(2_000_000, () -> false).shortestWin(start).move());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> c.game().plies() >= 2 && !c.opponentNote().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(c.opponentNote().startsWith("Решатель: доказанный проигрыш, самая упорная защита"), c.opponentNote());
        Labeled note = robot.lookup("#play-opponent-note").queryAs(Labeled.class);
        assertTrue(inWindow(note), "the note wraps inside the panel");
        Screenshots.save(robot, wb.stage().getScene().getRoot(), "solver-game-ru.png");
        // The longest note: a move kept among those proved not to lose, the result still open.
        // (Set, laid out and checked in one go: the panel's next refresh puts the real note back.)
        java.util.List<String> cut = new java.util.ArrayList<>();
        boolean[] fits = new boolean[1];
        String[] shown = new String[1];
        robot.interact(() -> {
            note.setText(I18n.get("play.solver.holdsNoLoss", 15));
            cut.addAll(otau.ui.LayoutAudit.problems(wb.stage().getScene().getRoot(), "holds no loss"));
            fits[0] = inWindow(note);
            shown[0] = note.getText();
        });
        assertTrue(shown[0].startsWith("Решатель: доказано, что он не проигрывает"), shown[0]);
        assertTrue(fits[0], "the longest note wraps inside the panel");
        assertEquals(java.util.List.of(), cut);
        // The same note in Kyrgyz (the longer words) and at 1280x800 (the test screen's whole size).
        for (Language l : java.util.List.of(Language.KYRGYZ, Language.RUSSIAN)) {
            for (int[] size : new int[][] {{1024, 700}, {1280, 800}}) {
                String where = "holds no loss, " + l.tag() + " " + size[0];
                robot.interact(() -> {
                    otau.ui.LanguageSwitch.apply(l);
                    wb.stage().setWidth(size[0]);
                    wb.stage().setHeight(size[1]);
                });
                WaitForAsyncUtils.waitForFxEvents();
                javafx.scene.image.WritableImage[] shot = new javafx.scene.image.WritableImage[1];
                robot.interact(() -> {
                    note.setText(I18n.get("play.solver.holdsNoLoss", 15));
                    cut.addAll(otau.ui.LayoutAudit.problems(wb.stage().getScene().getRoot(), where));
                    if (!inWindow(note)) {
                        cut.add(where + ": the note runs out of the window");
                    }
                    shot[0] = wb.stage().getScene().getRoot().snapshot(null, null);
                });
                Screenshots.write(shot[0], "solver-game-holds-" + l.tag() + "-" + size[0] + ".png");
            }
        }
        robot.interact(() -> otau.ui.LanguageSwitch.apply(Language.ENGLISH));
        assertEquals(java.util.List.of(), cut);
    }
}
