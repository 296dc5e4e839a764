package otau.model.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
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
        assertTrue(store.current().isEmpty(), "nothing is written before the delay");

        scheduled.remove(0).run();
        Recovery r = store.current().orElseThrow();
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
        assertTrue(store.current().isPresent());

        GameFileService files = new GameFileService(new RecentFiles(dir.resolve("recent.txt"), 5));
        files.saveAs(model, dir.resolve("game.pgn"), false);
        assertTrue(store.current().isEmpty(), "saved work needs no recovery");

        model.playMove(9);
        model.undo();
        scheduled.remove(0).run();
        assertTrue(store.current().isEmpty(), "undo back to the saved game leaves nothing to recover");
    }

    @Test
    void recoveryKeepsWhereTheGameBelongsAndSurvivesARestart() throws IOException {
        AutosaveStore store = new AutosaveStore(dir.resolve("autosave"));
        store.save("[Event \"x\"]\n\n1. 65(10) *\n", new GameOrigin(dir.resolve("club.pgn"), 2), NOW);
        // The instance ends without the work saved: its lock goes, its autosave stays.
        store.close();

        AutosaveStore nextStart = new AutosaveStore(dir.resolve("autosave"));
        Recovery r = nextStart.pendingRecovery().orElseThrow();
        assertEquals(new GameOrigin(dir.resolve("club.pgn"), 2), r.origin());
        assertEquals("club.pgn #3", r.describe());

        GameModel model = new GameModel(ThreadGuard.none());
        model.replaceGame(r.read().games().get(0), r.origin(), "Recover unsaved game");
        assertTrue(model.isModified(), "recovered work is unsaved work");
        assertEquals("65(10)", model.mainLine().get(0).notation());

        nextStart.adopt(r);
        assertTrue(new AutosaveStore(dir.resolve("autosave")).pendingRecovery().isEmpty(),
                "recovered work is the new instance's own, not a leftover");
        assertEquals(r.recordText(), nextStart.current().orElseThrow().recordText());
        nextStart.close();
        assertEquals(r.recordText(), new AutosaveStore(dir.resolve("autosave")).pendingRecovery().orElseThrow()
                .recordText(), "and is offered again if that instance ends without saving it");
    }

    /**
     * A game opened from a file is autosaved with the fingerprint of the file's text as opened,
     * and the fingerprint survives a restart and the adoption: a recovery can tell whether the
     * file still holds that text. Oracle: the SHA-256 of "abc", from FIPS 180-2's example.
     */
    @Test
    void aGameFromAFileIsAutosavedWithTheFingerprintOfTheFileAsOpened() throws IOException {
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", TextDigest.of("abc"));
        Path club = Files.writeString(dir.resolve("club.pgn"), "[Result \"*\"]\n\n1. 65(10) *\n");
        GameFileService files = new GameFileService(new RecentFiles(dir.resolve("recent.txt"), 5));
        GameModel model = new GameModel(ThreadGuard.none());
        files.load(model, files.open(club), 0);
        AutosaveStore store = new AutosaveStore(dir.resolve("autosave"));
        Autosaver a = autosaver(model, store);
        a.setFileDigests(files::digestLater);
        a.attach();
        model.playMove(9);
        scheduled.remove(0).run();
        String expected = TextDigest.of(Files.readString(club));
        assertEquals(expected, store.current().orElseThrow().fileDigest());
        store.close();

        AutosaveStore nextStart = new AutosaveStore(dir.resolve("autosave"));
        Recovery r = nextStart.pendingRecovery().orElseThrow();
        assertEquals(expected, r.fileDigest());
        nextStart.adopt(r);
        assertEquals(expected, nextStart.current().orElseThrow().fileDigest(), "kept when the work is adopted");
        nextStart.close();
    }

    /** The record texts of every autosave file in {@code folder}, read as plain properties (the oracle). */
    private static List<String> autosavedTexts(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            List<String> texts = new ArrayList<>();
            for (Path p : files.filter(f -> f.getFileName().toString().endsWith(".properties")).sorted().toList()) {
                Properties props = new Properties();
                try (InputStream in = Files.newInputStream(p)) {
                    props.load(in);
                }
                texts.add(props.getProperty("record"));
            }
            return texts;
        }
    }

    // Oracle: the autosave's text as written before detach, read back from disk by hand.
    @Test
    void afterDetachNothingIsWrittenOrCleared() throws IOException {
        GameModel model = new GameModel(ThreadGuard.none());
        AutosaveStore store = new AutosaveStore(dir);
        Autosaver autosaver = autosaver(model, store);
        autosaver.attach();
        model.playMove(6);
        scheduled.remove(0).run();
        List<String> before = autosavedTexts(dir);
        assertEquals(1, before.size());

        model.playMove(9);
        autosaver.detach();
        scheduled.forEach(Runnable::run);
        assertEquals(before, autosavedTexts(dir), "a save scheduled before detach writes nothing after it");
        model.undo();
        model.undo();
        assertFalse(model.isModified());
        model.playMove(1);
        assertEquals(before, autosavedTexts(dir), "a change after detach neither clears nor writes the autosave");
    }

    @Test
    void anAutosaveWithADamagedTimeIsStillOfferedWithItsRecord() throws IOException {
        Path file = dir.resolve("working-game.properties");
        Files.writeString(file, "savedAt=yesterday\nrecord=1. 65(10)\n");
        Instant written = Files.getLastModifiedTime(file).toInstant();
        Recovery r = new AutosaveStore(dir).pendingRecovery().orElseThrow();
        assertEquals("1. 65(10)", r.recordText());
        assertEquals(written, r.savedAt(), "the file's own time stands in for the unreadable one");
        assertEquals(1, r.read().games().get(0).mainLine().size());
    }

    @Test
    void anAutosaveWithABrokenEscapeOffersTheReadableText() throws IOException {
        // Properties.load throws on a malformed \\u escape; the rest of the record is still worth having.
        Files.writeString(dir.resolve("working-game.properties"),
                "savedAt=2025-08-22T18:30:00Z\nrecord=1. 65(10) {see \\uZZ}\n");
        Recovery r = new AutosaveStore(dir).pendingRecovery().orElseThrow();
        assertTrue(r.recordText().startsWith("1. 65(10) {see "), r.recordText());
        assertEquals(NOW, r.savedAt());
    }

    @Test
    void anEmptyAutosaveIsNotOffered() throws IOException {
        Files.writeString(dir.resolve("working-game.properties"), "savedAt=2025-08-22T18:30:00Z\nrecord=\n");
        assertFalse(new AutosaveStore(dir).pendingRecovery().isPresent());
    }

    // Oracle: both texts read back from the files on disk; a live instance's work is its own.
    @Test
    void twoInstancesOnOneFolderKeepTheirOwnAutosaves() throws IOException {
        AutosaveStore first = new AutosaveStore(dir);
        AutosaveStore second = new AutosaveStore(dir);
        first.save("[White \"First\"]\n\n1. 65(10) *\n", null, NOW);
        second.save("[White \"Second\"]\n\n1. 11 *\n", null, NOW);
        List<String> texts = autosavedTexts(dir);
        assertEquals(2, texts.size(), texts.toString());
        assertTrue(texts.stream().anyMatch(t -> t.contains("First")) && texts.stream().anyMatch(t -> t.contains("Second")));

        AutosaveStore third = new AutosaveStore(dir);
        assertTrue(third.pendingRecovery().isEmpty(), "work of running instances is not offered to a third");

        first.close();
        second.close();
        List<Recovery> leftovers = third.leftovers();
        assertEquals(2, leftovers.size(), "the next start offers every leftover");
        third.discard(leftovers.get(0));
        third.discard(leftovers.get(1));
        assertTrue(third.leftovers().isEmpty());
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.toList(), "discarding leaves no file behind");
        }
    }

    // Oracle: the files in the folder, listed by hand.
    @Test
    void theLockOfAnInstanceThatEndedWithNothingToRecoverIsRemoved() throws IOException {
        Path stale = Files.writeString(dir.resolve("working-game-crashed.lock"), "");
        Files.setLastModifiedTime(stale, java.nio.file.attribute.FileTime.from(NOW));
        Path young = Files.writeString(dir.resolve("working-game-starting.lock"), "");
        AutosaveStore running = new AutosaveStore(dir);
        running.save("1. 65(10) *", null, NOW);

        assertTrue(new AutosaveStore(dir).leftovers().isEmpty());
        assertFalse(Files.exists(stale), "a free lock without an autosave is removed");
        assertTrue(Files.exists(young), "a lock file just made may be about to be taken");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(3, files.count(), "the young lock, and the running instance's autosave and lock");
        }
    }

    @Test
    void twoAutosaversOnOneFolderDoNotOverwriteEachOther() throws IOException {
        GameModel one = new GameModel(ThreadGuard.none());
        GameModel two = new GameModel(ThreadGuard.none());
        autosaver(one, new AutosaveStore(dir)).attach();
        autosaver(two, new AutosaveStore(dir)).attach();
        one.playMove(6);
        two.playMove(1);
        scheduled.forEach(Runnable::run);
        List<String> texts = autosavedTexts(dir);
        assertEquals(2, texts.size());
        assertTrue(texts.contains(RecordWriter.write(one.toRecord())) && texts.contains(RecordWriter.write(two.toRecord())));
    }
}
