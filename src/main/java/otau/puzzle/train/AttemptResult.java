package otau.puzzle.train;

import java.util.Optional;

/**
 * What an attempt changed: the record kept, the user's new standing, the puzzle's new
 * rating and, for a failed (or not yet learnt) puzzle, when it comes back.
 */
public record AttemptResult(Attempt attempt, UserState user, Glicko2.Rating puzzleRating, Optional<Review> review) {
    public double userRatingChange() {
        return attempt.userAfter() - attempt.userBefore();
    }
}
