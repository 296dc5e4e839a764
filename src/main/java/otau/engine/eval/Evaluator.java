package otau.engine.eval;

import otau.game.Board;

/** A static evaluation in centi-stones from the side to move's point of view. */
public interface Evaluator {
    int evaluate(Board board);

    /** A fresh evaluator with its own scratch space (one per search thread). */
    Evaluator copy();
}
