package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;

class SolverTest {
    /** From the etude collection: Black to move wins. */
    private static final Position ETUDE = Fen.read("0,X,0,0,0,0,1,6,2/0,2,1,0,5,X,0,1,1 65 78 b 59");
    /** Six stones, White to move: a draw (the test checks it by exhaustive search). */
    private static final String DRAWN = "2,0,0,0,0,0,0,1,0/0,0,0,0,0,1,0,0,2 77 79 w 1";

    @Test
    void provesAWinWithALineThatEndsTheGame() {
        SolveResult r = new Solver(null).solve(ETUDE, SolveGoal.WIN, 60, 1, 16, SolveListener.NONE, new AtomicBoolean());
        assertTrue(r.proven());
        assertEquals(Verdict.BLACK_WINS, r.verdict());
        Position p = ETUDE;
        for (int h : r.mainLine()) {
            p = p.play(h);
        }
        assertTrue(p.isGameOver(), "the main line ends the game");
        assertEquals(otau.game.Side.BLACK, p.outcome().winner());
        assertEquals(r.mainLine().size(), r.proofPlies());
    }

    /**
     * The shortest-win budget decides between "exact" and "at most": with as many nodes as the
     * proof took the search gives up and shows the proof's height, with the default of `otau
     * solve` it finds the shortest win, whose line ends the game won in exactly that many plies.
     * (That it is the fewest is checked against independent searches in ShortestWinProperties.)
     */
    @Test
    void theShortestWinBudgetDecidesBetweenExactAndAtMost() {
        // The composed bench's no. 17: White wins; the proof (26,000 df-pn nodes) is 32 plies high, the shortest win 17.
        Position p = Fen.read("0,0,1,X,0,0,2,8,4/0,6,0,0,1,0,6,X,2 77 55 w 24");
        SolveResult tight = new Solver(null).withShortestWinNodes(1)
                .solve(p, SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean());
        assertEquals(Verdict.WHITE_WINS, tight.verdict());
        assertEquals(SolveResult.WinLength.AT_MOST, tight.winLength());
        SolveResult ample = new Solver(null).withShortestWinNodes(Solver.THOROUGH_SHORTEST_WIN_NODES)
                .solve(p, SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean());
        assertEquals(SolveResult.WinLength.EXACT, ample.winLength());
        assertTrue(tight.proofPlies() > ample.proofPlies(), tight.proofPlies() + " against " + ample.proofPlies());
        assertTrue(tight.mainLine().size() <= tight.proofPlies(), "the proof's line within its height");
        assertEquals(ample.proofPlies(), ample.mainLine().size());
        assertEndsWonByWhite(p, ample.mainLine());
    }

    /**
     * Without the tablebase a proof's height is a proved bound: the shortest win is not searched
     * at that height again, so where the proof is already a shortest win (the composed bench's
     * no. 5) the proof's own budget is enough to show it exact. The oracle is the deepening search
     * (another method, written apart): it proves the win at depth 9 and not 8, and the first
     * depth at which it proves a win is at most the fewest plies (its table may lend a deeper
     * proof) while its proof's length is at least the fewest, so 9 and 9 pin the fewest to 9.
     */
    @Test
    void aProofsHeightWithoutTheTablebaseIsNotSearchedAgain() {
        Position p = Fen.read("3,10,1,0,1,X,2,2,1/X,1,2,1,2,3,1,1,1 75 55 w 41");
        SolveResult r = new Solver(null).withShortestWinNodes(1)
                .solve(p, SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean());
        assertEquals(Verdict.WHITE_WINS, r.verdict());
        assertEquals(SolveResult.WinLength.EXACT, r.winLength());
        ForcingSearch oracle = new ForcingSearch(p, 0, 1, null, 16, () -> false);
        int first = -1;
        for (int d = 1; d <= 12 && first < 0; d++) {
            if (oracle.iterate(d) == ProofTable.PROVEN) {
                first = d;
            }
        }
        assertEquals(9, first, "the deepening search's first proving depth");
        assertEquals(9, oracle.proofLength(), "the deepening search's proof length");
        assertEquals(9, r.proofPlies());
        assertEquals(9, r.mainLine().size());
        assertEndsWonByWhite(p, r.mainLine());
    }

    private static void assertEndsWonByWhite(Position start, java.util.List<Integer> line) {
        Position end = start;
        for (int h : line) {
            end = end.play(h);
        }
        assertTrue(end.isGameOver() && end.outcome().winner() == otau.game.Side.WHITE, "the line ends the game won: " + line);
    }

    @Test
    void theCookCheckLeavesAMoveOpenRatherThanGuessWhenItsBudgetIsSpent() {
        // A shipped etude (White to move wins, 27 stones) whose proof leaves some first moves unsettled.
        Position p = Fen.read("0,0,1,3,1,0,5,X,2/0,0,0,0,0,0,1,1,1 74 73 w 85");
        SolveResult r = new Solver(null).withFirstMoveNodes(0).solve(p, SolveGoal.WIN, 60, 1, 16, SolveListener.NONE,
                new AtomicBoolean());
        assertEquals(Verdict.WHITE_WINS, r.verdict());
        assertEquals(p.legalMoves().length, r.firstMoves().size());
        assertTrue(r.firstMoves().stream().anyMatch(m -> m.status() == SolveProgress.MoveStatus.OPEN),
                "no budget: the moves the proof did not settle stay open " + r.firstMoves());
        // What it does say agrees with the independent deepening search.
        Solver deepening = new Solver(null, SolveMethod.DEEPENING);
        for (SolveProgress.RootMove m : r.firstMoves()) {
            if (m.status() == SolveProgress.MoveStatus.OPEN) {
                continue;
            }
            SolveResult after = deepening.solve(p.play(m.hole()), SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE,
                    new AtomicBoolean());
            if (after.proven()) {
                assertEquals(m.status() == SolveProgress.MoveStatus.WINS, after.verdict() == Verdict.WHITE_WINS,
                        "first move " + m.hole());
            }
        }
    }

    /**
     * The cook check searches each first move the proof left open on the proof's own table, which
     * already holds much of that move's tree: with 16 MiB and the default budget a move, this
     * etude of the collection (16 stones) had some of Black's first moves left open on fresh
     * tables; now every one is settled. The expected answers come from the independent deepening
     * search, each move given a minute on its own: after 1, 5, 6, 7 or 8 Black does not win
     * (after 1 and 5 White even wins), and 9 wins.
     */
    @Test
    void theCookCheckSettlesEveryFirstMoveOnTheProofsTable() {
        Position p = Fen.read("1,1,1,X,0,1,1,1,1/2,X,0,0,1,1,1,1,2 74 73 b 50");
        SolveResult r = new Solver(null).withShortestWinNodes(1).solve(p, SolveGoal.WIN, 60, 1, 16, SolveListener.NONE,
                new AtomicBoolean());
        assertEquals(Verdict.BLACK_WINS, r.verdict());
        List<String> moves = r.firstMoves().stream().map(m -> m.hole() + " " + m.status()).toList();
        assertEquals(List.of("1 DOES_NOT_WIN", "5 DOES_NOT_WIN", "6 DOES_NOT_WIN", "7 DOES_NOT_WIN", "8 DOES_NOT_WIN",
                "9 WINS"), moves);
    }

    /**
     * After a win is proved the solver says what it still does before it returns, in order, and
     * only then; a draw (proved here by the exhaustive search as well) has one, the check of its
     * first moves, only when that check is asked for.
     */
    /**
     * With two threads the other first moves are searched two at a time, on the proof's table, and
     * judged as one thread judges them. The position is a shipped win etude whose proof's table
     * leaves first moves to search (with a one-node budget they stay open), every one of which the
     * collection's checks prove not to win (`otau puzzles verify`: not cooked).
     */
    @Test
    void theFirstMovesSearchedTwoAtATimeAreJudgedAsOneThreadJudgesThem() {
        Position etude = Fen.read("1,1,1,X,0,1,1,1,1/2,X,0,0,1,1,1,1,2 74 73 b 50");
        SolveResult bare = new Solver(null).withFirstMoveNodes(1).solve(etude, SolveGoal.WIN, 60, 1, 16,
                SolveListener.NONE, new AtomicBoolean());
        assertTrue(bare.openMoves(bare.mainLine().get(0)).size() >= 2, bare.firstMoves().toString());
        List<SolveProgress.RootMove> one = new Solver(null).solve(etude, SolveGoal.WIN, 60, 1, 16, SolveListener.NONE,
                new AtomicBoolean()).firstMoves();
        SolveResult two = new Solver(null).solve(etude, SolveGoal.WIN, 60, 2, 16, SolveListener.NONE, new AtomicBoolean());
        assertEquals(one, two.firstMoves());
        assertTrue(two.otherWinningMoves(two.mainLine().get(0)).isEmpty() && two.openMoves(two.mainLine().get(0)).isEmpty(),
                two.firstMoves().toString());
    }

    @Test
    void theStepsAfterAProofAreReportedInOrderAndOnlyAfterIt() {
        Position win = Fen.read("0,1,0,0,1,0,0,1,1/0,0,0,1,1,0,0,0,0 76 80 w 1");
        assertEquals(1, otau.engine.egtb.ExhaustiveResult.of(win), "oracle: White to move wins");
        List<String> heard = new ArrayList<>();
        SolveListener listener = new SolveListener() {
            @Override
            public void progress(SolveProgress progress) {
                heard.add("progress");
            }

            @Override
            public void afterProof(Verdict verdict, AfterProof step) {
                heard.add(verdict + " " + step);
            }
        };
        SolveResult r = new Solver(null).withFirstMoveCheck().solve(win, SolveGoal.DECIDE, 60, 1, 16, listener,
                new AtomicBoolean());
        assertEquals(Verdict.WHITE_WINS, r.verdict());
        // The cook check first: a long proof's shortest-win search must not take the time it needs.
        List<String> after = heard.subList(heard.indexOf("WHITE_WINS FIRST_MOVES"), heard.size());
        assertEquals(List.of("WHITE_WINS FIRST_MOVES", "WHITE_WINS SHORTEST_WIN"), after);
        heard.clear();
        new Solver(null).solve(win, SolveGoal.BEST, 60, 1, 16, listener, new AtomicBoolean());
        assertEquals(List.of("WHITE_WINS SHORTEST_WIN", "WHITE_WINS MARGIN"),
                heard.subList(heard.indexOf("WHITE_WINS SHORTEST_WIN"), heard.size()));

        Position draw = Fen.read(DRAWN);
        assertEquals(0, otau.engine.egtb.ExhaustiveResult.of(draw), "oracle: a draw");
        heard.clear();
        SolveResult d = new Solver(null).withFirstMoveCheck().solve(draw, SolveGoal.DECIDE, 60, 1, 16, listener,
                new AtomicBoolean());
        assertEquals(Verdict.DRAW, d.verdict());
        assertEquals(List.of("DRAW FIRST_MOVES"), heard.subList(heard.indexOf("DRAW FIRST_MOVES"), heard.size()));
        heard.clear();
        SolveResult plain = new Solver(null).solve(draw, SolveGoal.DECIDE, 60, 1, 16, listener, new AtomicBoolean());
        assertEquals(Verdict.DRAW, plain.verdict());
        assertTrue(heard.stream().allMatch("progress"::equals), heard.toString());
        assertEquals(List.of(), plain.firstMoves());
    }

    @Test
    void theStartPositionIsHonestlyUnprovenInAShortTime() {
        List<SolveProgress> reports = new ArrayList<>();
        // A node budget, not 0.5 s: on a loaded machine half a second could pass before the first node.
        SolveResult r = new Solver(null).withNodeLimit(200_000).solve(Position.start(), SolveGoal.DECIDE, 60, 1, 16,
                reports::add, new AtomicBoolean());
        assertFalse(r.proven());
        assertNull(r.verdict());
        assertFalse(r.whiteWinProved() || r.blackWinProved());
        assertTrue(r.nodes() > 0);
        assertFalse(reports.isEmpty(), "progress is reported");
        assertEquals(9, reports.get(reports.size() - 1).rootMoves().size());
    }

    @Test
    void cancellingStopsASolveAtOnce() throws Exception {
        AtomicBoolean cancel = new AtomicBoolean();
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            cancel.set(true);
        });
        t.start();
        long start = System.nanoTime();
        SolveResult r = new Solver(null).solve(Position.start(), SolveGoal.DECIDE, 0, 2, 16, SolveListener.NONE, cancel);
        t.join();
        assertTrue((System.nanoTime() - start) / 1e9 < 10, "stopped promptly");
        assertTrue(r.cancelled());
        assertFalse(r.proven());
    }

    @Test
    void refusesAStudyPositionWithoutTheFullStoneCount() {
        Position study = Fen.read("0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,1 10 10 w", true);
        assertThrows(IllegalArgumentException.class, () -> new Solver(null).solve(study, SolveGoal.DECIDE, 1, 1, 4,
                SolveListener.NONE, new AtomicBoolean()));
    }

    @Test
    void theExactMarginOfATablebaseSizedWin() {
        // White must sow its last stone over; Black keeps both and finishes 82 : 80.
        Position p = Fen.read("0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,1 80 80 w");
        SolveResult r = new Solver(null).solve(p, SolveGoal.BEST, 10, 1, 4, SolveListener.NONE, new AtomicBoolean());
        assertEquals(Verdict.BLACK_WINS, r.verdict());
        assertEquals(2, r.finalMargin()); // 82 : 80
    }

    @Test
    void aTimeTooLargeToCountIsNoLimitNotADeadlineInThePast() {
        // 1e300 s and Infinity used to overflow the deadline and stop at once, unproven. The
        // oracle is the etude's stipulation (Black wins), proved by provesAWin… above.
        for (double seconds : new double[] {1e300, Double.POSITIVE_INFINITY}) {
            SolveResult r = new Solver(null).solve(ETUDE, SolveGoal.WIN, seconds, 1, 16, SolveListener.NONE,
                    new AtomicBoolean());
            assertTrue(r.proven(), () -> seconds + " s: " + r.bounds());
            assertEquals(Verdict.BLACK_WINS, r.verdict());
        }
    }
}
