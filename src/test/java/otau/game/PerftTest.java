package otau.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Leaf counts from the start position, RULES.md's table. */
class PerftTest {
    @ParameterizedTest(name = "perft({0}) = {1}")
    @CsvSource({"1, 9", "2, 73", "3, 613", "4, 5199", "5, 43184", "6, 360035", "7, 3003052"})
    void matchesTheRulesTable(int depth, long expected) {
        assertEquals(expected, new Board().perft(depth));
    }
}
