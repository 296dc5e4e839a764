package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;

class PuzzlesCliTest {
    /** Two puzzles, each failing: a second move as good, and a goal the line does not reach. */
    private static final String TWO_FAILING = """
            [FEN "1,1,2,13,1,1,13,12,0/11,1,1,1,12,11,11,11,1 10 48 b 6"]
            [Id "two-good-moves"]
            [Goal "gain 0"]

            6... 5 *

            [FEN "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1"]
            [Id "no-gain"]
            [Goal "gain 9"]

            1. 1 *
            """;

    /** The test collection of three puzzles: a combination, a capture and a win. */
    private static String threePuzzles() throws java.io.IOException {
        try (var in = PuzzlesCliTest.class.getResourceAsStream("/otau/ui/puzzle/three-puzzles.pgn")) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    @Test
    void verifyNamesEachFailure(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.pgn");
        Files.writeString(file, TWO_FAILING);
        CliTest.Run r = CliTest.run("puzzles", "verify", file.toString(), "--exact", "--depth", "4");
        assertEquals(1, r.status());
        assertTrue(r.out().contains("FAIL " + file + ": puzzle 1 [two-good-moves], move 6... 5"), r.out());
        assertTrue(r.out().contains("not unique"), r.out());
        assertTrue(r.out().contains("puzzle 2 [no-gain]") && r.out().contains("the goal asks for 9"), r.out());
        assertTrue(r.out().endsWith("puzzles 2, failures 2, cooked 0\n"), r.out());
    }

    /**
     * {@code --progress} (the default in a terminal) counts the puzzles on one line of stderr,
     * rewritten in place and blanked before each result, so stdout is the same with it or without.
     */
    @Test
    void progressCountsThePuzzlesOnStderrAndLeavesTheResultsAlone(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("two.pgn");
        Files.writeString(file, TWO_FAILING);
        CliTest.Run with = CliTest.run("puzzles", "verify", file.toString(), "--exact", "--depth", "4", "--progress");
        CliTest.Run without = CliTest.run("puzzles", "verify", file.toString(), "--exact", "--depth", "4");
        assertEquals(without.out(), with.out());
        assertEquals("", without.err(), "no terminal, no progress");
        String first = file + ": puzzle 1 of 2";
        assertTrue(with.err().startsWith("\r" + first), with.err());
        // Both puzzles fail: the line is blanked before the first one's result, so the second's
        // count is written afresh (not held back by the half-second pause) and blanked in turn.
        assertEquals("\r" + first + "\r" + " ".repeat(first.length()) + "\r"
                + "\r" + file + ": puzzle 2 of 2" + "\r" + " ".repeat(first.length()) + "\r", with.err());
        // Blanked before the first failure is printed, and at the end: the cursor back at the line's start.
        assertTrue(with.err().endsWith("\r" + " ".repeat(first.length()) + "\r"), with.err());
    }

    /** A puzzle the reader refuses is named with the file as it was given, as every other line of the run names it. */
    @Test
    void aPuzzleThatCannotBeReadIsNamedWithThePathGiven(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("damaged.pgn");
        // 161 stones: one was lost when the file was edited by hand.
        Files.writeString(file, """
                [SetUp "1"]
                [FEN "0,2,6,1,7,1,X,1,0/X,0,0,0,0,0,0,0,3 60 80 w 74"]
                [Id "short-one"]
                [Goal "draw"]

                74. 45 92 *
                """);
        CliTest.Run r = CliTest.run("puzzles", "verify", file.toString());
        assertEquals(1, r.status(), r.out());
        assertTrue(r.out().contains("FAIL " + file + ": puzzle 1: line 2, column 1: bad FEN tag: total: holes and stores"
                + " hold 161 stones"), r.out());
        // The puzzle that could not be read is counted among the file's puzzles.
        assertTrue(r.out().endsWith("puzzles 1, failures 1, cooked 0\n"), r.out());
    }

    @Test
    void verifyListsCookedEtudesApartFromFailures(@TempDir Path dir) throws Exception {
        // The shipped etude etude-b0808a (Black to move wins; 59... 23 wins as well, which
        // StipulationProofTest checks with the independent deepening search), and a draw
        // stipulated for White after 59... 59, where White loses: a failure.
        Path file = dir.resolve("etudes.pgn");
        Files.writeString(file, """
                [SetUp "1"]
                [FEN "0,X,0,0,0,0,1,6,2/0,2,1,0,5,X,0,1,1 65 78 b 59"]
                [Id "dual"]
                [Theme "etude endgame"]
                [Goal "win"]

                59... 59 60. 78 23 61. 91 23 62. 91(68) 89 63. 85(70) 92 64. 12 78 65. 89 89 66.
                91(72) 36 67. 91 12 *

                [SetUp "1"]
                [FEN "0,X,0,0,0,0,1,6,2/0,2,1,0,1,X,1,2,2 66 78 w 60"]
                [Id "draw-but-loses"]
                [Theme "etude endgame"]
                [Goal "draw"]

                60. 78 *
                """);
        CliTest.Run r = CliTest.run("puzzles", "verify", file.toString(), "--exact", "--depth", "2", "--etude-time", "30");
        assertEquals(1, r.status(), r.out());
        assertTrue(r.out().contains("COOKED " + file + " #1 dual: second winning first move: "), r.out());
        assertTrue(r.out().contains("59... 23") && r.out().contains("win as well as 59... 59"), r.out());
        assertTrue(r.out().contains("FAIL " + file + ": puzzle 2 [draw-but-loses]"), r.out());
        assertTrue(!r.out().contains("FAIL " + file + ": puzzle 1"), r.out());
        assertTrue(r.out().endsWith("puzzles 2, failures 1, cooked 1\n"), r.out());
    }

    /**
     * A win etude with six other winning first moves names them all, in a sentence that agrees
     * with them. Oracle: the same position checked as a plain puzzle (no etude theme) by the
     * store-difference search finds 41. 91 winning too (in 11 plies against the composer's 9),
     * and `otau solve --goal win` lists the same six.
     */
    @Test
    void aCookWithSeveralSecondMovesListsThemAll(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("cooked.pgn");
        Files.writeString(file, """
                [SetUp "1"]
                [FEN "3,10,1,0,1,X,2,2,1/X,1,2,1,2,3,1,1,1 75 55 w 41"]
                [Id "six-duals"]
                [Theme "etude"]
                [Goal "win"]

                41. 22 34 42. 91 34 43. 91 46 44. 81 45 45. 91 *
                """);
        CliTest.Run r = CliTest.run("puzzles", "verify", file.toString(), "--exact");
        assertEquals(0, r.status(), r.out());
        assertTrue(r.out().contains("COOKED " + file + " #1 six-duals: second winning first move: 41. 13, 41. 34, 41. 56,"
                + " 41. 78, 41. 89, 41. 91 win as well as 41. 22(78)\n"), r.out());
        assertTrue(r.out().endsWith("puzzles 1, failures 0, cooked 1\n"), r.out());
        // One thread or two (the default where there are two cores), the same findings.
        for (String threads : new String[] {"1", "2"}) {
            CliTest.Run[] t = new CliTest.Run[1];
            java.util.Set<String> started = otau.engine.solve.ThreadsStarted.during("solver-",
                    () -> t[0] = CliTest.run("puzzles", "verify", file.toString(), "--exact", "--threads", threads));
            assertEquals(r.out(), t[0].out(), "--threads " + threads);
            // Handed on, not only alike: two threads start a solver thread, one none (Flight Recorder's record).
            assertEquals(threads.equals("2"), !started.isEmpty(), "--threads " + threads + ": " + started);
        }
        CliTest.Run none = CliTest.run("puzzles", "verify", file.toString(), "--exact", "--threads", "0");
        assertEquals(2, none.status(), none.err());
        assertTrue(none.err().contains("--threads must be 1 or more, not 0"), none.err());
    }

    /**
     * Tags that are missing or out of range are named as such, and --prune does not write back a
     * file part of which cannot be read (that part would be lost with the failures). The oracle:
     * the tags removed or changed by hand, and the file's bytes before.
     */
    @Test
    void aMissingGoalANegativeRatingAndAPruneThatWouldLoseAPuzzle(@TempDir Path dir) throws Exception {
        String three = threePuzzles();
        Path file = dir.resolve("three.pgn");
        // The first puzzle without its goal, the second with a negative rating, the third's winning move replaced.
        Files.writeString(file, three.replaceFirst("\\[Goal \"gain 12\"\\]\n", "")
                .replace("[Rating \"900\"]", "[Rating \"-5\"]").replace("19. 76(82) *", "19. 45 *"));
        CliTest.Run r = CliTest.run("puzzles", "verify", "--fast", file.toString());
        assertEquals(1, r.status(), r.out());
        assertTrue(r.out().contains("puzzle 1 [t-combination]: line 1: no [Goal] tag: give win, draw, defend or gain N"), r.out());
        assertTrue(r.out().contains("puzzle 2 [t-capture]: line 28: [Rating] -5 is outside 100..4000"), r.out());
        // Three puzzles in the file, two of them unreadable and the third's win not reached.
        assertTrue(r.out().endsWith("puzzles 3, failures 3, cooked 0\n"), r.out());

        byte[] before = Files.readAllBytes(file);
        CliTest.Run prune = CliTest.run("puzzles", "verify", "--prune", "--depth", "2", file.toString());
        // The file is not written back, so the third's failure stays a failure (not "PRUNED") and is counted.
        assertTrue(prune.out().contains("FAIL " + file + ": puzzle 3 [t-win]"), "the third fails: " + prune.out());
        assertTrue(prune.out().contains(file + ": not pruned: 2 problems of it cannot be read (above); mend them first"),
                prune.out());
        assertTrue(prune.out().endsWith("puzzles 3, failures 3, cooked 0\n"), prune.out());
        assertEquals(1, prune.status());
        org.junit.jupiter.api.Assertions.assertArrayEquals(before, Files.readAllBytes(file), "left as it was");
    }

    /** A prune that can write the file back: the failing puzzle is named PRUNED, left out of the file, and not a failure. */
    @Test
    void pruneRewritesTheFileWithoutTheFailingPuzzle(@TempDir Path dir) throws Exception {
        String three = threePuzzles();
        Path file = dir.resolve("three.pgn");
        Files.writeString(file, three.replace("19. 76(82) *", "19. 45 *"));
        CliTest.Run prune = CliTest.run("puzzles", "verify", "--prune", "--fast", file.toString());
        assertEquals(0, prune.status(), prune.out());
        assertTrue(prune.out().startsWith("PRUNED " + file + ": puzzle 3 [t-win]: goal 'win' not reached by 19. 45"),
                prune.out());
        assertTrue(prune.out().contains(file + ": 2 puzzles kept of 3\n"), prune.out());
        assertTrue(prune.out().endsWith("puzzles 3, failures 0, cooked 0\n"), prune.out());
        assertEquals(List.of("t-combination", "t-capture"),
                PuzzleCollection.read(file).puzzles().stream().map(Puzzle::id).toList());
    }

    /**
     * --prune leaves out only a puzzle proved wrong: one whose goal was not proved within the time
     * is kept (it was pruned, and the run said "failures 0"). The etude is a shipped one
     * (etudes.pgn, proved by ShippedEtudesTest); a thousandth of a second proves nothing of it.
     */
    @Test
    void pruneKeepsAnEtudeThatWasOnlyNotProvedInTime(@TempDir Path dir) throws Exception {
        String etude = """
                [Event "Puzzle"]
                [SetUp "1"]
                [FEN "0,0,0,X,0,1,1,4,4/0,0,1,1,3,1,0,6,3 76 61 w 55"]
                [Id "etude-8fd67"]
                [Theme "etude endgame"]
                [Goal "win"]

                55. 93(78) 23 56. 82 12 57. 89 34 58. 78 45 59. 92X 45 60. 89 59 61. 91 56 62.
                91(85) *
                """;
        Path file = Files.writeString(dir.resolve("etude.pgn"), etude);
        CliTest.Run prune = CliTest.run("puzzles", "verify", "--prune", "--etude-time", "0.001", "--threads", "1",
                file.toString());
        assertEquals(1, prune.status(), prune.out());
        assertTrue(prune.out().startsWith("FAIL " + file + ": puzzle 1 [etude-8fd67]: the solver could not prove the win in 0.001 s"),
                prune.out());
        assertTrue(prune.out().endsWith("puzzles 1, failures 1, cooked 0\n"), prune.out());
        assertEquals(etude, Files.readString(file), "the file is not written");
    }

    /**
     * A draw etude whose last move is the defender's, and that move ends the game: White's last
     * stone goes over (9. 91) and Black's 12 leaves White nothing to move, Black's two stones go to
     * Black's store, 81 : 81 (hand-checked). The line may end there; one that stops on a reply
     * that ends nothing may not.
     */
    @Test
    void aLineMayEndOnTheOpponentsMoveThatEndsTheGame(@TempDir Path dir) throws Exception {
        String etude = """
                [SetUp "1"]
                [FEN "1,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0 81 79 w 1"]
                [Id "last-reply"]
                [Goal "draw"]
                [Theme "etude"]

                1. 12 12 2. 23 23 3. 34 34 4. 45 45 5. 56 56 6. 67 67 7. 78 78 8. 89 89 9. 91 12 *
                """;
        Path file = dir.resolve("draw.pgn");
        Files.writeString(file, etude);
        CliTest.Run r = CliTest.run("puzzles", "verify", file.toString());
        assertEquals(0, r.status(), r.out());
        assertTrue(r.out().endsWith("puzzles 1, failures 0, cooked 0\n"), r.out());

        Files.writeString(file, etude.replace(" 9. 91 12 *", " *"));
        CliTest.Run cut = CliTest.run("puzzles", "verify", "--fast", file.toString());
        assertEquals(1, cut.status(), cut.out());
        assertTrue(cut.out().contains("the line 1. 12 12 2. 23 23 3. 34 34 4. 45 45 5. 56 56 6. 67 67 7. 78 78 8. 89 89"
                + " ends on the opponent's move"), cut.out());
    }

    /** The same puzzle in two files of a folder: verify names the second, and export leaves it out of the CSV. */
    @Test
    void anIdRepeatedInAnotherFileFailsVerifyAndIsLeftOutOfTheCsv(@TempDir Path dir) throws Exception {
        String three = threePuzzles();
        Path folder = Files.createDirectories(dir.resolve("set"));
        Files.writeString(folder.resolve("a.pgn"), three);
        Files.writeString(folder.resolve("b.pgn"), three);
        CliTest.Run v = CliTest.run("puzzles", "verify", "--fast", folder.toString());
        assertEquals(1, v.status(), v.out());
        assertTrue(v.out().contains("FAIL " + folder.resolve("b.pgn") + ": puzzle 1 [t-combination]: a puzzle with this id"
                + " was read from " + folder.resolve("a.pgn") + " already"), v.out());
        assertTrue(v.out().endsWith("puzzles 6, failures 3, cooked 0\n"), v.out());

        Path csv = dir.resolve("set.csv");
        CliTest.Run e = CliTest.run("puzzles", "export", folder.toString(), "--csv", csv.toString());
        assertEquals(1, e.status(), e.err());
        assertTrue(e.err().contains("skipped: b.pgn: puzzle 3 [t-win]: a puzzle with this id was read from a.pgn already"),
                e.err());
        assertEquals(1 + 3, Files.readAllLines(csv).size(), "the header and a's three");
    }

    @Test
    void generateThenVerifyThenArrange(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("found.pgn");
        CliTest.Run g = CliTest.run("puzzles", "generate", "--selfplay", "1", "--depth", "4", "--engine-depth", "6",
                "--seed", "7", "--out", out.toString());
        assertEquals(0, g.status(), g.err());
        assertTrue(g.out().matches("(1 puzzle|[02-9]\\d* puzzles|1\\d+ puzzles) written to .*\n"), g.out());
        CliTest.Run v = CliTest.run("puzzles", "verify", out.toString(), "--exact", "--depth", "4");
        assertEquals(0, v.status(), v.out());
        CliTest.Run e = CliTest.run("puzzles", "verify", out.toString(), "--depth", "6");
        assertEquals(0, e.status(), e.out());
        assertTrue(e.out().matches("(?s).*puzzles [1-9]\\d*, failures 0, cooked 0\n"), e.out());
        // One self-play game may give one-move puzzles only: no share cap here (PuzzleMinerTest checks it).
        CliTest.Run a = CliTest.run("puzzles", "arrange", out.toString(), "--max-one-move", "1", "--out-dir",
                dir.resolve("sorted").toString());
        assertEquals(0, a.status(), a.out());
        try (var files = Files.list(dir.resolve("sorted"))) {
            assertTrue(files.count() >= 1);
        }
        CliTest.Run fast = CliTest.run("puzzles", "verify", "--fast", dir.resolve("sorted").toString());
        assertEquals(0, fast.status(), fast.out());
    }

    @Test
    void theEngineAsJudgeMinesRecordedGamesAndItsPuzzlesPassTheDefaultVerify(@TempDir Path dir) throws Exception {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, otau.game.record.RecordWriter.write(
                otau.puzzle.mine.BlunderGames.game(34, java.util.Set.of(22))));
        Path out = dir.resolve("found.pgn");
        CliTest.Run g = CliTest.run("puzzles", "generate", "--games", games.toString(), "--judge", "engine",
                "--engine-depth", "6", "--out", out.toString());
        assertEquals(0, g.status(), g.err());
        assertTrue(g.out().matches("[1-9]\\d* puzzles? written to .*\n"), g.out());
        CliTest.Run v = CliTest.run("puzzles", "verify", out.toString(), "--depth", "6");
        assertEquals(0, v.status(), v.out());
        CliTest.Run none = CliTest.run("puzzles", "generate", "--games", games.toString(), "--judge", "engine",
                "--engine-depth", "0", "--out", out.toString());
        assertEquals(2, none.status());
        assertTrue(none.err().contains("--judge engine needs an --engine-depth of 1 or more"), none.err());
    }

    @Test
    void starvationSelfPlayWritesNoMoveEndPuzzles(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("starvation.pgn");
        CliTest.Run g = CliTest.run("puzzles", "generate", "--starvation", "1", "--first-game", "32", "--seed", "1",
                "--engine-depth", "0", "--out", out.toString());
        assertEquals(0, g.status(), g.err());
        String text = Files.readString(out);
        assertTrue(text.matches("(?s).*\\[Theme \"[^\"]*starvation.*"), text);
        assertTrue(text.contains("starvation self-play, seed 1, game 32"), text);
    }

    @Test
    void badArgumentsGetAMessage(@TempDir Path dir) {
        CliTest.Run r = CliTest.run("puzzles", "verify", dir.resolve("missing.pgn").toString());
        assertEquals(1, r.status());
        assertTrue(r.out().contains("no such file"), r.out());
        CliTest.Run g = CliTest.run("puzzles", "generate", "--out", dir.resolve("x.pgn").toString());
        assertEquals(2, g.status());
        assertTrue(g.err().contains("--selfplay") || g.err().contains("--games"), g.err());
        CliTest.Run usage = CliTest.run("puzzles", "verify");
        assertTrue(usage.err().startsWith("error: Missing required parameter: '<file|folder>'"), usage.err());
        assertTrue(usage.err().contains("Run 'otau puzzles verify --help' for every option."), usage.err());
        CliTest.Run help = CliTest.run("puzzles", "verify", "--help");
        assertTrue(help.out().replaceAll("\\s+", " ").contains("default 13, with --exact 8"), help.out());
        CliTest.Run d = CliTest.run("puzzles", "generate", "--selfplay", "1", "--engine-depth", "-1",
                "--out", dir.resolve("x.pgn").toString());
        assertEquals(2, d.status());
        assertTrue(d.err().contains("--engine-depth must be 0..30"), d.err());
    }
}
