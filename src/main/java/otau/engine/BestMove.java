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

    /** The protocol line {@code bestmove m}, or {@code bestmove none} when the game is over. */
    public String protocolText() {
        return move == 0 ? "bestmove none" : "bestmove " + move;
    }

    /** True when there was no move to play (a finished position: {@code bestmove none}). */
    public boolean isNone() {
        return move == 0;
    }
}
