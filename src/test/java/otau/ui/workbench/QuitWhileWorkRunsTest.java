package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.ui.EnglishInterface;
import otau.ui.tasks.BackgroundTask;

/**
 * Quitting while background work is under way (an import, Find Puzzles, a tablebase build)
 * asks before it is cut off: Keep Working leaves the application open and the work running;
 * Stop and Quit closes the application, and the work stops with it.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class QuitWhileWorkRunsTest {
    private WorkbenchFixture f;

    @Start
    void start(Stage stage) throws Exception {
        f = new WorkbenchFixture(stage, otau.TempFolders.create("otau-quit-running"),
                new otau.ui.tasks.FxBackgroundExecutor(2));
        stage.show();
    }

    @Test
    void quittingAsksBeforeStoppingWorkUnderWay(FxRobot robot) throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        AtomicBoolean cancelled = new AtomicBoolean();
        BackgroundTask<Void> mining = BackgroundTask.of("Finding puzzles in club.db", ctx -> {
            ctx.whenCancelled(() -> cancelled.set(true));
            release.await(60, TimeUnit.SECONDS);
            return null;
        });
        robot.interact(() -> f.window.runWithProgress(mining));
        // Past the second after which it shows in the status line.
        Thread.sleep(1500);
        WaitForAsyncUtils.waitForFxEvents();

        f.prompts.stopRunningWork = false;
        boolean[] closed = {true};
        robot.interact(() -> closed[0] = f.window.close());
        assertFalse(closed[0], "Keep Working: the application stays open");
        assertEquals(List.of("stop Finding puzzles in club.db"), f.prompts.asked);
        assertTrue(f.window.stage().isShowing());
        assertFalse(cancelled.get(), "and the work goes on");

        f.prompts.stopRunningWork = true;
        robot.interact(() -> closed[0] = f.window.close());
        assertTrue(closed[0], "Stop and Quit");
        assertFalse(f.window.stage().isShowing());
        release.countDown();
    }

    /**
     * A solve that runs until stopped (the analysis feature's, not a status-line task) is asked
     * about too: it was stopped without a word. The position holds over a hundred stones, so the
     * solve runs on until it is stopped.
     */
    @Test
    void quittingAsksBeforeStoppingASolveUnderWay(FxRobot robot) throws Exception {
        robot.interact(() -> otau.ui.analysis.AnalysisFeature.install(f.window));
        robot.interact(() -> f.window.run(Command.SOLVE_POSITION));
        f.prompts.stopRunningWork = false;
        robot.interact(() -> f.window.close());
        assertEquals(List.of("stop Solve Position"), f.prompts.asked);
        assertTrue(f.window.stage().isShowing());

        f.prompts.stopRunningWork = true;
        robot.interact(() -> f.window.close());
        assertFalse(f.window.stage().isShowing());
    }
}
