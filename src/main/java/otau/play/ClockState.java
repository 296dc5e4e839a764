package otau.play;

import otau.engine.Limits;
import otau.game.Side;

/**
 * What the clocks show at one moment, as a player deciding how long to think sees it.
 *
 * @param timed   false for an untimed game (the other fields are then 0)
 * @param whiteMs White's time left
 * @param blackMs Black's time left
 * @param incrementMs added to the mover's clock after each move
 */
public record ClockState(boolean timed, long whiteMs, long blackMs, long incrementMs) {
    public static final ClockState UNTIMED = new ClockState(false, 0, 0, 0);

    public long remainingMs(Side side) {
        return side == Side.WHITE ? whiteMs : blackMs;
    }

    /**
     * The search limits for {@code side}'s move: a move time from {@link TimeBudget}, so the
     * engine keeps time in hand whatever the level asks for; none when untimed.
     */
    public Limits limitsFor(Side side) {
        if (!timed) {
            // Nothing set: the level thinks for its own time.
            return Limits.depth(0);
        }
        return Limits.moveTime(TimeBudget.moveTimeMs(remainingMs(side), incrementMs));
    }
}
