package otau.play;

import java.util.Objects;
import java.util.function.LongSupplier;
import otau.game.Side;

/**
 * A chess clock for two sides: the clock of the side to move runs; {@link #moveMade} stops it,
 * adds the increment and starts the other. Time comes from an injectable source (nanoseconds),
 * so tests drive it by hand. A side whose time reaches zero has flagged: the clock stops and
 * {@link #flagged()} names it. Untimed games use a clock that never runs out.
 *
 * <p>Not thread-safe: one thread (the FX thread) owns it.
 */
public final class GameClock {
    private final GameTimeControl control;
    private final LongSupplier nanos;
    private final long[] remainingMs = new long[2];
    private Side running;
    private boolean paused;
    private long sinceNanos;
    private Side flagged;

    public GameClock(GameTimeControl control, LongSupplier nanos) {
        this.control = Objects.requireNonNull(control);
        this.nanos = Objects.requireNonNull(nanos);
        remainingMs[0] = control.baseMs();
        remainingMs[1] = control.baseMs();
    }

    /** A clock on the system's monotonic time. */
    public static GameClock system(GameTimeControl control) {
        return new GameClock(control, System::nanoTime);
    }

    public GameTimeControl control() {
        return control;
    }

    public boolean isTimed() {
        return control.isTimed();
    }

    /** Starts {@code toMove}'s clock (the game begins, or goes on after a takeback). */
    public void start(Side toMove) {
        settle();
        if (flagged != null) {
            return;
        }
        running = Objects.requireNonNull(toMove);
        sinceNanos = nanos.getAsLong();
    }

    /**
     * {@code mover} has moved: their time is charged, the increment added, and the other
     * side's clock starts. Returns false (and changes nothing more) when the mover had
     * already run out of time.
     */
    public boolean moveMade(Side mover) {
        if (running != mover) {
            throw new IllegalStateException("it is not " + mover + "'s clock that runs");
        }
        settle();
        if (flagged != null) {
            return false;
        }
        if (control.isTimed()) {
            remainingMs[mover.index()] += control.incrementMs();
        }
        running = mover.opposite();
        sinceNanos = nanos.getAsLong();
        return true;
    }

    /** Stops the clock for good (the game is over). */
    public void stop() {
        settle();
        running = null;
    }

    /** Holds the running clock (a dialog is open); {@link #resume} goes on from there. */
    public void pause() {
        settle();
        paused = true;
    }

    public void resume() {
        if (paused) {
            paused = false;
            sinceNanos = nanos.getAsLong();
        }
    }

    public boolean isPaused() {
        return paused;
    }

    /** The side whose clock runs, or null when stopped. */
    public Side running() {
        settle();
        return running;
    }

    /** Time left for {@code side} now, never below 0 (untimed: 0). */
    public long remainingMs(Side side) {
        settle();
        return remainingMs[side.index()];
    }

    /** The side that ran out of time, or null. Checking it brings the clock up to date. */
    public Side flagged() {
        settle();
        return flagged;
    }

    /** The clocks now, for the engine's time management. */
    public ClockState state() {
        if (!control.isTimed()) {
            return ClockState.UNTIMED;
        }
        settle();
        return new ClockState(true, remainingMs[0], remainingMs[1], control.incrementMs());
    }

    /** Charges the running side for the time since the last look; notes a flag. */
    private void settle() {
        if (running == null || paused || flagged != null) {
            return;
        }
        long now = nanos.getAsLong();
        long usedMs = (now - sinceNanos) / 1_000_000;
        if (usedMs <= 0) {
            return;
        }
        // Whole milliseconds are charged; the remainder stays for the next look.
        sinceNanos += usedMs * 1_000_000;
        if (!control.isTimed()) {
            return;
        }
        int i = running.index();
        remainingMs[i] -= usedMs;
        if (remainingMs[i] <= 0) {
            remainingMs[i] = 0;
            flagged = running;
            running = null;
        }
    }
}
