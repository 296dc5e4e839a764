package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code puzzles stats} and {@code puzzles export} over a folder with one bad file: every
 * good file is still read, the bad one is named on stderr, and the exit code says something
 * was skipped. The oracle: the three hand-checked test puzzles in the good file.
 */
class PuzzleFolderCliTest {
    @TempDir
    Path dir;

    private Path folder() throws IOException {
        Path puzzles = Files.createDirectories(dir.resolve("puzzles"));
        try (InputStream in = PuzzleFolderCliTest.class.getResourceAsStream("/otau/ui/puzzle/three-puzzles.pgn")) {
            Files.copy(in, puzzles.resolve("b-good.pgn"));
        }
        // Sorted before the good file: it used to stop the reading there.
        Files.write(puzzles.resolve("a-binary.pgn"), new byte[] {'[', 'F', 0, 0, 1, 2, 0});
        // A good file with one bad puzzle in it: the puzzle is named by file and line (its `{` opens line 11).
        Files.writeString(puzzles.resolve("c-one-bad.pgn"), """
                [FEN "X,0,0,1,1,3,9,19,1/0,8,1,7,1,19,0,0,1 62 29 w 19"]
                [Id "c-win"]
                [Goal "win"]

                19. 76(82) *

                [FEN "X,0,0,1,1,3,9,19,1/0,8,1,7,1,19,0,0,1 62 29 w 19"]
                [Id "c-broken"]
                [Goal "win"]

                19. 7 {never closed
                """);
        return puzzles;
    }

    @Test
    void statsReadsEveryGoodFileAndNamesTheBadOnes() throws IOException {
        Path puzzles = folder();
        CliTest.Run r = CliTest.run("puzzles", "stats", puzzles.toString());
        assertTrue(r.out().startsWith("puzzles: 4\n"), r.out() + r.err());
        assertTrue(r.err().contains("a-binary.pgn"), r.err());
        assertTrue(r.err().contains("c-one-bad.pgn") && r.err().contains("line 11, column 7"), r.err());
        assertEquals(1, r.status(), "something was skipped");
    }

    @Test
    void exportWritesEveryGoodPuzzleAndNamesTheBadFiles() throws IOException {
        Path puzzles = folder();
        Path csv = dir.resolve("out.csv");
        CliTest.Run r = CliTest.run("puzzles", "export", puzzles.toString(), "--csv", csv.toString());
        assertTrue(r.out().contains("4 puzzles written"), r.out() + r.err());
        assertEquals(5, Files.readAllLines(csv).size(), "the header and four puzzles");
        assertTrue(r.err().contains("a-binary.pgn"), r.err());
        assertTrue(r.err().contains("c-one-bad.pgn"), r.err());
        assertEquals(1, r.status(), "something was skipped");
    }

    @Test
    void aCleanFolderExitsWithZero() throws IOException {
        Path puzzles = folder();
        Files.delete(puzzles.resolve("a-binary.pgn"));
        Files.delete(puzzles.resolve("c-one-bad.pgn"));
        CliTest.Run r = CliTest.run("puzzles", "stats", puzzles.toString());
        assertTrue(r.out().startsWith("puzzles: 3\n"), r.out() + r.err());
        assertEquals("", r.err());
        assertEquals(0, r.status());
    }

    /** A file of etudes alone is not reported as empty: the etudes left out are counted and the flag named. */
    @Test
    void statsSaysHowManyEtudesItLeftOut() throws IOException {
        Path etudes = dir.resolve("etudes.pgn");
        Files.writeString(etudes, """
                [SetUp "1"]
                [FEN "3,10,1,0,1,X,2,2,1/X,1,2,1,2,3,1,1,1 75 55 w 41"]
                [Id "e1"]
                [Theme "etude"]
                [Goal "win"]

                41. 22 34 42. 91 34 43. 91 46 44. 81 45 45. 91 *
                """);
        CliTest.Run r = CliTest.run("puzzles", "stats", etudes.toString());
        assertTrue(r.out().startsWith("puzzles: 0\n"), r.out() + r.err());
        assertTrue(r.out().endsWith("etudes left out: 1 (--with-etudes counts them)\n"), r.out());
        CliTest.Run all = CliTest.run("puzzles", "stats", etudes.toString(), "--with-etudes");
        assertTrue(all.out().startsWith("puzzles: 1\n"), all.out());
        assertTrue(!all.out().contains("left out"), all.out());
        assertEquals(0, all.status());
    }
}
