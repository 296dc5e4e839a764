package otau.ui.play;

import java.util.Objects;
import otau.game.Position;
import otau.game.Side;
import otau.play.GameTimeControl;
import otau.play.StrengthLevel;

/**
 * What the player chose for a game against the engine.
 *
 * @param start       where the game starts
 * @param humanSide   the player's side, or null for a random one
 * @param asVariation true: the moves go into the current game as a variation from the current
 *                    move; false: a new game from {@code start}
 * @param playerName  the player's name for the game record; empty for the interface's word for "you"
 */
public record PlaySettings(Position start, Side humanSide, StrengthLevel level, GameTimeControl timeControl,
                           boolean asVariation, String playerName) {
    public PlaySettings {
        Objects.requireNonNull(start);
        Objects.requireNonNull(level);
        Objects.requireNonNull(timeControl);
        playerName = playerName == null ? "" : playerName.strip();
    }

    /** Without a name: the record calls the player by the interface's word for "you". */
    public PlaySettings(Position start, Side humanSide, StrengthLevel level, GameTimeControl timeControl,
                        boolean asVariation) {
        this(start, humanSide, level, timeControl, asVariation, "");
    }
}
