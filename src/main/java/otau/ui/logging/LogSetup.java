package otau.ui.logging;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.logging.FileHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The workbench's log: rotating files {@code logs/otau-0.log} … {@code otau-4.log} (1 MB
 * each) in the user data folder. The code logs through {@link System.Logger}, which the JDK
 * routes to java.util.logging; JUL's {@link FileHandler} rotates by itself, so no logging
 * library is needed. What goes there: failed background tasks, uncaught exceptions, the
 * standard error of external engines, and anything else the code logs at FINE or above.
 */
public final class LogSetup {
    /** The folder under the data directory. */
    public static final String FOLDER = "logs";
    static final int LIMIT_BYTES = 1_000_000;
    static final int FILES = 5;
    private static Handler installed;

    private LogSetup() {
    }

    /** The log folder for the data directory {@code dataDir}. */
    public static Path folder(Path dataDir) {
        return dataDir.resolve(FOLDER);
    }

    /** Starts logging to {@code dataDir/logs}; returns the folder. Calling it again moves the log. */
    public static Path install(Path dataDir) throws IOException {
        return install(dataDir, LIMIT_BYTES, FILES);
    }

    /** As {@link #install(Path)}, but a log that cannot be opened only means no log. */
    public static void installQuietly(Path dataDir) {
        try {
            install(dataDir);
        } catch (IOException | RuntimeException e) {
            System.getLogger("otau").log(System.Logger.Level.WARNING, "no log file in " + folder(dataDir), e);
        }
    }

    static synchronized Path install(Path dataDir, int limitBytes, int files) throws IOException {
        Path dir = folder(dataDir);
        Files.createDirectories(dir);
        FileHandler handler = new FileHandler(dir.resolve("otau-%g.log").toString(), limitBytes, files, true);
        handler.setEncoding("UTF-8");
        handler.setFormatter(new LineFormatter());
        handler.setLevel(Level.ALL);
        Logger root = Logger.getLogger("");
        if (installed != null) {
            root.removeHandler(installed);
            installed.close();
        }
        root.addHandler(handler);
        installed = handler;
        // Otau's own detail (e.g. an engine's stderr, logged at DEBUG) goes to the file only:
        // the console handler keeps its INFO threshold.
        Logger.getLogger("otau").setLevel(Level.FINE);
        Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
            System.getLogger("otau").log(System.Logger.Level.ERROR, "uncaught in thread " + t.getName(), e);
            if (previous != null) {
                previous.uncaughtException(t, e);
            } else {
                e.printStackTrace();
            }
        });
        System.getLogger("otau").log(System.Logger.Level.INFO, "Otau started, Java "
                + System.getProperty("java.version") + ", " + System.getProperty("os.name"));
        return dir;
    }

    /** Writes what is buffered (tests read the file). */
    static synchronized void flush() {
        if (installed != null) {
            installed.flush();
        }
    }

    /** One line a record, e.g. {@code 2026-12-01 09:12:03.120 WARNING otau.ui.tasks  message}, then any stack trace. */
    static final class LineFormatter extends Formatter {
        private static final DateTimeFormatter TIME =
                DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS").withZone(ZoneId.systemDefault());

        @Override
        public String format(LogRecord r) {
            StringBuilder sb = new StringBuilder();
            sb.append(TIME.format(Instant.ofEpochMilli(r.getMillis()))).append(' ').append(r.getLevel().getName())
                    .append(' ').append(r.getLoggerName()).append("  ").append(formatMessage(r))
                    .append(System.lineSeparator());
            if (r.getThrown() != null) {
                StringWriter w = new StringWriter();
                r.getThrown().printStackTrace(new PrintWriter(w));
                sb.append(w);
            }
            return sb.toString();
        }
    }
}
