package otau.puzzle.train;

import otau.db.DataDirectory;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.DriverManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqliteProgressStoreTest {
    @Test
    void progressSurvivesARestart(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("data/otau.db");
        Instant now = Instant.parse("2025-03-01T12:00:00Z");
        try (SqliteProgressStore store = SqliteProgressStore.open(db)) {
            assertEquals(UserState.NEW, store.user());
            PuzzleTrainer trainer = new PuzzleTrainer(store, Glicko2.standard(), java.time.Clock.fixed(now,
                    java.time.ZoneOffset.UTC));
            var puzzles = PuzzleTrainerTest.puzzles();
            trainer.record(puzzles.get(0), true);
            trainer.record(puzzles.get(1), false);
            assertEquals(0, store.bestStreakRun());
            trainer.recordStreakRun(5);
            trainer.recordStreakRun(3);
        }
        try (SqliteProgressStore store = SqliteProgressStore.open(db)) {
            UserState u = store.user();
            assertEquals(2, u.attempts());
            assertEquals(1, u.solved());
            assertEquals(1, u.bestStreak());
            assertEquals(5, store.bestStreakRun(), "the longest streak-mode run survives too");
            assertTrue(store.puzzleRating("p-easy").orElseThrow().rating() > 900);
            assertEquals(List.of("p-easy"), store.dueReviews(now.plusSeconds(86_400)).stream().map(Review::puzzleId).toList());
            assertEquals(List.of(), store.dueReviews(now));
            assertEquals(Set.of("p-easy", "p-combination"), store.attempted());
            assertEquals("p-easy", store.history(1).get(0).puzzleId());
            store.deleteReview("p-easy");
            assertTrue(store.review("p-easy").isEmpty());
        }
        // The database is shared with the game database: the trainer's tables are prefixed and
        // versioned by the same migrations as the game tables.
        List<String> tables = new ArrayList<>();
        int version;
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + db)) {
            try (var rs = c.createStatement().executeQuery("SELECT name FROM sqlite_master WHERE type = 'table'")) {
                while (rs.next()) {
                    tables.add(rs.getString(1));
                }
            }
            try (var rs = c.createStatement().executeQuery(
                    "SELECT version FROM feature_schema WHERE feature = 'puzzle_progress'")) {
                version = rs.next() ? rs.getInt(1) : 0;
            }
        }
        List<String> core = List.of("games", "positions", "feature_schema", "settings", "repertoire",
                "repertoire_training", "move_stats");
        assertTrue(tables.stream().filter(t -> !t.startsWith("sqlite_") && !core.contains(t))
                .allMatch(t -> t.startsWith("puzzle_")), tables.toString());
        assertTrue(tables.containsAll(core), "the core migrations ran on the shared file: " + tables);
        assertEquals(SqliteProgressStore.PROGRESS.latestVersion(), version,
                "the progress tables are a versioned schema feature");
        assertTrue(tables.contains("puzzle_thumb"), "version 3 added the thumbs: " + tables);
        assertTrue(tables.contains("puzzle_streak_run"), "version 2 added the best streak run: " + tables);
    }

    /** A file whose progress tables were made before they joined the migrations keeps its progress. */
    @Test
    void progressFromBeforeTheMigrationsIsKept(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path db = dir.resolve("old.db");
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + db); var st = c.createStatement()) {
            st.execute("CREATE TABLE puzzle_user (id INTEGER PRIMARY KEY CHECK (id = 1), rating REAL NOT NULL,"
                    + " deviation REAL NOT NULL, volatility REAL NOT NULL, streak INTEGER NOT NULL,"
                    + " best_streak INTEGER NOT NULL, attempts INTEGER NOT NULL, solved INTEGER NOT NULL)");
            st.execute("INSERT INTO puzzle_user VALUES (1, 1612.5, 80, 0.06, 2, 5, 9, 6)");
        }
        try (SqliteProgressStore store = SqliteProgressStore.open(db)) {
            assertEquals(1612.5, store.user().rating().rating());
            assertEquals(9, store.user().attempts());
        }
    }

    @Test
    void thumbsAndLatestResultsSurviveARestart(@TempDir Path dir) {
        Path db = dir.resolve("otau.db");
        Instant t = Instant.parse("2025-03-01T12:00:00Z");
        try (SqliteProgressStore store = SqliteProgressStore.open(db)) {
            store.addAttempt(new Attempt("a", t, false, 1500, 1480, 1520));
            store.addAttempt(new Attempt("b", t.plusSeconds(60), false, 1480, 1460, 1510));
            store.addAttempt(new Attempt("a", t.plusSeconds(120), true, 1460, 1475, 1500));
            store.setThumb("a", Thumb.UP);
            store.setThumb("b", Thumb.UP);
            store.setThumb("b", Thumb.DOWN);
            store.setThumb("c", Thumb.UP);
            store.setThumb("c", null);
        }
        try (SqliteProgressStore store = SqliteProgressStore.open(db)) {
            assertEquals(Map.of("a", PuzzleResult.SOLVED, "b", PuzzleResult.FAILED), store.results(),
                    "the latest attempt decides");
            assertEquals(Map.of("a", Thumb.UP, "b", Thumb.DOWN), store.thumbs());
            assertEquals(java.util.Optional.of(Thumb.DOWN), store.thumb("b"));
            assertTrue(store.thumb("c").isEmpty(), "a thumb taken away is gone");
            assertEquals(List.of("a", "b", "a"), store.attempts().stream().map(Attempt::puzzleId).toList(),
                    "oldest first");
        }
        // The store in memory answers the same.
        MemoryProgressStore memory = new MemoryProgressStore();
        memory.addAttempt(new Attempt("a", t, false, 1500, 1480, 1520));
        memory.addAttempt(new Attempt("a", t.plusSeconds(1), true, 1480, 1490, 1510));
        memory.setThumb("a", Thumb.DOWN);
        assertEquals(Map.of("a", PuzzleResult.SOLVED), memory.results());
        assertEquals(Map.of("a", Thumb.DOWN), memory.thumbs());
    }

    @Test
    void theDataDirectoryFollowsThePlatform() {
        assertEquals(Path.of("/x/y"), DataDirectory.resolve("/x/y", "Linux", "/home/u", Map.of()));
        assertEquals(Path.of("/xdg", "otau"), DataDirectory.resolve(null, "Linux", "/home/u", Map.of("XDG_DATA_HOME", "/xdg")));
        assertEquals(Path.of("/home/u", ".local", "share", "otau"), DataDirectory.resolve(null, "Linux", "/home/u", Map.of()));
        assertEquals(Path.of("C:/Users/u/AppData/Roaming", "Otau"),
                DataDirectory.resolve(null, "Windows 11", "C:/Users/u", Map.of("APPDATA", "C:/Users/u/AppData/Roaming")));
        assertEquals(Path.of("/Users/u", "Library", "Application Support", "Otau"),
                DataDirectory.resolve(null, "Mac OS X", "/Users/u", Map.of()));
    }
}
