package otau.model.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import otau.game.record.RecordWriter;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.model.GameOrigin;
import otau.model.ThreadGuard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AutosaveTest {
    private static final Instant NOW = Instant.parse("2025-08-22T18:30:00Z");

    @TempDir
    Path dir;

    private final List<Runnable> scheduled = new ArrayList<>();
    private final List<IOException> errors = new ArrayList<>();

    private Autosaver autosaver(GameModel model, AutosaveStore store) {
        return new Autosaver(model, store, Runnable::run, Runnable::run, (task, ms) -> scheduled.add(task),
                Duration.ofSeconds(5), Clock.fixed(NOW, ZoneOffset.UTC), errors::add);
    }

    @Test
    void aBurstOfEditsIsSavedOnceWithTheLatestGame() {
        GameModel model = new GameModel(ThreadGuard.none());
        AutosaveStore store = new AutosaveStore(dir);
        autosaver(model, store).attach();

        GameNode a = model.playMove(6);
        model.playMove(9);
        model.setComment(a, "unsaved thought");
        assertEquals(1, scheduled.size(), "one save for the burst");
        assertTrue(store.pendingRecovery().isEmpty(), "nothing is written before the delay");

        scheduled.remove(0).run();
        Recovery r = store.pendingRecovery().orElseThrow();
        assertEquals(NOW, r.savedAt());
        assertEquals(RecordWriter.write(model.toRecord()), r.recordText());
        assertEquals("a new game", r.describe());
        assertEquals("unsaved thought", r.read().games().get(0).mainLine().get(0).comment());

        model.playMove(1);
        assertEquals(1, scheduled.size(), "a later edit schedules the next save");
        assertTrue(errors.isEmpty());
    }

    @Test
    void savingTheGameClearsTheAutosave() throws IOException {
        GameModel model = new GameModel(ThreadGuard.none());
        AutosaveStore store = new AutosaveStore(dir);
        autosaver(model, store).attach();
        model.playMove(6);
        scheduled.remove(0).run();
        assertTrue(store.pendingRecovery().isPresent());

        GameFileService files = new GameFileService(new RecentFiles(dir.resolve("recent.txt"), 5));
        files.saveAs(model, dir.resolve("game.pgn"), false);
        assertTrue(store.pendingRecovery().isEmpty(), "saved work needs no recovery");

        model.playMove(9);
        model.undo();
        scheduled.remove(0).run();
        assertTrue(store.pendingRecovery().isEmpty(), "undo back to the saved game leaves nothing to recover");
    }

    @Test
    void recoveryKeepsWhereTheGameBelongsAndSurvivesARestart() throws IOException {
        AutosaveStore store = new AutosaveStore(dir.resolve("autosave"));
        store.save("[Event \"x\"]\n\n1. 65(10) *\n", new GameOrigin(dir.resolve("club.pgn"), 2), NOW);

        AutosaveStore nextStart = new AutosaveStore(dir.resolve("autosave"));
        Recovery r = nextStart.pendingRecovery().orElseThrow();
        assertEquals(new GameOrigin(dir.resolve("club.pgn"), 2), r.origin());
        assertEquals("club.pgn #3", r.describe());

        GameModel model = new GameModel(ThreadGuard.none());
        model.replaceGame(r.read().games().get(0), r.origin(), "Recover unsaved game");
        assertTrue(model.isModified(), "recovered work is unsaved work");
        assertEquals("65(10)", model.mainLine().get(0).notation());

        nextStart.clear();
        assertTrue(nextStart.pendingRecovery().isEmpty());
    }

    @Test
    void aDamagedAutosaveIsNotOffered() throws IOException {
        AutosaveStore store = new AutosaveStore(dir);
        Files.writeString(store.file(), "savedAt=yesterday\nrecord=1. 65(10)\n");
        assertFalse(store.pendingRecovery().isPresent());
    }
}
