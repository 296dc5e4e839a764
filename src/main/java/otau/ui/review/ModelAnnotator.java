package otau.ui.review;

import java.util.ArrayList;
import java.util.List;
import otau.game.Position;
import otau.model.GameModel;
import otau.model.GameNode;
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

    /**
     * Applies {@code review} if the game's main line is still the one reviewed.
     *
     * @return false (and nothing changed) when the game is no longer the same
     */
    static boolean apply(GameModel model, GameNode reviewedRoot, ReviewResult review, String description) {
        List<Position> now = mainLinePositions(model);
        List<Position> then = review.positions().stream().map(p -> p.position()).toList();
        if (model.root() != reviewedRoot || !now.equals(then)) {
            return false;
        }
        List<GameNode> nodes = new ArrayList<>();
        nodes.add(model.root());
        nodes.addAll(model.mainLine());
        model.batch(description, () -> {
            for (int i = 0; i < nodes.size(); i++) {
                GameNode node = nodes.get(i);
                if (review.positions().get(i).evaluation() != null) {
                    model.setEvaluation(node, review.positions().get(i).evaluation());
                }
                if (i > 0) {
                    model.setNags(node, RecordAnnotator.glyphs(node.nags(), review.moves().get(i - 1).moveClass()));
                }
            }
        });
        return true;
    }
}
