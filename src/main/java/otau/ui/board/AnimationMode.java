package otau.ui.board;

/** How a move's sowing is shown when the board's position advances by one move. */
public enum AnimationMode {
    /** The new position appears at once. */
    OFF(0, 0),
    /** Stones appear hole by hole, the whole move in at most about half a second. */
    FAST(35, 500),
    /** Slow enough to follow each stone, at most about three seconds a move. */
    SLOW(140, 3000);

    private final int millisPerStone;
    private final int maxMillis;

    AnimationMode(int millisPerStone, int maxMillis) {
        this.millisPerStone = millisPerStone;
        this.maxMillis = maxMillis;
    }

    /** Milliseconds between two stones of a move that sows {@code stones}. */
    public double stepMillis(int stones) {
        if (stones <= 0 || this == OFF) {
            return 0;
        }
        return Math.min(millisPerStone, (double) maxMillis / stones);
    }
}
