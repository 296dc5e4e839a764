package otau.review;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;

/**
 * Finds the turning points of a reviewed game: the moves that gave away the most winning
 * chance, each with the plainest reason the position shows (a capture or tuzdyk missed, or
 * allowed to the opponent's best answer, else a loss further down the line). A main book move
 * and opening theory are never one: the book's deeper search, or people's results, overrule
 * the review's search there.
 */
public final class CriticalMoments {
    /** Moves that lose less than this much chance are not turning points. */
    static final double LEAST_SWING = 0.07;

    private CriticalMoments() {
    }

    /** Up to {@code max} moments, the largest swings, in the order they were played. */
    public static List<CriticalMoment> find(ReviewResult review, int max) {
        List<MoveReview> swings = new ArrayList<>(review.moves().stream()
                .filter(m -> m.chanceLost() >= LEAST_SWING && !m.book() && !m.isTheory())
                .toList());
        swings.sort(Comparator.comparingDouble(MoveReview::chanceLost).reversed());
        List<MoveReview> top = new ArrayList<>(swings.subList(0, Math.min(max, swings.size())));
        top.sort(Comparator.comparingInt(MoveReview::ply));
        return top.stream().map(CriticalMoments::explain).toList();
    }

    static CriticalMoment explain(MoveReview m) {
        Position before = m.before();
        Move best = m.bestMove() != 0 && before.isLegal(m.bestMove()) ? before.play(m.bestMove()).lastMove() : null;
        Move played = m.after().lastMove();
        String bestText = best == null ? "" : m.label() + " " + best.notation();
        boolean forced = Math.abs(m.chanceBefore() - m.chanceAfter()) > 0.5
                && (Thresholds.isDecided(m.chanceBefore()) || Thresholds.isDecided(m.chanceAfter()));
        if (forced && best != null) {
            return new CriticalMoment(m, CriticalMoment.Reason.FORCED_RESULT, bestText, m.stonesLost());
        }
        if (best != null && best.tuzdyk() && !played.tuzdyk()) {
            return new CriticalMoment(m, CriticalMoment.Reason.MISSED_TUZDYK, bestText, 0);
        }
        if (best != null && best.captured() > played.captured() + 1) {
            return new CriticalMoment(m, CriticalMoment.Reason.MISSED_CAPTURE, bestText, best.captured());
        }
        Position after = m.after();
        if (!m.replyLine().isEmpty() && !after.isGameOver() && after.isLegal(m.replyLine().get(0))) {
            Move reply = after.play(m.replyLine().get(0)).lastMove();
            String replyText = after.moveNumber() + (after.sideToMove() == Side.WHITE ? "." : "...") + " "
                    + reply.notation();
            if (reply.tuzdyk()) {
                return new CriticalMoment(m, CriticalMoment.Reason.ALLOWS_TUZDYK, replyText, 0);
            }
            if (reply.captured() > 0) {
                return new CriticalMoment(m, CriticalMoment.Reason.ALLOWS_CAPTURE, replyText, reply.captured());
            }
        }
        return new CriticalMoment(m, CriticalMoment.Reason.POSITIONAL, bestText, m.stonesLost());
    }
}
