package otau.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.puzzle.PuzzleCollection;

/**
 * {@code puzzles import}: CSV files as spreadsheets and old Macs write them. Oracle: the two
 * puzzle lines written here by hand (FORMATS.md §5), and the bytes of the --out file before
 * and after a failed import.
 */
class PuzzlesImportCommandTest {
    private static final String CSV = """
            PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes,Goal,Source
            otau-a,"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1",7 9 1,900,350,evencapture,gain 3,club
            otau-b,"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1",6,900,350,,gain 10,club
            """;

    @TempDir
    Path tmp;

    @Test
    void crOnlyLineEndsImportEveryPuzzle() throws Exception {
        Path csv = tmp.resolve("mac.csv");
        Files.writeString(csv, CSV.replace("\n", "\r"));
        Path out = tmp.resolve("mac.pgn");
        CliTest.Run r = CliTest.run("puzzles", "import", "--csv", csv.toString(), "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("2 puzzles written"), r.out());
        assertEquals(2, PuzzleCollection.read(out).puzzles().size());
    }

    @Test
    void excelsByteOrderMarkIsNotPartOfTheHeader() throws Exception {
        Path csv = tmp.resolve("excel.csv");
        Files.writeString(csv, "\uFEFF" + CSV.replace("\n", "\r\n"), StandardCharsets.UTF_8);
        Path out = tmp.resolve("excel.pgn");
        CliTest.Run r = CliTest.run("puzzles", "import", "--csv", csv.toString(), "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals(2, PuzzleCollection.read(out).puzzles().size());
    }

    @Test
    void nothingReadNeverReplacesTheCollection() throws Exception {
        Path out = tmp.resolve("mine.pgn");
        Path good = tmp.resolve("good.csv");
        Files.writeString(good, CSV);
        assertEquals(0, CliTest.run("puzzles", "import", "--csv", good.toString(), "--out", out.toString()).status());
        byte[] before = Files.readAllBytes(out);

        Path empty = tmp.resolve("empty.csv");
        Files.writeString(empty, "PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes,Goal,Source\nbad,line\n");
        CliTest.Run r = CliTest.run("puzzles", "import", "--csv", empty.toString(), "--out", out.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("empty.csv: line 2: 2 columns"), r.err());
        assertTrue(r.err().contains("empty.csv: no puzzle could be read, so " + out + " was not written (it is left as it was)"),
                r.err());
        assertArrayEquals(before, Files.readAllBytes(out));

        Path latin1 = tmp.resolve("latin1.csv");
        Files.write(latin1, (CSV + "otau-c,x,1,900,350,,win,Café\n").getBytes(StandardCharsets.ISO_8859_1));
        CliTest.Run enc = CliTest.run("puzzles", "import", "--csv", latin1.toString(), "--out", out.toString());
        assertEquals(1, enc.status());
        assertTrue(enc.err().contains("latin1.csv: line 4, column 28: byte 0xE9 is not UTF-8"), enc.err());
        assertFalse(enc.err().contains("Input length"), enc.err());
        assertArrayEquals(before, Files.readAllBytes(out));
    }
}
