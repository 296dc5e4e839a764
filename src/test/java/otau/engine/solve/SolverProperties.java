package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import otau.engine.egtb.ExhaustiveCheck;
import otau.engine.egtb.Tablebase;
import otau.game.Board;
import otau.game.Position;
import otau.game.Side;

/**
 * The solver against two independent exact answers: exhaustive search of small positions
 * with no tablebase (so every draw by endless play must be proved through repetitions, the
 * graph-history case), and on positions of up to 7 stones both the tablebase and exhaustive
 * search. Most positions must be proved: a solver that proves nothing fails.
 */
class SolverProperties {
    private static final Tablebase TABLE = otau.engine.egtb.TestTablebases.upTo(7);

    @Property(tries = 400)
    void withoutTablebaseAgreesWithExhaustiveSearch(@ForAll long seed) {
        Position p = ExhaustiveCheck.randomSmall(new SplittableRandom(seed), 5);
        int expected = ExhaustiveCheck.result(p);
        SolveResult r = new Solver(null).solve(p, SolveGoal.DECIDE, 20, 1, 4, SolveListener.NONE, new AtomicBoolean());
        assertTrue(r.proven(), () -> "not proved: " + p);
        assertEquals(expected, fromMover(p, r.verdict()), () -> "position " + p);
    }

    @Property(tries = 300)
    void withoutTablebaseAgreesWithTheTablebaseAndExhaustiveSearch(@ForAll long seed) {
        // Two oracles, both independent of the solver: the retrograde tablebase and exhaustive
        // search of the full game graph with stores (7 stones: about 40 ms a position).
        Position p = ExhaustiveCheck.randomSmall(new SplittableRandom(seed), 7);
        Board b = new Board(p);
        int exhaustive = ExhaustiveCheck.result(p);
        int expected = b.isGameOver() ? exhaustive : TABLE.result(b);
        assertEquals(exhaustive, expected, () -> "the two oracles disagree: " + p);
        SolveResult r = new Solver(null).solve(p, SolveGoal.DECIDE, 30, 1, 8, SolveListener.NONE, new AtomicBoolean());
        if (r.proven()) {
            assertEquals(expected, fromMover(p, r.verdict()), () -> "position " + p);
        }
        // Never a wrong claim, even unproven: a win proved is the winner's.
        int forWhite = p.sideToMove() == Side.WHITE ? expected : -expected;
        assertTrue(!r.whiteWinProved() || forWhite == 1, () -> "White's win claimed: " + p);
        assertTrue(!r.blackWinProved() || forWhite == -1, () -> "Black's win claimed: " + p);
        // A run that proves nothing must not pass: all of them are proved here in a few ms each.
        Statistics.collect(r.proven() ? "proved" : "unproved");
        Statistics.coverage(c -> c.check("proved").percentage(share -> share >= 90.0));
    }

    @Property(tries = 200)
    void theCookCheckAgreesWithExhaustiveSearch(@ForAll long seed) {
        // Oracle: exhaustive search of each position after a first move. Every first move of a
        // won position is judged, and on these small positions none is left open.
        Position p = ExhaustiveCheck.randomSmall(new SplittableRandom(seed), 7);
        if (p.isGameOver() || ExhaustiveCheck.result(p) != 1) {
            return;
        }
        // One thread or two (a helper on the proof, the first moves checked two at a time), drawn from the seed.
        int threads = 1 + (int) Math.floorMod(seed >> 8, 2L);
        SolveResult r = new Solver(null).solve(p, SolveGoal.WIN, 30, threads, 4, SolveListener.NONE, new AtomicBoolean());
        Statistics.label("threads").collect(threads);
        assertEquals(p.legalMoves().length, r.firstMoves().size(), () -> "first moves of " + p + ": " + r.firstMoves());
        for (SolveProgress.RootMove m : r.firstMoves()) {
            Position after = p.play(m.hole());
            boolean wins = after.isGameOver() ? after.outcome().winner() == p.sideToMove()
                    : ExhaustiveCheck.result(after) == -1;
            SolveProgress.MoveStatus expected = wins ? SolveProgress.MoveStatus.WINS : SolveProgress.MoveStatus.DOES_NOT_WIN;
            assertEquals(expected, m.status(), () -> "first move " + m.hole() + " of " + p);
        }
        int first = r.mainLine().get(0);
        Statistics.label("cook").collect(r.otherWinningMoves(first).isEmpty() ? "unique" : "dual");
    }

    @Property(tries = 200)
    void aDrawsFirstMoveCheckAgreesWithExhaustiveSearch(@ForAll long seed) {
        // Oracle: exhaustive search of each position after a first move. Every first move of a
        // drawn position is judged (holds the draw or loses), none left open on these small ones.
        Position p = ExhaustiveCheck.randomSmall(new SplittableRandom(seed), 7);
        if (p.isGameOver() || ExhaustiveCheck.result(p) != 0) {
            return;
        }
        int threads = 1 + (int) Math.floorMod(seed >> 8, 2L);
        SolveResult r = new Solver(null).withFirstMoveCheck().solve(p, SolveGoal.DECIDE, 30, threads, 4,
                SolveListener.NONE, new AtomicBoolean());
        Statistics.label("threads").collect(threads);
        assertEquals(Verdict.DRAW, r.verdict(), () -> "position " + p);
        assertEquals(p.legalMoves().length, r.firstMoves().size(), () -> "first moves of " + p + ": " + r.firstMoves());
        for (SolveProgress.RootMove m : r.firstMoves()) {
            Position after = p.play(m.hole());
            // After the move the other side is to move: 0 is a draw, 1 its win (the move loses).
            int forOpponent = after.isGameOver()
                    ? (after.outcome().winner() == null ? 0 : after.outcome().winner() == p.sideToMove() ? -1 : 1)
                    : ExhaustiveCheck.result(after);
            assertTrue(forOpponent >= 0, () -> "a first move of a draw cannot win: " + p + " " + m.hole());
            SolveProgress.MoveStatus expected = forOpponent == 0 ? SolveProgress.MoveStatus.DRAWS
                    : SolveProgress.MoveStatus.LOSES;
            assertEquals(expected, m.status(), () -> "first move " + m.hole() + " of " + p);
        }
        int first = r.mainLine().get(0);
        assertEquals(SolveProgress.MoveStatus.DRAWS, r.firstMoves().stream().filter(m -> m.hole() == first)
                .findFirst().orElseThrow().status(), () -> "the drawing line's first move holds: " + p);
        Statistics.label("draw's first move").collect(r.otherDrawingMoves(first).isEmpty() ? "unique" : "dual");
    }

    /**
     * A stipulation read from a result, whole or in part (a solve stopped early by a node limit),
     * is never wrong: oracle, exhaustive search. Win: the side to move wins; draw: it does not lose.
     */
    @Property(tries = 300)
    void aStipulationDecidedFromPartOfTheResultAgreesWithExhaustiveSearch(@ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Position p = ExhaustiveCheck.randomSmall(rnd, 7);
        if (p.isGameOver()) {
            return;
        }
        boolean win = rnd.nextBoolean();
        int expected = ExhaustiveCheck.result(p);
        SolveResult r = new Solver(null).withNodeLimit(rnd.nextInt(1, 1500)).withShortestWinNodes(1)
                .withFirstMoveNodes(1).solve(p, win ? SolveGoal.WIN : SolveGoal.DRAW, 30, 1, 4, SolveListener.NONE,
                        new AtomicBoolean());
        Boolean holds = r.stipulationHolds(p.sideToMove(), win);
        if (holds != null) {
            assertEquals(win ? expected == 1 : expected >= 0, holds, () -> (win ? "win" : "draw") + " at " + p);
        }
        // Small positions are mostly decided whole before the limit is polled (every 1,024 nodes);
        // a few per run are decided from half (the bench positions of SolveCliTest and
        // StipulationProofTest check that path on bigger positions).
        Statistics.collect(holds == null ? "open" : r.proven() ? "decided, result proved" : "decided from half");
    }

    /**
     * The moves a partial result says keep the side to move from losing do, and the replies it
     * says keep the side to move from winning do (oracle: exhaustive search of the position
     * after each); they are named only when that much, and not the whole result, is proved. Partial results are rare on these positions ({@link HoldingMovesTest}
     * checks one on a bigger position every run).
     */
    @Property(tries = 300)
    void movesNamedAsHoldingNeverLose(@ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Position p = ExhaustiveCheck.randomSmall(rnd, 7);
        if (p.isGameOver()) {
            return;
        }
        SolveResult r = new Solver(null).withNodeLimit(rnd.nextInt(1, 3000)).withShortestWinNodes(1)
                .withFirstMoveNodes(1).solve(p, rnd.nextBoolean() ? SolveGoal.DRAW : SolveGoal.WIN, 30, 1, 4,
                        SolveListener.NONE, new AtomicBoolean());
        Side opponent = p.sideToMove().opposite();
        if (!r.holdingMoves().isEmpty()) {
            assertTrue(!r.proven() && r.winDisproved(opponent), () -> "holding moves of a whole result: " + p);
        }
        for (int h : r.holdingMoves()) {
            Position after = p.play(h);
            boolean opponentWins = after.isGameOver() ? after.outcome().winner() == opponent
                    : ExhaustiveCheck.result(after) == 1;
            assertTrue(!opponentWins, () -> "move " + h + " of " + p + " loses");
        }
        // The replies named to keep the side to move from winning do (its moves' positions).
        if (!r.holdingReplies().isEmpty()) {
            assertTrue(!r.proven() && r.winDisproved(p.sideToMove()), () -> "holding replies of a whole result: " + p);
        }
        r.holdingReplies().forEach((mine, replies) -> {
            for (int reply : replies) {
                Position after = p.play(mine).play(reply);
                boolean moverWins = after.isGameOver() ? after.outcome().winner() == p.sideToMove()
                        : ExhaustiveCheck.result(after) == 1;
                assertTrue(!moverWins, () -> "reply " + reply + " to " + mine + " of " + p + " loses");
            }
        });
        Statistics.collect(r.holdingMoves().isEmpty() && r.holdingReplies().isEmpty() ? "none named" : "named");
    }

    static int fromMover(Position p, Verdict v) {
        return v.winner() == null ? 0 : v.winner() == p.sideToMove() ? 1 : -1;
    }
}
