package otau.puzzle.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.Solver;
import otau.engine.solve.ThreadsStarted;
import otau.engine.solve.Verdict;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.SolutionNode;

class EtudeSessionTest {
    /** A composed win with 17 stones left: 9 is the composer's first move; 5 also wins; 2 loses. */
    static final String ETUDE = """
            [FEN "0,2,X,0,1,3,1,1,1/1,X,0,0,0,0,0,6,1 66 79 w 64"]
            [Id "e-win"]
            [Theme "etude endgame"]
            [Goal "win"]
            [Rating "1675"]

            64. 91(68) 84 65. 12 91 66. 12 89 67. 45 91 68. 12 91 69. 12 *
            """;

    static Puzzle etude() {
        PuzzleCollection c = PuzzleCollection.parse(ETUDE, "t", "t.pgn");
        assertEquals(List.of(), c.problems());
        return c.puzzles().get(0);
    }

    private static EtudeSession session() {
        return new EtudeSession(etude(), () -> null, 20);
    }

    @Test
    void anEtudeIsAWinOrDrawStipulationInARealPosition() {
        assertTrue(EtudeSession.isEtude(etude()));
        assertFalse(EtudeSession.isEtude(PuzzleTrainerTest.puzzles().get(0)), "a gain puzzle is judged by its line");
    }

    @Test
    void aMoveOffTheComposersLineThatKeepsTheWinIsAcceptedAndTheOpponentResistsLongest() {
        EtudeSession s = session();
        Position start = s.position();
        var kept = assertInstanceOf(PuzzleSession.MoveResult.Correct.class, s.play(5));
        assertFalse(kept.composersMove(), "5 is not the composer's move");
        assertFalse(s.onComposersLine());
        // The reply is the solver's longest resistance: the defender's first move of its proof line.
        var proof = new Solver(null).solve(start.play(5), SolveGoal.DECIDE, 20, 1, 32, SolveListener.NONE,
                new AtomicBoolean());
        assertEquals(Verdict.WHITE_WINS, proof.verdict());
        assertEquals(proof.mainLine().get(0), kept.reply().hole());
        assertEquals(proof.mainLine().subList(1, proof.mainLine().size()), s.solutionFromHere());
        assertFalse(s.solutionIsOneHoldingMove(), "a proved line, not one move");
        playOut(s);
    }

    /**
     * Two threads judge every first move as one does: the same kind of answer, the same reply
     * (the defender's longest resistance) or the same verdict. Oracle for the answers: the
     * independent deepening search says which first moves keep White's win.
     */
    @Test
    void twoThreadsJudgeEveryFirstMoveAsOneDoes() {
        Position start = etude().start();
        for (int hole = 1; hole <= 9; hole++) {
            if (!start.isLegal(hole)) {
                continue;
            }
            PuzzleSession.MoveResult one = session().play(hole);
            EtudeSession twoThreads = session().withThreads(2);
            assertEquals(2, twoThreads.threads());
            PuzzleSession.MoveResult two = twoThreads.play(hole);
            assertEquals(one.getClass(), two.getClass(), "move " + hole);
            boolean keeps = new Solver(null, otau.engine.solve.SolveMethod.DEEPENING).solve(start.play(hole),
                    SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean()).verdict() == Verdict.WHITE_WINS;
            assertEquals(keeps, one instanceof PuzzleSession.MoveResult.Correct
                    || one instanceof PuzzleSession.MoveResult.Solved, "move " + hole + ": " + one);
            if (one instanceof PuzzleSession.MoveResult.Correct c1) {
                assertEquals(c1.reply(), ((PuzzleSession.MoveResult.Correct) two).reply(), "move " + hole);
            } else if (one instanceof PuzzleSession.MoveResult.GivesUp g1) {
                assertEquals(g1.now(), ((PuzzleSession.MoveResult.GivesUp) two).now(), "move " + hole);
            }
        }
    }

    /** A node budget judges a move alike on every machine: one thread then, whatever the setting. */
    @Test
    void aNodeBudgetKeepsOneThread() {
        assertEquals(1, new EtudeSession(etude(), () -> null, 20, 35_000).withThreads(4).threads());
        assertEquals(4, new EtudeSession(etude(), () -> null, 20).withThreads(4).threads());
    }

    /**
     * The threads reach the move's solve: with two, a solver thread starts beside the trainer's;
     * under a node budget none does, whatever the setting. Oracle: Flight Recorder's record of
     * every thread started.
     */
    @Test
    void theSolveOfAMoveTakesTheThreadsItIsGiven() {
        assertTrue(ThreadsStarted.during("solver-", () -> session().withThreads(2).play(5)).size() > 0,
                "two threads");
        assertEquals(java.util.Set.of(), ThreadsStarted.during("solver-", () -> session().play(5)), "one thread");
        assertEquals(java.util.Set.of(), ThreadsStarted.during("solver-",
                () -> new EtudeSession(etude(), () -> null, 20, 35_000).withThreads(4).play(5)), "a node budget");
    }

    @Test
    void aSecondWinningFirstMoveIsReportedAsACookAndTheComposersIsNot() {
        // Oracle: the independent deepening search proves White's 5 a win as well.
        Position start = etude().start();
        assertEquals(Verdict.WHITE_WINS, new Solver(null, otau.engine.solve.SolveMethod.DEEPENING).solve(start.play(5),
                SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean()).verdict());
        EtudeSession s = session();
        assertInstanceOf(PuzzleSession.MoveResult.Correct.class, s.play(5));
        EtudeSession.Cook cook = s.lastCook();
        assertFalse(cook == null || cook.drawEtude(), "a second solution of a win etude");
        assertEquals(List.of(5), cook.line());
        assertEquals(start, cook.from());
        EtudeSession composers = session();
        assertInstanceOf(PuzzleSession.MoveResult.Correct.class, composers.play(9));
        assertEquals(null, composers.lastCook(), "the composer's own move is no cook");
    }

    @Test
    void aWinInADrawEtudeIsReportedOnceAsACook() {
        Puzzle won = PuzzleCollection.parse(ETUDE.replace("[Goal \"win\"]", "[Goal \"draw\"]"), "t", "t.pgn")
                .puzzles().get(0);
        EtudeSession s = new EtudeSession(won, () -> null, 20);
        var first = assertInstanceOf(PuzzleSession.MoveResult.Correct.class, s.play(9));
        EtudeSession.Cook cook = s.lastCook();
        assertTrue(cook != null && cook.drawEtude(), "White wins where a draw is asked");
        assertEquals(9, cook.line().get(0));
        // The line is a legal win for White from the start.
        Position p = won.start();
        for (int h : cook.line()) {
            assertTrue(p.isLegal(h), "cook move " + h + " in " + cook.line());
            p = p.play(h);
        }
        assertTrue(p.isGameOver());
        assertEquals(Side.WHITE, p.outcome().winner());
        if (s.state() == PuzzleSession.State.SOLVER_TO_MOVE) {
            s.play(s.solutionFromHere().get(0));
            assertEquals(null, s.lastCook(), "said once, where it is first found");
        }
        assertTrue(first.composersMove());
    }

    @Test
    void aMoveThatGivesTheWinUpIsRefutedWithTheSolversLineAndMayBeRetried() {
        EtudeSession s = session();
        var lost = assertInstanceOf(PuzzleSession.MoveResult.GivesUp.class, s.play(2));
        assertEquals(Verdict.BLACK_WINS, lost.now());
        assertFalse(lost.line().isEmpty(), "the line that shows why");
        assertEquals(PuzzleSession.State.WRONG, s.state());
        assertEquals(1, s.wrongMoves());
        assertEquals(List.of(9, 8, 1, 9), s.solutionFromHere().subList(0, 4), "the composer's line from here");
        s.retry();
        var onLine = assertInstanceOf(PuzzleSession.MoveResult.Correct.class, s.play(9));
        assertTrue(onLine.composersMove());
        playOut(s);
        assertFalse(s.solvedCleanly(), "solved after a mistake");
    }

    @Test
    void aDrawEtudeIsSolvedWhenTheComposersLineIsPlayedAndAMoveThatLosesIsRefuted() {
        PuzzleCollection c = PuzzleCollection.parse("""
                [FEN "0,2,6,1,7,1,X,1,0/X,0,0,0,0,0,0,0,3 60 81 w 74"]
                [Id "e-draw"]
                [Goal "draw"]

                74. 45 92 75. 12 91 76. 12 *
                """, "t", "t.pgn");
        assertEquals(List.of(), c.problems());
        EtudeSession s = new EtudeSession(c.puzzles().get(0), () -> null, 20);
        var lost = assertInstanceOf(PuzzleSession.MoveResult.GivesUp.class, s.play(2));
        assertEquals(Verdict.BLACK_WINS, lost.now());
        s.retry();
        var over = assertInstanceOf(PuzzleSession.MoveResult.GivesUp.class, s.play(3), "3 ends the game lost");
        assertEquals(List.of(), over.line());
        s.retry();
        assertTrue(assertInstanceOf(PuzzleSession.MoveResult.Correct.class, s.play(4)).composersMove());
        assertInstanceOf(PuzzleSession.MoveResult.Correct.class, s.play(1));
        s.play(1);
        assertEquals(PuzzleSession.State.SOLVED, s.state(), "the composer's whole line reaches the draw");
        assertEquals(2, s.wrongMoves());
    }

    /**
     * On the composer's line the opponent answers with the composer's reply, not with another
     * the solver proved as good (etude-a72d9d, a shipped draw etude, left the line at the first
     * reply, and Hint and Show Solution then followed the solver's line instead of the file's).
     * Oracle: the file's own line, played to its end.
     */
    @Test
    void onTheComposersLineTheOpponentAnswersAsTheComposerWrote() throws java.io.IOException {
        Puzzle p = PuzzleCollection.read(java.nio.file.Path.of("puzzles", "etudes.pgn")).puzzles().stream()
                .filter(x -> x.id().equals("etude-a72d9d")).findFirst().orElseThrow();
        List<Integer> line = p.mainLine();
        EtudeSession s = new EtudeSession(p, () -> null, 20);
        for (int i = 0; i < line.size(); i += 2) {
            var answered = s.play(line.get(i));
            if (i + 1 < line.size()) {
                var c = assertInstanceOf(PuzzleSession.MoveResult.Correct.class, answered, "move " + (i + 1));
                assertEquals(line.get(i + 1), c.reply().hole(), "the composer's reply to move " + (i + 1));
            }
        }
        assertEquals(PuzzleSession.State.SOLVED, s.state());
        assertEquals(0, s.wrongMoves());
    }

    @Test
    void leavingCancelsTheSolveAndAnUndecidedMoveIsNotAMistake() throws Exception {
        // From the start position nothing is decided quickly: the solve runs until cancelled.
        PuzzleCollection c = PuzzleCollection.parse("""
                [FEN "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1"]
                [Id "e-open"]
                [Goal "win"]

                1. 19 *
                """, "t", "t.pgn");
        assertEquals(List.of(), c.problems());
        Puzzle open = c.puzzles().get(0);
        EtudeSession s = new EtudeSession(open, () -> null, 600);
        Thread leaver = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            s.cancel();
        });
        long start = System.nanoTime();
        leaver.start();
        var r = s.play(9);
        leaver.join();
        assertTrue((System.nanoTime() - start) / 1e9 < 30, "the cancelled solve returns at once");
        assertInstanceOf(PuzzleSession.MoveResult.Unproven.class, r);
        assertEquals(0, s.wrongMoves(), "not counted as a mistake");
        s.retry();
        assertEquals(PuzzleSession.State.SOLVER_TO_MOVE, s.state());
    }

    /**
     * A club position, Black to move, that Black wins (bench-25-41.txt); the position before it,
     * White to move, with White's 9. After Black's 1 the solver disproves White's win in about
     * 30,000 nodes and needs about 42,000 to prove Black's; before Black's move (after White's 9)
     * it disproves White's win in about 60,000 and proves Black's in 82,833.
     */
    private static final String CLUB = "0,0,0,1,X,0,2,2,1/1,3,0,X,0,1,1,2,20 63 65 b 72";
    private static final String BEFORE_CLUB = "0,0,0,1,X,0,2,2,4/0,2,1,X,0,1,1,2,20 61 65 w 72";

    private static Puzzle clubEtude(String fen, Goal goal, int composersMove) {
        return new Puzzle("club", Fen.read(fen), List.of(new SolutionNode(composersMove, List.of())),
                List.of("etude"), goal, 1500, "", Map.of());
    }

    @Test
    void aDrawEtudesMoveProvedNotToLoseIsRightWhileItsWinIsOpenAndTheEngineReplies() {
        Position after = Fen.read(CLUB).play(1);
        // Oracle: the whole proof, without the node limit, finds Black winning after 1.
        assertEquals(Verdict.BLACK_WINS, new Solver(null).solve(after, SolveGoal.DECIDE, 60, 1, 32,
                SolveListener.NONE, new AtomicBoolean()).verdict());
        EtudeSession s = new EtudeSession(clubEtude(CLUB, Goal.draw(), 6), () -> null, 60, 35_000);
        var kept = assertInstanceOf(PuzzleSession.MoveResult.Correct.class, s.play(1));
        assertFalse(kept.composersMove());
        assertTrue(kept.engineReply(), "no proved line: the engine answers");
        assertTrue(after.isLegal(kept.reply().hole()));
        assertEquals(after.play(kept.reply().hole()), s.position());
        assertEquals(PuzzleSession.State.SOLVER_TO_MOVE, s.state());
        // The hint, a reply the disproof knows to keep the draw: oracle, the whole solve after it.
        List<Integer> hint = s.solutionFromHere();
        assertEquals(1, hint.size(), "one proved move, no line: " + hint);
        Position afterHint = s.position().play(hint.get(0));
        Verdict afterIt = afterHint.isGameOver() ? Verdict.of(afterHint.outcome())
                : new Solver(null).solve(afterHint, SolveGoal.DECIDE, 60, 1, 32, SolveListener.NONE,
                        new AtomicBoolean()).verdict();
        assertTrue(afterIt != null && afterIt != Verdict.WHITE_WINS, "after the hint " + hint + ": " + afterIt);
        assertEquals(null, s.lastCook(), "Black's win is not proved, so no cook is claimed");
        assertEquals(0, s.wrongMoves());
        // Giving up shows that one move, said to be only a move that keeps the draw.
        assertTrue(s.solutionIsOneHoldingMove());
        assertEquals(hint, s.showSolution());
        assertTrue(s.solutionIsOneHoldingMove());
    }

    /**
     * Show solution where only one holding move is known plays the draw out: each of the solver's
     * moves proved as it is played, the engine answering, to the game's end or to where nothing
     * more is proved. Oracle: the rules' result at the end, and the whole proof (no node limit)
     * after each of the solver's moves, that White does not win.
     */
    @Test
    void showSolutionPlaysAKeptDrawOutEachMoveProvedNotToLose() {
        EtudeSession s = new EtudeSession(clubEtude(CLUB, Goal.draw(), 6), () -> null, 60, 35_000);
        assertInstanceOf(PuzzleSession.MoveResult.Correct.class, s.play(1));
        assertTrue(s.solutionIsOneHoldingMove());
        s.startPlayingOut();
        assertTrue(s.playingOut() && s.hintUsed());
        int moves = 0;
        while (!s.isFinished() && s.solutionIsOneHoldingMove() && moves < 60) {
            int hole = s.solutionFromHere().get(0);
            Position afterMine = s.position().play(hole);
            var r = s.play(hole);
            moves++;
            assertFalse(r instanceof PuzzleSession.MoveResult.GivesUp, r.toString());
            if (!afterMine.isGameOver()) {
                assertTrue(new Solver(null).solve(afterMine, SolveGoal.DECIDE, 60, 1, 32, SolveListener.NONE,
                        new AtomicBoolean()).verdict() != Verdict.WHITE_WINS, "after " + hole + ": " + afterMine);
            }
            if (!(r instanceof PuzzleSession.MoveResult.Correct)) {
                s.stopPlayingOut();
            }
        }
        s.stopPlayingOut();
        assertTrue(moves >= 2, "played on past the first holding move: " + moves + " moves");
        assertEquals(null, s.lastCook(), "the play-out asks only the stipulation: no cook is claimed");
        assertEquals(PuzzleSession.State.SOLUTION_SHOWN, s.state(), "shown, not solved");
        assertFalse(s.solvedCleanly());
        assertEquals(0, s.wrongMoves());
        if (s.position().isGameOver()) {
            assertTrue(s.position().outcome().winner() != Side.WHITE, "the draw is kept to the end");
        }
    }

    /**
     * The session keeps its solves' tables from move to move: a play-out's step, whose position
     * the last disproof holds, is decided by reading that table. Oracle: the same solve on fresh
     * tables, which must search the position again and gives the same answer.
     */
    @Test
    void aPlayOutStepReadsWhatTheLastSolveDisproved() {
        EtudeSession s = new EtudeSession(clubEtude(CLUB, Goal.draw(), 6), () -> null, 60, 35_000);
        assertInstanceOf(PuzzleSession.MoveResult.Correct.class, s.play(1));
        s.startPlayingOut();
        int hole = s.solutionFromHere().get(0);
        Position afterMine = s.position().play(hole);
        assertInstanceOf(PuzzleSession.MoveResult.Correct.class, s.play(hole));
        // The trainer's question after Black's move: can White, to move, win?
        var fresh = new Solver(null).withNodeLimit(35_000).stipulationOnly().solve(afterMine, SolveGoal.WIN, 60, 1, 32,
                SolveListener.NONE, new AtomicBoolean());
        assertTrue(fresh.winDisproved(Side.WHITE), "fresh tables: White does not win");
        assertTrue(s.lastSolveNodes() <= 10 && fresh.nodes() > 100 * s.lastSolveNodes(),
                "kept tables " + s.lastSolveNodes() + " nodes, fresh " + fresh.nodes());
    }

    @Test
    void aWinEtudesMoveAfterWhichTheOpponentCannotLoseGivesTheWinUpThoughItsResultIsOpen() {
        // Oracle: the whole proof finds Black winning after White's 9 (recorded in bench-25-41.txt).
        assertEquals(Verdict.BLACK_WINS, new Solver(null).solve(Fen.read(CLUB), SolveGoal.DECIDE, 60, 1, 32,
                SolveListener.NONE, new AtomicBoolean()).verdict());
        EtudeSession s = new EtudeSession(clubEtude(BEFORE_CLUB, Goal.win(), 8), () -> null, 60, 70_000);
        var lost = assertInstanceOf(PuzzleSession.MoveResult.GivesUp.class, s.play(9));
        assertEquals(null, lost.now(), "only that White cannot win is proved");
        assertEquals(List.of(), lost.line());
        assertEquals(PuzzleSession.State.WRONG, s.state());
        assertEquals(1, s.wrongMoves());
    }

    /** Plays the proved move until the game is over: the attempt succeeds when the win is reached. */
    private static void playOut(EtudeSession s) {
        for (int i = 0; i < 40 && s.state() == PuzzleSession.State.SOLVER_TO_MOVE; i++) {
            var r = s.play(s.solutionFromHere().get(0));
            assertFalse(r instanceof PuzzleSession.MoveResult.GivesUp, r.toString());
        }
        assertEquals(PuzzleSession.State.SOLVED, s.state());
        assertTrue(s.position().isGameOver());
        assertEquals(Side.WHITE, s.position().outcome().winner());
    }
}
