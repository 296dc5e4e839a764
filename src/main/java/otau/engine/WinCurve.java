package otau.engine;

/**
 * The fitted winning chance of a score: a logistic of the store lead in centi-stones. It
 * lives with the engine so that the review and the puzzle miner read the same fits.
 *
 * <p>Two fits of the same 800 real games ({@code otau review fit --pgn playok-2398.pgn --games 800
 * --every 6 --from-ply 2 --nodes 10000}, 12,148 positions): one steepness for the whole game
 * ({@link #chance(int)}), and a phase-aware curve ({@link #chance(int, int)}) in which a lead
 * weighs against the stones still in play. People convert an early lead much less surely than
 * a late one: with 150 stones in play a 75 % chance needs a 20-stone lead, with 20 in play 9
 * stones. The phase-aware curve has the lower log loss (0.5067 against 0.5099), and the
 * review judges moves by it; the puzzle miner keeps the single steepness its margins were
 * set on.
 */
public final class WinCurve {
    /**
     * Steepness of the whole-game logistic, per centi-stone (maximum likelihood). Five stones
     * up is a 62 % chance, 11.5 stones 75 %, 25 stones 92 %. The engine's own games give a
     * steeper 0.00124 ({@code --selfplay 200}): it converts an advantage more surely than
     * people do.
     */
    public static final double SLOPE = 0.000953;
    /** The phase-aware curve's scale: its steepness is {@code PHASE_SCALE / (inPlay + PHASE_OFFSET)}. */
    public static final double PHASE_SCALE = 0.1251;
    /** The phase-aware curve's offset, in stones: how much the stones in play dilute a lead. */
    public static final double PHASE_OFFSET = 79.7;

    private WinCurve() {
    }

    /** The chance 0..1 of the side whose lead is {@code centis} centi-stones, at any point of the game. */
    public static double chance(int centis) {
        return 1 / (1 + Math.exp(-SLOPE * centis));
    }

    /** The chance 0..1 of the side whose lead is {@code centis}, with {@code inPlay} stones still in the holes. */
    public static double chance(int centis, int inPlay) {
        return 1 / (1 + Math.exp(-slopeAt(inPlay) * centis));
    }

    /** The phase-aware curve's steepness, per centi-stone, with {@code inPlay} stones in the holes. */
    public static double slopeAt(int inPlay) {
        return PHASE_SCALE / (Math.max(0, inPlay) + PHASE_OFFSET);
    }
}
