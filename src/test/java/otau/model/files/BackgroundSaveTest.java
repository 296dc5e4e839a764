package otau.model.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.model.GameModel;
import otau.model.GameOrigin;
import otau.model.ThreadGuard;

/** A save taken on the model's thread, written on another, finished on the model's thread again. */
class BackgroundSaveTest {
    @TempDir
    Path dir;

    private static OpenedFile writeElsewhere(GameFileService service, GameFileService.PendingSave job) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return service.write(job);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }).join();
    }

    private static int moves(Path file) throws IOException {
        return RecordFiles.open(file).games().get(0).record().mainLine().size();
    }

    @Test
    void editsMadeWhileTheFileIsWrittenStayUnsaved() throws IOException {
        GameModel model = new GameModel(ThreadGuard.none());
        GameFileService service = new GameFileService(new RecentFiles(dir.resolve("recent.txt"), 5));
        model.playMove(6);
        Path file = dir.resolve("game.pgn");
        GameFileService.PendingSave job = service.prepareSaveAs(model, file, false);
        model.playMove(6);
        service.finish(model, job, writeElsewhere(service, job));
        assertEquals(new GameOrigin(file, 0), model.origin());
        assertTrue(model.isModified(), "the move made during the save is not in the file");
        assertEquals(1, moves(file), "the file holds the game as it was taken");

        job = service.prepareSave(model);
        service.finish(model, job, writeElsewhere(service, job));
        assertFalse(model.isModified());
        assertEquals(2, moves(file));
    }

    // Oracle: the file read back holds the game, so the game is saved whatever the recent list says.
    @Test
    void aRecentFilesListThatCannotBeWrittenStillLeavesTheSavedGameClean() throws IOException {
        GameModel model = new GameModel(ThreadGuard.none());
        Path blocker = Files.writeString(dir.resolve("not-a-folder"), "x");
        GameFileService service = new GameFileService(new RecentFiles(blocker.resolve("recent.txt"), 5));
        model.playMove(6);
        Path file = dir.resolve("game.pgn");
        GameFileService.PendingSave job = service.prepareSaveAs(model, file, false);
        OpenedFile saved = writeElsewhere(service, job);
        try {
            service.finish(model, job, saved);
        } catch (IOException e) {
            // Only the recent list failed.
        }
        assertEquals(1, moves(file));
        assertEquals(new GameOrigin(file, 0), model.origin());
        assertFalse(model.isModified(), "the game is in its file: nothing is left unsaved");
    }

    @Test
    void aSaveFinishingAfterTheGameWasReplacedLeavesTheNewGameAlone() throws IOException {
        GameModel model = new GameModel(ThreadGuard.none());
        GameFileService service = new GameFileService(new RecentFiles(dir.resolve("recent.txt"), 5));
        model.playMove(6);
        GameFileService.PendingSave job = service.prepareSaveAs(model, dir.resolve("old.pgn"), false);
        model.newGame();
        model.markSaved();
        model.playMove(3);
        service.finish(model, job, writeElsewhere(service, job));
        assertNull(model.origin(), "the new game did not take the old game's file");
        assertTrue(model.isModified());
        assertNotEquals(0, Files.size(dir.resolve("old.pgn")));
    }
}
