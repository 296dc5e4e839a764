package otau.review;

import otau.game.Position;
import otau.game.record.Evaluation;

/**
 * What the engine said about one position of the game.
 *
 * @param evaluation  the score to store with the node (White's view), or null for a finished game
 * @param whiteCentis the score as a number (White's view, decided = ±{@link WinChance#DECIDED})
 * @param bestMove    the engine's move (hole 1..9), or 0 in a finished game
 */
public record PositionAnalysis(Position position, Evaluation evaluation, int whiteCentis, int bestMove) {
    /** A finished game: its result is the evaluation. */
    public static PositionAnalysis terminal(Position p) {
        return new PositionAnalysis(p, null, WinChance.terminal(p), 0);
    }

    public static PositionAnalysis of(Position p, Evaluation e, int bestMove) {
        return new PositionAnalysis(p, e, WinChance.whiteCentis(e), bestMove);
    }
}
