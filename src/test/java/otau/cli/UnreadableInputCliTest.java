package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file the commands cannot take as text, or a folder where a file is wanted, is named with
 * the problem in words, not Java's "Input length = 1" or a bare "Is a directory".
 */
class UnreadableInputCliTest {
    private static final String NOT_UTF8 = ": cannot read: is not UTF-8 text (a binary file, or text in another"
            + " encoding such as Windows-1251); save it as UTF-8";

    @TempDir
    Path dir;

    Path binary;

    @BeforeEach
    void writeABinaryFile() throws IOException {
        // "abc", then a byte that starts no UTF-8 sequence.
        binary = Files.write(dir.resolve("bin.pgn"), new byte[] {'a', 'b', 'c', (byte) 0xFF, '\n'});
    }

    @Test
    void solveBenchNamesABinaryFile() {
        CliTest.Run r = CliTest.run("solve", "--bench=" + binary);
        assertEquals(1, r.status());
        assertEquals(binary + NOT_UTF8 + "\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void tuneNamesABinaryStartFile() {
        Path out = dir.resolve("w.txt");
        CliTest.Run r = CliTest.run("tune", "--start=" + binary, "--games=1", "--epochs=1", "--out=" + out);
        assertEquals(1, r.status());
        assertEquals(binary + NOT_UTF8 + "\n", r.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void matchNamesABinaryOpeningsFile() {
        Path pgn = dir.resolve("games.pgn");
        CliTest.Run r = CliTest.run("match", "--engine1", "otau", "--engine2", "otau", "--games", "2",
                "--openings=" + binary, "--pgn", pgn.toString());
        assertEquals(1, r.status());
        assertEquals(binary + NOT_UTF8 + "\n", r.err());
        assertEquals("", r.out());
        assertFalse(Files.exists(pgn));
    }

    @Test
    void bookShowNamesAFolder() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("adir"));
        CliTest.Run r = CliTest.run("book", "show", "--book=" + folder);
        assertEquals(1, r.status(), "a file that cannot be used: a problem with the input");
        assertEquals("error: " + folder + ": is a folder, not a file\n", r.err());
        assertEquals("", r.out());
    }
}
