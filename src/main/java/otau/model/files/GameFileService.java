package otau.model.files;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import otau.model.GameModel;
import otau.model.GameOrigin;

/**
 * Opens games from record files into the {@link GameModel} and saves them back into
 * their slots. It remembers the text each file had when it was opened or last saved, so
 * a save never overwrites changes another program made meanwhile. Use on the FX thread
 * (file sizes of club collections make this quick; a very large file may be opened with
 * {@link RecordFiles#open} off the FX thread and handed to {@link #remember}).
 */
public final class GameFileService {
    private final Map<Path, OpenedFile> known = new HashMap<>();
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
     * Saves the model's game into its slot.
     *
     * @throws IllegalStateException when the game has no file yet (use {@link #saveAs})
     * @throws IOException           when writing fails or the file was changed by another program
     */
    public void save(GameModel model) throws IOException {
        GameOrigin origin = model.origin();
        if (origin == null) {
            throw new IllegalStateException("the game has no file yet; choose one with Save As");
        }
        OpenedFile opened = known.get(key(origin.file()));
        if (opened == null) {
            opened = RecordFiles.open(origin.file());
        }
        OpenedFile saved = RecordFiles.saveGame(opened, origin.gameIndex(), model.toRecord(), true);
        remember(saved);
        model.markSaved();
    }

    /**
     * Saves the model's game to {@code file}: as its only game, or added after its games
     * when {@code append}. The model then belongs to that file.
     */
    public void saveAs(GameModel model, Path file, boolean append) throws IOException {
        OpenedFile saved = append ? RecordFiles.append(file, model.toRecord())
                : RecordFiles.saveAs(file, model.toRecord());
        remember(saved);
        recentFiles.add(file);
        model.setOrigin(new GameOrigin(file, saved.games().size() - 1));
        model.markSaved();
    }

    private static Path key(Path p) {
        return p.toAbsolutePath().normalize();
    }
}
