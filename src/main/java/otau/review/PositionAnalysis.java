package otau.review;

import java.util.List;
import otau.game.Position;
import otau.game.record.Evaluation;

/**
 * What the engine said about one position of the game.
 *
 * @param evaluation  the score to store with the node (White's view), or null for a finished game
 * @param whiteCentis the score as a number (White's view, decided = ±{@link WinChance#DECIDED})
 * @param bestMove    the engine's move (hole 1..9), or 0 in a finished game
 * @param line        the engine's principal variation from this position (hole numbers, the
 *                    best move first); may be just the best move, empty in a finished game
 */
public record PositionAnalysis(Position position, Evaluation evaluation, int whiteCentis, int bestMove,
                               List<Integer> line) {
    public PositionAnalysis {
        line = line == null ? List.of() : List.copyOf(line);
        if (line.isEmpty() && bestMove != 0) {
            line = List.of(bestMove);
        }
    }

    /** A finished game: its result is the evaluation. */
    public static PositionAnalysis terminal(Position p) {
        return new PositionAnalysis(p, null, WinChance.terminal(p), 0, List.of());
    }

    public static PositionAnalysis of(Position p, Evaluation e, int bestMove) {
        return of(p, e, bestMove, List.of());
    }

    public static PositionAnalysis of(Position p, Evaluation e, int bestMove, List<Integer> line) {
        return new PositionAnalysis(p, e, WinChance.whiteCentis(e), bestMove, line);
    }

    /** The depth the search reached, 0 where none was made. */
    public int depth() {
        return evaluation == null ? 0 : evaluation.depth();
    }
}
