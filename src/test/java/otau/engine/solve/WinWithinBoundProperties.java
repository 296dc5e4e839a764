package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import otau.game.Board;
import otau.game.Position;
import otau.game.Side;

/**
 * The arithmetic that lets the shortest-win search answer "no win within d plies" without
 * playing a move ({@link ShortestWin#cannotWinWithin}) against the plain depth-limited minimax
 * of {@link ShortestWinProperties.Oracle}, which plays every move by the rules of
 * {@link Position}: whenever the arithmetic says no win exists, the oracle must find none.
 * The positions are 162-stone middlegames and endgames with the stones spread over many holes
 * (where the arithmetic is allowed to speak), and the winner's store one stone short of what
 * the arithmetic allows: its closest call.
 */
class WinWithinBoundProperties {

    @Property(tries = 1000)
    void noWinIsMissed(@ForAll long seed, @ForAll @IntRange(min = 1, max = 5) int plies) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = randomSpreadPosition(random);
        Side winner = random.nextBoolean() ? Side.WHITE : Side.BLACK;
        int[] scratch = new int[9];
        // The lowest store of the winner at which the arithmetic allows a win: one stone less
        // is the closest call it makes, and there the oracle must find no win.
        int edge = lowestStoreNotCut(p, winner, plies, scratch);
        Position closest = edge < 0 ? null : withStore(p, winner, edge - 1);
        if (closest == null) {
            Statistics.label("arithmetic").collect("never cuts");
            return;
        }
        Statistics.label("arithmetic").collect("cuts");
        ShortestWinProperties.Oracle oracle = new ShortestWinProperties.Oracle(winner);
        assertTrue(ShortestWin.cannotWinWithin(new Board(closest), winner.index(), plies, scratch));
        assertFalse(oracle.winsWithin(closest, plies), () -> "the arithmetic rules out a win within " + plies
                + " plies for " + winner + " that exists: " + closest);
        // How far above the arithmetic's edge the real one lies (the oracle's lowest winning
        // store): close calls are what make this check able to fail.
        String slack = "no win at any store";
        for (int s = edge; s <= 81; s++) {
            Position r = withStore(p, winner, s);
            if (r != null && oracle.winsWithin(r, plies)) {
                slack = s - edge <= 3 ? "within 3 stones" : "more";
                break;
            }
        }
        Statistics.label("slack").collect(slack);
        Statistics.label("arithmetic").coverage(c -> c.check("cuts").percentage(share -> share >= 40.0));
        Statistics.label("slack").coverage(c -> c.check("within 3 stones").percentage(share -> share >= 2.0));
    }

    /** The lowest store of the winner at which the arithmetic no longer cuts; -1 when it never cuts. */
    private static int lowestStoreNotCut(Position p, Side winner, int plies, int[] scratch) {
        for (int s = 0; s <= 81; s++) {
            Position q = withStore(p, winner, s);
            if (q != null && !ShortestWin.cannotWinWithin(new Board(q), winner.index(), plies, scratch)) {
                return s == 0 ? -1 : s;
            }
        }
        return -1;
    }

    /** {@code p} with the winner's store {@code store} and the other's making 162; null when none is legal. */
    static Position withStore(Position p, Side winner, int store) {
        int inHoles = 0;
        for (int i = 0; i < Board.HOLES; i++) {
            inHoles += p.holeAt(i);
        }
        int other = Board.TOTAL_STONES - inHoles - store;
        if (store < 0 || other < 0 || store > 81 || other > 81) {
            return null;
        }
        int white = winner == Side.WHITE ? store : other;
        int black = Board.TOTAL_STONES - inHoles - white;
        return Position.of(p.holes(Side.WHITE), p.holes(Side.BLACK), white, black,
                p.tuzdyk(Side.WHITE), p.tuzdyk(Side.BLACK), p.sideToMove(), 1);
    }

    /** 12 to 40 stones over most holes of both rows (or one row nearly dry), tuzdyks at random; stores still to set. */
    static Position randomSpreadPosition(SplittableRandom random) {
        int whiteTuzdyk = random.nextInt(3) == 0 ? 0 : 1 + random.nextInt(8);
        int blackTuzdyk = random.nextInt(3) == 0 ? 0 : 1 + random.nextInt(8);
        if (whiteTuzdyk == blackTuzdyk) {
            blackTuzdyk = 0;
        }
        int[] white = new int[9];
        int[] black = new int[9];
        int stones = 12 + random.nextInt(29);
        for (int s = 0; s < stones; s++) {
            // one stone in a row's hole of its own, then a big hole now and then
            int[] row = random.nextBoolean() ? white : black;
            int hole = random.nextInt(4) == 0 ? 8 - random.nextInt(2) : random.nextInt(9);
            row[hole]++;
        }
        if (random.nextInt(3) == 0) {
            // a row about to run dry: a few holes of one or two stones, where running out of
            // stones within the plies searched decides the game
            int[] row = random.nextBoolean() ? white : black;
            java.util.Arrays.fill(row, 0);
            for (int filled = 2 + random.nextInt(5), i = 0; i < filled; i++) {
                row[random.nextInt(9)] = 1 + random.nextInt(2);
            }
        }
        if (whiteTuzdyk != 0) {
            black[whiteTuzdyk - 1] = 0;
        }
        if (blackTuzdyk != 0) {
            white[blackTuzdyk - 1] = 0;
        }
        return Position.of(white, black, 0, 0, whiteTuzdyk, blackTuzdyk,
                random.nextBoolean() ? Side.WHITE : Side.BLACK, 1);
    }
}
