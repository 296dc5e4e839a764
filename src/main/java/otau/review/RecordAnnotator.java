package otau.review;

import java.util.ArrayList;
import java.util.List;
import otau.game.record.Evaluation;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;

/**
 * Writes a review into a game record: the evaluations and the error glyphs of the main
 * line, and optionally the engine's better line at each marked move as a variation.
 */
public final class RecordAnnotator {
    /** How many moves of the engine's line a variation keeps (deeper moves are guesswork). */
    public static final int LINE_MOVES = 8;

    private RecordAnnotator() {
    }

    /**
     * The glyphs a move ends up with: the review's class replaces an earlier review's
     * ($6, $2, $4); a judgement the annotator wrote by hand ($1, $3, $5) is kept and then
     * no class is added.
     */
    public static List<Integer> glyphs(List<Integer> before, MoveClass moveClass) {
        List<Integer> out = new ArrayList<>();
        boolean handJudged = false;
        for (int n : before) {
            if (MoveClass.ofNag(n) != null) {
                continue;
            }
            handJudged |= n == 1 || n == 3 || n == 5;
            out.add(n);
        }
        if (moveClass.isError() && !handJudged) {
            out.add(0, moveClass.nag());
        }
        return List.copyOf(out);
    }

    /**
     * The variation to insert before a marked move: the engine's line (at most
     * {@value #LINE_MOVES} moves), or empty when the move was the engine's own.
     */
    public static List<Integer> betterLine(MoveReview m) {
        if (!m.moveClass().isError() || m.isBest() || m.bestMove() == 0) {
            return List.of();
        }
        List<Integer> line = m.bestLine().isEmpty() ? List.of(m.bestMove()) : m.bestLine();
        return line.subList(0, Math.min(LINE_MOVES, line.size()));
    }

    /** The evaluation a better line carries on its first move: the position's score with the best move. */
    public static Evaluation betterLineEvaluation(ReviewResult review, MoveReview m) {
        return review.positions().get(m.ply() - 1).evaluation();
    }

    public static void annotate(GameRecord game, ReviewResult review) {
        annotate(game, review, false);
    }

    /** Annotates {@code game}'s main line, which must be the line the review analysed. */
    public static void annotate(GameRecord game, ReviewResult review, boolean insertLines) {
        List<RecordNode> line = new ArrayList<>();
        line.add(game.root());
        line.addAll(game.mainLine());
        if (line.size() != review.positions().size()) {
            throw new IllegalArgumentException("the game has " + (line.size() - 1) + " moves, the review "
                    + review.moves().size());
        }
        for (int i = 0; i < line.size(); i++) {
            RecordNode node = line.get(i);
            if (!node.position().equals(review.positions().get(i).position())) {
                throw new IllegalArgumentException("the game differs from the reviewed one at ply " + i);
            }
        }
        for (int i = 0; i < line.size(); i++) {
            RecordNode node = line.get(i);
            if (review.positions().get(i).evaluation() != null) {
                node.setEvaluation(review.positions().get(i).evaluation());
            }
            if (i > 0) {
                MoveReview m = review.moves().get(i - 1);
                List<Integer> nags = glyphs(node.nags(), m.moveClass());
                node.nags().clear();
                node.nags().addAll(nags);
                if (insertLines) {
                    insertLine(line.get(i - 1), betterLine(m), betterLineEvaluation(review, m));
                }
            }
        }
    }

    private static void insertLine(RecordNode from, List<Integer> holes, Evaluation evaluation) {
        RecordNode at = from;
        for (int k = 0; k < holes.size(); k++) {
            if (at.position().isGameOver() || !at.position().isLegal(holes.get(k))) {
                return;
            }
            at = at.addChild(holes.get(k));
            if (k == 0 && evaluation != null && at.evaluation() == null) {
                at.setEvaluation(evaluation);
            }
        }
    }
}
