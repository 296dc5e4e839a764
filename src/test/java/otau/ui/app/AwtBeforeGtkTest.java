package otau.ui.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The launcher's start prints no Gdk warning on Linux even when AWT is used later. Oracle:
 * GTK's own output in a child JVM on a real X server (Xvfb): with AWT started after JavaFX,
 * as before, GTK prints "Gdk-WARNING … XSetErrorHandler()"; with AWT first it does not.
 * Skipped where there is no Xvfb or no GTK.
 */
class AwtBeforeGtkTest {
    @Test
    void onlyLinuxAndSimilarSystemsWithADisplayStartAwtFirst() {
        assertTrue(AwtBeforeGtk.applies("Linux", false));
        assertFalse(AwtBeforeGtk.applies("Linux", true), "no display: nothing to start");
        assertFalse(AwtBeforeGtk.applies("Windows 11", false));
        assertFalse(AwtBeforeGtk.applies("Mac OS X", false));
    }

    @Test
    void gtkSaysNothingWhenAwtStartsFirst() throws Exception {
        Path xvfb = Path.of("/usr/bin/Xvfb");
        Assumptions.assumeTrue(System.getProperty("os.name").startsWith("Linux") && Files.isExecutable(xvfb),
                "needs Linux and Xvfb");
        String display = ":" + (90 + ProcessHandle.current().pid() % 100);
        Process x = new ProcessBuilder(xvfb.toString(), display, "-screen", "0", "1024x768x24")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            Thread.sleep(1500);
            String before = probe(display, "awt-after");
            Assumptions.assumeTrue(before.contains("probe done"), "JavaFX could not start on Xvfb: " + before);
            // The control: without the fix GTK warns, so the check below can fail.
            assertTrue(before.contains("Gdk-WARNING"), before);
            String after = probe(display, "awt-first");
            assertTrue(after.contains("probe done"), after);
            assertFalse(after.contains("Gdk-WARNING"), after);
        } finally {
            x.destroy();
            x.waitFor(5, TimeUnit.SECONDS);
        }
    }

    private static String probe(String display, String mode) throws IOException, InterruptedException {
        Path out = Files.createTempFile("gdk-probe", ".txt");
        ProcessBuilder pb = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), GdkWarningProbe.class.getName(), mode))
                .redirectErrorStream(true).redirectOutput(out.toFile());
        pb.environment().put("DISPLAY", display);
        Process p = pb.start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
        }
        String text = Files.readString(out, StandardCharsets.UTF_8);
        Files.deleteIfExists(out);
        return text;
    }
}
