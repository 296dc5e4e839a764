package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CliTest {
    record Run(int status, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = OtauCommand.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void perftPrintsEachDepthAndSpeed() {
        Run r = run("perft", "4");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("perft(1) = 9\nperft(2) = 73\nperft(3) = 613\nperft(4) = 5199\n"), r.out());
        assertTrue(r.out().contains("leaf positions per second"), r.out());
    }

    @Test
    void perftDivide() {
        Run r = run("perft", "2", "--divide");
        assertTrue(r.out().contains("  1: 9\n  2: 8\n"), r.out());
    }

    @Test
    void perftFromAPosition() {
        Run r = run("perft", "1", "--fen", "0,0,0,0,0,0,0,1,3/0,2,1,0,0,0,0,0,0 78 77 w 1");
        assertTrue(r.out().startsWith("perft(1) = 2\n"), r.out());
    }

    @Test
    void badFenNamesTheField() {
        Run r = run("perft", "1", "--fen", "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 q 1");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("side to move"), r.err());
    }

    /**
     * A command line the command cannot take is answered with the error first, the command's
     * one-line form and where the options are explained: not the whole help (sixty lines for
     * solve), which pushed the error out of sight.
     */
    @Test
    void aUsageErrorIsSaidFirstWithoutTheWholeHelp() {
        Run r = run("solve", "--time", "-3");
        assertEquals(2, r.status());
        String[] lines = r.err().split("\\R");
        assertEquals("error: --time must be above 0 seconds, not -3", lines[0]);
        assertTrue(lines[1].startsWith("Usage: otau solve [-hvV]"), r.err());
        assertEquals("Run 'otau solve --help' for every option.", lines[lines.length - 1]);
        assertTrue(lines.length <= 8, r.err());
        assertEquals("", r.out());

        Run typo = run("sovle");
        assertEquals(2, typo.status());
        assertTrue(typo.err().startsWith("error: 'sovle' is not a command of 'otau'"), typo.err());
        assertTrue(typo.err().contains("Did you mean: otau solve"), typo.err());
        assertTrue(run("egtb", "bild").err().startsWith("error: 'bild' is not a command of 'otau egtb'"));
        assertTrue(run("solve", "extra").err().startsWith("error: 'otau solve' takes no argument 'extra'"));
        assertTrue(typo.err().strip().endsWith("Run 'otau --help' for its commands."), typo.err());

        Run missing = run("puzzles", "verify");
        assertTrue(missing.err().startsWith("error: Missing required parameter: '<file|folder>'"), missing.err());
        assertTrue(missing.err().contains("Run 'otau puzzles verify --help' for every option."), missing.err());
    }

    @Test
    void applyPrintsThePositionAfterTheMoves() {
        Run r = run("apply", "65(10)", "9");
        assertEquals(0, r.status());
        assertEquals("10,10,10,10,10,2,11,11,10/10,10,10,10,0,9,9,9,1 10 0 w 2\n", r.out());
    }

    /** PlayStrategy's form is read by --fen and written by --playstrategy (written by hand: FORMATS.md §1). */
    @Test
    void applyReadsAndWritesPlayStrategysForm() {
        String start = "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1";
        Run ours = run("apply", "--fen", start, "65(10)");
        assertEquals(0, ours.status(), ours.err());
        assertEquals("9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1\n", ours.out());
        Run theirs = run("apply", "--playstrategy", "65(10)");
        assertEquals("9S,9S,9S,9S,1,10S,10S,10S,10S/9S,9S,9S,9S,9S,1S,10S,10S,10S 10 0 N 1\n", theirs.out());
    }

    @Test
    void applyReportsTheResultWhenTheGameIsOver() {
        Run r = run("apply", "--fen", "0,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0 80 80 w 1", "91(82)");
        assertEquals(0, r.status());
        assertEquals("0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0 82 80 b 1\nresult 1-0 (82:80)\n", r.out());
    }

    /** Black has no stone to move, so the game is over and the one stone left goes to White: 82 : 80 (counted by hand). */
    @Test
    void analyseSaysWhyAFinishedPositionHasNoBestMove() {
        Run r = run("analyse", "--fen", "0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,0 81 80 b 1", "--depth", "3");
        assertEquals(0, r.status(), r.err());
        assertEquals("info string the game is over in this position: 1-0 (82:80)\nbestmove none\n", r.out());
    }

    @Test
    void illegalMoveExitsWithOneAndSaysWhy() {
        Run r = run("apply", "65(10)", "64");
        assertEquals(1, r.status());
        assertTrue(r.err().contains("move 2 '64' is illegal"), r.err());
        Run empty = run("apply", "6", "5");
        assertEquals(1, empty.status());
        assertTrue(empty.err().contains("empty"), empty.err());
    }

    @Test
    void replayCountsGamesMovesAndErrors(@TempDir Path dir) throws Exception {
        Path good = dir.resolve("good.pgn");
        Files.writeString(good, "[Event \"a\"]\n\n1. 65(10) 98 2. 55 1-0\n\n[Event \"b\"]\n\n1. 19 *\n");
        Run r = run("replay", "--positions", good.toString());
        assertEquals(0, r.status(), r.out());
        assertTrue(r.out().endsWith("games 2, moves 4, errors 0\n"), r.out());
        assertTrue(r.out().contains("good.pgn game 1: "), r.out());
        Path bad = dir.resolve("bad.pgn");
        Files.writeString(bad, "[Event \"a\"]\n\n1. 65(12) 98 *\n");
        Run b = run("replay", bad.toString());
        assertEquals(1, b.status());
        assertTrue(b.out().contains("bad.pgn: game 1, line 3, column 4, move 1., token '65(12)'"), b.out());
        assertTrue(b.out().endsWith("games 1, moves 0, errors 1\n"), b.out());
    }

    /** A match whose engine cannot start says why and scores nothing. */
    @Test
    void aMatchWithAnEngineThatCannotStartScoresNothing() {
        Run r = run("match", "--engine1", "/nonexistent/engine", "--engine2", "builtin:material", "--games", "2",
                "--movetime", "5");
        assertEquals(1, r.status(), r.out());
        assertTrue(r.err().startsWith("error: engine1 could not be started: cannot start engine '/nonexistent/engine'"),
                r.err());
        assertTrue(!r.out().contains("score") && !r.out().contains("game 1"), r.out());
    }

    /**
     * A Result tag that the moves contradict is an error of the record; one the moves agree with
     * is not. The oracle: a game played to its end by self-play, then its tag turned round by hand.
     */
    @Test
    void replayNamesAResultTheBoardContradicts(@TempDir Path dir) throws Exception {
        Path games = dir.resolve("games.pgn");
        assertEquals(0, run("selfplay", "--games", "1", "--out", games.toString(), "--seed", "3").status());
        Run clean = run("replay", games.toString());
        assertEquals(0, clean.status(), clean.out());
        String text = Files.readString(games);
        java.util.regex.Matcher tag = java.util.regex.Pattern.compile("\\[Result \"(1-0|0-1)\"\\]").matcher(text);
        assertTrue(tag.find(), "a decided game: " + text);
        String other = tag.group(1).equals("1-0") ? "0-1" : "1-0";
        Files.writeString(games, text.replace(tag.group(), "[Result \"" + other + "\"]"));
        Run r = run("replay", games.toString());
        assertEquals(1, r.status(), r.out());
        assertTrue(r.out().contains("error: games.pgn, game 1: [Result \"" + other + "\"], but the moves end the game ")
                && r.out().contains(", " + tag.group(1) + "\n"), r.out());
        assertTrue(r.out().endsWith("errors 1\n"), r.out());
    }
}
