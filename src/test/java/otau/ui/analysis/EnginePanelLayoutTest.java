package otau.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.engine.Limits;
import otau.engine.search.SearchEngine;
import otau.game.Position;
import otau.game.Side;
import otau.ui.board.Arrow;
import otau.ui.board.MarkColor;
import otau.ui.preferences.EngineDefaults;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/** The engine panel's fixed columns, its one source of settings, and the threat. */
@ExtendWith(ApplicationExtension.class)
class EnginePanelLayoutTest {
    private WorkbenchWindow wb;
    private AnalysisFeature feature;

    @Start
    void start(Stage stage) throws IOException {
        Path dir = otau.TempFolders.create("otau-engine-panel-test");
        wb = WorkbenchTestWindows.create(stage, dir);
        feature = AnalysisFeature.install(wb);
        wb.selectPanel("analysis");
        stage.setWidth(1100);
        stage.setHeight(760);
        stage.show();
    }

    private void await(Position p, int depth) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> {
            AnalysisSnapshot s = feature.session().snapshot();
            return s.position().equals(p) && s.depth() >= depth;
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Where each move of the best line sits in its row. */
    private List<Bounds> movePlaces(FxRobot robot) {
        List<Bounds> out = new ArrayList<>();
        for (Node n : robot.lookup("#pv-line-1 .pv-move").queryAll()) {
            // In the window: a move sits in a pair with the reply after it.
            out.add(n.localToScene(n.getBoundsInLocal()));
        }
        out.sort((a, b) -> a.getMinY() != b.getMinY() ? Double.compare(a.getMinY(), b.getMinY())
                : Double.compare(a.getMinX(), b.getMinX()));
        return out;
    }

    @Test
    void movesKeepTheirPlaceWhenTheLineDeepens(FxRobot robot) throws Exception {
        feature.session().setLimits(Limits.depth(4));
        robot.interact(() -> feature.session().start());
        await(Position.start(), 4);
        List<Bounds> shallow = movePlaces(robot);
        robot.interact(() -> {
            feature.session().stop();
            feature.session().setLimits(Limits.depth(12));
            feature.session().start();
        });
        await(Position.start(), 12);
        List<Bounds> deep = movePlaces(robot);
        assertTrue(shallow.size() >= 2, "a line of moves to compare: " + shallow.size());
        assertTrue(deep.size() > shallow.size(), shallow.size() + " then " + deep.size() + " moves");
        for (int i = 0; i < shallow.size(); i++) {
            assertEquals(shallow.get(i).getMinX(), deep.get(i).getMinX(), 0.01, "move " + i + " stays in its column");
            assertEquals(shallow.get(i).getMinY(), deep.get(i).getMinY(), 0.01, "move " + i + " stays on its row");
            assertEquals(shallow.get(i).getWidth(), deep.get(i).getWidth(), 0.01);
        }
        // A click on a shown move hits that move: it plays the line up to it.
        List<Integer> pv = feature.session().snapshot().lines().get(0).pv();
        Node third = robot.lookup("#pv-line-1 .pv-move").nth(2).query();
        robot.clickOn(third);
        assertEquals(Position.start().play(pv.get(0)).play(pv.get(1)).play(pv.get(2)), wb.model().currentPosition());
    }

    @Test
    void thePanelAndPreferencesShareTheEngineSettings(FxRobot robot) {
        EngineDefaults stored = EngineDefaults.read(wb.preferences());
        AnalysisSettings shown = feature.panel().shownSettings();
        assertEquals(stored.threads(), shown.threads());
        assertEquals(stored.hashMiB(), shown.hashMiB());
        assertEquals(SearchEngine.DEFAULT_HASH_MIB, shown.hashMiB(), "the engine's own default");
        assertEquals(EngineDefaults.standard().threads(), shown.threads(), "the default Preferences show");
        // Edit → Preferences stores new values: the panel and its engine follow.
        robot.interact(() -> {
            new EngineDefaults(1, 32, 2).write(wb.preferences());
            wb.preferences().save();
        });
        assertEquals(new AnalysisSettings(1, 32, 2, EngineChoice.BUILT_IN.id()), feature.panel().shownSettings());
        assertEquals(2, feature.session().settings().lines());
        assertEquals(32, feature.session().settings().hashMiB());
    }

    @Test
    void threatShowsTheOpponentsBestMoveAsARedArrow(FxRobot robot) throws Exception {
        feature.session().setLimits(Limits.depth(6));
        robot.interact(() -> wb.model().playMove(7));
        Position after = wb.model().currentPosition();
        robot.clickOn("#analysis-threat");
        assertTrue(feature.session().isRunning(), "asking for the threat starts the engine");
        Position threat = feature.session().searchedPosition();
        assertEquals(Side.WHITE, threat.sideToMove(), "White's threat, though Black is to move");
        assertEquals(after.store(Side.WHITE), threat.store(Side.WHITE));
        await(threat, 6);
        List<Arrow> arrows = wb.board().getEngineArrows();
        assertEquals(1, arrows.size(), arrows.toString());
        assertEquals(MarkColor.RED, arrows.get(0).color());
        assertEquals(Side.WHITE, arrows.get(0).from().side());
        assertTrue(feature.panel().displayedLines().get(0).matches("\\S+ 2\\. .*"), feature.panel().displayedLines().toString());
        robot.clickOn("#analysis-threat");
        await(after, 6);
        assertFalse(wb.board().getEngineArrows().stream().anyMatch(a -> a.color() == MarkColor.RED));
    }
}
