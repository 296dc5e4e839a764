package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static otau.cli.CliTest.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.cli.CliTest.Run;

class DbCliTest {
    @TempDir
    Path dir;

    /**
     * A file that holds no games, or one that is no database, is a problem with the input: said,
     * status 1 (a damaged --db was status 2, as a command line the command cannot take).
     */
    @Test
    void anEmptyRecordFileOrAFileThatIsNoDatabaseIsAnInputProblem(@TempDir Path dir) throws IOException {
        Path empty = Files.writeString(dir.resolve("empty.pgn"), "");
        Run none = run("db", "import", empty.toString(), "--db", dir.resolve("a.db").toString());
        assertEquals(1, none.status(), none.out());
        assertEquals("error: " + empty + " holds no games\n", none.err());
        Path notADatabase = Files.writeString(dir.resolve("games.pgn"), "[Event \"x\"]\n\n1. 65(10) *\n");
        Run explore = run("db", "explore", "--db", notADatabase.toString());
        assertEquals(1, explore.status(), explore.err());
        assertTrue(explore.err().startsWith("error: ") && explore.err().contains("is not a game database or is damaged"),
                explore.err());
    }

    /** The database benchmark, shown in the help as the manual shows it, at its smallest: one lookup in the singular. */
    @Test
    void theDatabaseBenchAtItsSmallest(@TempDir Path dir) throws IOException {
        Path source = Files.writeString(dir.resolve("src.pgn"), "[Event \"x\"]\n[TimeControl \"600\"]\n\n1. 65(10) 98 *\n");
        Run r = run("db", "bench", "--source", source.toString(), "--games", "2", "--lookups", "1",
                "--dir", dir.resolve("work").toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("wrote 2 games"), r.out());
        assertTrue(r.out().contains("explorer, time control 600: 1 lookup ("), r.out());
        assertTrue(run("db", "--help").out().contains("  bench "), "listed among db's commands");
        Run none = run("db", "bench", "--games", "0");
        assertEquals(2, none.status());
        assertTrue(none.err().startsWith("error: --games must be 1 or more, not 0"), none.err());
    }

    /** The games go to the --pgn file, never over the openings they were to start from. */
    @Test
    void aMatchDoesNotWriteItsGamesOverItsOpenings(@TempDir Path dir) throws IOException {
        Path openings = Files.writeString(dir.resolve("op.txt"), "6 2 9\n");
        Run r = run("match", "--engine1", "builtin:level1", "--engine2", "builtin:material", "--games", "2",
                "--movetime", "5", "--openings", openings.toString(), "--pgn", openings.toString());
        assertEquals(2, r.status(), r.err());
        assertTrue(r.err().startsWith("error: --pgn " + openings + ": it is the file this command reads"), r.err());
        assertEquals("6 2 9\n", Files.readString(openings));
    }

    @Test
    void selfplayThenImportThenExplore() throws IOException {
        Path games = dir.resolve("g.pgn");
        Path db = dir.resolve("g.db");
        Run s = run("selfplay", "--games", "6", "--out", games.toString(), "--seed", "5");
        assertEquals(0, s.status(), s.err());
        assertTrue(s.out().startsWith("wrote 6 games"), s.out());
        assertTrue(Files.readString(games).contains("[Event \"Otau self-play\"]"));

        Run i = run("db", "import", "--db", db.toString(), "--index-plies", "10", games.toString());
        assertEquals(0, i.status(), i.out() + i.err());
        assertTrue(i.out().startsWith("imported 6, duplicates 0, broken 0; "), i.out());
        assertTrue(i.out().contains("games/s"), i.out());

        Run again = run("db", "import", "--db", db.toString(), games.toString());
        assertTrue(again.out().startsWith("imported 0, duplicates 6, broken 0"), again.out());

        Run e = run("db", "explore", "--db", db.toString());
        assertEquals(0, e.status(), e.err());
        assertTrue(e.out().contains("6 games reach it (first 10 plies of each game are indexed)"), e.out());
        assertTrue(e.out().contains("move          games     W%     D%     B% avg rating"), e.out());
    }

    @Test
    void importListsBrokenGamesWithTheirPlace() throws IOException {
        Path f = dir.resolve("bad.pgn");
        Files.writeString(f, "[Event \"x\"]\n\n1. 76(10) 91 1-0\n\n[Event \"y\"]\n\n1. 7 9 1-0\n");
        Run r = run("db", "import", "--db", dir.resolve("b.db").toString(), f.toString());
        assertEquals(1, r.status());
        assertTrue(r.out().startsWith("imported 1, duplicates 0, broken 1"), r.out());
        assertTrue(r.out().contains("  bad.pgn: game 1, line 3, column 11, move 1..., token '91': "), r.out());
    }

    /** A file that is not text is named first and counted, so the summary never reads as "nothing was wrong". */
    @Test
    void aFileThatCannotBeReadIsSaidBeforeTheCounts() throws IOException {
        Path binary = dir.resolve("photo.pgn");
        byte[] bytes = new byte[512];
        new java.util.Random(7).nextBytes(bytes);
        bytes[100] = 0;
        bytes[333] = 0;
        Files.write(binary, bytes);
        Path good = dir.resolve("good.pgn");
        Files.writeString(good, "[Event \"x\"]\n\n1. 76(10) 98 1-0\n");
        Run r = run("db", "import", "--db", dir.resolve("n.db").toString(), binary.toString(), good.toString());
        assertEquals(1, r.status(), r.out());
        String[] lines = r.out().split("\\R");
        assertTrue(lines[0].startsWith("error: " + binary + ": this is not a text file"), r.out());
        assertTrue(lines[1].startsWith("imported 1, duplicates 0, broken 0, files not read 1; "), r.out());
    }

    @Test
    void exploreAfterMovesAndBadInput() {
        Path db = dir.resolve("e.db");
        // An empty database (a missing one is refused: DbMoveCliTest).
        otau.db.GameDatabase.open(db).close();
        Run r = run("db", "explore", "--db", db.toString(), "--moves", "76(10)", "98");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("0 games reach it"), r.out());
        Run bad = run("db", "explore", "--db", db.toString(), "--moves", "75");
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("move 1 '75' is illegal"), bad.err());
    }
}
