package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import otau.game.record.GameRecord;
import otau.game.record.RecordProblem;
import otau.game.record.RecordWriter;
import otau.selfplay.GreedyMaterialPicker;
import otau.selfplay.SelfPlay;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImportTest {
    @TempDir
    Path dir;

    private static ImportReport importFile(GameDatabase db, Path file, ImportOptions options, ImportListener l,
                                           CancellationToken cancel) {
        return db.importFiles(List.of(file), options, l, cancel);
    }

    @Test
    void importingTheSameFileTwiceAddsNoDuplicates() throws IOException {
        Path file = HandGames.write(dir, "five.pgn", HandGames.five());
        try (GameDatabase db = GameDatabase.open(dir.resolve("t.db"))) {
            ImportReport first = importFile(db, file, ImportOptions.defaults(), ImportListener.NONE,
                    CancellationToken.none());
            assertEquals(5, first.imported());
            assertEquals(0, first.duplicates());
            ImportReport second = importFile(db, file, ImportOptions.defaults(), ImportListener.NONE,
                    CancellationToken.none());
            assertEquals(0, second.imported());
            assertEquals(5, second.duplicates());
            assertEquals(0, second.positionsIndexed());
            assertEquals(5, db.gameCount());
        }
    }

    @Test
    void theSameMovesByOtherPlayersAreNotDuplicates() throws IOException {
        String a = HandGames.game("Club", "2024.01.10", "Aibek", "Dana", "1-0", null, null, "1. 7 9");
        String b = HandGames.game("Club", "2024.01.10", "Aibek", "Erlan", "1-0", null, null, "1. 7 9");
        Path file = HandGames.write(dir, "two.pgn", a + b + a);
        try (GameDatabase db = GameDatabase.open(dir.resolve("t.db"))) {
            ImportReport r = importFile(db, file, ImportOptions.defaults(), ImportListener.NONE,
                    CancellationToken.none());
            assertEquals(2, r.imported());
            assertEquals(1, r.duplicates());
        }
    }

    @Test
    void brokenGamesAreListedWithFileGameAndLineWhileTheRestImport() throws IOException {
        String good1 = HandGames.game("Club", "2024.01.10", "Aibek", "Dana", "1-0", null, null, "1. 76(10) 98");
        // After 76(10) Black's hole 9 holds nine stones and ends in White's hole 8: 91's landing digit is wrong.
        String bad = HandGames.game("Club", "2024.01.11", "Dana", "Aibek", "0-1", null, null, "1. 76(10) 91");
        String good2 = HandGames.game("Club", "2024.01.12", "Erlan", "Dana", "0-1", null, null, "1. 6 9");
        Path file = HandGames.write(dir, "mixed.pgn", good1 + bad + good2);
        try (GameDatabase db = GameDatabase.open(dir.resolve("t.db"))) {
            ImportReport r = importFile(db, file, ImportOptions.defaults(), ImportListener.NONE,
                    CancellationToken.none());
            assertEquals(2, r.imported(), r.problems().toString());
            assertEquals(1, r.broken());
            assertEquals(1, r.problems().size());
            RecordProblem p = r.problems().get(0);
            assertEquals("mixed.pgn", p.source());
            assertEquals(2, p.gameNumber());
            // Game 1 takes lines 1-9 and a blank line; game 2's tags are lines 11-17, a blank, moves on 19.
            assertEquals(19, p.line());
            assertEquals("91", p.token());
            assertTrue(p.toString().startsWith("mixed.pgn: game 2, line 19"), p.toString());
            assertEquals(2, db.gameCount());
        }
    }

    /** Sixty different self-play games in one file. */
    private Path sixtyGames() throws IOException {
        Random random = new Random(7);
        SelfPlay play = new SelfPlay(random, LocalDate.of(2025, 3, 1));
        GreedyMaterialPicker a = new GreedyMaterialPicker(random, "A");
        GreedyMaterialPicker b = new GreedyMaterialPicker(random, "B");
        List<GameRecord> games = new ArrayList<>();
        for (int i = 1; i <= 60; i++) {
            games.add(play.play(a, b, i));
        }
        return HandGames.write(dir, "sixty.pgn", RecordWriter.write(games));
    }

    /** Every stored game has exactly its index rows, and nothing else is indexed. */
    private static void assertOnlyWholeGames(GameDatabase db, int indexPlies) {
        db.query(c -> {
            long expectedRows = 0;
            try (PreparedStatement ps = c.prepareStatement("SELECT id, ply_count FROM games");
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    long id = rs.getLong(1);
                    int plies = rs.getInt(2);
                    long rows = count(c, "SELECT count(*) FROM positions WHERE game_id = " + id);
                    // A self-play line never repeats a position early, so every ply up to the depth is a row.
                    assertEquals(Math.min(plies, indexPlies) + 1, rows, "index rows of game " + id);
                    expectedRows += rows;
                    assertTrue(db.games().open(id).isPresent());
                }
            }
            assertEquals(expectedRows, count(c, "SELECT count(*) FROM positions"));
            assertEquals(expectedRows, count(c, "SELECT total(games) FROM move_stats"));
            assertEquals(0, count(c, """
                    SELECT count(*) FROM move_stats s WHERE games != (SELECT count(*) FROM positions p
                      WHERE p.key = s.key AND p.next_move = s.next_move)"""));
            return null;
        });
    }

    private static long count(java.sql.Connection c, String sql) throws java.sql.SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void cancellingMidImportKeepsWholeGamesOnly() throws IOException {
        Path file = sixtyGames();
        CancellationToken cancel = new CancellationToken();
        List<ImportProgress> seen = new ArrayList<>();
        try (GameDatabase db = GameDatabase.open(dir.resolve("t.db"))) {
            ImportOptions options = ImportOptions.defaults().withBatchSize(7).withIndexPlies(12).withProgressEvery(1);
            ImportReport r = importFile(db, file, options, p -> {
                seen.add(p);
                if (p.gamesRead() >= 23) {
                    cancel.cancel();
                }
            }, cancel);
            assertTrue(r.cancelled());
            assertEquals(23, r.imported(), "imported " + r.imported());
            assertEquals(r.imported(), db.gameCount());
            assertOnlyWholeGames(db, 12);
            assertFalse(seen.isEmpty());
            assertEquals(60, seen.get(0).estimatedGames());
            assertTrue(seen.get(0).totalBytes() > 0);
        }
    }

    @Test
    void aFailureMidBatchRollsTheBatchBack() throws IOException {
        Path file = sixtyGames();
        try (GameDatabase db = GameDatabase.open(dir.resolve("t.db"))) {
            ImportOptions options = ImportOptions.defaults().withBatchSize(10).withIndexPlies(12).withProgressEvery(3);
            assertThrows(IllegalStateException.class, () -> importFile(db, file, options, p -> {
                if (p.gamesRead() >= 27) {
                    throw new IllegalStateException("disk full");
                }
            }, CancellationToken.none()));
            // Batches of 10 were committed at 10 and 20; games 21.. were in the open batch.
            assertEquals(20, db.gameCount());
            assertOnlyWholeGames(db, 12);
        }
    }

    @Test
    void aMissingFileIsReportedAndTheOthersImport() throws IOException {
        Path file = HandGames.write(dir, "five.pgn", HandGames.five());
        try (GameDatabase db = GameDatabase.open(dir.resolve("t.db"))) {
            ImportReport r = db.importFiles(List.of(dir.resolve("nowhere.pgn"), file), ImportOptions.defaults(),
                    ImportListener.NONE, CancellationToken.none());
            assertEquals(5, r.imported());
            assertEquals(1, r.fileErrors().size());
            assertTrue(r.fileErrors().get(0).english().contains("nowhere.pgn"), r.fileErrors().toString());
        }
    }
}
