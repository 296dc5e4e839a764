package otau.db;

import otau.game.Side;

/**
 * A move the user plays in a position of their repertoire.
 *
 * @param side     whose repertoire (White's or Black's); that side is to move in the position
 * @param key      the position's Zobrist key
 * @param fen      the position string
 * @param hole     the move, 1..9
 * @param notation its record token from that position, e.g. {@code 65(10)}
 */
public record RepertoireMove(Side side, long key, String fen, int hole, String notation) {
}
