package otau.puzzle.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import otau.game.Position;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.ScoredMove;

/**
 * Leaving a puzzle cancels its session: no search starts after that, and a search that ends
 * after it changes nothing. The oracle is a solver that counts its searches.
 */
class PuzzleSessionCancelTest {
    private static final Puzzle PUZZLE = PuzzleCollection.parse("""
            [FEN "0,X,2,1,2,1,5,3,1/2,9,2,1,X,1,5,5,2 68 52 w 26"]
            [Id "t-combination"]
            [Goal "gain 12"]

            26. 72(78) 13 27. 82(80) *
            """, "t", "t.pgn").puzzles().get(0);
    /** White's hole 3: not the solution (hand-checked: the line starts with hole 7). */
    private static final int WRONG = 3;

    /** Counts its searches; runs {@code during} inside each one. */
    private static final class CountingSolver implements PuzzleSolver {
        final AtomicInteger searches = new AtomicInteger();
        Runnable during = () -> { };

        @Override
        public List<ScoredMove> analyse(Position position, int depth) {
            searches.incrementAndGet();
            during.run();
            return new StoreDifferenceSearch().analyse(position, depth);
        }

        @Override
        public String name() {
            return "counting";
        }
    }

    @Test
    void aWrongMoveIsJudgedWithOneSearchWhenNothingIsCancelled() {
        CountingSolver solver = new CountingSolver();
        PuzzleSession s = new PuzzleSession(PUZZLE, solver, 2);
        assertInstanceOf(PuzzleSession.MoveResult.Wrong.class, s.play(WRONG));
        assertEquals(1, solver.searches.get());
        assertEquals(PuzzleSession.State.WRONG, s.state());
    }

    @Test
    void noSearchStartsOnceTheSessionIsCancelled() {
        CountingSolver solver = new CountingSolver();
        PuzzleSession s = new PuzzleSession(PUZZLE, solver, 2);
        s.cancel();
        assertTrue(s.isCancelled());
        assertThrows(CancellationException.class, () -> s.play(WRONG));
        assertEquals(0, solver.searches.get());
        assertEquals(PuzzleSession.State.SOLVER_TO_MOVE, s.state());
    }

    @Test
    void aSearchThatEndsAfterTheCancelChangesNothing() {
        CountingSolver solver = new CountingSolver();
        PuzzleSession s = new PuzzleSession(PUZZLE, solver, 2);
        // The user leaves the puzzle while its refutation is being searched.
        solver.during = s::cancel;
        assertThrows(CancellationException.class, () -> s.play(WRONG));
        assertEquals(PuzzleSession.State.SOLVER_TO_MOVE, s.state());
        assertEquals(0, s.wrongMoves());
    }
}
