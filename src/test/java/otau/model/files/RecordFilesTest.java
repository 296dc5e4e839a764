package otau.model.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import otau.io.AtomicFiles;
import otau.model.GameModel;
import otau.model.GameOrigin;
import otau.model.ThreadGuard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordFilesTest {
    /** Three games with their own spacing and wrapping, the second damaged after its first moves. */
    private static final String FILE = """
            [Event "Club night"]
            [White "Aibek"]
            [Black "Dana"]
            [Result "1-0"]

            1.  65(10)   98
            2. 55 {the quiet move} (2. 11 87) 1-0

            [Event "Blitz"]
            [White "Nurlan"]
            [Black "Aida"]

            1. 65(10) 59 2. 11 *


            ; a hand-written game
            [Event "Lesson"]
            [White "Coach"]
            [Black "Pupil"]
            1. 65(10) {center} 98 $1 1/2-1/2
            """;

    @TempDir
    Path dir;

    @Test
    void aMultiGameFileListsItsGamesAndNamesItsProblems() throws IOException {
        Path file = write("club.pgn", FILE);
        OpenedFile opened = RecordFiles.open(file);
        assertEquals(3, opened.games().size());
        assertEquals("1. Aibek – Dana, Club night, 1-0 (2 moves)", opened.games().get(0).summary(),
                "three half-moves: moves 1 and 2 of the score sheet");
        assertTrue(opened.games().get(1).summary().endsWith("[damaged]"), opened.games().get(1).summary());
        assertFalse(opened.isClean());
        String message = opened.problemMessages().get(0);
        assertTrue(message.startsWith("club.pgn: game 2, line 13, column 11, move 1..., token '59'"), message);
        assertEquals(1, opened.games().get(1).plies(), "what could be read is still offered");
    }

    @Test
    void savingAGameBackTouchesNoOtherText() throws IOException {
        Path file = write("club.pgn", FILE);
        GameFileService service = new GameFileService(new RecentFiles(dir.resolve("recent.txt"), 5));
        OpenedFile opened = service.open(file);
        GameModel model = new GameModel(ThreadGuard.none());
        service.load(model, opened, 2);
        assertFalse(model.isModified());
        assertEquals(new GameOrigin(file, 2), model.origin());
        model.setComment(model.mainLine().get(1), "solid");
        assertTrue(model.isModified());
        service.save(model);
        assertFalse(model.isModified());

        String saved = Files.readString(file);
        int start = FILE.indexOf("[Event \"Lesson\"]");
        assertEquals(FILE.substring(0, start), saved.substring(0, start), "the games before keep their text");
        assertTrue(saved.substring(start).contains("98 $1 {solid}"), saved);
        assertTrue(saved.endsWith("1/2-1/2\n"), "the file's own ending is kept");

        OpenedFile again = RecordFiles.open(file);
        assertEquals(3, again.games().size());
        assertEquals("solid", again.games().get(2).record().mainLine().get(1).comment());
        assertEquals(List.of(file.toAbsolutePath().normalize()), new RecentFiles(dir.resolve("recent.txt"), 5).list());

        service.load(model, again, 0);
        model.setTag("Round", "3");
        service.save(model);
        String third = Files.readString(file);
        int second = FILE.indexOf("[Event \"Blitz\"]");
        assertEquals(saved.substring(saved.indexOf("[Event \"Blitz\"]")), third.substring(third.indexOf("[Event \"Blitz\"]")));
        assertTrue(third.startsWith("[Event \"Club night\"]"));
        assertTrue(second > 0);
    }

    @Test
    void aFileChangedByAnotherProgramIsNotOverwritten() throws IOException {
        Path file = write("club.pgn", FILE);
        OpenedFile opened = RecordFiles.open(file);
        Files.writeString(file, FILE + "\n[Event \"added elsewhere\"]\n\n1. 65(10) *\n");
        IOException e = assertThrows(IOException.class,
                () -> RecordFiles.saveGame(opened, 0, opened.games().get(0).record(), false));
        assertTrue(e.getMessage().contains("changed or removed by another program"), e.getMessage());
        assertTrue(Files.readString(file).contains("added elsewhere"));
    }

    @Test
    void aDamagedGameIsNotSavedOverUnlessAsked() throws IOException {
        Path file = write("club.pgn", FILE);
        OpenedFile opened = RecordFiles.open(file);
        assertThrows(IOException.class, () -> RecordFiles.saveGame(opened, 1, opened.games().get(1).record(), false));
        assertEquals(FILE, Files.readString(file));
    }

    @Test
    void saveAsAndAppendGiveTheGameItsSlot() throws IOException {
        GameModel model = new GameModel(ThreadGuard.none());
        model.playMove(6);
        GameFileService service = new GameFileService(new RecentFiles(dir.resolve("recent.txt"), 5));
        Path file = write("club.pgn", FILE);
        service.saveAs(model, file, true);
        assertEquals(new GameOrigin(file, 3), model.origin());
        assertFalse(model.isModified());
        assertEquals(4, RecordFiles.open(file).games().size());
        assertTrue(Files.readString(file).startsWith(FILE));

        Path single = dir.resolve("new.pgn");
        service.saveAs(model, single, false);
        assertEquals(1, RecordFiles.open(single).games().size());
    }

    @Test
    void aFailedWriteLeavesTheOriginalFileWhole() throws IOException {
        Path file = write("club.pgn", FILE);
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(file, out -> {
            out.write("[Event \"half written".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        }));
        assertEquals("disk full", e.getMessage());
        assertEquals(FILE, Files.readString(file));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList(), "no temporary file is left behind");
        }
    }

    @Test
    void aMissingFileIsNamedInTheMessage() {
        IOException e = assertThrows(IOException.class, () -> RecordFiles.open(dir.resolve("nowhere.pgn")));
        assertTrue(e.getMessage().contains("nowhere.pgn") && e.getMessage().contains("no such file"), e.getMessage());
    }

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }
}
