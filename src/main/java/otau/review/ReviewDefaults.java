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

    private ReviewDefaults() {
    }
}
