package otau.review;

import java.util.List;
import otau.game.Position;
import otau.game.Side;

/**
 * The verdict on one move of the main line.
 *
 * @param ply          1 for the game's first move
 * @param label        the move's number as written, e.g. {@code 12...}
 * @param notation     the move's token, e.g. {@code 65(10)}
 * @param before       the position the move was played in
 * @param bestMove     the engine's move in the position before (hole 1..9)
 * @param bestLine     the engine's line from the position before, the best move first
 * @param replyLine    the engine's line after the move played (the opponent's answer first)
 * @param stonesLost   stones given away against the best move (never negative)
 * @param chanceBefore the mover's winning chance with the best move, 0..1
 * @param chanceAfter  the mover's winning chance after the move played, 0..1
 * @param accuracy     0..100, from the chance lost (Lichess's per-move formula)
 * @param book         whether the move is a main move of the opening book there (never marked)
 * @param theory       the move's record in the opening theory when that, and not the engine,
 *                     decided it is not an error; null otherwise
 */
public record MoveReview(int ply, Side mover, String label, String notation, Position before, int played,
                         int bestMove, List<Integer> bestLine, List<Integer> replyLine, double stonesLost,
                         double chanceBefore, double chanceAfter, double accuracy, MoveClass moveClass,
                         boolean book, OpeningTheory.Line theory) {
    public MoveReview {
        bestLine = List.copyOf(bestLine);
        replyLine = List.copyOf(replyLine);
    }

    /** Winning chance given away, 0..1 (never negative). */
    public double chanceLost() {
        return Math.max(0, chanceBefore - chanceAfter);
    }

    /** Whether the move is opening theory that the engine alone would have marked. */
    public boolean isTheory() {
        return theory != null;
    }

    /** Whether the move played was the engine's choice. */
    public boolean isBest() {
        return played == bestMove;
    }

    /** The best move's token as written (e.g. {@code 65(10)}), or empty when there was none. */
    public String bestNotation() {
        return bestMove == 0 || !before.isLegal(bestMove) ? "" : before.play(bestMove).lastMove().notation();
    }

    /** The position the move played reached. */
    public Position after() {
        return before.play(played);
    }
}
