package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import otau.game.Fen;
import org.junit.jupiter.api.Test;

/**
 * {@code gain N} is the main line's net gain (FORMATS.md §4) even when the line ends the game:
 * a win does not stand for any N. Worked out by hand: White's one stone in hole 1 goes to hole 2,
 * Black has no stone left, the game ends and White keeps its 11 stones: 75 + 11 = 86 against 76,
 * a net gain of 11.
 */
class GainGoalAtGameEndTest {
    private static Puzzle withGoal(Goal goal) {
        return new Puzzle("end", Fen.read("1,0,0,0,10,0,0,0,0/0,0,0,0,0,0,0,0,0 75 76 w 30"),
                SolutionNode.line(List.of(1), List.of()), List.of("counting"), goal, 1500, "", Map.of());
    }

    @Test
    void aLineThatEndsTheGameIsCheckedForItsExactGain() {
        assertEquals(List.of(), PuzzleVerifier.checkLines(withGoal(Goal.gain(11))));
        for (int wrong : new int[] {1, 10, 12, 99}) {
            List<PuzzleVerifier.Failure> f = PuzzleVerifier.checkLines(withGoal(Goal.gain(wrong)));
            assertEquals(1, f.size(), "gain " + wrong + ": " + f);
            assertTrue(f.get(0).message().contains("11"), f.get(0).message());
        }
    }
}
