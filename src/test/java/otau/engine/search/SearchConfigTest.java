package otau.engine.search;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SearchConfigTest {
    @Test
    void configurationNamesSwitchTechniques() {
        SearchConfig c = SearchConfig.named("default,-lmr,+null");
        assertTrue(c.uses(Technique.NULL_MOVE));
        assertTrue(!c.uses(Technique.LMR));
        assertTrue(c.uses(Technique.FUTILITY));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SearchConfig.named("default,+warp"));
        assertTrue(e.getMessage().contains("warp") && e.getMessage().contains("aspiration"), e.getMessage());
    }

    @Test
    void shippedConfigurationUsesTheTechniquesThatWon() {
        SearchConfig c = SearchConfig.standard();
        for (Technique t : new Technique[] {Technique.ASPIRATION, Technique.LMR, Technique.FUTILITY,
                Technique.ORDERING, Technique.IIR}) {
            assertTrue(c.uses(t), t.switchName());
        }
        for (Technique t : new Technique[] {Technique.NULL_MOVE, Technique.QUIESCENCE, Technique.LMP, Technique.DEEP_LMR}) {
            assertTrue(!c.uses(t), t.switchName());
        }
        assertTrue(SearchConfig.material().techniques().isEmpty());
    }
}
