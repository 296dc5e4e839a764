package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.model.GameOrigin;
import otau.model.files.RecordFiles;
import otau.ui.EnglishInterface;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.FxBackgroundExecutor;
import otau.ui.tasks.TaskHandle;

/**
 * Cancel pressed after a save's write but before its report (a file of many games is read back
 * after the write, which takes seconds): the game is in its file, so it is saved, not "cancelled"
 * and left marked unsaved against a file whose text the workbench no longer knows (the next
 * save would then be refused as "changed by another program"). The pool's reports are held in a
 * queue the test hands to the FX thread, so the cancel comes exactly between the two.
 * Oracle: the file read back.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class SaveCancelledAfterTheWriteTest {
    private final ExecutorService pool = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "save-cancel-test-pool");
        t.setDaemon(true);
        return t;
    });
    private final LinkedBlockingQueue<Runnable> reports = new LinkedBlockingQueue<>();
    private final List<TaskHandle> handles = new CopyOnWriteArrayList<>();
    private WorkbenchFixture f;
    private Path dir;

    @Start
    void start(Stage stage) throws IOException {
        dir = otau.TempFolders.create("otau-save-cancel");
        FxBackgroundExecutor inner = new FxBackgroundExecutor(pool, reports::add);
        f = new WorkbenchFixture(stage, dir, new BackgroundExecutor() {
            @Override
            public <T> TaskHandle submit(BackgroundTask<T> task) {
                TaskHandle h = inner.submit(task);
                handles.add(h);
                return h;
            }

            @Override
            public void shutdown() {
                inner.shutdown();
            }
        });
        stage.show();
    }

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    /** Waits until the pool's work so far is over (its reports are then in the queue). */
    private void poolIdle() throws Exception {
        pool.submit(() -> { }).get(30, TimeUnit.SECONDS);
    }

    /** Hands the held reports to the FX thread, as Platform.runLater would have. */
    private void deliver(FxRobot robot) {
        robot.interact(() -> {
            for (Runnable r; (r = reports.poll()) != null; ) {
                r.run();
            }
        });
    }

    private static int moves(Path file, int game) throws IOException {
        return RecordFiles.open(file).games().get(game).record().mainLine().size();
    }

    @Test
    void aCancelAfterTheWriteLeavesTheGameSavedAndTheNextSaveWorks(FxRobot robot) throws Exception {
        Path file = dir.resolve("club.pgn");
        Files.writeString(file, """
                [Event "One"]
                [Result "*"]

                1. 65(10) 98 *

                [Event "Two"]
                [Result "*"]

                1. 19 *
                """);
        f.prompts.gameToPick = 0;
        robot.interact(() -> f.window.openFile(file));
        for (int turn = 0; turn < 50 && f.model.origin() == null; turn++) {
            // The open may go through the FX thread before it reaches the pool.
            poolIdle();
            deliver(robot);
            Thread.sleep(20);
        }
        assertEquals(new GameOrigin(file, 0), f.model.origin());

        robot.interact(() -> {
            f.model.goTo(f.model.mainLine().get(f.model.mainLine().size() - 1));
            f.model.playMove(f.model.currentPosition().legalMoves()[0]);
        });
        int asked = handles.size();
        robot.interact(() -> f.window.run(Command.SAVE));
        poolIdle();
        assertTrue(handles.size() > asked, "the save went to the pool");
        assertEquals(3, moves(file, 0), "the write is done, its report not yet delivered");
        handles.get(asked).cancel();
        deliver(robot);
        assertFalse(f.model.isModified(), "the game is in its file: it is saved");
        assertTrue(f.window.statusMessage() != null && f.window.statusMessage().startsWith("Saved"),
                f.window.statusMessage());

        // The workbench knows the file's new text: the next save is not refused.
        robot.interact(() -> {
            f.model.playMove(f.model.currentPosition().legalMoves()[0]);
            f.window.run(Command.SAVE);
        });
        poolIdle();
        deliver(robot);
        assertFalse(f.model.isModified(), "saved again: " + f.window.statusMessage());
        assertEquals(4, moves(file, 0));
        assertEquals(1, moves(file, 1), "the other game is kept");
    }
}
