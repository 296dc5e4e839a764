package otau.cli;

import java.io.PrintWriter;

/**
 * One line on stderr rewritten in place ("starvation.pgn: puzzle 120 of 611"), for a command
 * that works for minutes with nothing else to say: at most twice a second, and cleared before
 * anything else is printed so results never share a line with it.
 */
final class ProgressLine {
    private static final long EVERY_NANOS = 500_000_000L;

    private final PrintWriter err;
    private final boolean on;
    private long last;
    private int width;

    /** A line shown when {@code on} (e.g. when run in a terminal), else nothing at all. */
    ProgressLine(PrintWriter err, boolean on) {
        this.err = err;
        this.on = on;
    }

    /** Shows {@code text} unless the line was rewritten less than half a second ago. */
    void show(String text) {
        long now = System.nanoTime();
        if (!on || width > 0 && now - last < EVERY_NANOS) {
            return;
        }
        last = now;
        err.print("\r" + text + " ".repeat(Math.max(0, width - text.length())));
        err.flush();
        width = text.length();
    }

    /** Blanks the line and puts the cursor back at its start. */
    void clear() {
        if (!on || width == 0) {
            return;
        }
        err.print("\r" + " ".repeat(width) + "\r");
        err.flush();
        width = 0;
    }
}
