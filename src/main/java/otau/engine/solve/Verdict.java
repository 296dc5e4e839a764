package otau.engine.solve;

import otau.game.Outcome;
import otau.game.Side;
import otau.io.Phrase;

/** A proved game-theoretic result (endless play counted as a draw). */
public enum Verdict {
    WHITE_WINS, DRAW, BLACK_WINS;

    public static Verdict winFor(Side side) {
        return side == Side.WHITE ? WHITE_WINS : BLACK_WINS;
    }

    /** A finished game's result. */
    public static Verdict of(Outcome outcome) {
        return outcome.winner() == null ? DRAW : winFor(outcome.winner());
    }

    /**
     * Whether this result meets an etude's stipulation for {@code solver}: a win stipulation
     * needs the solver's win, a draw stipulation only that the solver does not lose.
     */
    public boolean meetsStipulation(Side solver, boolean win) {
        return win ? winner() == solver : winner() != solver.opposite();
    }

    /** The winner, or null for a draw. */
    public Side winner() {
        return this == WHITE_WINS ? Side.WHITE : this == BLACK_WINS ? Side.BLACK : null;
    }

    /** The verdict to be said in any of our languages ({@link #text()} in English). */
    public Phrase phrase() {
        return Phrase.of(switch (this) {
            case WHITE_WINS -> "verdict.whiteWins";
            case DRAW -> "verdict.draw";
            case BLACK_WINS -> "verdict.blackWins";
        });
    }

    /** {@code White wins}, {@code draw}, {@code Black wins}. */
    public String text() {
        return switch (this) {
            case WHITE_WINS -> "White wins";
            case DRAW -> "draw";
            case BLACK_WINS -> "Black wins";
        };
    }
}
