package otau.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The programs of {@code src/test/tools} (single-file programs run with {@code java -cp
 * target/otau.jar FILE.java}) are not part of the build, but measurements.md gives them as
 * the commands that computed its figures: each must still compile against the code as it is.
 */
class MeasurementToolsTest {
    @Test
    void everyToolCompilesAgainstTheCurrentCode(@TempDir Path out) throws Exception {
        Path tools = Path.of("src/test/tools");
        List<Path> sources;
        try (Stream<Path> files = Files.list(tools)) {
            sources = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
        assertFalse(sources.isEmpty(), "no tool found in " + tools.toAbsolutePath());
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "a JDK is needed to compile the tools");
        // Surefire's own class path holds only its booter; the tests' class path is in this property.
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> failures = new ArrayList<>();
        for (Path source : sources) {
            ByteArrayOutputStream messages = new ByteArrayOutputStream();
            int status = javac.run(null, messages, messages, "-proc:none", "-Xlint:none", "-cp", classPath,
                    "-d", out.resolve(source.getFileName().toString()).toString(), source.toString());
            if (status != 0) {
                failures.add(source + ":\n" + messages.toString(StandardCharsets.UTF_8));
            }
        }
        assertEquals(List.of(), failures);
    }
}
