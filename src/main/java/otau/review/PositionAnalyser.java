package otau.review;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import otau.game.Position;

/** Gives the score, best move and line of one position (a search, or known values in tests). */
@FunctionalInterface
public interface PositionAnalyser {
    /**
     * @param cancelled asked now and then; when it says true the analyser stops and throws
     *                  {@link CancellationException}
     */
    PositionAnalysis analyse(Position position, BooleanSupplier cancelled);

    /**
     * Scores the position a move reached so that it compares fairly with the best line
     * found from the position before: that line was searched {@code horizon} plies deep, so
     * the position after a move is searched one ply less (odd and even depths disagree by
     * stones in this game).
     *
     * @param horizon the depth the position before was searched to (0 when unknown)
     */
    default PositionAnalysis analyseAfterMove(Position after, int horizon, BooleanSupplier cancelled) {
        return analyse(after, cancelled);
    }
}
