package otau.puzzle.train;

import java.util.List;
import otau.game.Position;
import otau.puzzle.Puzzle;

/**
 * One try at one puzzle, move by move: {@link PuzzleSession} judges a written line,
 * {@link EtudeSession} judges a win or draw stipulation with the exact solver. Not
 * thread-safe: one thread at a time ({@link #play} searches, so a UI runs it off the FX
 * thread); only {@link #cancel} may be called from another thread.
 */
public interface AttemptSession {
    Puzzle puzzle();

    /** Where the solver is to move (or the last position reached). */
    Position position();

    PuzzleSession.State state();

    PuzzleSession.MoveResult play(int hole);

    /** After a wrong move: back to the position before it. */
    void retry();

    /** The hole of a right move here; the attempt then no longer counts as solved cleanly. */
    int hint();

    /** Gives up: the rest of a solution from here, the solver's move first. */
    List<Integer> showSolution();

    /** A solution from the position the solver is to move in (the solver's move first), changing nothing. */
    List<Integer> solutionFromHere();

    /**
     * True when the solution from here is a single move proved to keep the stipulated draw, with
     * no proved line after it (an etude off its written line where only the draw was proved).
     */
    default boolean solutionIsOneHoldingMove() {
        return false;
    }

    int wrongMoves();

    boolean hintUsed();

    default boolean isFinished() {
        return state() == PuzzleSession.State.SOLVED || state() == PuzzleSession.State.SOLUTION_SHOWN;
    }

    /** Solved with no wrong move, no hint and the solution not shown: what counts as a win for ratings. */
    default boolean solvedCleanly() {
        return state() == PuzzleSession.State.SOLVED && wrongMoves() == 0 && !hintUsed();
    }

    /** Stops a search under way (from any thread): the user left the puzzle. */
    default void cancel() {
    }

    /** True once {@link #cancel} was called (from any thread). */
    default boolean isCancelled() {
        return false;
    }
}
