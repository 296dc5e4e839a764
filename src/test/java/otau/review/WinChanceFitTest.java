package otau.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The curve fits find the parameters that drew a set of results. */
class WinChanceFitTest {
    /** Results drawn from {@code 1 / (1 + e^(−scale · lead / (inPlay + offset)))}. */
    private static List<WinChanceFit.Sample> drawn(double scale, double offset, int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<WinChanceFit.Sample> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int inPlay = random.nextInt(163);
            int lead = random.nextInt(-4000, 4001);
            double p = 1 / (1 + Math.exp(-scale * lead / (inPlay + offset)));
            out.add(new WinChanceFit.Sample(lead, random.nextDouble() < p ? 1 : 0, inPlay));
        }
        return out;
    }

    @Test
    void thePhaseAwareFitFindsTheScaleAndOffsetThatDrewTheResults() {
        WinChanceFit.PhaseCurveFit fit = WinChanceFit.fitPhaseCurve(drawn(0.125, 80, 40_000, 7));
        assertEquals(0.125, fit.scale(), 0.02);
        assertEquals(80, fit.offset(), 25);
        // Its log loss beats the single steepness fitted on the same results.
        List<WinChanceFit.Sample> same = drawn(0.125, 80, 40_000, 7);
        assertTrue(fit.logLoss() < WinChanceFit.fit(same).logLoss());
        assertTrue(fit.stonesFor75(150) > 1.5 * fit.stonesFor75(20), "a lead decides more as the board empties");
    }

    @Test
    void theSingleFitFindsTheSteepnessAndPhasesShowTheSlopeGrowing() {
        // A very large offset makes the curve the same in every phase: steepness scale / offset.
        WinChanceFit.Fit flat = WinChanceFit.fit(drawn(1.0, 1000, 20_000, 3));
        assertEquals(0.001 * 1000 / (1000 + 81), flat.slope(), 0.0001);
        List<WinChanceFit.PhaseFit> phases = WinChanceFit.fitByPhase(drawn(0.125, 80, 40_000, 11), 110, 50);
        assertEquals(3, phases.size());
        assertEquals(111, phases.get(0).fewest());
        assertEquals(162, phases.get(0).most());
        assertEquals(0, phases.get(2).fewest());
        assertTrue(phases.get(0).fit().slope() < phases.get(2).fit().slope());
    }

    @Test
    void theGoldenSectionFindsAKnownMinimumToFarBelowTheQuotedPrecision() {
        // Minima known in closed form: a parabola, and a log loss-like curve x − ln x (at 1).
        assertEquals(3.7, WinChanceFit.argMin(x -> (x - 3.7) * (x - 3.7), 0, 10), 1e-6);
        assertEquals(1.0, WinChanceFit.argMin(x -> x - Math.log(x), 1e-4, 200), 1e-5);
        // At either end of the interval.
        assertEquals(0.0, WinChanceFit.argMin(x -> x, 0, 10), 1e-6);
        assertEquals(10.0, WinChanceFit.argMin(x -> -x, 0, 10), 1e-6);
    }

    @Test
    void noSamplesIsAClearError() {
        assertThrows(IllegalArgumentException.class, () -> WinChanceFit.fit(List.of()));
        assertThrows(IllegalArgumentException.class, () -> WinChanceFit.fitPhaseCurve(List.of()));
    }
}
