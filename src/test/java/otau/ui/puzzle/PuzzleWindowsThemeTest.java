package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import javafx.scene.Parent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The puzzle windows follow the light or dark theme while they are open, and a closed one is
 * forgotten by the theme (it used to keep one listener a window ever opened). The oracle is
 * the closed view's own style classes: the theme switch must no longer reach them.
 */
@ExtendWith(ApplicationExtension.class)
class PuzzleWindowsThemeTest {
    private PuzzleTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        t = new PuzzleTestSetup(stage);
        stage.show();
    }

    private static boolean dark(Parent view) {
        return view.getStyleClass().contains("dark");
    }

    private void toggleTheme(FxRobot robot) {
        robot.interact(() -> t.window.darkProperty().set(!t.window.darkProperty().get()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aClosedPuzzleWindowNoLongerFollowsTheTheme(FxRobot robot) {
        robot.interact(t.feature::openDashboard);
        Parent dashboard = t.feature.dashboardView();
        robot.interact(t.feature::openSaveAsPuzzle);
        Parent save = t.feature.saveView();
        toggleTheme(robot);
        assertTrue(dark(dashboard) && dark(save), "open windows follow the theme");

        robot.interact(() -> {
            ((Stage) dashboard.getScene().getWindow()).close();
            ((Stage) save.getScene().getWindow()).close();
        });
        toggleTheme(robot);
        toggleTheme(robot);
        toggleTheme(robot);
        assertTrue(dark(dashboard) && dark(save), "closed windows are left as they were");

        robot.interact(t.feature::openDashboard);
        Parent again = t.feature.dashboardView();
        toggleTheme(robot);
        assertTrue(dark(again), "a window opened again follows the theme");
        toggleTheme(robot);
        assertFalse(dark(again), "a window opened again follows the theme");
        assertTrue(dark(dashboard), "the closed one still does not");
    }
}
