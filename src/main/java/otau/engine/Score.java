package otau.engine;

/**
 * A search score in centi-stones (100 = one stone) from the side to move's point of view,
 * or a decided result: values within {@link #MATE_RANGE} of {@link #MATE} mean "the side
 * to move wins (or, negative, loses) by force", at {@code MATE - ply} for a result
 * {@code ply} half-moves away.
 */
public record Score(int value) {
    public static final int MATE = 30_000;
    public static final int MATE_RANGE = 1_000;
    public static final int INFINITE = 32_000;

    public static Score cp(int centiStones) {
        return new Score(centiStones);
    }

    /** The side to move wins after {@code plies} half-moves (negative plies: loses). */
    public static Score decidedIn(int plies, boolean win) {
        return new Score(win ? MATE - plies : -(MATE - plies));
    }

    public boolean isMate() {
        return Math.abs(value) >= MATE - MATE_RANGE;
    }

    /** Moves (of the side to move) until the forced result; negative when the side to move loses. */
    public int mateMoves() {
        if (!isMate()) {
            throw new IllegalStateException("not a decided score: " + value);
        }
        int plies = MATE - Math.abs(value);
        return value > 0 ? (plies + 1) / 2 : -(plies / 2);
    }

    /** The protocol form: {@code cp 125} or {@code mate 3} / {@code mate -2}. */
    public String protocolText() {
        return isMate() ? "mate " + mateMoves() : "cp " + value;
    }

    @Override
    public String toString() {
        return protocolText();
    }
}
