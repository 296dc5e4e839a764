package otau.review;

import java.util.List;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;

/** Writes a review into a game record: the evaluations and the error glyphs of the main line. */
public final class RecordAnnotator {
    private RecordAnnotator() {
    }

    /**
     * The glyphs a move ends up with: the review's class replaces an earlier review's
     * ($6, $2, $4); a judgement the annotator wrote by hand ($1, $3, $5) is kept and then
     * no class is added.
     */
    public static List<Integer> glyphs(List<Integer> before, MoveClass moveClass) {
        List<Integer> out = new java.util.ArrayList<>();
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

    /** Annotates {@code game}'s main line, which must be the line the review analysed. */
    public static void annotate(GameRecord game, ReviewResult review) {
        List<RecordNode> line = new java.util.ArrayList<>();
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
            if (review.positions().get(i).evaluation() != null) {
                node.setEvaluation(review.positions().get(i).evaluation());
            }
            if (i > 0) {
                List<Integer> nags = glyphs(node.nags(), review.moves().get(i - 1).moveClass());
                node.nags().clear();
                node.nags().addAll(nags);
            }
        }
    }
}
