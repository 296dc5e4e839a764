package otau.selfplay;

import otau.game.Position;

/**
 * Chooses a move for self-play. The seam through which a player is plugged in: the quick
 * built-in {@link GreedyMaterialPicker} today, a search engine through an adapter.
 */
public interface MovePicker {
    /** A legal move (hole 1..9) for the side to move; the position is not over. */
    int pick(Position position);

    /** The player's name as written in the White/Black tags. */
    String name();
}
