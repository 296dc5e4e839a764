package otau.model.files;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import otau.game.record.GameRecord;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.model.GameOrigin;

/**
 * Opens games from record files into the {@link GameModel} and saves them back into
 * their slots. It remembers the text each file had when it was opened or last saved, so
 * a save never overwrites changes another program made meanwhile.
 *
 * <p>Threads: {@link #load}, {@link #prepareSave}, {@link #prepareSaveAs} and {@link #finish}
 * touch the model and belong to the FX thread; {@link #write} does the disk work (rewriting
 * a file of thousands of games takes a second or two) and runs on any thread. A large file
 * is opened with {@link RecordFiles#open} off the FX thread and handed to {@link #remember}.
 */
public final class GameFileService {
    private final Map<Path, OpenedFile> known = new ConcurrentHashMap<>();
    /** Files not opened in this session whose text is known by its digest only (recovered work's). */
    private final Map<Path, String> expected = new ConcurrentHashMap<>();
    private final RecentFiles recentFiles;

    public GameFileService(RecentFiles recentFiles) {
        this.recentFiles = recentFiles;
    }

    /** Reads a file and adds it to the recent files. */
    public OpenedFile open(Path file) throws IOException {
        OpenedFile opened = RecordFiles.open(file);
        remember(opened);
        recentFiles.add(file);
        return opened;
    }

    /** Keeps an opened file's text as the reference for saving back into it. */
    public void remember(OpenedFile opened) {
        known.put(key(opened.path()), opened);
        expected.remove(key(opened.path()));
    }

    /** The text {@code file} had when it was opened or last saved here, or null when not known. */
    public String knownText(Path file) {
        OpenedFile opened = known.get(key(file));
        return opened == null ? null : opened.text();
    }

    /**
     * Work recovered from an earlier session belongs in {@code file}, whose text then had
     * {@code digest} (null: not known): a save into it goes ahead only while the file still
     * holds that text, so the game's slot is still the game it was taken from.
     */
    public void expect(Path file, String digest) {
        if (digest == null) {
            expected.remove(key(file));
        } else {
            expected.put(key(file), digest);
        }
    }

    /**
     * The {@link TextDigest} of the text {@code file} had when the game was taken from it (opened
     * or saved here, or recovered with it), or null when not known: what is known is taken now,
     * the digest worked out when the supplier is called (on any thread).
     */
    public java.util.function.Supplier<String> digestLater(Path file) {
        String digest = expected.get(key(file));
        OpenedFile opened = known.get(key(file));
        return () -> digest != null ? digest : opened == null ? null : TextDigest.of(opened.text());
    }

    /**
     * True when what {@code origin}'s file held when the game was taken from it is known (opened
     * or saved here, or its digest recovered with the work), so a save into it can be checked.
     */
    public boolean checkable(GameOrigin origin) {
        Path k = key(origin.file());
        return known.containsKey(k) || expected.containsKey(k);
    }

    /** True when game {@code origin} of its file could be read only in part when it was opened here. */
    public boolean readInPart(GameOrigin origin) {
        OpenedFile opened = known.get(key(origin.file()));
        return opened != null && origin.gameIndex() < opened.games().size()
                && !opened.games().get(origin.gameIndex()).isComplete();
    }

    /** Replaces the model's game with game {@code index} of {@code file} (undoable); the model is then clean. */
    public void load(GameModel model, OpenedFile file, int index) {
        GameEntry entry = file.games().get(index);
        model.replaceGame(entry.record(), new GameOrigin(file.path(), index),
                "Open " + file.path().getFileName() + (file.games().size() > 1 ? " #" + (index + 1) : ""));
        if (entry.isComplete()) {
            model.markSaved();
        }
    }

    /**
     * A save taken from the model on the FX thread, to be written anywhere.
     *
     * @param file      where it goes
     * @param gameIndex the game's slot in that file, or -1 for "the file's only game", -2 for "after its games"
     * @param root      the game it was taken from (a save finishing after the game was replaced changes nothing in the model)
     */
    public record PendingSave(Path file, int gameIndex, GameRecord record, long savePoint, GameNode root) {
        public boolean isSaveAs() {
            return gameIndex < 0;
        }
    }

    /** Takes the model's game for saving into its slot (FX thread). */
    public PendingSave prepareSave(GameModel model) {
        GameOrigin origin = model.origin();
        if (origin == null) {
            throw new IllegalStateException("the game has no file yet; choose one with Save As");
        }
        return new PendingSave(origin.file(), origin.gameIndex(), model.toRecord(), model.savePoint(), model.root());
    }

    /** Takes the model's game for saving to {@code file}, as its only game or after its games (FX thread). */
    public PendingSave prepareSaveAs(GameModel model, Path file, boolean append) {
        return new PendingSave(file, append ? -2 : -1, model.toRecord(), model.savePoint(), model.root());
    }

    /** Writes a prepared save (any thread). */
    public OpenedFile write(PendingSave s) throws IOException {
        OpenedFile saved;
        if (s.gameIndex() == -2) {
            saved = RecordFiles.append(s.file(), s.record());
        } else if (s.gameIndex() == -1) {
            saved = RecordFiles.saveAs(s.file(), s.record());
        } else {
            OpenedFile opened = known.get(key(s.file()));
            if (opened == null) {
                opened = openAsExpected(s.file());
            }
            // A game read only in part is never written over: its unread moves would be lost.
            saved = RecordFiles.saveGame(opened, s.gameIndex(), s.record(), false);
        }
        remember(saved);
        return saved;
    }

    /**
     * A file this session did not open: read now, and taken only when it still holds the text
     * the work was taken from (else the slot may hold another game by now).
     */
    private OpenedFile openAsExpected(Path file) throws IOException {
        String digest = expected.get(key(file));
        if (digest == null) {
            throw new otau.io.FileProblemException(otau.io.Phrase.of("file.notCheckable", file));
        }
        OpenedFile opened = RecordFiles.open(file);
        if (!TextDigest.of(opened.text()).equals(digest)) {
            throw new otau.io.FileProblemException(otau.io.Phrase.of("file.changedSinceLeft", file));
        }
        return opened;
    }

    /**
     * After {@link #write} (FX thread): the model belongs to the file and is clean as of the
     * state the save was taken from, unless its game was replaced meanwhile.
     */
    public void finish(GameModel model, PendingSave s, OpenedFile saved) throws IOException {
        finishModel(model, s, saved);
        // Last: a recent list that cannot be written must not leave the written game unsaved.
        if (s.isSaveAs()) {
            recentFiles.add(s.file());
        }
    }

    /**
     * As {@link #finish}, without the recent files list (a disk write): the workbench calls this
     * on the FX thread and adds the file to the list in the background.
     */
    public void finishModel(GameModel model, PendingSave s, OpenedFile saved) {
        if (model.root() == s.root()) {
            if (s.isSaveAs()) {
                model.setOrigin(new GameOrigin(s.file(), saved.games().size() - 1));
            }
            model.markSavedAt(s.savePoint());
        }
    }

    /**
     * Saves the model's game into its slot, all on the calling thread.
     *
     * @throws IllegalStateException when the game has no file yet (use {@link #saveAs})
     * @throws IOException           when writing fails or the file was changed by another program
     */
    public void save(GameModel model) throws IOException {
        GameOrigin origin = model.origin();
        if (origin == null) {
            throw new IllegalStateException("the game has no file yet; choose one with Save As");
        }
        PendingSave s = prepareSave(model);
        finish(model, s, write(s));
    }

    /**
     * Saves the model's game to {@code file}: as its only game, or added after its games
     * when {@code append}. The model then belongs to that file.
     */
    public void saveAs(GameModel model, Path file, boolean append) throws IOException {
        PendingSave s = prepareSaveAs(model, file, append);
        finish(model, s, write(s));
    }

    private static Path key(Path p) {
        return p.toAbsolutePath().normalize();
    }
}
