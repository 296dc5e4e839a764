package otau.review;

import java.util.concurrent.CancellationException;
import otau.game.Position;

/** Gives the score and best move of one position (a search, or known values in tests). */
@FunctionalInterface
public interface PositionAnalyser {
    /**
     * @param cancelled asked now and then; when it says true the analyser stops and throws
     *                  {@link CancellationException}
     */
    PositionAnalysis analyse(Position position, java.util.function.BooleanSupplier cancelled);
}
