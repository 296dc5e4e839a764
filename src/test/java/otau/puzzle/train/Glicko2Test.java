package otau.puzzle.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class Glicko2Test {
    @Test
    void glickmansWorkedExample() {
        // Glickman, "Example of the Glicko-2 system", tau = 0.5.
        Glicko2 glicko = new Glicko2(0.5);
        Glicko2.Rating player = new Glicko2.Rating(1500, 200, 0.06);
        Glicko2.Rating after = glicko.update(player, List.of(
                new Glicko2.Game(new Glicko2.Rating(1400, 30, 0.06), 1),
                new Glicko2.Game(new Glicko2.Rating(1550, 100, 0.06), 0),
                new Glicko2.Game(new Glicko2.Rating(1700, 300, 0.06), 0)));
        assertEquals(1464.06, after.rating(), 0.01);
        assertEquals(151.52, after.deviation(), 0.01);
        assertEquals(0.05999, after.volatility(), 0.00001);
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Glicko2.Rating r = new Glicko2.Rating(1600, 100, 0.06);
        Glicko2.Rating after = Glicko2.standard().update(r, List.of());
        assertEquals(1600, after.rating(), 1e-9);
        assertTrue(after.deviation() > 100);
    }

    @Test
    void beatingAStrongerOpponentGainsMoreThanBeatingAWeakerOne() {
        Glicko2 g = Glicko2.standard();
        Glicko2.Rating me = new Glicko2.Rating(1500, 150, 0.06);
        double strong = g.update(me, new Glicko2.Rating(1900, 100, 0.06), 1).rating();
        double weak = g.update(me, new Glicko2.Rating(1100, 100, 0.06), 1).rating();
        assertTrue(strong > weak && weak > 1500, strong + " " + weak);
    }
}
