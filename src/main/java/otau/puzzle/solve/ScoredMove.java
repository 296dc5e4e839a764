package otau.puzzle.solve;

import java.util.List;
import otau.io.Phrase;

/**
 * One legal move with its search score from the mover's point of view.
 *
 * @param hole    the move, 1..9
 * @param score   centi-stones of store lead (100 = one stone) for the side to move, or for a
 *                decided result {@code ±(WIN - plies)} (0 for a forced draw), or
 *                {@code ±TABLEBASE_WIN} for one the endgame tablebase knows with no count
 * @param decided the game's result is forced within the search
 * @param pv      the expected line, starting with {@code hole}
 */
public record ScoredMove(int hole, int score, boolean decided, List<Integer> pv) {
    /** The value of a win this many plies away is {@code WIN - plies}. */
    public static final int WIN = 100_000;
    /** Scores at least this far from zero are decided wins or losses. */
    public static final int DECIDED = WIN - 1_000;
    /**
     * A win the endgame tablebase proves, which has no count of moves: a win all the same, just
     * below every counted one.
     */
    public static final int TABLEBASE_WIN = DECIDED;

    public ScoredMove {
        pv = List.copyOf(pv);
    }

    public boolean isWin() {
        return score >= DECIDED;
    }

    public boolean isLoss() {
        return score <= -DECIDED;
    }

    /** A win or loss the endgame table knows, with no count of moves (see {@link #TABLEBASE_WIN}). */
    public boolean fromTable() {
        return score == TABLEBASE_WIN || score == -TABLEBASE_WIN;
    }

    /** Score in stones, for messages; wins and losses read as {@code win}/{@code loss}. */
    public String describe() {
        return said().english();
    }

    /** {@link #describe()}, to be said in any of our languages. */
    public Phrase said() {
        if (fromTable()) {
            return Phrase.of(score > 0 ? "score.tablebaseWin" : "score.tablebaseLoss");
        }
        if (isWin()) {
            return Phrase.of(WIN - score == 1 ? "score.winOne" : "score.win", WIN - score);
        }
        if (isLoss()) {
            return Phrase.of(WIN + score == 1 ? "score.lossOne" : "score.loss", WIN + score);
        }
        if (decided && score == 0) {
            return Phrase.of("score.draw");
        }
        return Phrase.of("score.stones", String.format(java.util.Locale.ROOT, "%+.2f", score / 100.0));
    }
}
