package otau.review;

import otau.game.Side;

/**
 * The verdict on one move of the main line.
 *
 * @param ply        1 for the game's first move
 * @param label      the move's number as written, e.g. {@code 12...}
 * @param notation   the move's token, e.g. {@code 65(10)}
 * @param bestMove   the engine's move in the position before (hole 1..9)
 * @param stonesLost stones given away against the best move (never negative)
 * @param chanceLost winning chance given away, 0..1
 * @param accuracy   0..100, from the chance lost (Lichess's per-move formula)
 */
public record MoveReview(int ply, Side mover, String label, String notation, int played, int bestMove,
                         double stonesLost, double chanceLost, double accuracy, MoveClass moveClass) {
}
