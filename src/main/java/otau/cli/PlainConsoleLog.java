package otau.cli;

import java.util.Locale;
import java.util.logging.ConsoleHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The command line's log records on the console as one plain line each, {@code warning: <message>},
 * instead of java.util.logging's two lines with a date and a class name: what the engine's shared
 * tablebase logs when it meets a damaged block, for one, is meant for the user. A record's
 * exception is named by its message, never printed as a stack trace.
 */
final class PlainConsoleLog extends Formatter {
    /** Gives the root logger's console handlers this format; for the command line's own process only. */
    static void install() {
        for (Handler h : Logger.getLogger("").getHandlers()) {
            if (h instanceof ConsoleHandler) {
                h.setFormatter(new PlainConsoleLog());
            }
        }
    }

    @Override
    public String format(LogRecord r) {
        String text = r.getLevel().getName().toLowerCase(Locale.ROOT) + ": " + formatMessage(r);
        Throwable t = r.getThrown();
        if (t != null) {
            text += " (" + (t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage()) + ")";
        }
        return text.replace('\n', ' ') + System.lineSeparator();
    }
}
