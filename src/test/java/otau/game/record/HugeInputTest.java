package otau.game.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files too large to hold, lines too long to keep, and files that are not files. */
class HugeInputTest {
    @TempDir
    Path dir;

    private static final String GAME = "[Event \"Club\"]\n[White \"Aibek\"]\n[Black \"Dana\"]\n\n1. 65 98 1-0\n\n";

    /**
     * A line of 3,000,000 characters (over the 1,000,000 kept) inside game 2 is named with its
     * line number and skipped; games 1 and 3 are read whole (hand count of lines: game 2's
     * moves are on line 9).
     */
    @Test
    void aLineTooLongIsNamedAndSkippedAndTheOtherGamesRead() throws IOException {
        String text = GAME + "[Event \"Long\"]\n\n1. 65 {" + "a".repeat(3_000_000) + "} 98 1-0\n\n" + GAME;
        Path file = Files.writeString(dir.resolve("long.pgn"), text);
        ReadResult r = RecordReader.read(file);
        assertEquals(3, r.games().size());
        assertEquals(1, r.problems().size(), r.problems().toString());
        RecordProblem p = r.problems().get(0);
        assertEquals(2, p.gameNumber());
        assertEquals(9, p.line());
        assertTrue(p.message().startsWith("the line is longer than 1,000,000 characters (3,000,015)"), p.message());
        assertTrue(p.toString().length() < 200, p.toString());
        assertTrue(r.games().get(0).problems().isEmpty() && r.games().get(2).problems().isEmpty());
        assertEquals(1, r.games().get(1).problems().size(), "the game that lost a line is damaged");
    }

    /** A blank line, however long, loses nothing: both games are read (hand count). */
    @Test
    void aLongRunOfBlanksBetweenGamesLosesNothing() throws IOException {
        Path file = Files.writeString(dir.resolve("blanks.pgn"), GAME + " ".repeat(3_000_000) + "\n" + GAME);
        ReadResult r = RecordReader.read(file);
        assertEquals(2, r.games().size());
        assertTrue(r.problems().isEmpty(), r.problems().toString());
    }

    /** With small limits: a game longer than the piece limit is cut, named and damaged. */
    @Test
    void aGameLongerThanThePieceLimitIsNamed() throws IOException {
        StringBuilder longGame = new StringBuilder("[Event \"Long\"]\n\n1. 65 98\n");
        for (int i = 0; i < 100; i++) {
            longGame.append("{ a comment line of some length }\n");
        }
        longGame.append("1-0\n\n");
        Path file = Files.writeString(dir.resolve("piece.pgn"), GAME + longGame + GAME);
        List<ReadResult> pieces = new ArrayList<>();
        try (RecordStream s = RecordStream.open(file, new RecordStream.Limits(200, 1_000))) {
            int number = 1;
            for (RecordPiece p; (p = s.next()) != null; ) {
                ReadResult r = RecordReader.read(p, s.source(), number);
                pieces.add(r);
                number += r.games().size();
            }
        }
        assertEquals(3, pieces.size());
        assertTrue(pieces.get(0).isClean() && pieces.get(2).isClean());
        RecordProblem p = pieces.get(1).problems().get(0);
        assertEquals(2, p.gameNumber());
        assertTrue(p.message().startsWith("the game that starts on line 7 is longer than 1,000 characters"),
                p.message());
    }

    /** A pipe would block a reader for ever: refused at once (oracle: mkfifo's own pipe). */
    @Test
    void aPipeOrADeviceIsRefusedNotRead() throws Exception {
        Path fifo = dir.resolve("games.pgn");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, mk.waitFor());
        IOException e = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> assertThrows(IOException.class, () -> RecordReader.read(fifo)));
        assertEquals(fifo + ": is not a regular file (a pipe, a device or a socket); save the records to a file first",
                e.getMessage());
        assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> assertThrows(IOException.class, () -> RecordStream.open(fifo)));
        IOException zero = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> assertThrows(IOException.class, () -> RecordReader.read(Path.of("/dev/zero"))));
        assertTrue(zero.getMessage().contains("is not a regular file"), zero.getMessage());
    }

    /**
     * A file over the in-memory limit is refused by its size before a byte is read (a sparse
     * file: no disk space is used).
     */
    @Test
    void aFileTooLargeToHoldIsRefusedWithItsSize() throws IOException {
        Path big = dir.resolve("big.pgn");
        Files.writeString(big, GAME);
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(RecordLimits.MAX_FILE_IN_MEMORY + 1);
        }
        IOException e = assertThrows(IOException.class, () -> RecordReader.decodeFileReporting(big));
        assertTrue(e.getMessage().startsWith(big + ": 128 MB is too large to read at once (at most 128 MB)"),
                e.getMessage());
        assertThrows(IOException.class, () -> RecordReader.read(big));
    }

    /**
     * A damaged tag line whose name runs on for thousands of characters (found by the record
     * fuzzer: a mutation repeated one letter of [White]) is named in a message of normal length,
     * the name quoted short, and the next game is read whole.
     */
    @Test
    void aTagNameThousandsOfCharactersLongIsQuotedShort() {
        String name = "Wh" + "w".repeat(5000);
        for (String line : java.util.List.of("[" + name + " Aibek]", "[" + name + " \"Aibek]", "[" + name + " \"Aibek\" x]")) {
            ReadResult r = RecordReader.read("[Event \"Club\"]\n" + line + "\n\n1. 65 98 1-0\n\n"
                    + "[White \"Asel\"]\n\n1. 65 98 0-1\n", "x");
            assertEquals("Asel", r.games().get(r.games().size() - 1).tag("White"), line.substring(0, 20));
            assertTrue(!r.problems().isEmpty(), "the damaged line is reported");
            for (RecordProblem p : r.problems()) {
                String text = p.toString();
                assertTrue(text.length() <= 300, () -> text.length() + " characters: " + text.substring(0, 300));
                assertTrue(p.toString().contains("Whwww") && p.toString().contains("…"), p.toString());
            }
        }
    }

    /** The reader's pieces never split a game the whole-text reader keeps together (escaped lines). */
    @Test
    void anEscapedLineIsNotABlankLine() {
        ReadResult r = RecordReader.read("[Event \"Club\"]\n% note\n[White \"Aibek\"]\n\n1. 65 98 1-0\n", "x");
        assertEquals(1, r.games().size());
        assertEquals("Aibek", r.games().get(0).tag("White"));
    }
}
