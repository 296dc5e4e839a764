package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.puzzle.PuzzleCollection;

/**
 * A packaged jar started from any folder finds the shipped collection: the library's last
 * folder is the copy of the packed collection in the user data folder.
 */
class PuzzleLibraryShippedTest {
    @TempDir
    Path empty;

    @Test
    void theDefaultFoldersEndWithTheShippedCopy() {
        List<Path> folders = PuzzleLibrary.defaultFolders();
        assertEquals(PuzzleLibrary.shippedCopy(), folders.get(folders.size() - 1));
    }

    /** Oracle: the project's {@code puzzles/} folder, counted by reading its files directly. */
    @Test
    void withNoPuzzlesFolderTheShippedCopyIsFoundWithEveryPuzzle() throws IOException {
        List<Path> folders = List.of(empty.resolve("puzzles"), PuzzleLibrary.shippedCopy());
        PuzzleLibrary.prepare(folders);
        Path found = PuzzleLibrary.firstWithCollections(folders).orElseThrow();
        assertEquals(PuzzleLibrary.shippedCopy(), found);
        int read = PuzzleLibrary.readFolder(found).collections().stream().mapToInt(c -> c.collection().puzzles().size()).sum();
        int expected = 0;
        try (Stream<Path> s = Files.list(Path.of("puzzles"))) {
            for (Path f : s.filter(p -> p.toString().endsWith(".pgn")).toList()) {
                expected += PuzzleCollection.read(f).puzzles().size();
            }
        }
        assertTrue(expected > 1000, "the shipped collection: " + expected);
        assertEquals(expected, read);
    }

    @Test
    void aCheckoutsPuzzlesFolderIsReadAsItIsAndNothingIsCopied() throws IOException {
        Path local = empty.resolve("puzzles");
        Files.createDirectories(local);
        Files.copy(Path.of("puzzles", "etudes.pgn"), local.resolve("etudes.pgn"));
        Path copy = PuzzleLibrary.shippedCopy();
        boolean before = Files.exists(copy);
        PuzzleLibrary.prepare(List.of(local, copy));
        assertEquals(before, Files.exists(copy));
        assertEquals(local, PuzzleLibrary.firstWithCollections(List.of(local, copy)).orElseThrow());
        assertFalse(PuzzleLibrary.readFolder(local).collections().isEmpty());
    }

    /**
     * A {@code puzzles/} folder of the user's own notes where a checkout's would be (beside the
     * jar, or the folder it is started from) does not hide the shipped collections: it held a
     * .pgn file, so it was taken for them and the trainer showed one collection instead of all.
     */
    @Test
    void aFolderOfOtherCollectionsDoesNotHideTheShippedOnes() throws IOException {
        Path stray = Files.createDirectories(empty.resolve("app").resolve("puzzles"));
        Files.writeString(stray.resolve("my-notes.pgn"), "[Event \"mine\"]\n\n1. 65(10) *\n");
        PuzzleLibrary.Origin origin = new PuzzleLibrary.Origin(empty, PuzzleLibrary.Origin.standard().code(),
                empty.resolve("data"));
        Path copy = origin.shippedCopy();
        assertEquals(copy, origin.find(List.of(stray, copy)).orElseThrow());
        assertTrue(Files.isRegularFile(copy.resolve("etudes.pgn")), "the shipped collections were copied out");
    }
}
