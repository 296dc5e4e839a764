package otau.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command never writes its output over what it reads, nor replaces a file with an empty
 * export: each is refused before anything is written, and the file keeps its bytes (the
 * oracle: the bytes read before the command ran).
 */
class OutputOverInputCliTest {
    private static Path games(Path dir) throws IOException {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, otau.game.record.RecordWriter.write(
                otau.puzzle.mine.BlunderGames.game(34, java.util.Set.of(22))));
        return games;
    }

    private static Path collection(Path file) throws IOException {
        try (InputStream in = OutputOverInputCliTest.class.getResourceAsStream("/otau/ui/puzzle/three-puzzles.pgn")) {
            Files.copy(in, file);
        }
        return file;
    }

    @Test
    void reviewTheoryDoesNotWriteOverItsGames(@TempDir Path dir) throws IOException {
        Path games = games(dir);
        byte[] before = Files.readAllBytes(games);
        CliTest.Run r = CliTest.run("review", "theory", games.toString(), "--out", games.toString());
        assertEquals(2, r.status(), r.out());
        assertTrue(r.err().contains("--out " + games + ": it is the file this command reads"), r.err());
        assertArrayEquals(before, Files.readAllBytes(games));
    }

    @Test
    void puzzlesGenerateDoesNotWriteOverTheGamesItMines(@TempDir Path dir) throws IOException {
        Path games = games(dir);
        byte[] before = Files.readAllBytes(games);
        CliTest.Run r = CliTest.run("puzzles", "generate", "--games", games.toString(), "--out", games.toString(),
                "--engine-depth", "0", "--depth", "2");
        assertEquals(2, r.status(), r.out());
        assertTrue(r.err().contains("--out " + games + ": it is the file this command reads"), r.err());
        assertArrayEquals(before, Files.readAllBytes(games));
    }

    @Test
    void puzzlesArrangeDoesNotRewriteTheFolderItReads(@TempDir Path dir) throws IOException {
        Path folder = Files.createDirectories(dir.resolve("mine"));
        Path tuzdyk = collection(folder.resolve("tuzdyk.pgn"));
        byte[] before = Files.readAllBytes(tuzdyk);
        CliTest.Run r = CliTest.run("puzzles", "arrange", folder.toString(), "--out-dir", folder.toString());
        assertEquals(2, r.status(), r.out());
        assertTrue(r.err().contains("--out-dir " + tuzdyk + ": it is the file this command reads")
                && r.err().contains("Give another folder."), r.err());
        assertArrayEquals(before, Files.readAllBytes(tuzdyk));
        try (var files = Files.list(folder)) {
            assertEquals(1, files.count(), "nothing written beside it");
        }
        // Into another folder it goes on as before.
        CliTest.Run elsewhere = CliTest.run("puzzles", "arrange", folder.toString(), "--max-one-move", "1",
                "--out-dir", dir.resolve("sorted").toString());
        assertEquals(0, elsewhere.status(), elsewhere.out() + elsewhere.err());
    }

    @Test
    void puzzlesExportDoesNotReplaceACsvWithAnEmptyOne(@TempDir Path dir) throws IOException {
        Path csv = dir.resolve("keep.csv");
        CliTest.Run first = CliTest.run("puzzles", "export", collection(dir.resolve("three.pgn")).toString(),
                "--csv", csv.toString());
        assertEquals(0, first.status(), first.err());
        byte[] before = Files.readAllBytes(csv);
        assertEquals(4, Files.readAllLines(csv).size(), "a header and three puzzles");

        CliTest.Run missing = CliTest.run("puzzles", "export", dir.resolve("nonexist.pgn").toString(), "--csv", csv.toString());
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("error: no puzzle read; " + csv + " not written"), missing.err());
        assertArrayEquals(before, Files.readAllBytes(csv));

        Path empty = Files.createDirectories(dir.resolve("empty"));
        CliTest.Run none = CliTest.run("puzzles", "export", empty.toString(), "--csv", csv.toString());
        assertEquals(1, none.status());
        assertTrue(none.err().contains("error: no puzzle read from 1 input; " + csv + " not written"), none.err());
        assertArrayEquals(before, Files.readAllBytes(csv));
    }
}
