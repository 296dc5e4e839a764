package otau.engine.solve;

import otau.game.Side;

/** A proved game-theoretic result (endless play counted as a draw). */
public enum Verdict {
    WHITE_WINS, DRAW, BLACK_WINS;

    public static Verdict winFor(Side side) {
        return side == Side.WHITE ? WHITE_WINS : BLACK_WINS;
    }

    /** The winner, or null for a draw. */
    public Side winner() {
        return this == WHITE_WINS ? Side.WHITE : this == BLACK_WINS ? Side.BLACK : null;
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
