package otau.ui.logging;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class LogSetupTest {
    @Test
    void recordsGoToARotatingFileInTheDataFolder() throws IOException {
        Path data = otau.TempFolders.create("otau-log");
        Path dir = LogSetup.install(data, 20_000, 3);
        System.Logger log = System.getLogger("otau.test");
        log.log(System.Logger.Level.WARNING, "the task ‘import’ failed", new IllegalStateException("disk full"));
        log.log(System.Logger.Level.DEBUG, "engine stderr: info string");
        LogSetup.flush();
        String text = Files.readString(dir.resolve("otau-0.log"), StandardCharsets.UTF_8);
        assertTrue(text.contains("WARNING otau.test  the task ‘import’ failed"), text);
        assertTrue(text.contains("java.lang.IllegalStateException: disk full"), text);
        assertTrue(text.contains("engine stderr: info string"), "DEBUG of otau.* reaches the file: " + text);
        for (int i = 0; i < 600; i++) {
            log.log(System.Logger.Level.INFO, "line " + i + " of a long session");
        }
        LogSetup.flush();
        assertTrue(Files.exists(dir.resolve("otau-1.log")), "the log rotates past its limit");
        assertTrue(Files.size(dir.resolve("otau-0.log")) <= 20_000 + 200);
        // Back to the usual place for the rest of the test run.
        LogSetup.install(Path.of("target", "test-user-data"));
    }
}
