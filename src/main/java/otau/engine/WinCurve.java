package otau.engine;

/**
 * The fitted winning chance of a score: a logistic of the store lead in centi-stones. It
 * lives with the engine so that the review and the puzzle miner read one curve.
 */
public final class WinCurve {
    /**
     * Steepness of the logistic, per centi-stone, fitted (maximum likelihood) on the results
     * of 800 real games, 6,881 positions scored by a 10,000-node search:
     * {@code otau review fit --pgn playok-2398.pgn --games 800 --every 10 --nodes 10000}.
     * Five stones up is a 62 % chance, 11.5 stones 75 %, 25 stones 92 %. The engine's own games
     * give a slightly steeper 0.001085 ({@code --selfplay 200}): it converts an advantage more
     * surely than people do.
     */
    public static final double SLOPE = 0.000953;

    private WinCurve() {
    }

    /** The chance 0..1 of the side whose lead is {@code centis} centi-stones. */
    public static double chance(int centis) {
        return 1 / (1 + Math.exp(-SLOPE * centis));
    }
}
