package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An input that holds nothing to work on is surely a mistake: it is said plainly and the exit
 * status is 1, as for the commands' other unusable inputs (a missing file, a folder with no
 * {@code .pgn} files), never a quiet "0 of 0" with status 0.
 */
class EmptyInputCliTest {
    @TempDir
    Path dir;

    private Path empty() throws IOException {
        return Files.writeString(dir.resolve("empty.pgn"), "");
    }

    @Test
    void replaySaysAFileHoldsNoGames() throws IOException {
        Path empty = empty();
        Path game = Files.writeString(dir.resolve("g.pgn"), "[Event \"a\"]\n\n1. 65(10) 98 *\n");
        CliTest.Run r = CliTest.run("replay", empty.toString(), game.toString());
        assertEquals(1, r.status());
        assertEquals("error: " + empty + ": holds no games\ngames 1, moves 2, errors 1\n", r.out());

        CliTest.Run fine = CliTest.run("replay", game.toString());
        assertEquals(0, fine.status());
        assertEquals("games 1, moves 2, errors 0\n", fine.out());
    }

    @Test
    void solveBenchSaysAFileHoldsNoPositions() throws IOException {
        Path comments = Files.writeString(dir.resolve("c.bench"), "# only a comment\n\n");
        CliTest.Run r = CliTest.run("solve", "--bench=" + comments);
        assertEquals(1, r.status());
        assertEquals(comments + ": holds no positions (one position string a line, optionally '; White wins',"
                + " '; Black wins', '; draw' or '; ?')\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void puzzlesVerifySaysACollectionHoldsNoPuzzles() throws IOException {
        Path empty = empty();
        CliTest.Run r = CliTest.run("puzzles", "verify", empty.toString(), "--fast", "--no-progress");
        assertEquals(1, r.status());
        assertEquals("error: " + empty + ": holds no puzzles\n", r.out());
    }

    @Test
    void puzzlesStatsSaysAFolderHoldsNoCollectionAsVerifyDoes() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("none"));
        CliTest.Run r = CliTest.run("puzzles", "stats", folder.toString());
        assertEquals(1, r.status());
        assertEquals("error: " + folder + ": no .pgn files in this folder or its sub-folders\n", r.err());
        assertEquals("", r.out());
        CliTest.Run verify = CliTest.run("puzzles", "verify", folder.toString(), "--fast", "--no-progress");
        assertEquals(1, verify.status());
        assertEquals("error: " + folder + ": no .pgn files in this folder or its sub-folders\n", verify.out());

        Path empty = empty();
        CliTest.Run file = CliTest.run("puzzles", "stats", empty.toString());
        assertEquals(1, file.status());
        assertEquals("error: " + empty + ": holds no puzzles\n", file.err());
        assertEquals("", file.out());
    }
}
