package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.ui.EnglishInterface;
import otau.ui.workbench.WorkbenchPreferences;

/**
 * In a short workbench the puzzle list sat under the four filters with a row or two in view.
 * "Choose puzzles" now folds the filters alone away: the list below gets their height, and the
 * workbench keeps the choice for the next run.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class PuzzleFiltersFoldTest {
    private PuzzleTestSetup t;
    private Stage stage;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        t = new PuzzleTestSetup(stage);
        stage.setWidth(1024);
        stage.setHeight(700);
        stage.show();
    }

    private double listHeight(FxRobot robot) {
        double[] h = new double[1];
        robot.interact(() -> {
            stage.getScene().getRoot().applyCss();
            stage.getScene().getRoot().layout();
            h[0] = t.feature.trainer().chooser().list.getHeight();
        });
        return h[0];
    }

    @Test
    void foldingTheFiltersGivesTheListTheirHeightAndIsKept(FxRobot robot) {
        PuzzleChooser chooser = t.feature.trainer().chooser();
        assertTrue(chooser.filterPane.isExpanded(), "open for a new user");
        double open = listHeight(robot);
        double filters = chooser.filterPane.getHeight();

        robot.clickOn(".puzzle-chooser .titled-pane > .title");
        WaitForAsyncUtils.waitForFxEvents();
        // The fold is animated.
        WaitForAsyncUtils.sleep(600, java.util.concurrent.TimeUnit.MILLISECONDS);
        assertFalse(chooser.filterPane.isExpanded());
        double folded = listHeight(robot);
        double title = chooser.filterPane.getHeight();
        // Open, the panel's part under the puzzle card scrolled (its content was taller than its
        // view) with the list at its least height; folded, the content fits the view, and the
        // list has all that is left of it: at least most of a row more.
        String sizes = "list " + open + " -> " + folded + " px; filters " + filters + " -> " + title + " px";
        assertTrue(folded > open + 0.75 * chooser.list.getFixedCellSize(), sizes);
        javafx.scene.control.ScrollPane below = t.feature.panel().scroller();
        assertTrue(below.getContent().getLayoutBounds().getHeight() <= below.getViewportBounds().getHeight() + 1,
                "no more scrolling: " + below.getContent().getLayoutBounds().getHeight() + " in "
                        + below.getViewportBounds().getHeight() + "; " + sizes);
        assertTrue(chooser.list.isVisible());

        // Kept in the preferences, which the trainer reads as it starts.
        robot.interact(() -> t.window.savePreferences());
        WorkbenchPreferences saved = new WorkbenchPreferences(t.dir.resolve("workbench.properties"));
        assertEquals(false, saved.getBoolean(PuzzleFeature.FILTERS_OPEN, true));
    }
}
