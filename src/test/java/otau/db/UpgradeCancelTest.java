package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file's upgrade stops when cancelled: before its next step, or in the middle of one, whose
 * statement is interrupted and whose transaction is rolled back, so the file stays at its last
 * whole version and opens normally later. Oracles: the file read with plain JDBC (its version,
 * its tables, its games), and a step that would never end by itself.
 */
class UpgradeCancelTest {
    @TempDir
    Path dir;

    private static boolean hasTable(Connection c, String name) throws SQLException {
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT count(*) FROM sqlite_master WHERE name = '" + name + "'")) {
            return rs.getInt(1) > 0;
        }
    }

    @Test
    void anUpgradeCancelledBeforeItsStepLeavesTheFileAsItWas() throws Exception {
        Path file = OlderFiles.version3(dir);
        CancellationToken stop = new CancellationToken();
        stop.cancel();
        assertThrows(CancellationException.class, () -> GameDatabase.open(file, stop));
        assertEquals(3, OlderFiles.userVersion(file), "not upgraded");

        try (GameDatabase db = GameDatabase.open(file)) {
            assertEquals(Schema.CORE.latestVersion(), db.schemaVersion(), "opened later, it is upgraded");
            assertEquals(5, db.explorer().explore(otau.game.Position.start()).games());
        }
    }

    @Test
    void aStepInterruptedHalfwayIsRolledBack() throws Exception {
        // A step that never ends by itself: only the interrupt stops it.
        SchemaFeature endless = new SchemaFeature("endless", List.of(
                "CREATE TABLE endless_done (n INTEGER); "
                        + "INSERT INTO endless_done WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c)"
                        + " SELECT max(x) FROM c"));
        Path file = dir.resolve("endless.db");
        try (GameDatabase db = GameDatabase.open(file)) {
            db.schemaVersion();
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            CancellationToken stop = new CancellationToken();
            CompletableFuture<Throwable> upgrade = CompletableFuture.supplyAsync(() -> {
                try {
                    Schema.migrateFeature(c, endless, stop);
                    return null;
                } catch (Throwable t) {
                    return t;
                }
            });
            try {
                assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
                    // Under way once it holds the write lock (a second writer is refused at once).
                    while (!writeLocked(file)) {
                        Thread.sleep(20);
                    }
                    Thread.sleep(200);
                    assertFalse(upgrade.isDone(), "still running");
                    stop.cancel();
                    Throwable t = upgrade.get(20, TimeUnit.SECONDS);
                    assertTrue(t instanceof CancellationException, String.valueOf(t));
                });
            } finally {
                if (!upgrade.isDone()) {
                    // The cancel did not reach the step: end it here, or closing the connection waits forever.
                    try (Statement s = c.createStatement()) {
                        s.cancel();
                    }
                }
            }
            assertFalse(hasTable(c, "endless_done"), "the step's table was rolled back");
            assertEquals(0, Schema.featureVersion(c, "endless"));
            assertTrue(c.getAutoCommit(), "the connection is usable again");
            assertFalse(writeLocked(file), "no transaction left open");
        }
    }

    private static boolean writeLocked(Path file) throws SQLException {
        try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = other.createStatement()) {
            s.execute("PRAGMA busy_timeout = 0");
            try {
                s.execute("BEGIN IMMEDIATE");
                s.execute("ROLLBACK");
                return false;
            } catch (SQLException e) {
                return true;
            }
        }
    }
}
