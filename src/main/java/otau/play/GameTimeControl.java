package otau.play;

import java.util.List;

/**
 * A game's time control: base time per side plus an increment added after each move, or
 * none (untimed).
 */
public record GameTimeControl(long baseMs, long incrementMs) {
    public static final GameTimeControl NONE = new GameTimeControl(0, 0);

    /** The usual choices: 3+2, 5+3, 10+5, 15+10 (minutes + seconds). */
    public static final List<GameTimeControl> PRESETS = List.of(of(3, 2), of(5, 3), of(10, 5), of(15, 10));

    public GameTimeControl {
        if (baseMs < 0 || incrementMs < 0) {
            throw new IllegalArgumentException("time control: base and increment must not be negative");
        }
        if (baseMs == 0 && incrementMs > 0) {
            throw new IllegalArgumentException("time control: an increment needs a base time");
        }
    }

    /** {@code minutes} per side plus {@code incrementSeconds} per move. */
    public static GameTimeControl of(double minutes, double incrementSeconds) {
        return new GameTimeControl(Math.round(minutes * 60_000), Math.round(incrementSeconds * 1000));
    }

    public boolean isTimed() {
        return baseMs > 0;
    }

    /** The record's TimeControl tag: seconds+increment as in PGN ({@code 300+3}), {@code -} when untimed. */
    public String tag() {
        if (!isTimed()) {
            return "-";
        }
        return seconds(baseMs) + "+" + seconds(incrementMs);
    }

    /** Minutes + seconds as players say it, e.g. {@code 5+3}. */
    public String label() {
        if (!isTimed()) {
            return "-";
        }
        return (baseMs % 60_000 == 0 ? Long.toString(baseMs / 60_000) : Double.toString(baseMs / 60_000.0))
                + "+" + seconds(incrementMs);
    }

    private static String seconds(long ms) {
        return ms % 1000 == 0 ? Long.toString(ms / 1000) : Double.toString(ms / 1000.0);
    }
}
