package otau.puzzle;

import otau.puzzle.solve.ScoredMove;

/**
 * How puzzles are judged.
 *
 * @param depth  search depth in plies for every check
 * @param margin centi-stones by which every move that is not accepted must trail the best
 * @param slack  centi-stones by which an accepted move may trail the best (0 for an exact
 *               search; a little for a search whose scores wobble between runs)
 */
public record SolveCriteria(int depth, int margin, int slack) {
    public static final int DEFAULT_DEPTH = 8;
    public static final int DEFAULT_MARGIN = 300;

    public SolveCriteria {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be 1 or more");
        }
        if (margin <= slack || slack < 0) {
            throw new IllegalArgumentException("the margin must exceed the slack, and the slack be 0 or more");
        }
    }

    public static SolveCriteria standard() {
        return new SolveCriteria(DEFAULT_DEPTH, DEFAULT_MARGIN, 0);
    }

    public SolveCriteria withDepth(int d) {
        return new SolveCriteria(d, margin, slack);
    }

    /** {@code move} is as good as {@code best}, give or take the slack (a forced win counts as one). */
    public boolean asGood(ScoredMove move, ScoredMove best) {
        if (best.isWin()) {
            return move.isWin();
        }
        return move.score() >= best.score() - slack;
    }

    /** {@code move} trails {@code best} by the margin, or does not win where the best does. */
    public boolean clearlyWorse(ScoredMove move, ScoredMove best) {
        if (best.isWin()) {
            return !move.isWin();
        }
        return move.score() <= best.score() - margin;
    }

    /** The best move is the only one that is not clearly worse. */
    public boolean unique(java.util.List<ScoredMove> scored) {
        return scored.size() == 1 || clearlyWorse(scored.get(1), scored.get(0));
    }
}
