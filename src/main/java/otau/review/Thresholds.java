package otau.review;

/**
 * Where the error classes begin, in stones lost against the best move (KaTrain's
 * points-lost classes) and in winning chance lost (Lichess's view); a move falls in the
 * worse of the two classes. On the fitted curve the two scales agree at balance (3, 6 and 10
 * stones cost 7, 14 and 25 points of chance there); the stone thresholds sit above the
 * search's own noise, whose score moves by 2 to 4 stones from one depth to the next in the
 * opening, so that a mark means a real loss and not a horizon effect.
 *
 * <p>{@link #STANDARD} holds where a stone weighs what it weighs on the whole-game curve
 * (about 52 stones in play); {@link #atPhase} scales its stone thresholds by how much less (in the
 * opening) or more (in the endgame) a stone decides on the fitted phase-aware curve, so that
 * 3 stones late and 5.5 stones at the start are the same inaccuracy. Once the game is decided (the mover's chance with the
 * best move below {@value #DECIDED_CHANCE} or above 1 minus it) stones no longer count: 55
 * stones fewer in a won game is still a won game, and only the chance lost classes the move.
 */
public record Thresholds(double inaccuracyStones, double mistakeStones, double blunderStones,
                         double inaccuracyChance, double mistakeChance, double blunderChance) {
    public static final Thresholds STANDARD = new Thresholds(3, 6, 10, 0.07, 0.14, 0.25);
    /** Below this chance (or above 1 minus it) the result no longer hangs on a few stones. */
    public static final double DECIDED_CHANCE = 0.03;

    public Thresholds {
        if (!(0 < inaccuracyStones && inaccuracyStones <= mistakeStones && mistakeStones <= blunderStones)) {
            throw new IllegalArgumentException("stone thresholds must grow: " + inaccuracyStones + ", "
                    + mistakeStones + ", " + blunderStones);
        }
        if (!(0 < inaccuracyChance && inaccuracyChance <= mistakeChance && mistakeChance <= blunderChance)) {
            throw new IllegalArgumentException("chance thresholds must grow: " + inaccuracyChance + ", "
                    + mistakeChance + ", " + blunderChance);
        }
    }

    /**
     * These thresholds with the stone ones scaled to a position with {@code inPlay} stones
     * still in the holes: by the whole-game steepness over the phase-aware one there.
     */
    public Thresholds atPhase(int inPlay) {
        double f = otau.engine.WinCurve.SLOPE / otau.engine.WinCurve.slopeAt(inPlay);
        return new Thresholds(inaccuracyStones * f, mistakeStones * f, blunderStones * f,
                inaccuracyChance, mistakeChance, blunderChance);
    }

    public MoveClass classify(double stonesLost, double chanceLost) {
        return MoveClass.worse(byStones(stonesLost), byChance(chanceLost));
    }

    /**
     * @param chanceBest the mover's chance with the best move: where the game is decided,
     *                   only the chance lost counts
     */
    public MoveClass classify(double stonesLost, double chanceLost, double chanceBest) {
        return isDecided(chanceBest) ? byChance(chanceLost) : classify(stonesLost, chanceLost);
    }

    public static boolean isDecided(double chance) {
        return chance < DECIDED_CHANCE || chance > 1 - DECIDED_CHANCE;
    }

    MoveClass byStones(double lost) {
        return lost >= blunderStones ? MoveClass.BLUNDER : lost >= mistakeStones ? MoveClass.MISTAKE
                : lost >= inaccuracyStones ? MoveClass.INACCURACY : MoveClass.GOOD;
    }

    MoveClass byChance(double lost) {
        return lost >= blunderChance ? MoveClass.BLUNDER : lost >= mistakeChance ? MoveClass.MISTAKE
                : lost >= inaccuracyChance ? MoveClass.INACCURACY : MoveClass.GOOD;
    }
}
