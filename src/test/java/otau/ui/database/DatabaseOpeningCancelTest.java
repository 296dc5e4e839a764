package otau.ui.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.db.GameDatabase;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.FxBackgroundExecutor;
import otau.ui.tasks.TaskHandle;
import otau.ui.workbench.WorkbenchPreferences;

/**
 * Opening a database runs with its progress shown and a Cancel (a large file made by an older
 * version takes seconds to bring up to date: 9.1 s for 100,000 games here). Cancelled while the
 * file opens, the database opened is closed again and the current one stays; cancelled once it
 * is open, the opening stands. The open is held on a latch the test lets go of, so each Cancel
 * lands where it must. Oracles: the connection's own closed state and the session's database.
 */
class DatabaseOpeningCancelTest {
    private final ExecutorService pool = Executors.newSingleThreadExecutor();
    private final otau.testing.QueuedUiThread uiThread = new otau.testing.QueuedUiThread();
    private final List<String> events = new ArrayList<>();

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    private void drainUntil(TaskHandle h) throws InterruptedException {
        uiThread.drainUntil(h, events::toString);
    }

    @Test
    void aCancelWhileTheFileOpensClosesItAndKeepsTheCurrentDatabase(@TempDir Path dir) throws Exception {
        FxBackgroundExecutor executor = new FxBackgroundExecutor(pool, uiThread::add);
        DatabaseSession session = new DatabaseSession(executor, new WorkbenchPreferences(dir.resolve("prefs.properties")));
        CountDownLatch opening = new CountDownLatch(1);
        CountDownLatch letGo = new CountDownLatch(1);
        AtomicReference<GameDatabase> made = new AtomicReference<>();
        BackgroundTask<GameDatabase> task = session.opening(dir.resolve("club.db"), (file, stop) -> {
            opening.countDown();
            boolean interrupted = awaitThrough(letGo);
            assertTrue(interrupted, "the cancel interrupted the worker");
            // As in a real open: the interrupt is still pending while the file opens.
            Thread.currentThread().interrupt();
            GameDatabase db = GameDatabase.open(file);
            made.set(db);
            return db;
        }, db -> events.add("opened"), message -> events.add("failed " + message));
        task.onCancelled(() -> events.add("cancelled"));
        TaskHandle h = executor.submit(task);
        assertTrue(opening.await(10, TimeUnit.SECONDS));
        h.cancel();
        letGo.countDown();
        drainUntil(h);
        assertEquals(List.of("cancelled"), events);
        assertNull(session.databaseProperty().get(), "no database replaced the current one (none)");
        assertTrue(made.get().query(Connection::isClosed), "the file opened meanwhile is closed again");
    }

    @Test
    void aCancelOnceTheFileIsOpenLeavesItOpenAndCurrent(@TempDir Path dir) throws Exception {
        FxBackgroundExecutor executor = new FxBackgroundExecutor(pool, uiThread::add);
        DatabaseSession session = new DatabaseSession(executor, new WorkbenchPreferences(dir.resolve("prefs.properties")));
        CountDownLatch committed = new CountDownLatch(1);
        AtomicReference<GameDatabase> made = new AtomicReference<>();
        BackgroundTask<GameDatabase> task = session.opening(dir.resolve("club.db"), (file, stop) -> {
            GameDatabase db = GameDatabase.open(file);
            made.set(db);
            return db;
        }, db -> events.add("opened"), message -> events.add("failed " + message));
        task.onCancelled(() -> events.add("cancelled")).onCommitted(committed::countDown);
        TaskHandle h = executor.submit(task);
        // The commit's word reaches the UI thread before the outcome.
        Runnable first = uiThread.poll(10);
        assertTrue(first != null);
        first.run();
        assertEquals(0, committed.getCount(), "the opening committed once the file was open");
        h.cancel();
        drainUntil(h);
        assertEquals(List.of("opened"), events);
        assertSame(made.get(), session.databaseProperty().get());
        assertFalse(made.get().query(Connection::isClosed));
        session.close();
    }

    /**
     * Cancel reaches a file's upgrade: the opening is cancelled, and the older file stays as it
     * was (its version read back with plain JDBC), to open and upgrade whole another time.
     */
    @Test
    void aCancelDuringAnOlderFilesUpgradeLeavesTheFileAsItWas(@TempDir Path dir) throws Exception {
        Path older = otau.db.OlderFiles.version3(dir);
        FxBackgroundExecutor executor = new FxBackgroundExecutor(pool, uiThread::add);
        DatabaseSession session = new DatabaseSession(executor, new WorkbenchPreferences(dir.resolve("prefs.properties")));
        CountDownLatch opening = new CountDownLatch(1);
        BackgroundTask<GameDatabase> task = session.opening(older, (file, stop) -> {
            opening.countDown();
            // The upgrade starts once the Cancel has reached the token that stops it.
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!stop.isCancelled() && System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            assertTrue(stop.isCancelled(), "the task's Cancel reached the upgrade's token");
            return GameDatabase.open(file, stop);
        }, db -> events.add("opened"), message -> events.add("failed " + message));
        task.onCancelled(() -> events.add("cancelled"));
        TaskHandle h = executor.submit(task);
        assertTrue(opening.await(10, TimeUnit.SECONDS));
        h.cancel();
        drainUntil(h);
        assertEquals(List.of("cancelled"), events);
        assertNull(session.databaseProperty().get());
        assertEquals(3, otau.db.OlderFiles.userVersion(older), "not upgraded");
        try (GameDatabase db = GameDatabase.open(older)) {
            assertEquals(otau.db.Schema.CORE.latestVersion(), db.schemaVersion());
        }
    }

    /** Waits for {@code latch} through interrupts (the cancel's); says whether one came. */
    private static boolean awaitThrough(CountDownLatch latch) {
        boolean interrupted = false;
        while (true) {
            try {
                assertTrue(latch.await(10, TimeUnit.SECONDS));
                return interrupted;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
    }
}
