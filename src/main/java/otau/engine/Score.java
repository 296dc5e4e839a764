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
    /** The deepest ply the search reaches, and so the deepest at which it reads the tablebase. */
    public static final int MAX_PLY = 128;
    /**
     * A result the endgame tablebase knows, which has no distance: {@code ±(TABLEBASE_WIN - ply)}
     * for a table read {@code ply} half-moves from the root, nearer ones preferred. It lies
     * above any evaluation (162 stones is 16,200) and below the results counted in moves.
     */
    public static final int TABLEBASE_WIN = MATE - MATE_RANGE - 1 - MAX_PLY;

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

    /** A win or loss the tablebase proves, with no count of moves (see {@link #TABLEBASE_WIN}). */
    public boolean isTablebaseResult() {
        return isTablebaseResult(value);
    }

    /** {@link #isTablebaseResult()} for a value in centi-stones, e.g. one stored in a game record. */
    public static boolean isTablebaseResult(int centiStones) {
        int a = Math.abs(centiStones);
        return a > TABLEBASE_WIN - MAX_PLY && a <= TABLEBASE_WIN;
    }

    /**
     * Moves (of the side to move) until the forced result, its own last one included; negative when
     * the side to move loses. A game can end on the loser's own move (a stone sown into the
     * opponent's tuzdyk that takes them to 82), so a loss one ply away is {@code -1}, not 0, and
     * one five plies away {@code -3}: the loser makes three moves.
     */
    public int mateMoves() {
        if (!isMate()) {
            throw new IllegalStateException("not a decided score: " + value);
        }
        int moves = (MATE - Math.abs(value) + 1) / 2;
        return value > 0 ? moves : -moves;
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
