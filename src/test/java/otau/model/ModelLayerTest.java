package otau.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The model uses javafx.base only: no scene graph, no application thread, so it runs in plain tests. */
class ModelLayerTest {
    @Test
    void theModelImportsNoJavaFxBeyondBase() throws IOException {
        Path src = Path.of("src/main/java/otau/model");
        List<String> offenders;
        try (Stream<Path> files = Files.walk(src)) {
            offenders = files.filter(p -> p.toString().endsWith(".java")).flatMap(p -> {
                try {
                    return Files.readAllLines(p).stream()
                            .filter(l -> l.startsWith("import javafx.") || l.startsWith("import static javafx."))
                            .filter(l -> !l.matches("import (static )?javafx\\.(beans|collections|event|util)\\..*"))
                            .map(l -> p.getFileName() + ": " + l);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
        assertEquals(List.of(), offenders);
    }
}
