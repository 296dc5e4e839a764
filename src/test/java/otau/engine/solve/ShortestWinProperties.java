package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import otau.engine.egtb.ExhaustiveCheck;
import otau.engine.egtb.Tablebase;
import otau.game.Position;
import otau.game.Side;

/**
 * "Win in N moves" against an independent depth-limited search written here, on positions small
 * enough for it: the solver's N must be the fewest plies within which the winner forces a won
 * end, its main line must take exactly that many, the winner's moves must keep the win within
 * the plies left and the defender's must hold out longest. The oracle knows only the rules
 * ({@link Position}); it shares nothing with the solver.
 */
public class ShortestWinProperties {
    private static final Tablebase TABLE = otau.engine.egtb.TestTablebases.upTo(5);
    /** Beyond this the oracle gives up (a few positions; they are skipped, and counted). */
    private static final int ORACLE_PLIES = 40;

    @Property(tries = 200)
    void withoutTablebaseTheWinIsTheShortest(@ForAll long seed) {
        check(ExhaustiveCheck.randomSmall(new SplittableRandom(seed), 5), null);
    }

    @Property(tries = 100)
    void withTheTablebaseTheWinIsTheShortest(@ForAll long seed) {
        check(ExhaustiveCheck.randomSmall(new SplittableRandom(seed), 7), TABLE);
    }

    /**
     * Middlegame-like positions (stones over most holes, the winner's store a few short of 82),
     * where the search may answer "no win within d" by arithmetic near its horizon
     * ({@link ShortestWin#cannotWinWithin}): the oracle looks {@value #SPREAD_ORACLE_PLIES}
     * plies deep, so a win it finds must be the solver's count exactly, and when it finds none
     * the solver's count must be longer.
     */
    @Property(tries = 100)
    void inMiddlegamesTheWinIsTheShortest(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Position spread = WinWithinBoundProperties.randomSpreadPosition(random);
        Side winner = random.nextBoolean() ? Side.WHITE : Side.BLACK;
        Position p = WinWithinBoundProperties.withStore(spread, winner, 82 - 2 - random.nextInt(8));
        if (p == null || p.isGameOver()) {
            Statistics.label("spread").collect("no such position");
            return;
        }
        SolveResult r = new Solver(null).withNodeLimit(200_000)
                .solve(p, SolveGoal.DECIDE, 30, 1, 4, SolveListener.NONE, new AtomicBoolean());
        if (!r.proven() || r.verdict().winner() == null || r.winLength() != SolveResult.WinLength.EXACT) {
            Statistics.label("spread").collect("no exact win");
            return;
        }
        int fewest = new Oracle(r.verdict().winner()).fewestPlies(p, SPREAD_ORACLE_PLIES);
        if (fewest < 0) {
            Statistics.label("spread").collect("checked: longer than the oracle looks");
            assertTrue(r.proofPlies() > SPREAD_ORACLE_PLIES, () -> "the oracle finds no win within "
                    + SPREAD_ORACLE_PLIES + " plies, the solver one in " + r.proofPlies() + ": " + p);
            return;
        }
        Statistics.label("spread").collect("checked: as long as the oracle's");
        assertEquals(fewest, r.proofPlies(), () -> "plies to win, position " + p);
        assertEquals(fewest, r.mainLine().size(), () -> "main line " + r.mainLine() + ", position " + p);
        // A run that checks nothing must fail, but the share varies with the random positions:
        // 7 to 21 % in five full runs, one of which an 8 % floor failed. At least 3 of 100.
        Statistics.label("spread").coverage(c -> c.check("checked: as long as the oracle's").percentage(share -> share >= 3.0));
    }

    private static final int SPREAD_ORACLE_PLIES = 5;

    private static void check(Position p, Tablebase table) {
        SolveResult r = new Solver(table).solve(p, SolveGoal.DECIDE, 30, 1, 4, SolveListener.NONE, new AtomicBoolean());
        assertTrue(r.proven(), () -> "not proved: " + p);
        int expected = ExhaustiveCheck.result(p);
        assertEquals(expected, SolverProperties.fromMover(p, r.verdict()), () -> "position " + p);
        if (r.verdict().winner() == null || p.isGameOver()) {
            Statistics.label("shortest").collect("no win to measure");
            return;
        }
        Side winner = r.verdict().winner();
        Oracle oracle = new Oracle(winner);
        int fewest = oracle.fewestPlies(p, ORACLE_PLIES);
        if (fewest < 0) {
            Statistics.label("shortest").collect("beyond the oracle");
            return;
        }
        Statistics.label("shortest").collect("checked");
        assertEquals(SolveResult.WinLength.EXACT, r.winLength(), () -> "not minimised: " + p);
        assertEquals(fewest, r.proofPlies(), () -> "plies to win, position " + p);
        assertEquals(fewest, r.mainLine().size(), () -> "main line " + r.mainLine() + ", position " + p);
        // Along the line: every position's shortest win is exactly the plies left.
        Position at = p;
        int left = fewest;
        for (int h : r.mainLine()) {
            assertEquals(left, oracle.fewestPlies(at, left), "plies left at " + at + " in line " + r.mainLine());
            at = at.play(h);
            left--;
        }
        assertTrue(at.isGameOver(), () -> "the line ends the game: " + r.mainLine());
        assertEquals(winner, at.outcome().winner());
        Statistics.label("shortest").coverage(c -> c.check("checked").percentage(share -> share >= 20.0));
    }

    /**
     * "Can the winner force a won end within d plies?", by plain memoised minimax over {@link Position}
     * (rules only; the workbench's tests use it too).
     */
    public static final class Oracle {
        private final Side winner;
        private final Map<String, Boolean> memo = new HashMap<>();

        public Oracle(Side winner) {
            this.winner = winner;
        }

        /** The fewest plies, trying 0 to {@code limit}; -1 when more are needed. */
        public int fewestPlies(Position p, int limit) {
            for (int d = 0; d <= limit; d++) {
                if (winsWithin(p, d)) {
                    return d;
                }
            }
            return -1;
        }

        boolean winsWithin(Position p, int d) {
            if (p.isGameOver()) {
                return p.outcome().winner() == winner;
            }
            if (d == 0) {
                return false;
            }
            String key = key(p) + "@" + d;
            Boolean known = memo.get(key);
            if (known != null) {
                return known;
            }
            boolean mine = p.sideToMove() == winner;
            boolean result = !mine;
            for (int h : p.legalMoves()) {
                boolean w = winsWithin(p.play(h), d - 1);
                if (w == mine) {
                    result = w;
                    break;
                }
            }
            memo.put(key, result);
            return result;
        }

        private static String key(Position p) {
            return Arrays.toString(p.holes(Side.WHITE)) + Arrays.toString(p.holes(Side.BLACK))
                    + p.store(Side.WHITE) + "/" + p.store(Side.BLACK) + "/" + p.tuzdyk(Side.WHITE) + "/"
                    + p.tuzdyk(Side.BLACK) + "/" + p.sideToMove();
        }
    }
}
