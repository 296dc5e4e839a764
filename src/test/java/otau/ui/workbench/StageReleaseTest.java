package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.lang.ref.WeakReference;
import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.ui.EnglishInterface;
import otau.ui.Language;
import otau.ui.LanguageSwitch;

/**
 * A workbench window built on a stage that already had one lets go of it: what the first
 * hung on the stage and on the interface language goes, so the first can be collected and
 * no longer answers a language switch. (The application builds one window; the tests build
 * one a test on a shared stage, and the windows kept alive grew a test JVM's heap past a
 * gigabyte.) Oracle: the garbage collector, through a weak reference.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class StageReleaseTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @Test
    void aWindowBuiltOnTheSameStageReleasesTheFirst(FxRobot robot) throws Exception {
        Path dir = otau.TempFolders.create("otau-stage-release");
        WeakReference<?>[] first = new WeakReference<?>[1];
        java.util.concurrent.atomic.AtomicInteger firstClosed = new java.util.concurrent.atomic.AtomicInteger();
        robot.interact(() -> {
            WorkbenchFixture f = new WorkbenchFixture(stage, dir);
            f.window.onWindowClosed(firstClosed::incrementAndGet);
            stage.show();
            first[0] = new WeakReference<>(f.window);
        });
        assertEquals(0, firstClosed.get());
        WaitForAsyncUtils.waitForFxEvents();
        WorkbenchFixture[] second = new WorkbenchFixture[1];
        robot.interact(() -> second[0] = new WorkbenchFixture(stage, dir));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, firstClosed.get(), "the first window's sessions end with it");
        for (int i = 0; i < 10 && first[0].get() != null; i++) {
            System.gc();
            Thread.sleep(100);
        }
        assertNull(first[0].get(), "the first window is released");

        // The second still follows the language: its title ("New game — Otau") is redone on a switch.
        String english = stage.getTitle();
        try {
            robot.interact(() -> LanguageSwitch.apply(Language.RUSSIAN));
            assertNotEquals(english, stage.getTitle());
        } finally {
            robot.interact(() -> LanguageSwitch.apply(Language.ENGLISH));
        }
        assertEquals(english, stage.getTitle());
    }

    /** The features' end-of-session actions run once: when the stage hides, or when another window takes it. */
    @Test
    void theCloseActionsRunOnceWhicheverComesFirst(FxRobot robot) throws Exception {
        Path dir = otau.TempFolders.create("otau-stage-release");
        java.util.concurrent.atomic.AtomicInteger closed = new java.util.concurrent.atomic.AtomicInteger();
        robot.interact(() -> {
            WorkbenchFixture f = new WorkbenchFixture(stage, dir);
            f.window.onWindowClosed(closed::incrementAndGet);
            stage.show();
        });
        assertEquals(0, closed.get());
        try {
            robot.interact(stage::hide);
            assertEquals(1, closed.get(), "the window closed");
            robot.interact(() -> new WorkbenchFixture(stage, dir));
            assertEquals(1, closed.get(), "not again when another window takes the stage");
        } finally {
            robot.interact(stage::show);
        }
    }
}
