package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;

/** The command line's log lines: one plain line a record, an exception named by its message, no stack trace. */
class PlainConsoleLogTest {
    private static final String NL = System.lineSeparator();

    @Test
    void aRecordIsOneLineLedByItsLevel() {
        PlainConsoleLog f = new PlainConsoleLog();
        LogRecord warning = new LogRecord(Level.WARNING, "tablebase skipped: egtb-9.bin: block 306 of 2581 fails its checksum");
        assertEquals("warning: tablebase skipped: egtb-9.bin: block 306 of 2581 fails its checksum" + NL, f.format(warning));

        LogRecord withCause = new LogRecord(Level.SEVERE, "cannot write {0}");
        withCause.setParameters(new Object[] {"games.pgn"});
        withCause.setThrown(new IOException("No space left on device"));
        assertEquals("severe: cannot write games.pgn (No space left on device)" + NL, f.format(withCause));

        LogRecord twoLines = new LogRecord(Level.INFO, "first\nsecond");
        twoLines.setThrown(new IllegalStateException());
        assertEquals("info: first second (IllegalStateException)" + NL, f.format(twoLines));
    }
}
