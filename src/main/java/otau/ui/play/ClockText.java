package otau.ui.play;

import java.util.Locale;

/** How a clock reads: {@code 4:05}, {@code 1:02:30}; under ten seconds with tenths, {@code 7.3}. */
final class ClockText {
    private ClockText() {
    }

    static String format(long ms) {
        long clamped = Math.max(0, ms);
        if (clamped < 10_000) {
            return String.format(Locale.ROOT, "%d.%d", clamped / 1000, clamped % 1000 / 100);
        }
        long s = clamped / 1000;
        if (s >= 3600) {
            return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
        }
        return String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    /** Low time: under a tenth of the base time, at least 10 and at most 30 seconds. */
    static boolean isLow(long remainingMs, long baseMs) {
        long threshold = Math.min(30_000, Math.max(10_000, baseMs / 10));
        return remainingMs < threshold;
    }
}
