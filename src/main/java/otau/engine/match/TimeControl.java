package otau.engine.match;

import otau.engine.Limits;

/**
 * The time each engine gets per move in a match: a fixed time per move, or a clock
 * ({@code base+increment}, written {@code 10+0.1} in seconds).
 */
public record TimeControl(long moveTimeMs, long baseMs, long incrementMs) {

    public static TimeControl perMove(long ms) {
        return new TimeControl(ms, 0, 0);
    }

    /** Reads {@code SECONDS[+INCREMENT]}, e.g. {@code 10+0.1}. @throws IllegalArgumentException */
    public static TimeControl parseClock(String text) {
        String[] parts = text.strip().split("\\+");
        try {
            double base = Double.parseDouble(parts[0]);
            double inc = parts.length > 1 ? Double.parseDouble(parts[1]) : 0;
            if (parts.length > 2 || !(base > 0) || !(inc >= 0)) { // NaN is refused too
                throw new NumberFormatException();
            }
            return new TimeControl(0, Math.round(base * 1000), Math.round(inc * 1000));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("time control '" + text
                    + "': expected SECONDS[+INCREMENT], e.g. 10+0.1");
        }
    }

    public boolean isClock() {
        return baseMs > 0;
    }

    Limits limits(long whiteLeft, long blackLeft) {
        return isClock() ? Limits.clock(whiteLeft, blackLeft, incrementMs, incrementMs) : Limits.moveTime(moveTimeMs);
    }

    /** The PGN TimeControl tag value. */
    public String tag() {
        return isClock() ? (baseMs / 1000.0) + "+" + (incrementMs / 1000.0) : "movetime " + moveTimeMs + " ms";
    }
}
