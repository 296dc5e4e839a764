package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The {@code [Goal]} tag's words (FORMATS.md §4), and what a bad one says. */
class GoalTest {
    @Test
    void theFourGoalsReadAsWritten() {
        assertEquals(Goal.win(), Goal.parse("win"));
        assertEquals(Goal.draw(), Goal.parse("draw"));
        assertEquals(Goal.defend(), Goal.parse("defend"));
        assertEquals(Goal.gain(5), Goal.parse("gain 5"));
    }

    /** Oracle: the README's promise that no message quotes more than 60 characters of the input. */
    @Test
    void aLongBadGoalIsQuotedShort() {
        String bad = "gain " + "x".repeat(5000);
        var e = assertThrows(IllegalArgumentException.class, () -> Goal.parse(bad));
        assertTrue(e.getMessage().length() < 160, e.getMessage());
        assertTrue(e.getMessage().startsWith("goal 'gain xxx"), e.getMessage());
    }
}
