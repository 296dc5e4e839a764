package otau.game.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Regression tests for the reader's recovery from damaged files (issue groups 1–4 and 7). */
class RecordRecoveryTest {
    @TempDir
    Path dir;

    /** {@code count} games, each with its movetext over two lines as PlayOK writes it. */
    static String games(int count) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= count; i++) {
            sb.append("[Event \"g").append(i).append("\"]\n[White \"W").append(i).append("\"]\n")
                    .append("[Black \"B").append(i).append("\"]\n[Result \"*\"]\n\n")
                    .append("1. 65(10) 98 2. 55\n56 3. 11(22) *\n\n");
        }
        return sb.toString();
    }

    @Test
    void aStrayBraceDamagesOneGameAndEveryLaterGameLoads() {
        String all = games(100);
        int second = all.indexOf("98 2. 55", all.indexOf("[Event \"g2\"]"));
        String text = all.substring(0, second) + "98 { 2. 55" + all.substring(second + "98 2. 55".length());
        assertTrue(text.contains("98 { 2. 55"), "the reproducer is in place");
        ReadResult r = RecordReader.read(text, "hundred.pgn");
        assertEquals(100, r.games().size());
        assertEquals(1, r.problems().size(), r.problems().toString());
        RecordProblem p = r.problems().get(0);
        assertEquals(2, p.gameNumber());
        assertTrue(p.message().contains("opened on line 14, column 14"), p.message());
        assertTrue(p.toString().startsWith("hundred.pgn: game 2, line 14, column 14"), p.toString());
        GameRecord damaged = r.games().get(1);
        assertFalse(damaged.problems().isEmpty(), "game 2 is flagged damaged");
        assertEquals(2, damaged.mainLine().size(), "and keeps the moves before the brace");
        for (int i = 2; i < 100; i++) {
            assertTrue(r.games().get(i).problems().isEmpty());
            assertEquals(5, r.games().get(i).mainLine().size());
            assertEquals("W" + (i + 1), r.games().get(i).tag("White"));
        }
    }

    @Test
    void aStrayBraceBeforePlayOksZeroCommentIsCaughtToo() {
        // PlayOK ends each game with "{zero}": the stray brace used to close there, silently
        // swallowing the rest of the game's moves.
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 5; i++) {
            sb.append("[Event \"g").append(i).append("\"]\n\n1. 65(10) ").append(i == 2 ? "{ " : "")
                    .append("98 2. 55\n56 3. 11(22) 0-1 {zero}\n\n");
        }
        ReadResult r = RecordReader.read(sb.toString(), "playok.pgn");
        assertEquals(5, r.games().size());
        assertEquals(1, r.problems().size(), r.problems().toString());
        assertTrue(r.problems().get(0).message().contains("opened on line 8, column 11 is never closed"),
                r.problems().get(0).message());
        assertFalse(r.games().get(1).problems().isEmpty());
        assertEquals(1, r.games().get(1).mainLine().size());
        for (int i : new int[] {0, 2, 3, 4}) {
            assertTrue(r.games().get(i).problems().isEmpty());
            assertEquals("zero", r.games().get(i).trailingComment());
            assertEquals(5, r.games().get(i).mainLine().size());
        }
    }

    @Test
    void anUnclosedTagQuoteIsReportedAndTheValueKept() {
        String text = games(3).replace("[White \"W2\"]", "[White \"W2]");
        ReadResult r = RecordReader.read(text, "q.pgn");
        assertEquals(3, r.games().size());
        assertEquals(1, r.problems().size(), r.problems().toString());
        assertTrue(r.problems().get(0).message().contains("closing quote is missing"));
        assertEquals(10, r.problems().get(0).line());
        assertEquals("W2", r.games().get(1).tag("White"), "White's name is not dropped");
        assertEquals("B2", r.games().get(1).tag("Black"));
        assertEquals(5, r.games().get(1).mainLine().size());
        assertEquals(5, r.games().get(2).mainLine().size());
    }

    @Test
    void aFileCutInsideAQuoteKeepsTheNextGame() {
        String text = "[Event \"a\"]\n[White \"Ai\n\n" + games(1);
        ReadResult r = RecordReader.read(text, "cut.pgn");
        assertEquals(2, r.games().size(), r.games().toString());
        assertEquals("W1", r.games().get(1).tag("White"));
        assertEquals(5, r.games().get(1).mainLine().size());
        assertFalse(r.games().get(0).problems().isEmpty());
    }

    @Test
    void twoTagSectionsWithoutMovesAreTwoGames() {
        String text = "[Event \"first\"]\n[White \"A\"]\n\n[Event \"second\"]\n[White \"B\"]\n\n1. 65(10) *\n";
        ReadResult r = RecordReader.read(text, "two.pgn");
        assertTrue(r.isClean(), r.problems().toString());
        assertEquals(2, r.games().size());
        assertEquals("A", r.games().get(0).tag("White"));
        assertEquals(0, r.games().get(0).mainLine().size());
        assertEquals("second", r.games().get(1).tag("Event"));
        assertEquals(1, r.games().get(1).mainLine().size());
    }

    @Test
    void anUnclosedVariationNamesTheLineWhereItOpened() {
        String text = "[Event \"v\"]\n\n1. 65(10) 98\n(1... 1 2. 5\n\n" + games(1);
        ReadResult r = RecordReader.read(text, "v.pgn");
        assertEquals(2, r.games().size());
        assertTrue(r.problems().get(0).message().contains("opened on line 4, column 1"), r.problems().toString());
        assertEquals(5, r.games().get(1).mainLine().size());
    }

    @Test
    void aLongTagValueIsReadWithoutAStackOverflow() {
        String name = "x".repeat(5_000);
        ReadResult r = RecordReader.read("[White \"" + name + "\"]\n\n1. 65(10) *\n", "long.pgn");
        assertTrue(r.isClean(), r.problems().toString());
        assertEquals(name, r.games().get(0).tag("White"));
    }

    @Test
    void aTagValuePastTheLimitIsAnErrorForThatGameOnly() {
        String text = "[White \"" + "y".repeat(RecordLimits.MAX_TAG_VALUE + 1) + "\"]\n\n1. 65(10) *\n\n" + games(1);
        ReadResult r = RecordReader.read(text, "huge.pgn");
        assertEquals(2, r.games().size());
        assertEquals(1, r.problems().size());
        assertTrue(r.problems().get(0).message().contains("longer than 10000"));
        assertTrue(r.problems().get(0).toString().length() < 250, "the report quotes little of the input");
        assertTrue(r.games().get(1).problems().isEmpty());
    }

    @Test
    void hugeNumbersInAnEvaluationAreAnErrorForThatGame() {
        for (String eval : new String[] {"[%eval 1.5,99999999999]", "[%eval #99999999999]", "[%eval 99999999999.5]"}) {
            String text = games(2) + "[Event \"e\"]\n\n1. 65(10) {" + eval + "} 98 *\n\n" + games(2);
            ReadResult r = RecordReader.read(text, "eval.pgn");
            assertEquals(5, r.games().size(), eval);
            assertEquals(1, r.problems().size(), eval);
            assertEquals(3, r.problems().get(0).gameNumber());
            assertTrue(r.problems().get(0).message().contains("more than"), r.problems().get(0).message());
            assertEquals(2, r.games().get(2).mainLine().size(), "the game is still read");
        }
    }

    @Test
    void evaluationsInRangeStillRead() {
        GameRecord g = RecordReader.readGame("1. 65(10) {[%eval -3.25,18]} 98 {[%eval #-5]} *");
        assertEquals(-325, g.mainLine().get(0).evaluation().centiStones());
        assertEquals(18, g.mainLine().get(0).evaluation().depth());
        assertEquals(-5, g.mainLine().get(1).evaluation().mate());
    }

    @Test
    void deepVariationNestingIsAnErrorNotACrash() {
        StringBuilder sb = new StringBuilder("1. 65(10) 98 ");
        for (int i = 0; i < 5_000; i++) {
            sb.append("( 1... 1 ");
        }
        ReadResult r = RecordReader.read(sb + "*\n\n" + games(1), "deep.pgn");
        assertEquals(2, r.games().size());
        assertTrue(r.problems().get(0).message().contains("nested more than 100"), r.problems().toString());
        assertTrue(r.games().get(1).problems().isEmpty());
    }

    @Test
    void problemsNeverQuoteMoreThanEightyCharacters() {
        String text = "1. " + "9".repeat(100_000) + " *\n\n[Event \"b\"]\n[White \"" + "\"".repeat(3) + "z".repeat(9_000)
                + "\n\n1. 65(10) {" + "c".repeat(50_000) + "\n";
        ReadResult r = RecordReader.read(text, "noisy.pgn");
        assertFalse(r.problems().isEmpty());
        for (RecordProblem p : r.problems()) {
            assertTrue(p.token().length() <= 80, p.token());
            assertTrue(p.toString().length() <= 80 + 350, p.toString());
        }
    }

    @Test
    void hugeInputsReadInLinearTime() {
        String comment = "{" + "a [%eval ".repeat(20_000) + "}";
        String many = "1. 65(10) " + comment + " *\n\n" + "%\n".repeat(200_000) + games(1);
        ReadResult r = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> RecordReader.read(many, "big.pgn"));
        assertEquals(2, r.games().size());
    }

    @Test
    void utf8WithAByteOrderMarkAndUtf16WithOneAreRead() throws IOException {
        String text = "[Event \"Ашылыш\"]\n[White \"Айбек\"]\n\n1. 65(10) *\n";
        for (byte[] bytes : new byte[][] {
                concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, text.getBytes(StandardCharsets.UTF_8)),
                text.getBytes(StandardCharsets.UTF_16), // Java writes a big-endian mark
                concat(new byte[] {(byte) 0xFF, (byte) 0xFE}, text.getBytes(StandardCharsets.UTF_16LE)),
                text.getBytes(RecordEncoding.CYRILLIC)}) {
            Path f = Files.write(dir.resolve("e.pgn"), bytes);
            ReadResult r = RecordReader.read(f);
            assertTrue(r.isClean(), r.problems().toString());
            assertEquals("Ашылыш", r.games().get(0).tag("Event"));
            assertEquals("Айбек", r.games().get(0).tag("White"));
        }
    }

    @Test
    void otherEncodingsGetOneClearMessage() throws IOException {
        String text = "[Event \"x\"]\n\n1. 65(10) *\n";
        Path f16 = Files.write(dir.resolve("u16.pgn"), text.getBytes(StandardCharsets.UTF_16LE));
        IOException e = assertThrows(IOException.class, () -> RecordReader.read(f16));
        assertEquals(f16 + ": this file is UTF-16 without a byte-order mark; save it as UTF-8 "
                + "(or as UTF-16 with a byte-order mark) to open it", e.getMessage());
        Path f32 = Files.write(dir.resolve("u32.pgn"),
                concat(new byte[] {(byte) 0xFF, (byte) 0xFE, 0, 0}, text.getBytes("UTF-32LE")));
        assertTrue(assertThrows(IOException.class, () -> RecordReader.read(f32)).getMessage().contains("UTF-32"));
        Path bin = Files.write(dir.resolve("b.pgn"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 1, 2, 3});
        assertTrue(assertThrows(IOException.class, () -> RecordReader.read(bin)).getMessage().contains("not a text file"));
    }

    @Test
    void aFolderOrAMissingFileIsNamedForWhatItIs() {
        IOException folder = assertThrows(IOException.class, () -> RecordReader.read(dir));
        assertEquals(dir + ": is a folder, not a file", folder.getMessage());
        Path missing = dir.resolve("nope.pgn");
        IOException none = assertThrows(IOException.class, () -> RecordReader.read(missing));
        assertEquals(missing + ": cannot read: no such file", none.getMessage());
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
