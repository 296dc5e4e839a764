package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.ui.EnglishInterface;

/**
 * The dialogs are warmed up once a process, when the first window shows: what it loads
 * (classes, skins, stylesheets) stays loaded. Before, each window built on a stage added its
 * own warm-up to every later showing of that stage, so a stage given window after window
 * (as the tests do) warmed up 1 + 2 + … + n times: 11,063 warm-ups, about 415 s of the FX
 * thread, in one run of the tests. Oracle: a count kept by the warm-up itself.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class DialogWarmUpTest {
    private Stage stage;
    private Path dir;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        dir = otau.TempFolders.create("otau-warm-up");
        new WorkbenchFixture(stage, dir);
        stage.show();
    }

    @Test
    void theFirstWindowShownWarmsUpAndNoWindowAfterItDoes(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, DialogWarmUp.runs(), "the window shown has warmed the dialogs up");
        for (int i = 0; i < 3; i++) {
            robot.interact(() -> {
                stage.hide();
                new WorkbenchFixture(stage, dir);
                stage.show();
            });
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertFalse(WaitForAsyncUtils.asyncFx(DialogWarmUp::runOnce).get(), "asked again, it does not run");
        assertEquals(1, DialogWarmUp.runs(), "three more windows on the stage, none warmed up again");
    }
}
