package otau.review;

/** The budget a review spends on each position, shared by the command line and the workbench. */
public final class ReviewDefaults {
    /**
     * Half a second a position: the engine reaches depth 14 or more in the middlegame, and a
     * game of a hundred moves takes a minute or two on one thread.
     */
    public static final long MOVE_TIME_MS = 500;
    /** The depth offered when the user switches to a fixed depth. */
    public static final int DEPTH = 14;
    /**
     * A time budget stops at this depth: a position searched to it before its time is up is
     * not searched on (the endgame reaches it in a fraction of the time), which takes a long
     * game's review from about 100 s to about a minute.
     */
    public static final int MAX_DEPTH = 16;

    /** The budget of one position for {@code ms} milliseconds: that time, or {@link #MAX_DEPTH} if sooner. */
    public static otau.engine.Limits timeBudget(long ms) {
        return otau.engine.Limits.moveTime(ms).withDepth(MAX_DEPTH);
    }

    private ReviewDefaults() {
    }
}
