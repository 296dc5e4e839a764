package otau.ui.analysis;

import otau.game.Position;

/**
 * "What does the opponent threaten here?": the same position with the other side to move,
 * as if the player to move passed (there is no pass in the game; this is for analysis
 * only). The engine's best move in it is the threat.
 */
public final class Threat {
    private Threat() {
    }

    /**
     * {@code p} with the other side to move (same holes, stores and tuzdyks); numbered as the
     * other side's next move would be (White's threat after 12... is move 13).
     */
    public static Position position(Position p) {
        return Position.of(p.holes(otau.game.Side.WHITE), p.holes(otau.game.Side.BLACK),
                p.store(otau.game.Side.WHITE), p.store(otau.game.Side.BLACK), p.tuzdyk(otau.game.Side.WHITE),
                p.tuzdyk(otau.game.Side.BLACK), p.sideToMove().opposite(),
                p.sideToMove() == otau.game.Side.BLACK ? p.moveNumber() + 1 : p.moveNumber());
    }
}
