package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.record.RecordWriter;
import otau.ui.EnglishInterface;
import otau.ui.tasks.FxBackgroundExecutor;

/**
 * "Save" at the unsaved-changes question, on the real background pool (one thread, so a
 * test can hold the write back): the question's continuation (closing, a new game) runs
 * only once the write succeeded, and a slow or failed write keeps the window, the work and
 * its autosave. Oracle: the files on disk, read back by hand (the autosave as a
 * properties file, the saved game as text).
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class WorkbenchLifecycleTest {
    private final ExecutorService pool = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "lifecycle-test-pool");
        t.setDaemon(true);
        return t;
    });
    private WorkbenchFixture f;
    private Path dir;

    @Start
    void start(Stage stage) throws IOException {
        dir = otau.TempFolders.create("otau-lifecycle");
        f = new WorkbenchFixture(stage, dir, new FxBackgroundExecutor(pool, Platform::runLater));
        stage.show();
    }

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A file that cannot be written, whoever runs the test: its folder is a plain file. */
    private Path unwritable() throws IOException {
        Path blocker = Files.writeString(dir.resolve("not-a-folder"), "x");
        return blocker.resolve("game.pgn");
    }

    /** The record texts of every autosave file in the autosave folder, read as plain properties. */
    private List<String> autosavedTexts() throws IOException {
        Path folder = dir.resolve("autosave");
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".properties")).map(p -> {
                Properties props = new Properties();
                try (InputStream in = Files.newInputStream(p)) {
                    props.load(in);
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
                return props.getProperty("record", "");
            }).toList();
        }
    }

    /** Plays a move and autosaves it, as the autosave's timer would. */
    private String playAndAutosave(FxRobot robot) throws IOException {
        robot.interact(() -> f.model.playMove(6));
        String text = RecordWriter.write(f.model.toRecord());
        f.autosave.save(text, null, Instant.now());
        assertEquals(List.of(text), autosavedTexts());
        return text;
    }

    @Test
    void aFailedSaveAtExitKeepsTheWindowTheWorkAndTheAutosave(FxRobot robot) throws Exception {
        String text = playAndAutosave(robot);
        f.prompts.saveChoice = UserPrompts.SaveChoice.SAVE;
        f.prompts.fileToSave = unwritable();

        robot.interact(() -> f.window.close());
        waitFor(() -> f.window.statusMessage() != null && f.window.statusMessage().startsWith("Could not save"));

        assertTrue(f.window.stage().isShowing(), "the window stays open when the save failed");
        assertTrue(f.model.isModified(), "the work is still there, unsaved");
        assertEquals(1, f.model.mainLine().size());
        assertEquals(List.of(text), autosavedTexts(), "the autosave is kept until a write is confirmed");
    }

    @Test
    void aSlowSaveAtExitIsWaitedForAndTheWindowClosesOnceItIsWritten(FxRobot robot) throws Exception {
        String text = playAndAutosave(robot);
        f.prompts.saveChoice = UserPrompts.SaveChoice.SAVE;
        f.prompts.fileToSave = dir.resolve("slow.pgn");
        // The pool's only thread is busy: the write waits behind this until the test lets it go.
        CountDownLatch release = new CountDownLatch(1);
        pool.submit(() -> {
            release.await();
            return null;
        });

        robot.interact(() -> f.window.close());
        assertTrue(f.window.stage().isShowing(), "the window waits for the write");
        assertEquals(List.of(text), autosavedTexts(), "the autosave stays while the write is pending");
        assertFalse(Files.exists(f.prompts.fileToSave));

        release.countDown();
        waitFor(() -> !f.window.stage().isShowing());
        assertTrue(Files.readString(f.prompts.fileToSave).contains("1. 65(10)"), "the write was not cut short");
        assertEquals(List.of(), autosavedTexts(), "the work is saved, so nothing is left to recover");
    }

    @Test
    void quittingRightAfterARecoveryKeepsTheRecoveredWorkWhenItsFileCannotBeWritten(FxRobot robot) throws Exception {
        // The recovered game belongs to a "file" that is now a folder: saving into it must fail.
        Path gone = Files.createDirectory(dir.resolve("club.pgn"));
        String text = "[White \"Lost\"]\n[Black \"Work\"]\n\n1. 65(10) *\n";
        try (otau.model.files.AutosaveStore crashed = new otau.model.files.AutosaveStore(dir.resolve("autosave"))) {
            crashed.save(text, new otau.model.GameOrigin(gone, 0), Instant.now());
        }
        f.prompts.recoveryChoice = UserPrompts.RecoveryChoice.RECOVER;
        robot.interact(() -> f.window.offerRecovery());
        assertEquals("Lost", f.model.tag("White"));
        assertEquals(List.of(text), autosavedTexts(), "the recovered work is this instance's autosave");

        f.prompts.saveChoice = UserPrompts.SaveChoice.SAVE;
        robot.interact(() -> f.window.run(Command.QUIT));
        // The autosave does not say what the file held: Save asks for a new file (none chosen here).
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(f.prompts.saveAsTitles.stream().anyMatch(t -> t.contains("cannot be checked")),
                f.prompts.saveAsTitles.toString());

        assertTrue(f.window.stage().isShowing());
        assertTrue(f.model.isModified());
        assertEquals(List.of(text), autosavedTexts());
    }

    /** A document that counts the listeners on its changes (the oracle: what was added and removed). */
    private static final class CountedDocument implements OpenDocument {
        final List<javafx.beans.InvalidationListener> listeners = new java.util.ArrayList<>();
        private final javafx.beans.Observable changes = new javafx.beans.Observable() {
            @Override
            public void addListener(javafx.beans.InvalidationListener l) {
                listeners.add(l);
            }

            @Override
            public void removeListener(javafx.beans.InvalidationListener l) {
                listeners.remove(l);
            }
        };

        @Override
        public String title() {
            return "Counted";
        }

        @Override
        public boolean isModified() {
            return false;
        }

        @Override
        public javafx.beans.Observable changes() {
            return changes;
        }

        @Override
        public Path file() {
            return null;
        }

        @Override
        public String suggestedFileName() {
            return "counted.pgn";
        }

        @Override
        public java.util.concurrent.CompletableFuture<Void> saveTo(Path file) {
            return java.util.concurrent.CompletableFuture.completedFuture(null);
        }

        @Override
        public String autosaveText() {
            return "";
        }

        @Override
        public void closed() {
        }

        @Override
        public boolean holdsBoardGame() {
            return true;
        }
    }

    @Test
    void aDocumentPutAwayKeepsNoListenerAndOneOpenedAgainGetsNoMore(FxRobot robot) {
        CountedDocument doc = new CountedDocument();
        robot.interact(() -> f.window.setDocument(doc));
        int following = doc.listeners.size();
        assertTrue(following > 0, "the title bar and the autosave follow the document");
        robot.interact(() -> f.window.setDocument(null));
        assertEquals(List.of(), doc.listeners, "a document put away keeps no listener");
        robot.interact(() -> f.window.setDocument(doc));
        assertEquals(following, doc.listeners.size(), "opened again, it is followed once, not twice");
    }

    @Test
    void aFailedSaveAtNewGameKeepsTheGame(FxRobot robot) throws Exception {
        String text = playAndAutosave(robot);
        f.prompts.saveChoice = UserPrompts.SaveChoice.SAVE;
        f.prompts.fileToSave = unwritable();

        robot.interact(() -> f.window.run(Command.NEW_GAME));
        waitFor(() -> f.window.statusMessage() != null && f.window.statusMessage().startsWith("Could not save"));

        assertEquals(1, f.model.mainLine().size(), "the new game waits for the save, which failed");
        assertTrue(f.model.isModified());
        assertEquals(List.of(text), autosavedTexts());
    }

    @Test
    void aSuccessfulSaveAtNewGameStartsTheNewGameAfterTheWrite(FxRobot robot) throws Exception {
        playAndAutosave(robot);
        f.prompts.saveChoice = UserPrompts.SaveChoice.SAVE;
        f.prompts.fileToSave = dir.resolve("kept.pgn");
        CountDownLatch release = new CountDownLatch(1);
        pool.submit(() -> {
            release.await();
            return null;
        });

        robot.interact(() -> f.window.run(Command.NEW_GAME));
        assertEquals(1, f.model.mainLine().size(), "nothing is replaced before the write's outcome is known");

        release.countDown();
        waitFor(() -> f.model.mainLine().isEmpty());
        assertTrue(Files.readString(f.prompts.fileToSave).contains("1. 65(10)"));
        assertFalse(f.model.isModified());
    }
}
