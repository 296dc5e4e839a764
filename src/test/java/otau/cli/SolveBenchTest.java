package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.Writer;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveMethod;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

/** {@code otau solve --bench}: the shipped benchmark file, and bad bench files. */
class SolveBenchTest {
    private static Path benchFile() throws URISyntaxException {
        return Path.of(SolveBenchTest.class.getResource("/otau/engine/solve/bench-25-41.txt").toURI());
    }

    @Test
    void theBenchFileReadsAndEveryQuickProofIsConfirmedByTheIndependentDeepeningSearch() throws Exception {
        // 100,000 df-pn nodes a position without the tablebase: the quick proofs must come out.
        CliTest.Run r = CliTest.run("solve", "--bench", benchFile().toString(), "--nodes", "100000", "--shortest-nodes", "2000000", "--time", "120",
                "--no-egtb", "--hash", "16");
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("positions, 120.0 s each, method dfpn"), r.out());
        Matcher m = Pattern.compile("proved (\\d+) of (\\d+) \\((\\d+) of the (\\d+) with a known result\\), 0 wrong")
                .matcher(r.out());
        assertTrue(m.find(), r.out());
        assertTrue(Integer.parseInt(m.group(2)) >= 20, r.out());
        assertTrue(Integer.parseInt(m.group(3)) >= 5, "the quick ones are proved: " + r.out());
        // The oracle is not the file (the solver's own earlier output) but the other method: the
        // iterative-deepening AND/OR search (ForcingSearch), a separate algorithm with its own table.
        // Given 1 M nodes, it must never prove or disprove anything against a df-pn proof, and must
        // itself prove at least five of them.
        List<SolveBench.Entry> entries = SolveBench.read(benchFile(), new PrintWriter(Writer.nullWriter()));
        Matcher line = Pattern.compile("(?m)^\\s*(\\d+)\\s+\\d+ stones\\s+proven: (White wins|Black wins|draw)").matcher(r.out());
        Solver deepening = new Solver(null, SolveMethod.DEEPENING).withNodeLimit(1_000_000);
        int checked = 0;
        int confirmed = 0;
        while (line.find()) {
            Position p = entries.get(Integer.parseInt(line.group(1)) - 1).position();
            String dfpn = line.group(2);
            SolveResult id = deepening.solve(p, SolveGoal.DECIDE, 120, 1, 16, SolveListener.NONE, new AtomicBoolean());
            checked++;
            if (id.proven()) {
                assertEquals(dfpn, id.verdict().text(), () -> "position " + Fen.write(p));
                confirmed++;
            }
            boolean whiteWins = dfpn.equals("White wins");
            boolean blackWins = dfpn.equals("Black wins");
            assertTrue(!(whiteWins && (id.whiteWinDisproved() || id.blackWinProved()))
                    && !(blackWins && (id.blackWinDisproved() || id.whiteWinProved()))
                    && !(!whiteWins && !blackWins && (id.whiteWinProved() || id.blackWinProved())),
                    () -> "df-pn says " + dfpn + ", deepening: " + id.bounds() + ", position " + Fen.write(p));
        }
        assertEquals(Integer.parseInt(m.group(1)), checked, r.out());
        assertTrue(confirmed >= 5, "confirmed " + confirmed + " of " + checked);
    }

    @Test
    void theComposedBenchHoldsWinsAndDrawsOfTheSideToMoveAndItsShortestWinsAreConfirmedByBothMethods() throws Exception {
        Path file = Path.of(SolveBenchTest.class.getResource("/otau/engine/solve/bench-composed.txt").toURI());
        java.io.StringWriter problems = new java.io.StringWriter();
        List<SolveBench.Entry> entries = SolveBench.read(file, new PrintWriter(problems));
        assertTrue(entries != null, problems.toString());
        assertTrue(entries.size() >= 20, "positions: " + entries.size());
        for (SolveBench.Entry e : entries) {
            Position p = e.position();
            int onBoard = p.totalStones() - p.store(Side.WHITE) - p.store(Side.BLACK);
            assertTrue(onBoard >= 20 && onBoard <= 45, () -> "line " + e.line() + ": " + onBoard + " stones");
            // A composition's stipulation is for the side to move: it wins or it holds the draw.
            assertTrue(e.expected() == Verdict.DRAW || e.expected() != null && e.expected().winner() == p.sideToMove(),
                    () -> "line " + e.line() + ": " + e.expected());
        }
        // The file is the solver's own earlier output, so the oracle is not the file alone: the
        // positions recorded with the shortest wins (quick for both methods) are proved again by
        // df-pn within a small budget AND by the independent deepening search (ForcingSearch),
        // which must never contradict the file and must itself confirm at least two of them.
        Pattern shortWin = Pattern.compile("shortest win ([1-7]) moves");
        List<SolveBench.Entry> quick = entries.stream().filter(e -> shortWin.matcher(e.note()).find()).toList();
        assertTrue(quick.size() >= 3, "recorded short wins: " + quick.size());
        Solver dfpn = new Solver(null).withNodeLimit(400_000);
        Solver deepening = new Solver(null, SolveMethod.DEEPENING).withNodeLimit(2_000_000);
        int confirmed = 0;
        for (SolveBench.Entry e : quick) {
            SolveResult a = dfpn.solve(e.position(), SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean());
            assertEquals(e.expected(), a.verdict(), () -> "df-pn, line " + e.line());
            SolveResult b = deepening.solve(e.position(), SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE,
                    new AtomicBoolean());
            Side winner = e.expected().winner();
            assertTrue(winner == null || !(winner == Side.WHITE ? b.whiteWinDisproved() || b.blackWinProved()
                    : b.blackWinDisproved() || b.whiteWinProved()), () -> "deepening, line " + e.line() + ": " + b.bounds());
            if (b.proven()) {
                assertEquals(e.expected(), b.verdict(), () -> "deepening, line " + e.line());
                confirmed++;
            }
        }
        assertTrue(confirmed >= 2, "the deepening search confirmed " + confirmed + " of " + quick.size());
    }

    @Test
    void aBadLineIsNamedByFileAndLine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("bad.txt");
        Files.writeString(f, "# a comment\n0,X,0,0,0,0,1,6,2/0,2,1,0,5,X,0,1,1 65 78 b 59 ; Black wins\n"
                + "0,0,0 1 2 w ; draw\n0,X,0,0,0,0,1,6,2/0,2,1,0,5,X,0,1,1 65 78 b 59 ; Black mates\n");
        CliTest.Run r = CliTest.run("solve", "--bench", f.toString(), "--no-egtb");
        assertEquals(1, r.status());
        assertTrue(r.err().contains("bad.txt line 3: bad position string"), r.err());
        assertTrue(r.err().contains("bad.txt line 4: the result must be"), r.err());
        CliTest.Run missing = CliTest.run("solve", "--bench", dir.resolve("none.txt").toString(), "--no-egtb");
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("none.txt"), missing.err());
    }

    @Test
    void aWrongResultInTheFileIsReported(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("wrong.txt");
        Files.writeString(f, "0,X,0,0,0,0,1,6,2/0,2,1,0,5,X,0,1,1 65 78 b 59 ; White wins\n");
        CliTest.Run r = CliTest.run("solve", "--bench", f.toString(), "--no-egtb", "--hash", "16");
        assertEquals(1, r.status(), r.out());
        assertTrue(r.out().contains("proven: Black wins") && r.out().contains("WRONG, the file says White wins"), r.out());
    }

    @Test
    void theMethodOptionIsChecked() {
        CliTest.Run r = CliTest.run("solve", "--method", "magic");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--method must be dfpn or deepening"), r.err());
        CliTest.Run id = CliTest.run("solve", "--fen", "0,X,0,0,0,0,1,6,2/0,2,1,0,5,X,0,1,1 65 78 b 59", "--method",
                "deepening", "--no-egtb", "--hash", "16");
        assertEquals(0, id.status(), id.out());
        assertTrue(id.out().contains("proven: Black wins"), id.out());
    }
}
