package otau.puzzle.train;

/**
 * The trainee's standing.
 *
 * @param rating     the user's Glicko-2 rating
 * @param streak     puzzles solved cleanly in a row
 * @param bestStreak the longest such run
 * @param attempts   puzzles tried
 * @param solved     puzzles solved cleanly
 */
public record UserState(Glicko2.Rating rating, int streak, int bestStreak, int attempts, int solved) {
    public static final UserState NEW = new UserState(Glicko2.Rating.INITIAL, 0, 0, 0, 0);
}
