package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An output that cannot be written is said before the work, not after it (tune's is in TuneCliTest). */
class UnwritableOutputCliTest {
    @TempDir
    Path dir;

    @Test
    void reviewSaysAtOnceThatItCannotWriteItsRecord() throws IOException {
        Path game = Files.writeString(dir.resolve("g.pgn"), "[Event \"a\"]\n\n1. 65(10) 98 *\n");
        Path blocker = Files.writeString(dir.resolve("blocker"), "a file, where the folder should be");
        Path out = blocker.resolve("sub").resolve("r.pgn");
        CliTest.Run r = CliTest.run("review", game.toString(), "--depth", "2", "--out", out.toString());
        assertEquals(1, r.status());
        assertEquals("error: " + blocker.resolve("sub").toAbsolutePath()
                + ": cannot create the folder: a part of the path is a file, not a folder\n", r.err(),
                "said before any position is reviewed");
        assertEquals("", r.out());
        assertFalse(Files.exists(out));
    }

    @Test
    void reviewSaysAFolderIsNoFileName() throws IOException {
        Path game = Files.writeString(dir.resolve("g.pgn"), "[Event \"a\"]\n\n1. 65(10) 98 *\n");
        Path folder = Files.createDirectory(dir.resolve("out"));
        CliTest.Run r = CliTest.run("review", game.toString(), "--depth", "2", "--out", folder.toString());
        assertEquals(1, r.status());
        assertEquals("error: " + folder + ": is a folder; give a file name\n", r.err());
        assertEquals("", r.out());
    }
}
