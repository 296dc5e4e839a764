package otau.engine.eval;

import otau.game.Board;

/**
 * The engine's evaluation: a weighted sum of {@link Features}, opening and endgame weights
 * blended by the stones still in play (a board emptying out plays like an endgame).
 */
public final class LinearEvaluator implements Evaluator {
    private final Weights weights;
    private final int[] opening;
    private final int[] endgame;
    private final int[] f = new int[Feature.COUNT];

    public LinearEvaluator(Weights weights) {
        this.weights = weights;
        this.opening = weights.openingArray();
        this.endgame = weights.endgameArray();
    }

    @Override
    public int evaluate(Board board) {
        int phase = Features.extract(board, f);
        int o = 0;
        int e = 0;
        for (int i = 0; i < f.length; i++) {
            o += opening[i] * f[i];
            e += endgame[i] * f[i];
        }
        return (o * phase + e * (Features.FULL_PHASE - phase)) / Features.FULL_PHASE;
    }

    @Override
    public Evaluator copy() {
        return new LinearEvaluator(weights);
    }

    public Weights weights() {
        return weights;
    }
}
