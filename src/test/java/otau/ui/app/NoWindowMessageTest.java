package otau.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Started where no window can open (a Linux session without a display, or without GTK 3), the
 * application says so in a sentence, with what still works, and exits with status 1: no stack
 * trace. Oracle: the output and the exit status of {@code otau.Launcher} in a child JVM whose
 * environment has no display.
 */
class NoWindowMessageTest {
    @Test
    void withoutADisplayTheLauncherSaysWhatIsMissingAndWhatStillWorks(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(System.getProperty("os.name").startsWith("Linux"), "the display check is Linux's");
        Path out = dir.resolve("out.txt");
        ProcessBuilder pb = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Duser.language=en", "-Duser.country=US", "-cp", System.getProperty("java.class.path"), "otau.Launcher"))
                .redirectErrorStream(true).redirectOutput(out.toFile());
        pb.environment().remove("DISPLAY");
        pb.environment().remove("WAYLAND_DISPLAY");
        pb.environment().put("XDG_DATA_HOME", dir.resolve("data").toString());
        Process p = pb.start();
        boolean ended = p.waitFor(90, TimeUnit.SECONDS);
        if (!ended) {
            p.destroyForcibly();
        }
        String text = Files.readString(out, StandardCharsets.UTF_8);
        assertTrue(ended, "still running without a display: " + text);
        assertEquals(1, p.exitValue(), text);
        assertTrue(text.contains("Otau could not open its window: "), text);
        assertTrue(text.contains("GTK 3") && text.contains("java -jar otau.jar --help"), text);
        assertFalse(text.contains("\tat ") || text.contains("Exception in thread"), "a stack trace: " + text);
    }
}
