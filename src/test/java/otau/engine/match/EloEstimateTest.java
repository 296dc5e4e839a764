package otau.engine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The match report's Elo line, its figures worked out by hand from the logistic model. */
class EloEstimateTest {
    @Test
    void aMixedResultGivesTheEloAndItsMargin() {
        // 3 wins, 1 loss: score 0.75, Elo = -400 log10(1/0.75 - 1) = +190.8.
        // Spread: (3 * 0.25^2 + 0.75^2) / 4 = 0.1875, deviation sqrt(0.1875 / 4) = 0.2165,
        // interval 0.75 -/+ 0.4243 = 0.3257 .. 0.999 (capped): Elo -126.5 .. +1199.8, half-width 663.1.
        assertEquals("Elo +190.8 +/- 663.1", new EloEstimate(3, 0, 1).text());
    }

    /** Two wins and two losses: score 0.5, Elo 0 (not "-0.0"). */
    @Test
    void anEvenScoreIsPlusZero() {
        assertEquals("Elo +0.0", new EloEstimate(2, 0, 2).text().substring(0, 8));
    }

    @Test
    void aSweepOrASingleGameHasNoMargin() {
        assertEquals("Elo +inf (every game won: no margin)", new EloEstimate(1, 0, 0).text());
        assertEquals("Elo -inf (every game lost: no margin)", new EloEstimate(0, 0, 5).text());
        assertEquals("Elo +0.0 (every game drawn: no margin)", new EloEstimate(0, 2, 0).text());
        assertEquals("Elo unknown (no games)", new EloEstimate(0, 0, 0).text());
    }
}
