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

/**
 * The proof-number search question by question against exact answers, in the conditions
 * most likely to break it: a table so small that entries are overwritten all the time (a
 * lost or stale entry may cost time, never a wrong answer), no ε and a large ε, a margin
 * other than a plain win, and the tablebase at the leaves. Also the deepening method, so that
 * the two independent searches stay checked.
 */
class ProofNumberProperties {
    private static final Tablebase TABLE = otau.engine.egtb.TestTablebases.upTo(5);
    private static final Tablebase TABLE7 = otau.engine.egtb.TestTablebases.upTo(7);

    @Property(tries = 300)
    void eachQuestionAgreesWithExhaustiveSearchWithATinyTable(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = ExhaustiveCheck.randomSmall(random, 5);
        int expected = ExhaustiveCheck.result(p);
        double epsilon = random.nextBoolean() ? 0 : 1.0;
        for (int attacker = 0; attacker < 2; attacker++) {
            boolean attackerWins = expected == (p.sideToMove().index() == attacker ? 1 : -1);
            int answer = attackerWins ? ProofTable.PROVEN : ProofTable.DISPROVEN;
            int a = attacker;
            // A normal table decides every small position.
            ProofNumberSearch roomy = new ProofNumberSearch(p, attacker, 1, null, PnTable.ofEntries(1 << 16),
                    () -> false, epsilon);
            assertEquals(answer, decide(roomy), () -> "attacker " + a + ", ε " + epsilon + ", position " + p);
            // A 64-entry table may thrash (so the work is capped), but what it answers must be right.
            ProofNumberSearch[] tiny = new ProofNumberSearch[1];
            tiny[0] = new ProofNumberSearch(p, attacker, 1, null, PnTable.ofEntries(64),
                    () -> tiny[0].nodes() > 200_000, epsilon);
            int r;
            try {
                r = decide(tiny[0]);
            } catch (ForcingSearch.Stopped stopped) {
                r = ProofTable.UNKNOWN;
            }
            int got = r;
            assertTrue(got == answer || got == ProofTable.UNKNOWN,
                    () -> "tiny table, attacker " + a + ", ε " + epsilon + ", position " + p + ": " + got);
            // Undecided is allowed for one question, not for the run: a tiny table that never
            // decides anything must fail (here every question is decided within the cap).
            Statistics.label("tiny table").collect(got == ProofTable.UNKNOWN ? "open" : "decided");
        }
        Statistics.label("tiny table").coverage(c -> c.check("decided").percentage(share -> share >= 90.0));
    }

    @Property(tries = 150)
    void aMarginQuestionAgreesWithTheDeepeningSearch(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = ExhaustiveCheck.randomSmall(random, 5);
        if (p.isGameOver()) {
            return;
        }
        int attacker = random.nextInt(2);
        int margin = 1 + random.nextInt(6);
        int dfpn = decide(new ProofNumberSearch(p, attacker, margin, null, PnTable.ofEntries(1 << 14), () -> false, 1.0));
        ForcingSearch deepening = new ForcingSearch(p, attacker, margin, null, 1, () -> false);
        int id = ProofTable.UNKNOWN;
        for (int d = 0; d < 200 && id == ProofTable.UNKNOWN; d++) {
            id = deepening.step();
        }
        assertEquals(id, dfpn, () -> "attacker " + attacker + ", margin " + margin + ", position " + p);
    }

    @Property(tries = 200)
    void withTheSmallTablebaseAgreesWithTheBigOneAndExhaustiveSearch(@ForAll long seed) {
        // Oracles: the 7-stone table and exhaustive search of the full game graph (both independent of df-pn).
        Position p = ExhaustiveCheck.randomSmall(new SplittableRandom(seed), 7);
        Board b = new Board(p);
        int exhaustive = ExhaustiveCheck.result(p);
        int expected = b.isGameOver() ? exhaustive : TABLE7.result(b);
        assertEquals(exhaustive, expected, () -> "the two oracles disagree: " + p);
        SolveResult r = new Solver(TABLE).solve(p, SolveGoal.DECIDE, 30, 1, 4, SolveListener.NONE, new AtomicBoolean());
        if (r.proven()) {
            assertEquals(expected, SolverProperties.fromMover(p, r.verdict()), () -> "position " + p);
        } else {
            assertTrue(!(r.whiteWinProved() || r.blackWinProved()), () -> "a win claimed unproved: " + p);
        }
        // Every one of these is proved in milliseconds: a run that proves (almost) nothing fails.
        Statistics.label("solver").collect(r.proven() ? "proved" : "unproved");
        Statistics.label("solver").coverage(c -> c.check("proved").percentage(share -> share >= 90.0));
    }

    @Property(tries = 150)
    void theDeepeningMethodAgreesWithExhaustiveSearch(@ForAll long seed) {
        Position p = ExhaustiveCheck.randomSmall(new SplittableRandom(seed), 5);
        int expected = ExhaustiveCheck.result(p);
        SolveResult r = new Solver(null, SolveMethod.DEEPENING).solve(p, SolveGoal.DECIDE, 20, 1, 4,
                SolveListener.NONE, new AtomicBoolean());
        assertTrue(r.proven(), () -> "not proved: " + p);
        assertEquals(expected, SolverProperties.fromMover(p, r.verdict()), () -> "position " + p);
    }

    /** Runs slices until the question is decided (small positions always are, with room in the table). */
    private static int decide(ProofNumberSearch s) {
        int r = ProofTable.UNKNOWN;
        for (int i = 0; i < 12 && r == ProofTable.UNKNOWN; i++) {
            r = s.step();
        }
        return r;
    }
}
