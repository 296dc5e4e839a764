package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import otau.engine.egtb.ExhaustiveCheck;
import otau.game.Position;
import otau.game.Side;

/**
 * The df-pn search for a win within a number of plies ({@link ProofNumberSearch#within}, which
 * finishes a main line within the length a result states) against the plain depth-limited
 * minimax of {@link ShortestWinProperties.Oracle}, which plays every move by the rules: on small
 * random positions it proves a win within d plies exactly when the oracle finds one, and the line
 * read back from its proof ends the game, won, within d plies.
 */
class WinWithinPliesProperties {
    /** Small positions are proved in far fewer; a search that cannot prove runs to about this and stops. */
    private static final long NODES = 50_000;

    @Property(tries = 100)
    void provesAWinWithinDPliesExactlyWhenOneExists(@ForAll long seed, @ForAll @IntRange(min = 1, max = 12) int plies) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = startingPosition(random);
        if (p.isGameOver()) {
            Statistics.label("within").collect("game over");
            return;
        }
        // The side that wins, when one does (exhaustive search): the question that can be true.
        int result = ExhaustiveCheck.result(p);
        Side winner = result > 0 ? p.sideToMove() : result < 0 ? p.sideToMove().opposite()
                : random.nextBoolean() ? Side.WHITE : Side.BLACK;
        boolean exists = new ShortestWinProperties.Oracle(winner).winsWithin(p, plies);
        ProofNumberSearch search = ProofNumberSearch.within(p, winner.index(), plies, 1, () -> false);
        int status = run(search);
        Statistics.label("within").collect(exists ? "a win within d" : "no win within d");
        if (!exists) {
            assertTrue(status != ProofTable.PROVEN, () -> "proved a win within " + plies + " plies for " + winner
                    + " that does not exist: " + p);
            return;
        }
        assertEquals(ProofTable.PROVEN, status, () -> "no proof of the win within " + plies + " plies for " + winner
                + " in " + NODES + " nodes: " + p);
        assertTrue(search.proofLength() <= plies, () -> "proof length " + search.proofLength() + " > " + plies);
        List<Integer> line = search.line(plies);
        Position at = p;
        for (int h : line) {
            assertTrue(at.isLegal(h), () -> "line " + line + " from " + p);
            at = at.play(h);
        }
        Position end = at;
        assertTrue(end.isGameOver() && end.outcome().winner() == winner, () -> "line " + line + " from " + p
                + " ends at " + end);
        assertTrue(line.size() <= plies);
        Statistics.label("within").coverage(c -> c.check("a win within d").percentage(share -> share >= 20.0));
    }

    /** A random small position that is not over (twenty draws at most). */
    private static Position startingPosition(SplittableRandom random) {
        Position p = ExhaustiveCheck.randomSmall(random, 5);
        for (int tries = 0; p.isGameOver() && tries < 20; tries++) {
            p = ExhaustiveCheck.randomSmall(random, 5);
        }
        return p;
    }

    /**
     * On a table that already holds a proof of the same win without a bound (longer proofs of the
     * same positions), the search within one ply fewer than the shortest win (the oracle's) still
     * proves nothing, and within the shortest win it proves it.
     */
    @Property(tries = 150)
    void longerProofsInTheTableDoNotCountWithinFewerPlies(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = startingPosition(random);
        int result = p.isGameOver() ? 0 : ExhaustiveCheck.result(p);
        if (result == 0) {
            Statistics.label("table").collect("no win");
            return;
        }
        Side winner = result > 0 ? p.sideToMove() : p.sideToMove().opposite();
        int fewest = new ShortestWinProperties.Oracle(winner).fewestPlies(p, 12);
        if (fewest < 2) {
            Statistics.label("table").collect(fewest < 0 ? "longer than the oracle looks" : "a win at once");
            return;
        }
        PnTable table = PnTable.ofMebibytes(1);
        assertEquals(ProofTable.PROVEN, run(new ProofNumberSearch(p, winner.index(), 1, null, table, () -> false,
                ProofNumberSearch.EPSILON)), () -> "the win itself: " + p);
        Statistics.label("table").collect("checked");
        assertTrue(run(ProofNumberSearch.within(p, winner.index(), fewest - 1, table, () -> false)) != ProofTable.PROVEN,
                () -> "proved a win within " + (fewest - 1) + " plies, the shortest takes " + fewest + ": " + p);
        assertEquals(ProofTable.PROVEN, run(ProofNumberSearch.within(p, winner.index(), fewest, table, () -> false)),
                () -> "no proof within the shortest win's " + fewest + " plies: " + p);
        Statistics.label("table").coverage(c -> c.check("checked").percentage(share -> share >= 10.0));
    }

    /** Steps {@code search} until it decides or has searched {@link #NODES} nodes (a slice more at most); UNKNOWN then. */
    private static int run(ProofNumberSearch search) {
        int status = ProofTable.UNKNOWN;
        while (status == ProofTable.UNKNOWN && search.nodes() < NODES) {
            status = search.step();
        }
        return status;
    }
}
