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
    /** The engine's scores wobble a little with its pruning; an exact search's do not. */
    public static final int ENGINE_SLACK = 50;

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

    /** How the engine judges puzzles at {@code depth}: the standard margin, with the engine's slack. */
    public static SolveCriteria engine(int depth) {
        return new SolveCriteria(depth, DEFAULT_MARGIN, ENGINE_SLACK);
    }

    /**
     * Stricter criteria for making puzzles than for checking them: a wider margin and half
     * the slack, so that a puzzle still passes when the search's scores shift a little.
     */
    public SolveCriteria withCushion(int extraMargin) {
        return new SolveCriteria(depth, margin + extraMargin, slack / 2);
    }

    public SolveCriteria withDepth(int d) {
        return new SolveCriteria(d, margin, slack);
    }

    /**
     * {@code move} is as good as {@code best}, give or take the slack (a forced win counts as
     * one). Among losses the longer resistance is better, but a loss the endgame table knows has
     * no count of moves: where the best is one, no other loss can be said to be shorter.
     */
    public boolean asGood(ScoredMove move, ScoredMove best) {
        if (best.isWin()) {
            return move.isWin();
        }
        if (best.isLoss() && best.fromTable()) {
            return move.isLoss();
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
