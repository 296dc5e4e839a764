package otau.play;

import otau.engine.Score;

/**
 * How the engine answers a draw offer: it accepts when its own evaluation says the game is
 * about level and it is not the one doing better; otherwise it declines and says why.
 */
public final class DrawOffer {
    /** Centi-stones: within one stone either way counts as about level. */
    public static final int NEAR_EQUAL = 100;
    /** Centi-stones: a quarter of a stone up is already "better" for an engine that wants to win. */
    public static final int NOT_WINNING = 25;

    public enum Decision {
        /** The game ends in a draw. */
        ACCEPT,
        /** The engine thinks it stands better and plays on. */
        DECLINE_BETTER,
        /** The position is far from level (in the player's favour): the engine wants it played out. */
        DECLINE_UNBALANCED
    }

    private DrawOffer() {
    }

    /** @param engineScore the engine's evaluation from its own point of view */
    public static Decision judge(Score engineScore) {
        int v = engineScore.value();
        if (v > NOT_WINNING) {
            return Decision.DECLINE_BETTER;
        }
        if (engineScore.isMate() || v < -NEAR_EQUAL) {
            return Decision.DECLINE_UNBALANCED;
        }
        return Decision.ACCEPT;
    }
}
