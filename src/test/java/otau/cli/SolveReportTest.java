package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Verdict;
import otau.game.Fen;
import otau.game.Position;

class SolveReportTest {
    /** Hand-checked: White wins by 9 (one stone back into hole 9, one into Black's hole 1, which holds 2 and is taken: 82). */
    private static final Position ONE_MOVE_FROM_THE_END = Fen.read("0,0,0,0,0,0,0,0,2/1,0,0,0,3,0,0,0,0 80 76 w 40");

    private static String report(List<Integer> line) {
        return report(line, false, 0, 60_000_000);
    }

    private static String report(List<Integer> line, boolean stopped, long minimiseNodes, long shortestNodes) {
        SolveResult r = new SolveResult(ONE_MOVE_FROM_THE_END, Verdict.WHITE_WINS, true, false, false, true, 1, line,
                false, null, 1, 100, 100, 1, 0, stopped, SolveResult.WinLength.AT_MOST, 0, minimiseNodes, List.of(), 0,
                100, List.of(), Map.of());
        StringWriter out = new StringWriter();
        SolveReport.print(new PrintWriter(out), r, SolveGoal.WIN, false, shortestNodes);
        return out.toString();
    }

    /**
     * A win left at "at most N" says what stopped the search for the shortest: its node budget
     * (which may leave most of the time unused, so "in the time" would mislead), the clock, or
     * the user.
     */
    @Test
    void anInexactWinSaysWhatStoppedTheSearchForTheShortest() {
        String budget = report(List.of(9), false, 60_000_128, 60_000_000);
        assertTrue(budget.contains("win in at most 1 move (1 ply): the search for the shortest spent its budget"
                + " (60000128 nodes; --shortest-nodes)"), budget);
        String time = report(List.of(9), false, 1_234_567, 60_000_000);
        assertTrue(time.contains("(1 ply): the shortest was not found in the time"), time);
        String stopped = report(List.of(9), true, 60_000_128, 60_000_000);
        assertTrue(stopped.contains("(1 ply): the search for the shortest was stopped"), stopped);
    }

    @Test
    void aMainLineThatStopsBeforeTheGamesEndIsSaidToStopThere() {
        String whole = report(List.of(9));
        assertTrue(whole.contains("main line: 40. 91(82)"), whole);
        assertFalse(whole.contains("the line stops"), whole);
        String cut = report(List.of());
        assertTrue(cut.contains("the line stops after 0 plies, before the game's end"), cut);
        assertTrue(cut.contains("(the win is proved)"), cut);
    }

    /** A solve stopped before anything was proved (Ctrl-C) says so, and claims nothing. */
    @Test
    void aStoppedSolveSaysItWasStoppedAndClaimsNothing() {
        for (boolean stopped : new boolean[] {false, true}) {
            SolveResult r = new SolveResult(ONE_MOVE_FROM_THE_END, null, false, false, false, false, 0, List.of(),
                    false, null, 0, 100, 1200, 1, 1, stopped, null, 0, 0, List.of(), 0, 1200, List.of(), Map.of());
            StringWriter out = new StringWriter();
            SolveReport.print(new PrintWriter(out), r, SolveGoal.DECIDE, false, 60_000_000);
            String text = out.toString();
            assertTrue(text.contains(stopped ? "unproven after 1.2 s (stopped): " : "unproven after 1.2 s: "), text);
            assertFalse(text.contains("proven: "), text);
        }
    }

    /**
     * A first move the cook check had no time for is said to be open for that reason, not as if
     * its node budget had been spent; one whose budget ran out is said as before. Oracle for the
     * first: the test stops the solve the moment the check begins, so no move had any of its
     * budget; for the second, no stop and a budget of one node a move.
     */
    @Test
    void aFirstMoveLeftOpenByTheTimeIsSaidSoNotAsIfItsBudgetRanOut() {
        // A shipped win etude (puzzles/etudes.pgn) whose proof's table leaves five first moves to search.
        Position etude = Fen.read("1,1,1,X,0,1,1,1,1/2,X,0,0,1,1,1,1,2 74 73 b 50");
        java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
        otau.engine.solve.SolveListener stopAtTheCheck = new otau.engine.solve.SolveListener() {
            @Override
            public void progress(otau.engine.solve.SolveProgress progress) {
            }

            @Override
            public void afterProof(Verdict verdict, AfterProof step) {
                if (step == AfterProof.FIRST_MOVES) {
                    stop.set(true);
                }
            }
        };
        SolveResult late = new otau.engine.solve.Solver(null).solve(etude, SolveGoal.WIN, 60, 1, 16, stopAtTheCheck, stop);
        int first = late.mainLine().get(0);
        assertFalse(late.openMoves(first).isEmpty(), "moves the proof's table had not decided: " + late.firstMoves());
        assertEquals(late.openMoves(first), late.openMovesOutOfTime(first));
        String said = SolveReport.secondWinningMove(late);
        assertTrue(said.startsWith("second winning first move: not found before the time ran out for 50... "), said);
        assertFalse(said.contains("nodes"), said);

        SolveResult budget = new otau.engine.solve.Solver(null).withFirstMoveNodes(1).solve(etude, SolveGoal.WIN, 60, 1,
                16, p -> { }, new java.util.concurrent.atomic.AtomicBoolean());
        int move = budget.mainLine().get(0);
        assertFalse(budget.openMoves(move).isEmpty(), budget.firstMoves().toString());
        assertTrue(budget.openMovesOutOfTime(move).isEmpty(), budget.firstMoves().toString());
        String within = SolveReport.secondWinningMove(budget);
        assertTrue(within.startsWith("second winning first move: not found within 1 nodes for each of 50... ")
                && !within.contains("time"), within);
    }

    /**
     * Duals found beside first moves the bounded check left open: the open ones are named too, so
     * the list of duals is not taken for the whole. Oracle: with the default budget the position's
     * six other winning first moves (PuzzlesCliTest checks them with the store-difference search);
     * with one node a move, those it names as duals and those it leaves open are these six.
     */
    @Test
    void dualsFoundBesideMovesLeftOpenAreNamedWithThem() {
        Position p = Fen.read("3,10,1,0,1,X,2,2,1/X,1,2,1,2,3,1,1,1 75 55 w 41");
        SolveResult whole = new otau.engine.solve.Solver(null).withShortestWinNodes(1).solve(p, SolveGoal.WIN, 60, 1, 16,
                q -> { }, new java.util.concurrent.atomic.AtomicBoolean());
        SolveResult bounded = new otau.engine.solve.Solver(null).withFirstMoveNodes(1).withShortestWinNodes(1).solve(p,
                SolveGoal.WIN, 60, 1, 16, q -> { }, new java.util.concurrent.atomic.AtomicBoolean());
        int first = whole.mainLine().get(0);
        assertEquals(first, (int) bounded.mainLine().get(0));
        assertEquals(java.util.List.of(1, 3, 5, 7, 8, 9), whole.otherWinningMoves(first));
        java.util.List<Integer> also = bounded.otherWinningMoves(first);
        java.util.List<Integer> open = bounded.openMoves(first);
        assertFalse(also.isEmpty() || open.isEmpty(), also + " " + open);
        assertEquals(whole.otherWinningMoves(first), java.util.stream.Stream.concat(also.stream(), open.stream()).sorted()
                .toList());
        assertEquals("second winning first move: 41. 91 also wins (a dual: the first move is not unique); not decided"
                + " within 1 nodes for each of 41. 13, 41. 34, 41. 56, 41. 78, 41. 89",
                SolveReport.secondWinningMove(bounded));
        assertEquals("second winning first move: 41. 13, 41. 34, 41. 56, 41. 78, 41. 89, 41. 91 also win (a dual: the"
                + " first move is not unique)", SolveReport.secondWinningMove(whole));
    }
}
