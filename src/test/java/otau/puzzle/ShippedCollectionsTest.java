package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The collection packed into the application and its copy in the user data folder. */
class ShippedCollectionsTest {
    @TempDir
    Path dir;

    /** Oracle: the project's own {@code puzzles/} folder, listed and read directly. */
    @Test
    void theBuildPacksEveryCollectionOfThePuzzlesFolder() throws IOException {
        ShippedCollections packed = ShippedCollections.packed();
        List<String> expected;
        try (Stream<Path> s = Files.list(Path.of("puzzles"))) {
            expected = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".pgn")).sorted().toList();
        }
        assertFalse(expected.isEmpty());
        assertEquals(expected, packed.names());
        Path copy = packed.copyTo(dir.resolve("puzzles")).orElseThrow();
        for (String name : expected) {
            assertArrayEquals(Files.readAllBytes(Path.of("puzzles", name)), Files.readAllBytes(copy.resolve(name)), name);
        }
    }

    /** Oracle: a jar written by hand, with its entries named in the test. */
    @Test
    void aJarGivesTheCollectionFilesAtTheTopOfItsFolderOnly() throws IOException {
        Path jar = jar(Map.of(
                "otau/puzzles/b.pgn", "[Event \"b\"]\n",
                "otau/puzzles/a.pgn", "[Event \"a\"]\n",
                "otau/puzzles/sub/c.pgn", "[Event \"c\"]\n",
                "otau/puzzles/notes.txt", "x",
                "otau/other/d.pgn", "[Event \"d\"]\n"));
        ShippedCollections packed = ShippedCollections.packedIn(jar);
        assertEquals(List.of("a.pgn", "b.pgn"), packed.names());
        Path copy = packed.copyTo(dir.resolve("copy")).orElseThrow();
        assertEquals("[Event \"a\"]\n", Files.readString(copy.resolve("a.pgn")));
        try (Stream<Path> s = Files.list(copy)) {
            assertEquals(List.of(".shipped", "a.pgn", "b.pgn"), s.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void aCopyTheUserChangedIsKeptUntilANewVersionIsPacked() throws IOException {
        Path copy = dir.resolve("copy");
        ShippedCollections.packedIn(jar(Map.of("otau/puzzles/a.pgn", "one\n"))).copyTo(copy);
        Files.writeString(copy.resolve("a.pgn"), "edited\n");
        // The same packed collection (the next start of the same version): the user's copy stays.
        ShippedCollections.packedIn(jar(Map.of("otau/puzzles/a.pgn", "one\n"))).copyTo(copy);
        assertEquals("edited\n", Files.readString(copy.resolve("a.pgn")));
        // A file the user deleted comes back.
        Files.delete(copy.resolve("a.pgn"));
        ShippedCollections.packedIn(jar(Map.of("otau/puzzles/a.pgn", "one\n"))).copyTo(copy);
        assertEquals("one\n", Files.readString(copy.resolve("a.pgn")));
        // A new version's collection replaces the copy.
        ShippedCollections.packedIn(jar(Map.of("otau/puzzles/a.pgn", "two\n"))).copyTo(copy);
        assertEquals("two\n", Files.readString(copy.resolve("a.pgn")));
    }

    @Test
    void nothingPackedCopiesNothing() throws IOException {
        ShippedCollections packed = ShippedCollections.packedIn(jar(Map.of("otau/x.txt", "x")));
        assertTrue(packed.isEmpty());
        assertTrue(packed.copyTo(dir.resolve("copy")).isEmpty());
        assertFalse(Files.exists(dir.resolve("copy")));
    }

    private int jars;

    private Path jar(Map<String, String> entries) throws IOException {
        Path jar = dir.resolve("app-" + (jars++) + ".jar");
        try (OutputStream out = Files.newOutputStream(jar); ZipOutputStream zip = new ZipOutputStream(out)) {
            for (var e : new TreeMap<>(entries).entrySet()) {
                zip.putNextEntry(new ZipEntry(e.getKey()));
                zip.write(e.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return jar;
    }
}
