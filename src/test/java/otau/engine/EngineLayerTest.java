package otau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The engine and rules layers stay pure Java (ARCHITECTURE.md): no JavaFX, no other layer above them. */
class EngineLayerTest {

    @Test
    void engineAndGameImportNothingFromTheLayersAbove() throws IOException {
        for (String layer : List.of("engine", "game")) {
            Path root = Path.of("src/main/java/otau", layer);
            assertTrue(Files.isDirectory(root), root + " exists");
            try (Stream<Path> files = Files.walk(root)) {
                List<String> offenders = files.filter(p -> p.toString().endsWith(".java"))
                        .filter(p -> {
                            try {
                                return Files.readAllLines(p).stream().anyMatch(l -> l.startsWith("import javafx")
                                        || l.startsWith("import otau.ui") || l.startsWith("import otau.model")
                                        || l.startsWith("import otau.cli") || l.startsWith("import otau.db"));
                            } catch (IOException e) {
                                throw new java.io.UncheckedIOException(e);
                            }
                        })
                        .map(Path::toString).toList();
                assertEquals(List.of(), offenders);
            }
        }
    }
}
