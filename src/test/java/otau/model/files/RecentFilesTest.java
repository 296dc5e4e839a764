package otau.model.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecentFilesTest {
    @TempDir
    Path dir;

    @Test
    void mostRecentFirstWithoutRepeatsUpToTheLimit() throws IOException {
        RecentFiles recent = new RecentFiles(dir.resolve("data/recent.txt"), 3);
        Path a = Files.createFile(dir.resolve("a.pgn"));
        Path b = Files.createFile(dir.resolve("b.pgn"));
        Path c = dir.resolve("c.pgn");
        Path d = Files.createFile(dir.resolve("d.pgn"));
        recent.add(a);
        recent.add(b);
        recent.add(a);
        assertEquals(List.of(a, b), recent.list());
        recent.add(c);
        recent.add(d);
        assertEquals(List.of(d, c, a), new RecentFiles(dir.resolve("data/recent.txt"), 3).list());
        assertEquals(List.of(d, a), recent.existing());
        recent.remove(c);
        assertEquals(List.of(d, a), recent.list());
    }
}
