package otau.puzzle.train;

import java.time.Instant;

/**
 * A failed puzzle waiting to come back (spaced repetition).
 *
 * @param puzzleId     the puzzle
 * @param due          when it should be shown again
 * @param intervalDays the current interval; it grows after each clean solve
 * @param lapses       how often it was failed
 */
public record Review(String puzzleId, Instant due, int intervalDays, int lapses) {
}
