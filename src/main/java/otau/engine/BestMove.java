package otau.engine;

import otau.game.Position;

/**
 * The final answer of a search.
 *
 * @param position the position searched
 * @param move     the hole number 1..9 to play, or 0 when the game is already over
 * @param score    the score of the last completed iteration (null when unknown, e.g. from
 *                 an external engine that printed none)
 */
public record BestMove(Position position, int move, Score score, int depth, long nodes, long timeMs) {

    /** The protocol line {@code bestmove m}. */
    public String protocolText() {
        return "bestmove " + move;
    }
}
