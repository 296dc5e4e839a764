package otau.puzzle.train;

import java.time.Instant;

/**
 * One finished try at a puzzle, as the history keeps it.
 *
 * @param puzzleId     the puzzle
 * @param at           when it finished
 * @param solved       solved cleanly (no wrong move, no hint, solution not shown)
 * @param userBefore   the user's rating before
 * @param userAfter    the user's rating after
 * @param puzzleAfter  the puzzle's rating after
 */
public record Attempt(String puzzleId, Instant at, boolean solved, double userBefore, double userAfter,
                      double puzzleAfter) {
}
