package otau.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.game.Fen;
import otau.game.Position;

/**
 * The solver's moves against exhaustive retrograde analysis ({@link DistanceOracle}) of every
 * position reachable from three small endgames: the longest resistance in each lost position,
 * the shortest win in each won one, with the lengths they claim.
 */
public class SolverMovesTest {
    /** Eight stones in play, both tuzdyks made, Black to move and lost in 22 plies (20,617 positions reachable). */
    static final String LOST = "1,0,2,0,0,X,0,1,0/0,1,0,X,1,0,0,2,0 76 78 b 30";
    /** White to move and winning in 29 plies (50,694 positions). */
    static final String WON = "0,1,2,0,0,X,1,0,0/1,0,0,X,0,2,1,0,0 76 78 w 30";
    /** White to move and winning in 21 plies (23,531 positions). */
    public static final String WON_SHORTER = "2,0,1,0,0,X,1,0,0/0,2,0,X,0,1,0,1,0 78 76 w 30";

    private static DistanceOracle lostSpace;
    private static DistanceOracle wonSpace;
    private static DistanceOracle shorterSpace;

    @BeforeAll
    static void oracles() {
        lostSpace = new DistanceOracle(Fen.read(LOST));
        wonSpace = new DistanceOracle(Fen.read(WON));
        shorterSpace = new DistanceOracle(Fen.read(WON_SHORTER));
    }

    private static final SolverMoves MOVES = new SolverMoves(50_000_000, () -> false);

    /** Every n-th decided position, so the test stays in seconds however large the space. */
    private static List<Position> decided(DistanceOracle oracle, int value, int limit) {
        List<Position> all = new ArrayList<>();
        for (Position p : oracle.positions()) {
            if (!p.isGameOver() && oracle.value(p) == value) {
                all.add(p);
            }
        }
        int step = Math.max(1, all.size() / limit);
        List<Position> out = new ArrayList<>();
        for (int i = 0; i < all.size(); i += step) {
            out.add(all.get(i));
        }
        return out;
    }

    @Test
    void theLongestResistanceIsTheDefenceExhaustiveSearchFindsLongest() {
        int checked = 0;
        int withChoice = 0;
        for (DistanceOracle oracle : List.of(lostSpace, wonSpace, shorterSpace)) {
            for (Position p : decided(oracle, -1, 150)) {
                int longest = -1;
                int alternatives = 0;
                for (int h : p.legalMoves()) {
                    int d = oracle.distance(p.play(h));
                    longest = Math.max(longest, d);
                }
                for (int h : p.legalMoves()) {
                    alternatives += oracle.distance(p.play(h)) < longest ? 1 : 0;
                }
                SolverMoves.Choice c = MOVES.longestResistance(p, null);
                assertEquals(SolverMoves.Reason.LONGEST_RESISTANCE, c.reason(), Fen.write(p));
                assertEquals(longest, oracle.distance(p.play(c.move())), "resistance in " + Fen.write(p));
                if (c.plies() >= 0) {
                    assertEquals(oracle.distance(p), c.plies(), "length claimed in " + Fen.write(p));
                }
                checked++;
                withChoice += alternatives > 0 ? 1 : 0;
            }
        }
        assertTrue(checked >= 100, "lost positions checked: " + checked);
        assertTrue(withChoice >= 20, "positions where a shorter defence existed: " + withChoice);
    }

    @Test
    void aWinIsPlayedByTheShortestRoute() {
        int checked = 0;
        for (DistanceOracle oracle : List.of(lostSpace, wonSpace, shorterSpace)) {
            for (Position p : decided(oracle, 1, 150)) {
                SolverMoves.Choice c = MOVES.shortestWin(p);
                assertNotNull(c, Fen.write(p));
                assertEquals(oracle.distance(p), c.plies(), "length in " + Fen.write(p));
                Position after = p.play(c.move());
                int rest = after.isGameOver() ? 0 : oracle.distance(after);
                assertTrue(after.isGameOver() ? after.outcome().winner() == p.sideToMove() : oracle.value(after) == -1,
                        "the move keeps the win in " + Fen.write(p));
                assertEquals(oracle.distance(p) - 1, rest, "no shorter win was missed in " + Fen.write(p));
                checked++;
            }
        }
        assertTrue(checked >= 100, "won positions checked: " + checked);
    }

    @Test
    void pastItsBudgetTheChoiceSaysItIsAnEstimateAndStaysLegal() {
        Position p = decided(lostSpace, -1, 400).stream()
                .filter(q -> q.legalMoves().length > 1 && lostSpace.distance(q) >= 8).findFirst().orElseThrow();
        SolverMoves.Choice c = new SolverMoves(3, () -> false).longestResistance(p, null);
        assertEquals(SolverMoves.Reason.RESISTANCE_ESTIMATE, c.reason());
        assertEquals(-1, c.plies());
        assertTrue(p.isLegal(c.move()));
        assertEquals(null, new SolverMoves(3, () -> false).shortestWin(decided(lostSpace, 1, 400).stream()
                .filter(q -> lostSpace.distance(q) >= 7).findFirst().orElseThrow()));
    }

    @Test
    void aSolvedPositionGetsTheMoveOfItsVerdict() {
        Position start = Fen.read(WON_SHORTER);
        SolveResult r = new Solver(null).solve(start, SolveGoal.DECIDE, 30, 1, 16, SolveListener.NONE, new AtomicBoolean());
        assertEquals(1, shorterSpace.value(start), "the oracle: the side to move wins");
        SolverMoves.Choice c = MOVES.choose(r);
        assertEquals(SolverMoves.Reason.SHORTEST_WIN, c.reason());
        assertEquals(shorterSpace.distance(start), c.plies());
        Position lost = start.play(c.move());
        SolveResult defended = new Solver(null).solve(lost, SolveGoal.DECIDE, 30, 1, 16, SolveListener.NONE,
                new AtomicBoolean());
        SolverMoves.Choice d = MOVES.choose(defended);
        assertEquals(SolverMoves.Reason.LONGEST_RESISTANCE, d.reason());
        int longest = 0;
        for (int h : lost.legalMoves()) {
            longest = Math.max(longest, shorterSpace.distance(lost.play(h)));
        }
        assertEquals(longest, shorterSpace.distance(lost.play(d.move())));
    }
}
