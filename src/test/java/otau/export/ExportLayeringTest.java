package otau.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Export runs from the command line and in tests with no toolkit: it imports nothing from JavaFX or the UI. */
class ExportLayeringTest {
    @Test
    void exportImportsNoJavaFx() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/otau/export"))) {
            List<String> bad = files.filter(p -> p.toString().endsWith(".java")).flatMap(p -> {
                try {
                    return Files.readAllLines(p).stream().map(String::trim)
                            .filter(l -> l.startsWith("import ") && (l.contains("javafx.") || l.contains("otau.ui")
                                    || l.contains("otau.model")))
                            .map(l -> p.getFileName() + ": " + l);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
            assertEquals(List.of(), bad);
        }
    }
}
