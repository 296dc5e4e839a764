package otau.engine.solve;

import java.util.List;
import otau.game.Position;
import otau.game.Side;

/**
 * What a solve proved. {@code verdict} is null when it is not proved; the four flags then
 * say which bounds were (e.g. "White cannot lose": {@code blackWinDisproved}).
 *
 * @param proofPlies    for a win: plies of the main line to the end of the game or to a
 *                      tablebase position (the defender resisting longest); else 0
 * @param mainLine      hole numbers; for a win: the winner's moves and the defender's longest
 *                      resistance; for a draw: a line in which neither side gives the draw
 *                      away (to the end, a repetition, or as far as the tables know)
 * @param endsInTablebase the main line stops at a position the tablebase decides
 * @param finalMargin   for {@link SolveGoal#BEST} and a win: the exact final store difference
 *                      the winner can force, else null; {@code marginAtLeast} is the best
 *                      proved lower bound when the exact one was not reached
 */
public record SolveResult(Position position, Verdict verdict,
                          boolean whiteWinProved, boolean whiteWinDisproved,
                          boolean blackWinProved, boolean blackWinDisproved,
                          int proofPlies, List<Integer> mainLine, boolean endsInTablebase,
                          Integer finalMargin, int marginAtLeast,
                          long nodes, long elapsedMillis, int whiteDepth, int blackDepth, boolean cancelled) {

    public boolean proven() {
        return verdict != null;
    }

    /** The bound that was proved without the whole result, e.g. "White cannot lose", or null. */
    public String bounds() {
        if (verdict != null) {
            return null;
        }
        if (blackWinDisproved) {
            return "White cannot lose (proven); whether White wins is open";
        }
        if (whiteWinDisproved) {
            return "Black cannot lose (proven); whether Black wins is open";
        }
        return "nothing proven yet";
    }

    /** Moves of the main line for the winner: 23 plies is "win in 12". */
    public int movesToWin() {
        return (proofPlies + 1) / 2;
    }

    Side winner() {
        return verdict == null ? null : verdict.winner();
    }
}
