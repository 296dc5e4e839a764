package otau.puzzle.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;
import otau.game.Position;

class RememberingSolverTest {
    /** Counts the questions that reach the solver behind. */
    private static final class Counting implements PuzzleSolver {
        int calls;
        final StoreDifferenceSearch exact = new StoreDifferenceSearch();

        @Override
        public List<ScoredMove> analyse(Position position, int depth) {
            calls++;
            return exact.analyse(position, depth);
        }

        @Override
        public String name() {
            return "counting";
        }
    }

    @Test
    void answersAQuestionOnceAndForgetsTheOldestBeyondItsCapacity() {
        Counting counting = new Counting();
        RememberingSolver solver = new RememberingSolver(counting, 2);
        Position start = Position.start();
        List<ScoredMove> first = solver.analyse(start, 3);
        assertSame(first, solver.analyse(start.withMoveNumber(7), 3), "the move number does not matter");
        assertEquals(1, counting.calls);
        assertNotSame(first, solver.analyse(start, 2), "another depth is another question");
        solver.analyse(start.play(1), 3);
        assertEquals(3, counting.calls);
        solver.analyse(start, 3);
        assertEquals(4, counting.calls, "the oldest answer was forgotten");
        assertEquals(first, solver.analyse(start, 3));
    }
}
