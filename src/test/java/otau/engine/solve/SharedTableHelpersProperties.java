package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import otau.engine.egtb.ExhaustiveCheck;
import otau.game.Position;

/**
 * Several threads on one question against exhaustive search: a main df-pn search and three
 * helpers on one table that is far too small (64 slots), so that they overwrite each other's
 * entries all the time and write the same slots at once. Whatever any of them decides must
 * be the exhaustive answer; and the solver with helpers must prove what one thread proves.
 */
class SharedTableHelpersProperties {

    @Property(tries = 100)
    void searchesSharingATinyTableAgreeWithExhaustiveSearch(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = ExhaustiveCheck.randomSmall(random, 6);
        if (p.isGameOver()) {
            return;
        }
        int expected = ExhaustiveCheck.result(p);
        int attacker = random.nextInt(2);
        boolean attackerWins = expected == (p.sideToMove().index() == attacker ? 1 : -1);
        int answer = attackerWins ? ProofTable.PROVEN : ProofTable.DISPROVEN;
        ProofNumberSearch[] main = new ProofNumberSearch[1];
        main[0] = new ProofNumberSearch(p, attacker, 1, null, PnTable.ofEntries(64), () -> main[0].nodes() > 300_000, 1.0);
        SharedTableHelpers helpers = new SharedTableHelpers(main[0], 3, () -> false);
        helpers.start();
        int r = ProofTable.UNKNOWN;
        try {
            while (r == ProofTable.UNKNOWN) {
                r = main[0].step();
            }
        } catch (ForcingSearch.Stopped stopped) {
            r = ProofTable.UNKNOWN;
        } finally {
            helpers.finish();
        }
        int mainSays = r;
        int helperSays = helpers.status();
        assertTrue(mainSays == answer || mainSays == ProofTable.UNKNOWN, () -> "main search: " + mainSays + ", position " + p);
        assertTrue(helperSays == answer || helperSays == ProofTable.UNKNOWN, () -> "a helper: " + helperSays + ", position " + p);
        Statistics.collect(mainSays == ProofTable.UNKNOWN && helperSays == ProofTable.UNKNOWN ? "open" : "decided");
        Statistics.coverage(c -> c.check("decided").percentage(share -> share >= 90.0));
    }

    @Property(tries = 60)
    void theSolverWithHelpersProvesWhatExhaustiveSearchSays(@ForAll long seed) {
        Position p = ExhaustiveCheck.randomSmall(new SplittableRandom(seed), 7);
        int expected = ExhaustiveCheck.result(p);
        SolveResult r = new Solver(null).solve(p, SolveGoal.WIN, 30, 4, 1, SolveListener.NONE, new AtomicBoolean());
        assertTrue(r.proven(), () -> "not proved: " + p);
        assertEquals(expected, SolverProperties.fromMover(p, r.verdict()), () -> "position " + p);
    }
}
