package otau.arch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layering of ARCHITECTURE.md, checked by scanning imports: the rules and the engine
 * import nothing from JavaFX; the model uses javafx.base only (no scene graph).
 */
class LayeringTest {
    private static final Path SOURCES = Path.of("src/main/java/otau");

    private static List<String> violations(String pkg, String... forbidden) throws IOException {
        Path dir = SOURCES.resolve(pkg);
        List<String> found = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return found;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                for (String line : Files.readAllLines(f)) {
                    String l = line.trim();
                    if (!l.startsWith("import ")) {
                        continue;
                    }
                    for (String bad : forbidden) {
                        if (l.contains(bad)) {
                            found.add(f + ": " + l);
                        }
                    }
                }
            }
        }
        return found;
    }

    @Test
    void rulesImportNoJavaFx() throws IOException {
        assertEquals(List.of(), violations("game", "javafx.", "otau.ui", "otau.model", "otau.engine", "otau.cli"));
    }

    @Test
    void engineImportsNoJavaFx() throws IOException {
        assertEquals(List.of(), violations("engine", "javafx.", "otau.ui", "otau.model"));
    }

    @Test
    void modelUsesNoSceneGraph() throws IOException {
        assertEquals(List.of(), violations("model", "javafx.scene", "javafx.stage", "otau.ui"));
    }

    @Test
    void puzzlesImportNoJavaFx() throws IOException {
        assertEquals(List.of(), violations("puzzle", "javafx.", "otau.ui", "otau.model", "otau.cli"));
    }

    @Test
    void databaseAndSelfPlayImportNoJavaFx() throws IOException {
        assertEquals(List.of(), violations("db", "javafx.", "otau.ui", "otau.model", "otau.cli"));
        assertEquals(List.of(), violations("selfplay", "javafx.", "otau.ui", "otau.model", "otau.cli"));
    }

    /** Views do not talk to each other: the move list and the editor know only the model and the board. */
    @Test
    void viewsDoNotImportTheWorkbench() throws IOException {
        assertEquals(List.of(), violations("ui/movelist", "otau.ui.workbench", "otau.ui.editor"));
        assertEquals(List.of(), violations("ui/editor", "otau.ui.workbench", "otau.ui.movelist"));
        assertEquals(List.of(), violations("ui/board", "otau.ui.workbench", "otau.ui.movelist", "otau.ui.editor",
                "otau.model"));
    }
}
