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

    /**
     * Scores the position a move reached so that it compares fairly with the best line
     * found from the position before: a fixed-depth search sees one ply less after the
     * move, or its odd and even depths disagree by stones in this game.
     */
    default PositionAnalysis analyseAfterMove(Position after, java.util.function.BooleanSupplier cancelled) {
        return analyse(after, cancelled);
    }
}
