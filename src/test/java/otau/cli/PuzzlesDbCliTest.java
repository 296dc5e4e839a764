package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.db.GameDatabase;
import otau.game.Side;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.mine.BlunderGames;

/** {@code puzzles generate --db}, with and without a player, and the CSV round trip of what it found. */
class PuzzlesDbCliTest {
    @Test
    void minesADatabaseIntoAPersonalCollectionAndRoundTripsItThroughCsv(@TempDir Path dir) throws Exception {
        Path dbFile = dir.resolve("club.db");
        try (GameDatabase db = GameDatabase.open(dbFile)) {
            db.addGame(BlunderGames.game(34, Set.of(22)), "test");
        }
        CliTest.Run bob = CliTest.run("puzzles", "generate", "--db", dbFile.toString(), "--player", "bob",
                "--depth", "4", "--engine-depth", "0");
        assertEquals(0, bob.status(), bob.err());
        Path mine = dir.resolve("my-puzzles.pgn");
        assertTrue(bob.out().contains("1 puzzle written to " + mine), bob.out());
        List<Puzzle> found = PuzzleCollection.read(mine).puzzles();
        assertEquals(Side.BLACK, found.get(0).solver(), "Bob played Black");

        Path alice = dir.resolve("alice.pgn");
        CliTest.Run a = CliTest.run("puzzles", "generate", "--db", dbFile.toString(), "--player", "Alice",
                "--depth", "4", "--engine-depth", "0", "--out", alice.toString());
        assertEquals(0, a.status(), a.err());
        assertEquals(List.of(), PuzzleCollection.read(alice).puzzles(), "Alice had no chance to punish a mistake");

        Path csv = dir.resolve("mine.csv");
        CliTest.Run export = CliTest.run("puzzles", "export", mine.toString(), "--csv", csv.toString());
        assertEquals(0, export.status(), export.err());
        Path back = dir.resolve("back.pgn");
        CliTest.Run imported = CliTest.run("puzzles", "import", "--csv", csv.toString(), "--out", back.toString());
        assertEquals(0, imported.status(), imported.err());
        assertEquals(Files.readString(mine), Files.readString(back), "the same collection after the round trip");

        Files.writeString(csv, Files.readString(csv) + "bad,line\n");
        CliTest.Run bad = CliTest.run("puzzles", "import", "--csv", csv.toString(), "--out", back.toString());
        assertEquals(1, bad.status());
        assertTrue(bad.err().contains("mine.csv: line 3: 2 columns, expected 8"), bad.err());

        CliTest.Run stats = CliTest.run("puzzles", "stats", mine.toString());
        assertTrue(stats.out().startsWith("puzzles: 1\ntwo or more solver moves: 1 (100%)\n"), stats.out());
        CliTest.Run missing = CliTest.run("puzzles", "generate", "--db", dir.resolve("none.db").toString());
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("none.db: no such database file"), missing.err());
    }
}
