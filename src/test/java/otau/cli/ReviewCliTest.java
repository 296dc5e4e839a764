package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code otau review}: the better move and line at each mark, turning points, and its fit and levels subcommands. */
class ReviewCliTest {
    private static final String GAME = """
            [White "A"]
            [Black "B"]
            [Result "*"]

            1. 21(10) 65 2. 88 12 3. 89 23(12) 4. 45(22) 12 5. 57 71 *
            """;

    /**
     * What review refuses before its search: its own input as --out (the file's other games
     * would be lost; the bytes read back), a game whose [FEN] cannot be read (it reviewed the start
     * position instead), a file of no games, and engine options out of the engine's range.
     */
    @Test
    void refusesWhatWouldLoseAGameOrReviewAnotherPosition(@TempDir Path dir) throws Exception {
        Path two = dir.resolve("two.pgn");
        Files.writeString(two, GAME + "\n" + GAME);
        byte[] before = Files.readAllBytes(two);
        CliTest.Run own = CliTest.run("review", two.toString(), "--depth", "1", "--out", two.toString());
        assertEquals(2, own.status(), own.err());
        assertTrue(own.err().startsWith("error: --out " + two + ": it is the file this command reads"), own.err());
        org.junit.jupiter.api.Assertions.assertArrayEquals(before, Files.readAllBytes(two));

        Path badFen = Files.writeString(dir.resolve("fen.pgn"),
                "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"9,9,9/9 0 0 w\"]\n[Result \"*\"]\n\n1. 5 *\n");
        CliTest.Run fen = CliTest.run("review", badFen.toString(), "--depth", "1");
        assertEquals(1, fen.status(), fen.out());
        assertTrue(fen.err().startsWith("error: game 1 cannot be reviewed: ") && fen.err().contains("bad FEN tag"), fen.err());
        assertEquals("", fen.out(), "no record of another position");

        Path empty = Files.writeString(dir.resolve("empty.pgn"), "");
        CliTest.Run none = CliTest.run("review", empty.toString(), "--depth", "1");
        assertEquals(1, none.status());
        assertEquals("error: " + empty + ": holds no games\n", none.err());

        CliTest.Run threads = CliTest.run("review", two.toString(), "--threads", "0");
        assertEquals(2, threads.status());
        assertTrue(threads.err().startsWith("error: --threads must be 1..64, not 0\nUsage: otau review"), threads.err());
    }

    /** A side that made no move (the game is one move long) is said to have none to judge, not "accuracy 100.0%". */
    @Test
    void aSideWithoutMovesHasNoAccuracy(@TempDir Path dir) throws Exception {
        Path one = Files.writeString(dir.resolve("one.pgn"), "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. 21(10) *\n");
        CliTest.Run r = CliTest.run("review", one.toString(), "--depth", "2");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("\nBlack (B): no moves to judge\n"), r.out());
    }

    @Test
    void printsTheBestMoveAndLineAtEachMarkAndInsertsTheLines(@TempDir Path dir) throws Exception {
        Path game = dir.resolve("game.pgn");
        Files.writeString(game, GAME);
        Path out = dir.resolve("reviewed.pgn");
        CliTest.Run r = CliTest.run("review", game.toString(), "--depth", "8", "--lines", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("2... 12??  blunder: "), r.out());
        assertTrue(r.out().contains("; best 2... 22X, line 2... 22X 3. "), r.out());
        assertTrue(r.out().contains("4... 12?  mistake: "), r.out());
        assertTrue(r.out().contains("; best 4... 79(26), line 4... 79(26) 5. "), r.out());
        assertTrue(r.out().contains("Turning points:\n"), r.out());
        assertTrue(r.out().contains("misses 4... 79(26), which takes 14 stones"), r.out());
        assertTrue(r.out().contains("mean search depth 8.0 over the "), r.out());
        // Not in a terminal: no running count in the error stream, only the last word on it.
        assertTrue(!r.err().contains("reviewing: ") && r.err().matches("(?s)reviewed \\d+ positions in [0-9.]+ s\n"), r.err());
        assertTrue(r.out().matches("(?s).*White \\(A\\): accuracy \\d+\\.\\d%.*"), r.out());
        // The totals count the marks listed above (White 3. 89??; Black 2... 12??, 4... 12?, 5... 71?!), one in the singular.
        assertTrue(r.out().matches("(?s).*\nWhite \\(A\\): accuracy [0-9.]+%, 0 inaccuracies, 0 mistakes, 1 blunder \\(5 moves\\)\n.*"),
                r.out());
        assertTrue(r.out().matches("(?s).*\nBlack \\(B\\): accuracy [0-9.]+%, 1 inaccuracy, 1 mistake, 1 blunder \\(5 moves\\)\n.*"),
                r.out());
        String text = Files.readString(out);
        assertTrue(text.contains("(4... 79(26) {[%eval "), text);
    }

    @Test
    void withoutAFileItSaysWhatIsMissing() {
        CliTest.Run r = CliTest.run("review");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("give the record file"), r.err());
    }

    @Test
    void fitNeedsASourceAndFitsSelfPlay() {
        assertEquals(2, CliTest.run("review", "fit").status());
        CliTest.Run r = CliTest.run("review", "fit", "--selfplay", "2", "--nodes", "300");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("shipped: k = 0.000953"), r.out());
        assertTrue(r.out().matches("(?s).*self-play \\(2 games\\): k = 0\\.\\d+ per centi-stone.*"), r.out());
        assertTrue(r.out().contains("  by stones in play: scale "), r.out());
        CliTest.Run phases = CliTest.run("review", "fit", "--selfplay", "2", "--nodes", "300", "--by-phase", "80,100");
        assertEquals(2, phases.status());
        assertTrue(phases.err().contains("--by-phase takes falling counts"), phases.err());
    }

    @Test
    void openingMarksReviewsTheOpeningsOfRatedGamesAndSaysWhenNoneQualify(@TempDir Path dir) throws Exception {
        String game = "[WhiteElo \"1500\"]\n[BlackElo \"1450\"]\n[Result \"1-0\"]\n\n"
                + "1. 76(10) 98 2. 66 87(4) 3. 12(22) 76(8) 1-0\n\n";
        Path pgn = dir.resolve("rated.pgn");
        Files.writeString(pgn, game + game.replace("1450", "1300"));
        CliTest.Run r = CliTest.run("review", "opening-marks", pgn.toString(), "--moves", "2", "--movetime", "20");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("1 games (both rated 1400+), first 2 moves of each side: 4 moves"), r.out());
        assertTrue(r.out().contains("\nmarked by move number: 1: "), r.out());
        CliTest.Run none = CliTest.run("review", "opening-marks", pgn.toString(), "--min-rating", "1600");
        assertEquals(1, none.status());
        assertTrue(none.err().contains("no game in rated.pgn has both players rated 1600 or more"), none.err());
    }

    @Test
    void theoryCountsTheOpeningsOfFinishedGames(@TempDir Path dir) throws Exception {
        StringBuilder games = new StringBuilder();
        for (int i = 0; i < 25; i++) {
            games.append("[Result \"1-0\"]\n\n1. 76(10) 98 2. 66 87(4) 1-0\n\n");
        }
        Path pgn = dir.resolve("games.pgn");
        Files.writeString(pgn, games);
        Path out = dir.resolve("theory.tsv");
        CliTest.Run r = CliTest.run("review", "theory", pgn.toString(), "--plies", "4", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("25 games counted, 4 positions written"), r.out());
        String table = Files.readString(out);
        assertTrue(table.startsWith("# Opening theory for the review: the first 4 plies of 25 finished games"), table);
        assertTrue(table.contains("9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1\t7\t25\t25\t0\t0\n"), table);
        CliTest.Run missing = CliTest.run("review", "theory", dir.resolve("none.pgn").toString(), "--out", out.toString());
        assertEquals(1, missing.status());
        assertTrue(missing.err().startsWith("review theory: "), missing.err());
    }

    @Test
    void levelsRejectsAnUnknownLevel() {
        CliTest.Run r = CliTest.run("review", "levels", "--levels", "11");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("there is no level 11"), r.err());
    }
}
