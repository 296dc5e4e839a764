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
}
