package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import otau.game.record.RecordProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Regression tests for imports of damaged and unusual files (issue groups 1, 2, 3, 4 and 7). */
class ImportRobustnessTest {
    @TempDir
    Path dir;

    private ImportReport importBytes(String name, byte[] bytes) throws IOException {
        Path file = Files.write(dir.resolve(name), bytes);
        try (GameDatabase db = GameDatabase.open(dir.resolve(name + ".db"))) {
            return db.importFiles(List.of(file), ImportOptions.defaults(), ImportListener.NONE,
                    CancellationToken.none());
        }
    }

    @Test
    void aByteOrderMarkAddsNoEmptyGameAndKeepsTheFirstEvent() throws IOException {
        byte[] text = HandGames.five().getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[text.length + 3];
        bytes[0] = (byte) 0xEF;
        bytes[1] = (byte) 0xBB;
        bytes[2] = (byte) 0xBF;
        System.arraycopy(text, 0, bytes, 3, text.length);
        Path file = Files.write(dir.resolve("bom.pgn"), bytes);
        try (GameDatabase db = GameDatabase.open(dir.resolve("bom.db"))) {
            ImportReport r = db.importFiles(List.of(file), ImportOptions.defaults(), ImportListener.NONE,
                    CancellationToken.none());
            assertEquals(5, r.imported(), r.problems().toString());
            assertEquals(0, r.broken());
            String firstEvent = db.query(c -> {
                try (var s = c.createStatement(); var rs = s.executeQuery("SELECT event FROM games ORDER BY id LIMIT 1")) {
                    rs.next();
                    return rs.getString(1);
                }
            });
            String expected = HandGames.five().substring(HandGames.five().indexOf('"') + 1);
            assertEquals(expected.substring(0, expected.indexOf('"')), firstEvent);
        }
    }

    @Test
    void utf16WithAMarkImportsAndWithoutOneIsNamed() throws IOException {
        ImportReport with = importBytes("u16.pgn", HandGames.five().getBytes(StandardCharsets.UTF_16));
        assertEquals(5, with.imported(), with.problems().toString());
        ImportReport without = importBytes("u16le.pgn", HandGames.five().getBytes(StandardCharsets.UTF_16LE));
        assertEquals(0, without.imported());
        assertEquals(1, without.fileErrors().size());
        assertTrue(without.fileErrors().get(0).english().contains("this file is UTF-16 without a byte-order mark"),
                without.fileErrors().toString());
        assertTrue(without.problems().isEmpty());
    }

    @Test
    void aStrayBraceBreaksOneGameAndTheOthersImport() throws IOException {
        String text = HandGames.five();
        int second = text.indexOf("[Event", 1);
        int moves = text.indexOf("\n1.", second);
        String damaged = text.substring(0, moves + 1) + "{ " + text.substring(moves + 1);
        ImportReport r = importBytes("brace.pgn", damaged.getBytes(StandardCharsets.UTF_8));
        assertEquals(4, r.imported(), r.problems().toString());
        assertEquals(1, r.broken());
        assertTrue(r.problems().get(0).message().contains("never closed"), r.problems().toString());
        assertEquals(2, r.problems().get(0).gameNumber());
        RecordProblem p = r.problems().get(0);
        assertTrue(p.message().contains("opened on line " + p.line() + ","), "lines of the file, not of its piece: " + p);
    }

    @Test
    void aHugeNumberOrALongTagBreaksOnlyItsGame() throws IOException {
        String text = HandGames.five();
        int third = text.indexOf("[Event", text.indexOf("[Event", 1) + 1);
        int moves = text.indexOf("\n1.", third);
        String eval = text.substring(0, moves + 1) + "{[%eval #99999999999]} " + text.substring(moves + 1);
        ImportReport r = importBytes("eval.pgn", eval.getBytes(StandardCharsets.UTF_8));
        assertEquals(4, r.imported(), r.problems().toString());
        assertEquals(1, r.broken());
        assertTrue(r.problems().get(0).toString().contains("game 3"), r.problems().toString());
        String tag = "[Annotator \"" + "a".repeat(2_000) + "\"]\n" + text;
        ImportReport t = importBytes("tag.pgn", tag.getBytes(StandardCharsets.UTF_8));
        assertEquals(5, t.imported(), t.problems().toString());
    }

    @Test
    void anImportStoppedByACrashStillRecordsItsIndexDepth() throws IOException {
        Path file = HandGames.write(dir, "five.pgn", HandGames.five());
        try (GameDatabase db = GameDatabase.open(dir.resolve("crash.db"))) {
            ImportListener crash = p -> {
                if (p.imported() >= 3) {
                    throw new IllegalStateException("killed");
                }
            };
            assertThrows(RuntimeException.class, () -> db.importFiles(List.of(file),
                    ImportOptions.defaults().withBatchSize(1).withProgressEvery(1), crash, CancellationToken.none()));
            assertTrue(db.gameCount() >= 1, "whole batches were committed");
            assertEquals(ImportOptions.DEFAULT_INDEX_PLIES, db.indexPlies());
        }
    }

    @Test
    void aFolderOrAMissingFileIsReportedWithTheReason() throws IOException {
        try (GameDatabase db = GameDatabase.open(dir.resolve("f.db"))) {
            Path missing = dir.resolve("missing.pgn");
            ImportReport r = db.importFiles(List.of(dir, missing), ImportOptions.defaults(), ImportListener.NONE,
                    CancellationToken.none());
            assertEquals(2, r.fileErrors().size());
            assertTrue(r.fileErrors().get(0).english().endsWith("is a folder, not a file"), r.fileErrors().toString());
            assertEquals(missing + ": cannot read: no such file", r.fileErrors().get(1).english());
        }
    }
}
