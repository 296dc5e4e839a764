package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.record.RecordReader;
import otau.ui.EnglishInterface;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.FxBackgroundExecutor;

/**
 * Finished background work ends with a ControlsFX toast in the window's corner (headless under
 * Monocle as on screen): "done" after a task long enough to show its progress, the reason
 * after a failure nobody else reports, and a failed save as a toast instead of a modal box.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class TaskToastTest {
    private WorkbenchFixture f;
    private Path dir;

    @Start
    void start(Stage stage) throws IOException {
        dir = otau.TempFolders.create("otau-toasts");
        f = new WorkbenchFixture(stage, dir, new FxBackgroundExecutor(2));
        stage.show();
    }

    /** The texts of the toasts on screen (each toast is a popup holding a notification bar). */
    private static List<String> toasts(FxRobot robot) {
        List<String> texts = new ArrayList<>();
        robot.interact(() -> {
            for (Window w : Window.getWindows()) {
                if (w instanceof PopupWindow && w.isShowing() && w.getScene() != null
                        && w.getScene().getRoot().lookup(".notification-bar") != null) {
                    collect(w.getScene().getRoot(), texts);
                }
            }
        });
        return texts;
    }

    private static void collect(Node n, List<String> out) {
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isBlank()) {
            out.add(l.getText());
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> collect(c, out));
        }
    }

    private static void waitFor(FxRobot robot, java.util.function.Predicate<List<String>> condition) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> condition.test(toasts(robot)));
    }

    @Test
    void aQuickTaskEndsWithoutAToastALongOneWithDone(FxRobot robot) throws Exception {
        robot.interact(() -> f.window.runWithProgress(BackgroundTask.of("Counting stones", ctx -> 162)));
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(200);
        assertEquals(List.of(), toasts(robot), "a task done within a second needs no toast");
        robot.interact(() -> f.window.showMessage("Saved club.pgn"));
        assertEquals("Saved club.pgn", f.window.statusMessage());

        robot.interact(() -> f.window.runWithProgress(BackgroundTask.of("Importing club.pgn", ctx -> {
            Thread.sleep(1500);
            return 2398;
        })));
        // After a second the status line (ControlsFX's StatusBar) shows the task's progress.
        org.controlsfx.control.StatusBar bar = robot.lookup(".status-bar").queryAs(org.controlsfx.control.StatusBar.class);
        javafx.scene.control.Label title = robot.lookup("#status-progress-text").queryAs(javafx.scene.control.Label.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, title::isVisible);
        assertEquals("Importing club.pgn", title.getText());
        assertTrue(bar.getProgress() != 0, "the bar runs");
        waitFor(robot, t -> t.contains("Importing club.pgn"));
        assertTrue(toasts(robot).contains("Done"), toasts(robot).toString());
        assertEquals(0, bar.getProgress(), "the bar is gone with the task");
        assertFalse(title.isVisible());
    }

    /** Once the work has committed (a save's file written), Cancel would change nothing: it is greyed. */
    @Test
    void theCancelButtonIsGreyedOnceTheWorkHasCommitted(FxRobot robot) throws Exception {
        java.util.concurrent.CountDownLatch commitNow = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch finishNow = new java.util.concurrent.CountDownLatch(1);
        robot.interact(() -> f.window.runWithProgress(BackgroundTask.of("Saving club.pgn", ctx -> {
            assertTrue(commitNow.await(10, TimeUnit.SECONDS));
            ctx.commit();
            assertTrue(finishNow.await(10, TimeUnit.SECONDS));
            return 1;
        })));
        javafx.scene.control.Button cancel = robot.lookup("#status-cancel").queryAs(javafx.scene.control.Button.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, cancel::isVisible);
        assertFalse(cancel.isDisabled(), "before the write Cancel works");
        commitNow.countDown();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, cancel::isDisabled);
        otau.ui.Screenshots.save(robot, f.window.root(), "status-cancel-committed.png");
        finishNow.countDown();
        waitFor(robot, t -> t.contains("Saving club.pgn"));

        // The next task's Cancel is live again.
        java.util.concurrent.CountDownLatch endNext = new java.util.concurrent.CountDownLatch(1);
        robot.interact(() -> f.window.runWithProgress(BackgroundTask.of("Importing club.pgn", ctx -> {
            assertTrue(endNext.await(10, TimeUnit.SECONDS));
            return 2;
        })));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, cancel::isVisible);
        assertFalse(cancel.isDisabled());
        endNext.countDown();
    }

    /** The opening of a database in the status line, its Cancel greyed, whole in Kyrgyz and Russian at a user's window sizes. */
    @Test
    void theOpeningOfADatabaseFitsTheStatusLineInLongWords(FxRobot robot) throws Exception {
        try {
            for (otau.ui.Language language : new otau.ui.Language[] {otau.ui.Language.KYRGYZ, otau.ui.Language.RUSSIAN}) {
                robot.interact(() -> otau.ui.LanguageSwitch.apply(language));
                java.util.concurrent.CountDownLatch commitNow = new java.util.concurrent.CountDownLatch(1);
                java.util.concurrent.CountDownLatch finishNow = new java.util.concurrent.CountDownLatch(1);
                String title = otau.ui.I18n.get("database.opening", "otau-games.db");
                robot.interact(() -> f.window.runWithProgress(BackgroundTask.of(title, ctx -> {
                    assertTrue(commitNow.await(10, TimeUnit.SECONDS));
                    ctx.commit();
                    assertTrue(finishNow.await(10, TimeUnit.SECONDS));
                    return 1;
                }).saysItsOwnSuccess()));
                javafx.scene.control.Button cancel = robot.lookup("#status-cancel").queryAs(javafx.scene.control.Button.class);
                javafx.scene.control.Label text = robot.lookup("#status-progress-text").queryAs(javafx.scene.control.Label.class);
                WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, cancel::isVisible);
                commitNow.countDown();
                WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, cancel::isDisabled);
                assertEquals(title, text.getText());
                List<String> cut = new ArrayList<>();
                for (int[] size : otau.ui.Screenshots.windowSizes()) {
                    robot.interact(() -> {
                        f.window.stage().setWidth(size[0]);
                        f.window.stage().setHeight(size[1]);
                    });
                    WaitForAsyncUtils.waitForFxEvents();
                    String shot = "status-opening-" + language.tag() + "-" + size[0];
                    robot.interact(() -> cut.addAll(otau.ui.LayoutAudit.problems(f.window.root(), shot)));
                    otau.ui.Screenshots.save(robot, f.window.root(), shot + ".png");
                }
                finishNow.countDown();
                WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !text.isVisible());
                assertEquals(List.of(), cut);
            }
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        }
    }

    /** A task that says its own success (opening a database: "Opened club.db") gets no "Done" on top. */
    @Test
    void aLongTaskThatSaysItsOwnSuccessGetsNoDoneToast(FxRobot robot) throws Exception {
        robot.interact(() -> f.window.runWithProgress(BackgroundTask.of("Opening club.db", ctx -> {
            Thread.sleep(1500);
            return 1;
        }).onSuccess(n -> f.window.showMessage("Opened club.db")).saysItsOwnSuccess()));
        javafx.scene.control.Label title = robot.lookup("#status-progress-text").queryAs(javafx.scene.control.Label.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, title::isVisible);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> "Opened club.db".equals(f.window.statusMessage()));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(title.isVisible());
        assertFalse(toasts(robot).contains("Opening club.db"), toasts(robot).toString());
    }

    @Test
    void aFailureNobodyReportsIsToastedWithItsReason(FxRobot robot) throws Exception {
        robot.interact(() -> f.window.runWithProgress(BackgroundTask.<Void>of("Reviewing the game", ctx -> {
            throw new IOException("the engine stopped answering");
        })));
        waitFor(robot, t -> t.contains("Reviewing the game: failed"));
        assertTrue(toasts(robot).contains("the engine stopped answering"), toasts(robot).toString());
    }

    @Test
    void aTaskThatReportsItsOwnFailureGetsNoToast(FxRobot robot) throws Exception {
        List<Throwable> reported = new ArrayList<>();
        robot.interact(() -> f.window.runWithProgress(BackgroundTask.<Void>of("Reading club.pgn", ctx -> {
            throw new IOException("no such file");
        }).onFailure(reported::add)));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !reported.isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), toasts(robot));
    }

    @Test
    void aFailedSaveIsAToastAndTheGameStaysUnsaved(FxRobot robot) throws Exception {
        // The file's folder is a plain file: the atomic save cannot write its temporary file.
        Path notAFolder = Files.writeString(dir.resolve("blocked"), "x");
        f.prompts.fileToSave = notAFolder.resolve("game.pgn");
        robot.interact(() -> {
            f.window.loadGame(RecordReader.readGame("[White \"Aibek\"]\n\n1. 65(10) *\n"));
            f.model.toEnd();
            f.model.playMove(7);
            f.window.run(Command.SAVE_AS);
        });
        waitFor(robot, t -> t.contains("Could not save the game"));
        assertNull(f.prompts.errorShown, "no modal error box");
        assertTrue(f.model.isModified());
        assertFalse(f.window.statusMessage().isEmpty());
    }
}
