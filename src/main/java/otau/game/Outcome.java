package otau.game;

/**
 * How a finished game ended, with the final store totals (the stones left in the holes
 * already given to the side they were on).
 */
public record Outcome(Result result, int whiteStore, int blackStore) {

    public enum Result {
        WHITE_WINS("1-0"), BLACK_WINS("0-1"), DRAW("1/2-1/2");

        private final String notation;

        Result(String notation) {
            this.notation = notation;
        }

        /** The record's result token: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
        public String notation() {
            return notation;
        }

        public static Result parse(String token) {
            for (Result r : values()) {
                if (r.notation.equals(token)) {
                    return r;
                }
            }
            return null;
        }
    }

    static Outcome of(int whiteStore, int blackStore) {
        Result r = whiteStore > blackStore ? Result.WHITE_WINS
                : blackStore > whiteStore ? Result.BLACK_WINS : Result.DRAW;
        return new Outcome(r, whiteStore, blackStore);
    }

    /** The winner, or null for a draw. */
    public Side winner() {
        return switch (result) {
            case WHITE_WINS -> Side.WHITE;
            case BLACK_WINS -> Side.BLACK;
            case DRAW -> null;
        };
    }

    /** e.g. {@code 1-0 (82:57)}. */
    @Override
    public String toString() {
        return result.notation() + " (" + whiteStore + ":" + blackStore + ")";
    }
}
