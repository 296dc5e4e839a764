package otau.engine.eval;

import otau.game.Board;

/**
 * The engine's evaluation: a weighted sum of {@link Features}, opening and endgame weights
 * blended by the stones still in play (a board emptying out plays like an endgame).
 *
 * <p>It reads the position through {@link Features#extract}, the same code tuning fits the
 * weights on, so the two cannot drift apart. The feature array is scratch space kept per
 * instance (one per search thread, see {@link #copy}) so the search allocates nothing.
 */
public final class LinearEvaluator implements Evaluator {
    private final Weights weights;
    private final int[] o;
    private final int[] e;
    private final int[] features = new int[Feature.COUNT];

    public LinearEvaluator(Weights weights) {
        this.weights = weights;
        this.o = weights.openingArray();
        this.e = weights.endgameArray();
    }

    @Override
    public int evaluate(Board board) {
        final int[] f = features;
        final int[] wo = o;
        final int[] we = e;
        final int phase = Features.extract(board, f);
        int open = 0;
        int end = 0;
        for (int i = 0; i < f.length; i++) {
            open += wo[i] * f[i];
            end += we[i] * f[i];
        }
        return (open * phase + end * (Features.FULL_PHASE - phase)) / Features.FULL_PHASE;
    }

    @Override
    public Evaluator copy() {
        return new LinearEvaluator(weights);
    }

    public Weights weights() {
        return weights;
    }
}
