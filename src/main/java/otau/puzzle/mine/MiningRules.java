package otau.puzzle.mine;

import java.util.List;
import otau.engine.WinCurve;
import otau.puzzle.SolveCriteria;
import otau.puzzle.solve.ScoredMove;

/**
 * The rules a mined line must keep (lichess-puzzler adapted): the puzzle follows a real
 * mistake, measured as a jump in the winning chance of the engine's fitted curve; and every
 * solver move is the only good one, better than the second best by a margin in winning chance
 * and by stones, or the only move that wins or holds the draw.
 */
public final class MiningRules {
    private final MiningSettings settings;

    public MiningRules(MiningSettings settings) {
        this.settings = settings;
    }

    /** The winning chance of a scored move for its mover: 1 for a forced win, 0 for a forced loss. */
    public static double chance(ScoredMove m) {
        if (m.isWin()) {
            return 1;
        }
        if (m.isLoss()) {
            return 0;
        }
        return WinCurve.chance(m.score());
    }

    /**
     * How much the opponent's move {@code played} raised the solver's winning chance, scored
     * from the opponent's side with {@code best} its best move.
     */
    public static double jump(ScoredMove best, ScoredMove played) {
        return chance(best) - chance(played);
    }

    /** Worth a deep look: the cheap scan sees the better part of a mistake's jump. */
    public boolean maybeMistake(ScoredMove best, ScoredMove played) {
        return jump(best, played) >= settings.mistake() * 0.6;
    }

    /** A real mistake: the winning chance jumped by the margin and stones were given away, from a game not yet lost. */
    public boolean mistake(ScoredMove best, ScoredMove played) {
        return !best.isLoss() && jump(best, played) >= settings.mistake()
                && (best.isWin() && !played.isWin() || best.score() - played.score() >= MiningSettings.MIN_STONES * 100);
    }

    /**
     * The best move is the only good one: the only win, the only move that does not lose, or
     * better than the second by the criteria's margin, by {@link MiningSettings#MIN_STONES}
     * and by the margin in winning chance.
     */
    public boolean onlyGood(List<ScoredMove> scored) {
        if (scored.size() == 1) {
            return true;
        }
        ScoredMove best = scored.get(0);
        ScoredMove second = scored.get(1);
        if (best.isWin()) {
            return !second.isWin();
        }
        if (best.decided() && best.score() == 0 || !best.isLoss() && second.isLoss()) {
            return second.isLoss();
        }
        SolveCriteria c = settings.criteria();
        return c.clearlyWorse(second, best) && best.score() - second.score() >= MiningSettings.MIN_STONES * 100
                && chance(best) - chance(second) >= settings.chanceMargin();
    }
}
