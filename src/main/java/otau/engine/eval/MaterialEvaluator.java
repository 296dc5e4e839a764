package otau.engine.eval;

import otau.game.Board;

/** Store difference only: the baseline the tuned evaluation is measured against. */
public final class MaterialEvaluator implements Evaluator {
    @Override
    public int evaluate(Board board) {
        int me = board.sideToMove();
        return 100 * board.storeLead(me);
    }

    @Override
    public Evaluator copy() {
        return this;
    }
}
