package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.io.UserDataFolder;
import otau.puzzle.PuzzleCollection;

/**
 * {@code --shipped} reaches the collection packed in Otau from any working folder: stats,
 * export and verify read its copy in a fresh user data folder. The oracle is the project's
 * {@code puzzles/} folder, the source of what the build packs, read file by file here.
 */
class ShippedPuzzlesCliTest {
    @TempDir
    Path data;
    private String dataBefore;

    @BeforeEach
    void pointTheDataFolderAtScratch() {
        dataBefore = System.getProperty(UserDataFolder.PROPERTY);
        System.setProperty(UserDataFolder.PROPERTY, data.toString());
    }

    @AfterEach
    void putThePropertyBack() {
        if (dataBefore == null) {
            System.clearProperty(UserDataFolder.PROPERTY);
        } else {
            System.setProperty(UserDataFolder.PROPERTY, dataBefore);
        }
    }

    /** The puzzles of the project's own puzzles/ folder, counted file by file. */
    private static int projectPuzzles() throws IOException {
        int n = 0;
        try (var files = Files.list(Path.of("puzzles"))) {
            for (Path f : files.filter(f -> f.toString().endsWith(".pgn")).sorted().toList()) {
                n += PuzzleCollection.read(f).puzzles().size();
            }
        }
        return n;
    }

    @Test
    void statsAndExportReadTheShippedCollectionFromAFreshDataFolder() throws IOException {
        int expected = projectPuzzles();
        assertTrue(expected > 1000, "the project ships its collection: " + expected);
        CliTest.Run stats = CliTest.run("puzzles", "stats", "--shipped", "--with-etudes");
        assertEquals(0, stats.status(), stats.out() + stats.err());
        assertTrue(stats.out().startsWith("puzzles: " + expected + "\n"), stats.out());
        assertTrue(Files.isRegularFile(data.resolve("puzzles").resolve("etudes.pgn")), "copied into the data folder");

        Path csv = data.resolve("all.csv");
        CliTest.Run export = CliTest.run("puzzles", "export", "--shipped", "--csv", csv.toString());
        assertEquals(0, export.status(), export.out() + export.err());
        assertEquals(expected + 1, Files.readAllLines(csv).size(), "the header and every puzzle");
    }

    @Test
    void verifyChecksTheShippedCollection() throws IOException {
        CliTest.Run r = CliTest.run("puzzles", "verify", "--shipped", "--fast", "--no-progress");
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().endsWith("puzzles " + projectPuzzles() + ", failures 0, cooked 0\n"), r.out());
    }

    @Test
    void withoutACollectionOrWithTwoTheCommandSaysWhatItNeeds() {
        CliTest.Run none = CliTest.run("puzzles", "stats");
        assertEquals(2, none.status());
        assertTrue(none.err().contains("Missing required parameter: '<file|folder>' (or --shipped for the collection"
                + " shipped with Otau)"), none.err());
        CliTest.Run both = CliTest.run("puzzles", "verify", "--shipped", "puzzles", "--fast");
        assertEquals(2, both.status());
        assertTrue(both.err().contains("give a collection file or folder, or --shipped, not both"), both.err());
    }

    /** A data folder that cannot be made is said as the other commands say it, not in the system's words ("Not a directory"). */
    @Test
    void aDataFolderThatCannotBeMadeIsSaidInOurWords() throws IOException {
        Path blocker = Files.writeString(data.resolve("blocker"), "x");
        System.setProperty(UserDataFolder.PROPERTY, blocker.resolve("otau").toString());
        CliTest.Run r = CliTest.run("puzzles", "verify", "--shipped", "--fast");
        assertEquals(1, r.status());
        assertTrue((r.out() + r.err()).contains("cannot create the folder: a part of the path is a file, not a folder"),
                r.out() + r.err());
    }
}
