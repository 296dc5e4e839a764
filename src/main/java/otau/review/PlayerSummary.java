package otau.review;

import otau.game.Side;

/** One player's figures in a review: moves, mean accuracy (0..100) and the error counts. */
public record PlayerSummary(Side side, int moves, double accuracy, int inaccuracies, int mistakes, int blunders) {
}
