package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteConfig;

/** The database's failures in words, and what it tells the explorer about its index. */
class DatabaseFaultsTest {
    @TempDir
    Path dir;

    /** Oracle: the kernel's list of this process's open files (/proc/self/fd). */
    @Test
    void aFileThatIsNotADatabaseLeavesNoConnectionOpen() throws IOException {
        Path junk = Files.writeString(dir.resolve("junk.db"), "this is not a database ".repeat(200));
        for (int i = 0; i < 3; i++) {
            DatabaseException e = assertThrows(DatabaseException.class, () -> GameDatabase.connect(junk));
            assertTrue(e.getMessage().contains("junk.db is not a game database or is damaged"), e.getMessage());
        }
        assertEquals(0, openDescriptorsOf(junk), "every failed connection was closed");
    }

    private static long openDescriptorsOf(Path file) throws IOException {
        Path real = file.toRealPath();
        try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.filter(fd -> {
                try {
                    return Files.readSymbolicLink(fd).equals(real);
                } catch (IOException | UnsupportedOperationException e) {
                    return false;
                }
            }).count();
        }
    }

    /**
     * A database that may grow by only a few pages is full after a few games, as a full disk
     * would be: SQLite answers SQLITE_FULL (oracle: SQLite's documented max_page_count).
     */
    @Test
    void aFullDiskIsNamedAndTheImportedBatchesStay() throws Exception {
        Path file = dir.resolve("full.db");
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            many.append(HandGames.game("Club " + i, "2024.01.10", "Aibek " + i, "Dana", "1-0", "1500", "1400",
                    "1. 7 9 2. 7 9"));
        }
        Path records = Files.writeString(dir.resolve("many.pgn"), many);
        try (GameDatabase db = GameDatabase.open(file)) {
            long pages = db.query(c -> {
                try (Statement s = c.createStatement(); var rs = s.executeQuery("PRAGMA page_count")) {
                    rs.next();
                    return rs.getLong(1);
                }
            });
            Connection c = GameDatabase.connect(file);
            try (Statement s = c.createStatement()) {
                s.execute("PRAGMA max_page_count = " + (pages + 8));
            }
            DatabaseException e = assertThrows(DatabaseException.class, () -> db.importOn(c, List.of(records),
                    ImportOptions.defaults().withBatchSize(20), ImportListener.NONE, CancellationToken.none()));
            assertEquals(file + ": import failed: no space left on device (full.db)", e.getMessage());
            assertTrue(db.gameCount() < 400);
        }
    }

    /** Oracle: SQLite's read-only open mode refuses every write (SQLITE_READONLY). */
    @Test
    void aReadOnlyDatabaseSaysReadOnly() throws Exception {
        Path file = dir.resolve("ro.db");
        GameDatabase.open(file).close();
        Path records = HandGames.write(dir, "five.pgn", HandGames.five());
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        try (GameDatabase db = GameDatabase.open(file);
             Connection c = config.createConnection("jdbc:sqlite:" + file)) {
            DatabaseException e = assertThrows(DatabaseException.class, () -> db.importOn(c, List.of(records),
                    ImportOptions.defaults(), ImportListener.NONE, CancellationToken.none()));
            assertTrue(e.getMessage().contains("ro.db is read-only"), e.getMessage());
        }
        SQLException readOnly = new org.sqlite.SQLiteException("attempt to write a readonly database",
                org.sqlite.SQLiteErrorCode.SQLITE_READONLY_DBMOVED);
        assertEquals("x.db is read-only (no permission to write the file or its folder)",
                DatabaseProblems.reason(Path.of("x.db"), readOnly).english());
    }

    /** Hand count: the second file's games are indexed to ply 2 only, so the explorer covers 2. */
    @Test
    void aShallowerSecondImportLowersTheIndexDepth() throws IOException {
        Path first = HandGames.write(dir, "a.pgn", HandGames.five());
        Path second = HandGames.write(dir, "b.pgn",
                HandGames.game("Late", "2025.01.01", "Erlan", "Dana", "1-0", null, null, "1. 7 9 2. 7 9"));
        try (GameDatabase db = GameDatabase.open(dir.resolve("depth.db"))) {
            db.importFiles(List.of(first), ImportOptions.defaults(), ImportListener.NONE, CancellationToken.none());
            assertEquals(40, db.indexPlies());
            db.importFiles(List.of(second), ImportOptions.defaults().withIndexPlies(2), ImportListener.NONE,
                    CancellationToken.none());
            assertEquals(2, db.indexPlies(), "the depth every game is indexed to");
            db.importFiles(List.of(first), ImportOptions.defaults(), ImportListener.NONE, CancellationToken.none());
            assertEquals(2, db.indexPlies(), "an import of duplicates only changes nothing");
        }
    }

    /** Oracle: the calendar (no 13th month, no 45th day, 29 February only in leap years). */
    @Test
    void theExplorerRefusesDatesThatDoNotExist() {
        for (String bad : List.of("2024.13.45", "2024.13", "2024.00", "2024.02.30", "2023.02.29", "2024.04.31",
                "2024.01.00")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> ExplorerFilter.none().withDates(bad, null), bad);
            assertTrue(e.getMessage().startsWith("date from: "), e.getMessage());
        }
        assertEquals(20240229, ExplorerFilter.none().withDates("2024.02.29", null).firstDay());
        assertEquals(20241299, ExplorerFilter.none().withDates(null, "2024.12").lastDay());
        assertFalse(ExplorerFilter.none().withDates("2024", "2024.12.31").isEmpty());
    }

    /**
     * A line that is only a {@code %} escape between two tags does not start a game (the
     * record reader skips it), so the file holds one game (hand count).
     */
    @Test
    void anEscapedLineBetweenTagsAddsNoEmptyGame() throws IOException {
        String text = "[Event \"Club\"]\n% exported by hand\n[White \"Aibek\"]\n[Black \"Dana\"]\n\n1. 7 9 1-0\n";
        Path file = Files.write(dir.resolve("escaped.pgn"), text.getBytes(StandardCharsets.UTF_8));
        try (GameDatabase db = GameDatabase.open(dir.resolve("escaped.db"))) {
            ImportReport r = db.importFiles(List.of(file), ImportOptions.defaults(), ImportListener.NONE,
                    CancellationToken.none());
            assertEquals(1, r.imported(), r.problems().toString());
            assertEquals(1, db.gameCount());
            GameSummary only = db.games().search(GameFilter.any(), GameSort.byId(), 10, 0).get(0);
            assertEquals("Club", only.event());
            assertEquals("Aibek", only.white());
        }
    }

    /** Hand-numbered: game 2's FEN is bad, game 3 is broken; both commands call them 2 and 3. */
    @Test
    void gameNumbersStayTheFilesAfterADroppedGame() throws IOException {
        String text = HandGames.game("One", "2024.01.01", "A", "B", "1-0", null, null, "1. 7 9")
                + "[Event \"Two\"]\n[FEN \"not a position\"]\n\n1. 7 1-0\n\n"
                + HandGames.game("Three", "2024.01.03", "E", "F", "1-0", null, null, "1. 7 99")
                + HandGames.game("Four", "2024.01.04", "G", "H", "1-0", null, null, "1. 7 9");
        Path file = Files.write(dir.resolve("numbers.pgn"), text.getBytes(StandardCharsets.UTF_8));
        try (GameDatabase db = GameDatabase.open(dir.resolve("numbers.db"))) {
            ImportReport r = db.importFiles(List.of(file), ImportOptions.defaults(), ImportListener.NONE,
                    CancellationToken.none());
            assertEquals(2, r.imported());
            assertEquals(2, r.broken());
            assertEquals(List.of(2, 3), r.problems().stream().map(p -> p.gameNumber()).toList());
        }
        var read = otau.game.record.RecordReader.read(file);
        assertEquals(4, read.games().size(), "a game whose FEN is bad keeps its place");
        assertEquals("Three", read.games().get(2).tag("Event"));
        assertEquals(List.of(2, 3), read.problems().stream().map(p -> p.gameNumber()).toList());
    }

    /**
     * A UTF-8 file with one stray byte (put by hand after "Д") is imported as UTF-8, the byte
     * named with its line and column, as replay and the workbench name it.
     */
    @Test
    void aStrayByteIsNamedAndTheNamesStayUtf8() throws IOException {
        String text = HandGames.game("Кубок", "2024.01.01", "Айбек", "Дана", "1-0", null, null, "1. 7 9");
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        int at = text.substring(0, text.indexOf("Дана") + 1).getBytes(StandardCharsets.UTF_8).length;
        byte[] bytes = new byte[utf8.length + 1];
        System.arraycopy(utf8, 0, bytes, 0, at);
        bytes[at] = (byte) 0xFF;
        System.arraycopy(utf8, at, bytes, at + 1, utf8.length - at);
        Path file = Files.write(dir.resolve("stray.pgn"), bytes);
        try (GameDatabase db = GameDatabase.open(dir.resolve("stray.db"))) {
            ImportReport r = db.importFiles(List.of(file), ImportOptions.defaults(), ImportListener.NONE,
                    CancellationToken.none());
            assertEquals(1, r.imported());
            GameSummary g = db.games().search(GameFilter.any(), GameSort.byId(), 10, 0).get(0);
            assertEquals("Айбек", g.white());
            assertEquals("Д\uFFFDана", g.black());
            assertEquals(otau.game.record.RecordReader.read(file).notices(), r.notices());
            assertEquals("stray.pgn: line 6, column 10: byte 0xFF is not UTF-8; read as U+FFFD (\uFFFD)",
                    r.notices().get(0).toString());
        }
    }
}
