package otau.ui.review;

import java.util.ArrayList;
import java.util.List;
import otau.game.Position;
import otau.game.record.Evaluation;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.review.MoveReview;
import otau.review.RecordAnnotator;
import otau.review.ReviewResult;

/** Writes a finished review into the shared game model as one undoable step. */
final class ModelAnnotator {
    private ModelAnnotator() {
    }

    /** The start position and the position after each main-line move. */
    static List<Position> mainLinePositions(GameModel model) {
        List<Position> line = new ArrayList<>();
        line.add(model.root().position());
        for (GameNode n : model.mainLine()) {
            line.add(n.position());
        }
        return line;
    }

    /** True when the game's main line is still the one {@code review} analysed. */
    static boolean matches(GameModel model, GameNode reviewedRoot, ReviewResult review) {
        List<Position> then = review.positions().stream().map(p -> p.position()).toList();
        return model.root() == reviewedRoot && mainLinePositions(model).equals(then);
    }

    /**
     * Applies {@code review} if the game's main line is still the one reviewed: evaluations
     * and glyphs on the main line and, with {@code insertLines}, the engine's better line at
     * each marked move as a variation carrying its evaluation. The cursor stays where it was.
     *
     * @return false (and nothing changed) when the game is no longer the same
     */
    static boolean apply(GameModel model, GameNode reviewedRoot, ReviewResult review, boolean insertLines,
                         String description) {
        if (!matches(model, reviewedRoot, review)) {
            return false;
        }
        List<GameNode> nodes = new ArrayList<>();
        nodes.add(model.root());
        nodes.addAll(model.mainLine());
        GameNode cursor = model.currentNode();
        model.batch(description, () -> {
            for (int i = 0; i < nodes.size(); i++) {
                GameNode node = nodes.get(i);
                if (review.positions().get(i).evaluation() != null) {
                    model.setEvaluation(node, review.positions().get(i).evaluation());
                }
                if (i > 0) {
                    MoveReview m = review.moves().get(i - 1);
                    model.setNags(node, RecordAnnotator.glyphs(node.nags(), m.moveClass()));
                    if (insertLines) {
                        insertLine(model, nodes.get(i - 1), RecordAnnotator.betterLine(m),
                                RecordAnnotator.betterLineEvaluation(review, m));
                    }
                }
            }
            model.goTo(cursor);
        });
        return true;
    }

    private static void insertLine(GameModel model, GameNode from, List<Integer> holes, Evaluation evaluation) {
        GameNode at = from;
        for (int k = 0; k < holes.size(); k++) {
            if (at.position().isGameOver() || !at.position().isLegal(holes.get(k))) {
                return;
            }
            boolean existed = at.child(holes.get(k)) != null;
            at = model.playMove(at, holes.get(k));
            if (k == 0 && !existed && evaluation != null) {
                model.setEvaluation(at, evaluation);
            }
        }
    }
}
