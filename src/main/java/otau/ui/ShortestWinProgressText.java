package otau.ui;

import otau.engine.solve.SolveResult;
import otau.engine.solve.Verdict;
import otau.game.Side;

/**
 * What a search for the shortest win says while it runs, in Solve Position and in Prove
 * Stipulation alike: "Proof found: White wins · finding the shortest win…", then, once a whole
 * move is ruled out, "… none in 9 moves or fewer…".
 */
public final class ShortestWinProgressText {
    private ShortestWinProgressText() {
    }

    /**
     * @param toMove         the side to move at the searched position
     * @param notWithinPlies the most plies proved not to be enough so far (0: none)
     */
    public static String of(Verdict verdict, Side toMove, int notWithinPlies) {
        String found = I18n.get(verdict == Verdict.WHITE_WINS ? "solve.after.whiteWins" : "solve.after.blackWins");
        int moves = SolveResult.movesRuledOut(verdict.winner() == toMove, notWithinPlies);
        return moves == 0 ? I18n.get("solve.after.shortestWin", found)
                : I18n.get("solve.after.shortestWin.ruledOut", found, moves);
    }
}
