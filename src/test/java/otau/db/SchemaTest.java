package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import otau.game.Position;
import otau.game.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SchemaTest {
    @TempDir
    Path dir;

    /** Takes away what step 4 added, turning a file back into a version-3 file. */
    static void dropFilterColumns(Statement s) throws java.sql.SQLException {
        s.execute("DROP INDEX games_time_control");
        for (String column : List.of("day", "time_control")) {
            s.execute("ALTER TABLE games DROP COLUMN " + column);
        }
        for (String column : List.of("white_elo", "black_elo", "day", "time_control")) {
            s.execute("ALTER TABLE positions DROP COLUMN " + column);
        }
    }

    @Test
    void theFilterStepFillsTheFacetsOfAnOlderFileAsTheImportDoes() throws Exception {
        Path file = dir.resolve("v3.db");
        Path fresh = dir.resolve("fresh.db");
        Path games = HandGames.write(dir, "tc.pgn", ExplorerFilterTest.games());
        for (Path f : List.of(file, fresh)) {
            try (GameDatabase db = GameDatabase.open(f)) {
                db.importFiles(List.of(games), ImportOptions.defaults(), ImportListener.NONE,
                        CancellationToken.none());
            }
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            dropFilterColumns(s);
            s.execute("PRAGMA user_version = 3");
        }
        String facets = "SELECT id, day, time_control FROM games ORDER BY id";
        String rows = "SELECT key, next_move, game_id, white_elo, black_elo, day, time_control FROM positions"
                + " ORDER BY key, next_move, game_id, ply";
        try (GameDatabase upgraded = GameDatabase.open(file); GameDatabase made = GameDatabase.open(fresh)) {
            assertEquals(Schema.CORE.latestVersion(), upgraded.schemaVersion());
            assertEquals(dump(made, facets), dump(upgraded, facets));
            assertEquals(dump(made, rows), dump(upgraded, rows));
            ExplorerFilter blitz = ExplorerFilter.none().withTimeControl(300).withDates("2024.02", null);
            assertEquals(made.explorer().explore(Position.start(), blitz),
                    upgraded.explorer().explore(Position.start(), blitz));
        }
    }

    private static List<List<Object>> dump(GameDatabase db, String sql) {
        return db.query(c -> {
            List<List<Object>> out = new java.util.ArrayList<>();
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
                int n = rs.getMetaData().getColumnCount();
                while (rs.next()) {
                    List<Object> row = new java.util.ArrayList<>();
                    for (int i = 1; i <= n; i++) {
                        row.add(rs.getObject(i));
                    }
                    out.add(row);
                }
            }
            return out;
        });
    }

    @Test
    void aFreshFileGetsEveryStepAndReopeningChangesNothing() {
        Path file = dir.resolve("sub/folder/t.db");
        try (GameDatabase db = GameDatabase.open(file)) {
            assertEquals(Schema.CORE.latestVersion(), db.schemaVersion());
            db.repertoire().add(Side.WHITE, Position.start(), 7);
        }
        assertTrue(Files.exists(file));
        try (GameDatabase db = GameDatabase.open(file)) {
            assertEquals(Schema.CORE.latestVersion(), db.schemaVersion());
            assertEquals(1, db.repertoire().list(Side.WHITE).size());
        }
    }

    @Test
    void theExplorerTotalsStepFillsFromTheIndexOfAnOlderFile() throws Exception {
        Path file = dir.resolve("old.db");
        try (GameDatabase db = GameDatabase.open(file)) {
            db.importFiles(List.of(HandGames.write(dir, "five.pgn", HandGames.five())), ImportOptions.defaults(),
                    ImportListener.NONE, CancellationToken.none());
        }
        // Turn the file back into a version-2 file: index rows but no totals.
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            dropFilterColumns(s);
            s.execute("DROP TABLE move_stats");
            s.execute("PRAGMA user_version = 2");
        }
        try (GameDatabase db = GameDatabase.open(file)) {
            assertEquals(Schema.CORE.latestVersion(), db.schemaVersion());
            ExplorerResult r = db.explorer().explore(Position.start());
            assertEquals(5, r.games());
            assertEquals(4, r.moves().get(0).games());
            assertEquals(1500.0, r.moves().get(0).averageRating());
        }
    }

    @Test
    void aFeatureAddsItsTablesOnceAndUpgradesStepByStep() {
        SchemaFeature v1 = new SchemaFeature("puzzles", List.of(
                "CREATE TABLE puzzle_progress (id TEXT PRIMARY KEY, solved INTEGER NOT NULL)"));
        SchemaFeature v2 = new SchemaFeature("puzzles", List.of(v1.steps().get(0),
                "ALTER TABLE puzzle_progress ADD COLUMN rating INTEGER; CREATE INDEX puzzle_rating ON puzzle_progress(rating)"));
        Path file = dir.resolve("t.db");
        try (GameDatabase db = GameDatabase.open(file)) {
            assertEquals(0, db.ensureSchema(v1));
            assertEquals(1, db.ensureSchema(v1));
            db.query(c -> c.createStatement().executeUpdate("INSERT INTO puzzle_progress VALUES ('p1', 1)"));
        }
        try (GameDatabase db = GameDatabase.open(file)) {
            assertEquals(1, db.ensureSchema(v2));
            assertEquals(2, db.ensureSchema(v2));
            assertEquals(1, (int) db.query(c -> {
                try (Statement s = c.createStatement();
                     ResultSet rs = s.executeQuery("SELECT count(*) FROM puzzle_progress WHERE rating IS NULL")) {
                    rs.next();
                    return rs.getInt(1);
                }
            }));
            DatabaseException e = assertThrows(DatabaseException.class, () -> db.ensureSchema(v1));
            assertTrue(e.getMessage().contains("newer"), e.getMessage());
        }
    }

    @Test
    void aFailingStepLeavesTheFileAtTheLastWholeVersion() {
        SchemaFeature broken = new SchemaFeature("notes", List.of(
                "CREATE TABLE notes (id INTEGER PRIMARY KEY)",
                "CREATE TABLE notes_more (id INTEGER); CREATE TABLE notes (again INTEGER)"));
        try (GameDatabase db = GameDatabase.open(dir.resolve("t.db"))) {
            assertThrows(DatabaseException.class, () -> db.ensureSchema(broken));
            assertEquals(1, (int) db.query(c -> Schema.featureVersion(c, "notes")));
            assertEquals(0, (int) db.query(c -> {
                try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
                        "SELECT count(*) FROM sqlite_master WHERE name = 'notes_more'")) {
                    rs.next();
                    return rs.getInt(1);
                }
            }));
        }
    }

    @Test
    void aFileFromANewerVersionIsRefusedWithAClearMessage() throws Exception {
        Path file = dir.resolve("new.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute("PRAGMA user_version = 99");
        }
        DatabaseException e = assertThrows(DatabaseException.class, () -> GameDatabase.open(file));
        assertTrue(e.getMessage().contains("newer Otau"), e.getMessage());
    }

    @Test
    void scriptsSplitIntoStatements() {
        assertEquals(List.of("CREATE TABLE a (x DEFAULT ';')", "CREATE INDEX b ON a(x)", "SELECT 1"),
                Schema.statements("-- a comment; with a semicolon\nCREATE TABLE a (x DEFAULT ';');\n"
                        + "CREATE INDEX b ON a(x); SELECT 1 -- end\n"));
    }

    @Test
    void dataDirectoryFollowsThePlatformRule() {
        assertEquals(Path.of("/tmp/x"), DataDirectory.resolve("/tmp/x", "Linux", "/home/u", java.util.Map.of()));
        assertEquals(Path.of("/home/u/.local/share/otau"), DataDirectory.resolve(null, "Linux", "/home/u", java.util.Map.of()));
        assertEquals(Path.of("/xdg/otau"), DataDirectory.resolve(null, "Linux", "/home/u", java.util.Map.of("XDG_DATA_HOME", "/xdg")));
        assertEquals(Path.of("/home/u/Library/Application Support/Otau"),
                DataDirectory.resolve(null, "Mac OS X", "/home/u", java.util.Map.of()));
        assertEquals(Path.of("C:/Users/u/AppData/Roaming", "Otau"),
                DataDirectory.resolve(null, "Windows 11", "C:/Users/u", java.util.Map.of("APPDATA", "C:/Users/u/AppData/Roaming")));
        assertTrue(DataDirectory.defaultDatabase().toString().contains("test-user-data"),
                "surefire points otau.dataDir at target/test-user-data");
    }
}
