package otau.play;

/**
 * A move the opponent considers, with the score its search gave it.
 *
 * @param move  hole number 1..9
 * @param score centi-stones from the mover's point of view (decided results as in {@link otau.engine.Score})
 */
public record Candidate(int move, int score) {
}
