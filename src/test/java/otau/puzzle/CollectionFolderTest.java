package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A folder of collections: what is read, and what is passed over with the reason in any of our languages. */
class CollectionFolderTest {
    @TempDir
    Path dir;

    @Test
    void aMissingFolderIsNamedWithTheReason() {
        Path missing = dir.resolve("etudes");
        CollectionFolder.Result r = CollectionFolder.read(missing);
        assertEquals(List.of(), r.collections());
        assertEquals(1, r.unreadable().size());
        assertEquals(missing + ": no such file or folder", r.unreadable().get(0).message());
        assertEquals(missing + ": нет такого файла или папки",
                r.unreadable().get(0).said().in(Locale.forLanguageTag("ru")));
    }

    @Test
    void everyCollectionIsReadAndItsBadPuzzlesListed() throws IOException {
        Files.writeString(dir.resolve("a.pgn"), "[Id \"a-1\"]\n[Goal \"win\"]\n\n1. 65(10) *\n");
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/b.pgn"), "[Goal \"win\"]\n\n1. 65(10) *\n");
        Files.writeString(dir.resolve("notes.txt"), "not a collection");
        CollectionFolder.Result r = CollectionFolder.read(dir);
        assertEquals(2, r.collections().size());
        assertEquals(List.of("a-1"), r.puzzles().stream().map(Puzzle::id).toList());
        assertEquals(List.of(), r.unreadable());
        assertEquals(List.of("b.pgn: puzzle 1: line 1: no [Id] tag"), r.skipped());
    }

    /**
     * One id, one puzzle across the files of a folder: the trainer's progress and the CSV know a
     * puzzle by its id. The second file's copy is left out and named with its place (the second
     * puzzle of b.pgn: the first could not be read, no [Goal]) and the file it was read from first.
     */
    @Test
    void aPuzzleWhoseIdAnEarlierFileHoldsIsLeftOutAndNamed() throws IOException {
        String puzzle = "[Id \"same\"]\n[Goal \"win\"]\n\n1. 65(10) *\n";
        Files.writeString(dir.resolve("a.pgn"), puzzle);
        Files.writeString(dir.resolve("b.pgn"), "[Id \"no-goal\"]\n\n1. 65(10) *\n\n" + puzzle
                + "\n[Id \"other\"]\n[Goal \"win\"]\n\n1. 65(10) *\n");
        CollectionFolder.Result r = CollectionFolder.read(dir);
        assertEquals(List.of("same", "other"), r.puzzles().stream().map(Puzzle::id).toList());
        assertEquals(List.of("b.pgn: puzzle 1 [no-goal]: line 1: no [Goal] tag: give win, draw, defend or gain N (N = 1 or more stones)",
                "b.pgn: puzzle 2 [same]: a puzzle with this id was read from a.pgn already"), r.skipped());
        assertEquals("задача с тем же Id уже прочитана из a.pgn",
                r.collections().get(1).collection().problems().get(1).what().in(Locale.forLanguageTag("ru")));
        // The place after the one left out is still the file's third.
        assertEquals(3, r.collections().get(1).collection().placeOf(0));
    }
}
