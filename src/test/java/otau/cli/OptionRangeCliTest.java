package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A number option out of its range is refused before any work starts: the error first, exit
 * status 2, nothing printed on stdout and no output file written.
 */
class OptionRangeCliTest {
    @TempDir
    Path dir;

    Path game;

    @BeforeEach
    void writeAGame() throws IOException {
        game = Files.writeString(dir.resolve("g.pgn"), "[Event \"a\"]\n\n1. 65(10) 98 *\n");
    }

    /** Runs the command line and checks that it is refused with {@code error} and nothing else is done. */
    private static void refused(String error, String... args) {
        CliTest.Run r = CliTest.run(args);
        assertEquals(2, r.status(), String.join(" ", args) + "\n" + r.out() + r.err());
        assertEquals("error: " + error, r.err().lines().findFirst().orElse(""), String.join(" ", args));
        assertEquals("", r.out(), String.join(" ", args));
    }

    @Test
    void perftNeedsADepthOfOneOrMore() {
        refused("<depth> must be 1 or more, not 0", "perft", "0");
        refused("<depth> must be 1 or more, not -1", "perft", "-1");
    }

    @Test
    void analyseRefusesANonPositiveLimit() {
        refused("--depth must be 1 or more, not 0", "analyse", "--depth", "0");
        refused("--depth must be 1 or more, not -1", "analyse", "--depth", "-1");
        refused("--nodes must be 1 or more, not 0", "analyse", "--nodes", "0");
        refused("--nodes must be 1 or more, not -5", "analyse", "--nodes", "-5");
        refused("--movetime must be 1 or more, not 0", "analyse", "--movetime", "0");
        refused("--movetime must be 1 or more, not -1", "analyse", "--movetime", "-1");
    }

    /** Match, bench and import ranges are refused as every other command's (they exited 1, some with a bare line). */
    @Test
    void matchBenchAndImportRefuseAsTheOthersDo() {
        String[] match = {"match", "--engine1", "builtin:level1", "--engine2", "builtin:material"};
        refused("--games must be 1 or more, not 0", concat(match, "--games", "0"));
        refused("--tc: time control 'abc': expected SECONDS[+INCREMENT], e.g. 10+0.1", concat(match, "--tc", "abc"));
        refused("give either --movetime or --tc, not both", concat(match, "--tc", "1+0", "--movetime", "5"));
        refused("--depth must be 1..60, not 0", "bench", "--depth", "0");
        refused("--egtb must be none or default, not sometimes", "bench", "--depth", "1", "--egtb", "sometimes");
        refused("--index-plies must be 1 or more, not 0", "db", "import", "--index-plies", "0", game.toString(),
                "--db", dir.resolve("z.db").toString());
        // picocli's own words for two options that exclude each other, without its "Error: " after ours.
        refused("--depth=D, --movetime=MS are mutually exclusive (specify only one)",
                "review", game.toString(), "--depth", "2", "--movetime", "5");
    }

    /** The book's ranges name their option, the margin in the stones it was typed in (it said centi-stones). */
    @Test
    void bookBuildNamesTheOptionOutOfRange() {
        String out = dir.resolve("b.book").toString();
        refused("--margin must be 0..100 stones, not -1", "book", "build", "--plies", "1", "--margin", "-1", "--depth", "2", "--out", out);
        refused("--plies must be 1..200, not 0", "book", "build", "--plies", "0", "--margin", "1", "--depth", "2", "--out", out);
        refused("--depth must be 1..100, not 0", "book", "build", "--plies", "1", "--margin", "1", "--depth", "0", "--out", out);
        refused("--time must be 1 or more, not 0", "book", "build", "--plies", "1", "--margin", "1", "--time", "0", "--out", out);
        // One position (the game is over at 81 : 81, nothing to expand) and one ply, in the singular.
        CliTest.Run one = CliTest.run("book", "build", "--plies", "1", "--margin", "1", "--depth", "2", "--fen",
                "0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0 81 81 w 1", "--out", out);
        assertEquals(0, one.status(), one.err());
        assertTrue(one.err().contains("\n1 position, 1 ply, margin 1.00 stones"), one.err());
        assertEquals("book: 1 position, 1 ply, margin 1.00 stones", CliTest.run("book", "show", "--book", out)
                .out().lines().findFirst().orElse(""));
    }

    @Test
    void selfplayRefusesAsTheOthersDo() {
        refused("--games must be 1 or more, not 0", "selfplay", "--games", "0", "--out", dir.resolve("s.pgn").toString());
    }

    private static String[] concat(String[] head, String... tail) {
        String[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }

    /** The engine's own ranges (FORMATS.md §3's option lines: MultiPV 1..5, Threads 1..64, Hash 1..4096). */
    @Test
    void analyseRefusesAnEngineOptionOutOfTheEnginesRange() {
        refused("--multipv must be 1..5, not 9", "analyse", "--multipv", "9", "--depth", "1");
        refused("--threads must be 1..64, not 0", "analyse", "--threads", "0", "--depth", "1");
        refused("--hash must be 1..4096, not 0", "analyse", "--hash", "0", "--depth", "1");
    }

    /** An illegal --moves is a command line the command cannot take: status 2 (1 is solve's goal not met). */
    @Test
    void anIllegalMoveAfterThePositionIsRefusedAsAnOption() {
        refused("--moves: move 1 '13' is illegal: the last stone lands in hole 9, not 3", "solve", "--moves", "13", "--time", "1");
        refused("--moves: move 2 '64' is illegal: the last stone lands in hole 5, not 4", "analyse", "--moves", "65,64", "--depth", "1");
    }

    @Test
    void reviewRefusesANonPositiveLimit() {
        Path out = dir.resolve("r.pgn");
        refused("--depth must be 1 or more, not 0", "review", game.toString(), "--depth", "0", "--out", out.toString());
        refused("--depth must be 1 or more, not -1", "review", game.toString(), "--depth", "-1", "--out", out.toString());
        refused("--movetime must be 1 or more, not 0", "review", game.toString(), "--movetime", "0", "--out", out.toString());
        refused("--movetime must be 1 or more, not -5", "review", game.toString(), "--movetime", "-5", "--out", out.toString());
        assertFalse(Files.exists(out));
    }

    @Test
    void puzzlesVerifyNeedsAnEtudeTimeAboveZero() {
        refused("--etude-time must be above 0 seconds, not 0", "puzzles", "verify", game.toString(), "--etude-time", "0");
        refused("--etude-time must be above 0 seconds, not -5", "puzzles", "verify", game.toString(), "--etude-time", "-5");
    }

    @Test
    void puzzlesEtudesRefusesNoGamesNoTimeAndNegativePlies() {
        Path out = dir.resolve("e.pgn");
        refused("--games must be 1 or more, not 0", "puzzles", "etudes", "--games", "0", "--out", out.toString());
        refused("--games must be 1 or more, not -1", "puzzles", "etudes", "--games", "-1", "--out", out.toString());
        refused("--time must be above 0 seconds, not 0", "puzzles", "etudes", "--games", "1", "--time", "0",
                "--out", out.toString());
        refused("--time must be above 0 seconds, not -1", "puzzles", "etudes", "--games", "1", "--time", "-1",
                "--out", out.toString());
        refused("--min-plies must be 0 or more, not -1", "puzzles", "etudes", "--games", "1", "--min-plies", "-1",
                "--out", out.toString());
        assertFalse(Files.exists(out));
    }

    @Test
    void matchRefusesANonPositiveMoveTime() {
        Path pgn = dir.resolve("m.pgn");
        refused("--movetime must be 1 or more, not 0", "match", "--engine1", "otau", "--engine2", "otau", "--games", "2",
                "--movetime", "0", "--pgn", pgn.toString());
        refused("--movetime must be 1 or more, not -5", "match", "--engine1", "otau", "--engine2", "otau", "--games", "2",
                "--movetime", "-5", "--pgn", pgn.toString());
        assertFalse(Files.exists(pgn));
    }

    @Test
    void bookBuildNeedsOnePositionAtLeast() {
        Path out = dir.resolve("b.book");
        refused("--max-positions must be 1 or more, not 0", "book", "build", "--plies", "2", "--margin", "1",
                "--depth", "2", "--out", out.toString(), "--max-positions", "0");
        assertFalse(Files.exists(out));
    }

    @Test
    void reviewFitRefusesANegativeCount() {
        refused("--games must be 0 or more, not -1", "review", "fit", "--pgn", game.toString(), "--games", "-1");
        refused("--selfplay must be 0 or more, not -2", "review", "fit", "--selfplay", "-2");
    }

    @Test
    void openingMarksRefusesNoMovesAndNegativeCounts() {
        refused("--moves must be 1 or more, not -1", "review", "opening-marks", game.toString(), "--moves", "-1");
        refused("--moves must be 1 or more, not 0", "review", "opening-marks", game.toString(), "--moves", "0");
        refused("--games must be 0 or more, not -1", "review", "opening-marks", game.toString(), "--games", "-1");
        refused("--movetime must be 1 or more, not 0", "review", "opening-marks", game.toString(), "--movetime", "0");
    }

    @Test
    void puzzlesGenerateRefusesAMinimumRatingAboveTheMaximum() {
        Path out = dir.resolve("p.pgn");
        refused("--min-rating 2000 is above --max-rating 1000: no puzzle could be kept", "puzzles", "generate",
                "--games", game.toString(), "--out", out.toString(), "--min-rating", "2000", "--max-rating", "1000");
        assertFalse(Files.exists(out));
    }

    /** Not a usage error but one of the file: the file is read first, and the count said (status 1, as review --game). */
    @Test
    void puzzlesGenerateSaysHowManyGamesTheFileHolds() throws IOException {
        Path out = dir.resolve("p.pgn");
        CliTest.Run r = CliTest.run("puzzles", "generate", "--games", game.toString(), "--out", out.toString(),
                "--first-record", "99");
        assertEquals(1, r.status());
        assertEquals("error: --first-record 99: g.pgn holds 1 game; nothing written\n", r.err());
        assertEquals("", r.out());
        assertFalse(Files.exists(out));

        Path empty = Files.writeString(dir.resolve("empty.pgn"), "");
        CliTest.Run none = CliTest.run("puzzles", "generate", "--games", empty.toString(), "--out", out.toString());
        assertEquals(1, none.status());
        assertEquals("error: empty.pgn holds no games; nothing written\n", none.err());
        assertFalse(Files.exists(out));
    }

    /**
     * A value picocli cannot parse is named in words, not by its Java type ("'abc' is not an
     * int"); --game 0 is out of range for review as for export tgk, and a game past the file's
     * last is said once the file is read (status 1, as puzzles generate's --first-record).
     */
    @Test
    void valuesAreNamedInWordsAndGameNumbersAsEveryCommandSaysThem() {
        refused("Invalid value for positional parameter at index 0 (<depth>): 'abc' is not a whole number", "perft", "abc");
        refused("Invalid value for option '--time': 'abc' is not a number", "solve", "--time", "abc");
        refused("--game must be 1 or more, not 0", "review", "--game", "0", game.toString());
        CliTest.Run past = CliTest.run("review", "--game", "5", game.toString());
        assertEquals(1, past.status());
        assertEquals("error: --game 5: g.pgn holds 1 game\n", past.err());
        refused("--mark 'Qw5': expected a hole like Gw5 or an arrow like Rw5b3", "export", "diagram", "--mark", "Qw5",
                "--out", dir.resolve("q.png").toString());
    }
}
