package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Fen;
import otau.game.Position;

/** FORMATS.md §5: the CSV form of a collection and back, and bad lines named by number. */
class PuzzleCsvTest {
    /** Black to move: 1 wins, White must answer 9, then Black's 1, 2 and 3 all win on the spot. */
    static final Position STARVING = Fen.read("0,0,0,0,0,X,0,0,1/1,1,1,3,X,0,0,6,2 80 67 b 83");

    static List<Puzzle> sample() {
        Puzzle finish = new Puzzle("otau-1", STARVING, SolutionNode.line(List.of(1, 9, 1), List.of(2, 3)),
                List.of("starvation", "counting"), Goal.win(), 1720, "Otau self-play, seed 1, game 32, ply 160",
                Map.of());
        Puzzle gain = new Puzzle("otau-2", Position.start(), SolutionNode.line(List.of(7, 9, 1)),
                List.of("evencapture"), Goal.gain(3), 900, "PlayOK game, 2024", Map.of());
        return List.of(finish.withTitle(PuzzleTitle.of(finish)), gain.withTitle(PuzzleTitle.of(gain)));
    }

    @Test
    void exportThenImportGivesTheSameCollection() {
        List<Puzzle> puzzles = sample();
        String csv = PuzzleCsv.write(puzzles);
        assertTrue(csv.startsWith(PuzzleCsv.HEADER + "\n"), csv);
        assertTrue(csv.contains("\"0,0,0,0,0,X,0,0,1/1,1,1,3,X,0,0,6,2 80 67 b 83\",1 9 1/2/3,1720,"), csv);
        PuzzleCsv.Read back = PuzzleCsv.read(csv, "x.csv");
        assertEquals(List.of(), back.problems());
        assertEquals(puzzles, back.puzzles(), "the same puzzles, field by field");
        assertEquals(csv, PuzzleCsv.write(back.puzzles()));
    }

    /** Oracle: the README's promise that a message quotes at most 60 characters of the input. */
    @Test
    void aHugeCellIsQuotedShort() {
        String x = "x".repeat(5000);
        String text = PuzzleCsv.HEADER + "\n"
                + "otau-3,\"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1\",7 9,1" + x + ",350,,gain 2,\n"
                + "otau-4,\"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1\",7 " + x + ",900,350,,gain 2,\n";
        List<String> p = PuzzleCsv.read(text, "club.csv").problems();
        assertEquals(2, p.size(), p.toString());
        for (String problem : p) {
            assertTrue(problem.length() < 160, problem);
        }
    }

    @Test
    void badLinesAreNamedByLineAndLeftOut() {
        String good = PuzzleCsv.write(sample()).split("\n")[2];
        String text = PuzzleCsv.HEADER + "\n"
                + good + "\n"
                + "otau-3,\"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1\",7 9,abc,350,,gain 2,\n"
                + "otau-4,\"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1\",7 0,900,350,,gain 2,\n"
                + "otau-5,nonsense,7,900,350,,win,\n"
                + "otau-6,\"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1\",7,900,350,,lose,\n"
                + "otau-7,too,few\n"
                + good + "\n";
        PuzzleCsv.Read r = PuzzleCsv.read(text, "club.csv");
        assertEquals(1, r.puzzles().size());
        List<String> p = r.problems();
        assertEquals(6, p.size(), p.toString());
        assertTrue(p.get(0).startsWith("club.csv: line 3: column Rating: 'abc' is not a whole number"), p.get(0));
        assertTrue(p.get(1).startsWith("club.csv: line 4: column Moves: '0' (move 2) is not a hole number"), p.get(1));
        assertTrue(p.get(2).startsWith("club.csv: line 5: column FEN: "), p.get(2));
        assertTrue(p.get(3).startsWith("club.csv: line 6: column Goal: "), p.get(3));
        assertTrue(p.get(4).startsWith("club.csv: line 7: 3 columns, expected 8"), p.get(4));
        assertTrue(p.get(5).startsWith("club.csv: line 8: a second puzzle with the id otau-2"), p.get(5));
    }

    @Test
    void titlesSayWhatTheLineDoes() {
        List<Puzzle> s = sample();
        assertEquals("Starve White in 2", s.get(0).title());
        assertEquals("Win 3 stones in 2", s.get(1).title());
        Puzzle untitled = new Puzzle("t", Position.start(), SolutionNode.line(List.of(7, 9, 1)), List.of(),
                Goal.gain(3), 900, "", Map.of());
        assertEquals("Win 3 stones in 2", untitled.title(), "without the tag, made from the line");
        assertEquals("Mine", untitled.withTitle("Mine").title());
    }
    @TempDir
    Path tmp;

    /** Oracle: the sample puzzles themselves, read back from the same text with other line ends. */
    @Test
    void everyKindOfLineEndReadsTheSamePuzzles() {
        String csv = PuzzleCsv.write(sample());
        for (String end : List.of("\r", "\r\n", "\n")) {
            PuzzleCsv.Read r = PuzzleCsv.read(csv.replace("\n", end), "x.csv");
            assertEquals(List.of(), r.problems(), end);
            assertEquals(sample(), r.puzzles(), "line ends " + end.replace("\r", "CR").replace("\n", "LF"));
        }
        // A bad line after CR-only line ends is still named by its number (the header is line 1).
        PuzzleCsv.Read bad = PuzzleCsv.read((csv + "otau-9,x\n").replace("\n", "\r"), "mac.csv");
        assertEquals(List.of("mac.csv: line 4: 2 columns, expected 8 (" + PuzzleCsv.HEADER + ")"), bad.problems());
    }

    /** Oracle: the bytes Excel writes (a UTF-8 byte-order mark, CR LF) and UTF-16 with its mark, by hand. */
    @Test
    void excelsByteOrderMarkAndUtf16AreRead() throws IOException {
        String csv = PuzzleCsv.write(sample()).replace("\n", "\r\n");
        Path excel = tmp.resolve("excel.csv");
        byte[] body = csv.getBytes(StandardCharsets.UTF_8);
        byte[] withMark = new byte[body.length + 3];
        withMark[0] = (byte) 0xEF;
        withMark[1] = (byte) 0xBB;
        withMark[2] = (byte) 0xBF;
        System.arraycopy(body, 0, withMark, 3, body.length);
        Files.write(excel, withMark);
        assertEquals(sample(), PuzzleCsv.read(excel).puzzles());
        assertEquals(List.of(), PuzzleCsv.read(excel).problems());
        Path utf16 = tmp.resolve("utf16.csv");
        Files.write(utf16, csv.getBytes(StandardCharsets.UTF_16)); // big-endian, with its mark
        assertEquals(sample(), PuzzleCsv.read(utf16).puzzles());
        Files.write(utf16, csv.getBytes(StandardCharsets.UTF_16LE)); // no mark: refused, and said why
        IOException e = assertThrows(IOException.class, () -> PuzzleCsv.read(utf16));
        assertTrue(e.getMessage().startsWith("utf16.csv: ") && e.getMessage().contains("UTF-16 without a byte-order mark"),
                e.getMessage());
    }

    /** Oracle: the place of the 'é' counted by hand (line 3, after "otau-2," and 20 more characters). */
    @Test
    void anotherEncodingIsNamedWithTheLineAndTheByte() throws IOException {
        String line3 = "otau-2,\"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1\",7 9 1,900,350,evencapture,gain 3,Café";
        String csv = PuzzleCsv.HEADER + "\n" + PuzzleCsv.write(sample()).split("\n")[1] + "\n" + line3 + "\n";
        Path latin1 = tmp.resolve("club.csv");
        Files.write(latin1, csv.getBytes(StandardCharsets.ISO_8859_1));
        IOException e = assertThrows(IOException.class, () -> PuzzleCsv.read(latin1));
        assertEquals("club.csv: line 3, column " + (line3.indexOf('é') + 1) + ": byte 0xE9 is not UTF-8 (the file is in"
                + " another encoding, such as Latin-1 or Windows-1252); save it as UTF-8 (Excel: \"CSV UTF-8\") to import it",
                e.getMessage());
    }

    /**
     * Oracle: the OWASP rule (a cell starting with = + - @, tab or CR is a formula to a
     * spreadsheet), checked on the raw cells of the file, and the puzzles read back equal.
     */
    @Test
    void formulaCellsAreNeutralisedAndReadBackAsWritten() {
        List<Puzzle> hostile = List.of(
                new Puzzle("=HYPERLINK(\"http://x\",\"y\")", Position.start(), SolutionNode.line(List.of(7, 9, 1)),
                        List.of("-minus", "@at"), Goal.gain(3), 900, "+1+1", Map.of()),
                new Puzzle("'=already", Position.start(), SolutionNode.line(List.of(7, 9, 1)), List.of(),
                        Goal.gain(3), 900, "@SUM(A1)", Map.of()),
                new Puzzle("plain", Position.start(), SolutionNode.line(List.of(7, 9, 1)), List.of("counting"),
                        Goal.gain(3), 900, "'quoted' but harmless\tsource", Map.of()));
        List<Puzzle> titled = hostile.stream().map(p -> p.withTitle(PuzzleTitle.of(p))).toList();
        String csv = PuzzleCsv.write(titled);
        for (String line : csv.split("\n")) {
            for (String cell : line.split(",")) {
                String raw = cell.startsWith("\"") ? cell.substring(1) : cell;
                assertFalse(!raw.isEmpty() && "=+-@\t\r".indexOf(raw.charAt(0)) >= 0, "formula cell " + cell + " in " + line);
            }
        }
        assertTrue(csv.contains("'=HYPERLINK") && csv.contains("''=already") && csv.contains("'@SUM(A1)")
                && csv.contains("'-minus @at") && csv.contains("'+1+1"), csv);
        assertTrue(csv.contains(",'quoted' but harmless\tsource"), "an apostrophe before other text stays as it is: " + csv);
        PuzzleCsv.Read back = PuzzleCsv.read(csv, "x.csv");
        assertEquals(List.of(), back.problems());
        assertEquals(titled, back.puzzles());
    }

    /** Oracle: RFC 4180 (a quoted cell may hold a line end); the line after it is named by its own number. */
    @Test
    void aQuotedLineEndStaysInItsCellAndLineNumbersFollowTheFile() {
        Puzzle twoLines = new Puzzle("otau-9", Position.start(), SolutionNode.line(List.of(7, 9, 1)), List.of(),
                Goal.gain(3), 900, "first line\nsecond line", Map.of());
        twoLines = twoLines.withTitle(PuzzleTitle.of(twoLines));
        String csv = PuzzleCsv.write(List.of(twoLines)) + "otau-10,\"broken\n";
        PuzzleCsv.Read r = PuzzleCsv.read(csv, "x.csv");
        assertEquals(List.of(twoLines), r.puzzles());
        assertEquals(List.of("x.csv: line 4: a quoted cell is not closed"), r.problems());
    }
}
