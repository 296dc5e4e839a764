package otau.puzzle.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A decided score is said with its count of plies, one in the singular. */
class ScoredMoveTest {
    @Test
    void onePlyIsSingular() {
        assertEquals("win in 1 ply", new ScoredMove(3, ScoredMove.WIN - 1, true, List.of(3)).describe());
        assertEquals("loss in 1 ply", new ScoredMove(3, -ScoredMove.WIN + 1, true, List.of(3)).describe());
        assertEquals("win in 5 plies", new ScoredMove(3, ScoredMove.WIN - 5, true, List.of(3)).describe());
    }
}
