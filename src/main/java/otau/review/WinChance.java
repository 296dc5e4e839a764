package otau.review;

import otau.engine.Score;
import otau.game.Outcome;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.Evaluation;

/**
 * Scores as numbers a review can compare: centi-stones from White's point of view, with a
 * decided result counted as {@link #DECIDED}, and the logistic winning chance of a score:
 * the whole-game curve, or the phase-aware one the review judges by.
 */
public final class WinChance {
    /** The value of a forced result: more than any stone count a search reports. */
    public static final int DECIDED = 8_200;
    /** Ordinary scores are clamped below a decided one, so a forced win always ranks first. */
    static final int CLAMP = 8_100;
    /** Steepness of the logistic, per centi-stone: the engine's fitted curve ({@link otau.engine.WinCurve}). */
    public static final double SLOPE = otau.engine.WinCurve.SLOPE;

    private WinChance() {
    }

    /** White's chance 0..1 for a White-view score in centi-stones. */
    public static double white(int whiteCentis) {
        return otau.engine.WinCurve.chance(whiteCentis);
    }

    /** White's chance 0..1 for a White-view score, with {@code inPlay} stones still in the holes. */
    public static double white(int whiteCentis, int inPlay) {
        return otau.engine.WinCurve.chance(whiteCentis, inPlay);
    }

    /** The chance of {@code side} for a White-view score, with {@code inPlay} stones still in the holes. */
    public static double of(Side side, int whiteCentis, int inPlay) {
        return white(forSide(side, whiteCentis), inPlay);
    }

    /** The stones still in the holes (not yet in a store): what the phase-aware curve weighs a lead against. */
    public static int inPlay(Position p) {
        return p.stonesOnSide(Side.WHITE) + p.stonesOnSide(Side.BLACK);
    }

    /** A White-view value seen from {@code side}. */
    public static int forSide(Side side, int whiteCentis) {
        return side == Side.WHITE ? whiteCentis : -whiteCentis;
    }

    /** The White-view value of an engine score given for the side to move. */
    public static int whiteCentis(Score score, Side toMove) {
        int v;
        if (score.isMate()) {
            v = score.value() > 0 ? DECIDED : -DECIDED;
        } else {
            v = Math.max(-CLAMP, Math.min(CLAMP, score.value()));
        }
        return forSide(toMove, v);
    }

    /** The White-view value of a stored evaluation (a forced result counts as decided). */
    public static int whiteCentis(Evaluation e) {
        if (e.isMate()) {
            return Integer.signum(e.mate()) * DECIDED;
        }
        return Math.max(-CLAMP, Math.min(CLAMP, e.centiStones()));
    }

    /** The stored form (White's view) of an engine score given for the side to move. */
    public static Evaluation evaluation(Score score, Side toMove, int depth) {
        if (score.isMate()) {
            return Evaluation.ofMate(forSide(toMove, score.mateMoves()), depth);
        }
        return Evaluation.ofCentiStones(forSide(toMove, score.value()), depth);
    }

    /** The White-view value of a finished game: decided either way, or 0 for a draw. */
    public static int terminal(Position p) {
        Outcome o = p.outcome();
        Side winner = o == null ? null : o.winner();
        return winner == null ? 0 : forSide(winner, DECIDED);
    }
}
