package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import otau.engine.egtb.ExhaustiveCheck;
import otau.engine.egtb.Tablebase;
import otau.game.Board;
import otau.game.Position;

/**
 * The solver against two independent exact answers: exhaustive search of small positions
 * with no tablebase (so every draw by endless play must be proved through repetitions, the
 * graph-history case), and the tablebase on positions too big for the exhaustive search.
 */
class SolverProperties {
    private static final Tablebase TABLE = Tablebase.build(7);

    @Property(tries = 400)
    void withoutTablebaseAgreesWithExhaustiveSearch(@ForAll long seed) {
        Position p = ExhaustiveCheck.randomSmall(new SplittableRandom(seed), 5);
        int expected = ExhaustiveCheck.result(p);
        SolveResult r = new Solver(null).solve(p, SolveGoal.DECIDE, 20, 1, 4, SolveListener.NONE, new AtomicBoolean());
        assertTrue(r.proven(), () -> "not proved: " + p);
        assertEquals(expected, fromMover(p, r.verdict()), () -> "position " + p);
    }

    @Property(tries = 300)
    void withoutTablebaseAgreesWithTheTablebase(@ForAll long seed) {
        Position p = ExhaustiveCheck.randomSmall(new SplittableRandom(seed), 7);
        Board b = new Board(p);
        int expected = b.isGameOver() ? ExhaustiveCheck.result(p) : TABLE.result(b);
        SolveResult r = new Solver(null).solve(p, SolveGoal.DECIDE, 30, 1, 8, SolveListener.NONE, new AtomicBoolean());
        if (r.proven()) {
            assertEquals(expected, fromMover(p, r.verdict()), () -> "position " + p);
        } else {
            // Never a wrong claim: what was proved must agree.
            assertTrue(!(r.whiteWinProved() || r.blackWinProved()), () -> "a win claimed unproved: " + p);
        }
    }

    static int fromMover(Position p, Verdict v) {
        return v.winner() == null ? 0 : v.winner() == p.sideToMove() ? 1 : -1;
    }
}
