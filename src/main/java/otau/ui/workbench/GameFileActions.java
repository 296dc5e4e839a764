package otau.ui.workbench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import otau.game.record.RecordWriter;
import otau.model.GameModel;
import otau.model.files.GameFileService;
import otau.model.files.OpenedFile;
import otau.model.files.RecentFiles;
import otau.model.files.RecordFiles;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundTask;

/**
 * New, open, save and save as, with the guard that unsaved work is never thrown away
 * without asking. Files are read on the background executor (large collections take a
 * while); a file with problems shows them and still offers what could be read.
 */
final class GameFileActions {
    private final WorkbenchWindow window;
    private final GameModel model;
    private final GameFileService files;
    private final RecentFiles recent;
    private final UserPrompts prompts;
    private Path lastDirectory;
    private CompletableFuture<Void> pendingSave = CompletableFuture.completedFuture(null);

    GameFileActions(WorkbenchWindow window, WorkbenchServices services, UserPrompts prompts) {
        this.window = window;
        this.model = services.model();
        this.files = services.files();
        this.recent = services.recentFiles();
        this.prompts = prompts;
        String dir = services.preferences().getString("files.lastDirectory", null);
        lastDirectory = dir == null ? null : Path.of(dir);
    }

    Path lastDirectory() {
        return lastDirectory;
    }

    /**
     * True when the game may be replaced: it has no unsaved changes, or the user saved
     * them or chose to drop them.
     */
    boolean confirmDiscard() {
        if (!model.isModified()) {
            return true;
        }
        return switch (prompts.askSaveChanges(gameName())) {
            case SAVE -> save();
            case DISCARD -> true;
            case CANCEL -> false;
        };
    }

    /** The game's name for messages: its file (and place in it), else its players or puzzle id, else "new game". */
    String gameName() {
        return GameTitle.of(model.origin(), model.tags());
    }

    void newGame() {
        if (!confirmDiscard()) {
            return;
        }
        model.newGame();
        model.markSaved();
        window.showMessage(I18n.get("file.newGame"));
    }

    /** File → Close: puts the game away (asking about unsaved changes) and leaves an empty board. */
    void closeGame() {
        if (!confirmDiscard()) {
            return;
        }
        String name = gameName();
        model.newGame();
        model.markSaved();
        window.showMessage(I18n.get("file.closed", name));
    }

    void open() {
        if (!confirmDiscard()) {
            return;
        }
        prompts.chooseFileToOpen(lastDirectory).ifPresent(this::openFile);
    }

    /** Opens {@code file} (after the caller has made sure the current game may go). */
    void openFile(Path file) {
        if (!Files.isRegularFile(file)) {
            prompts.showError(I18n.get("file.openFailed"), I18n.get("file.missing", file));
            try {
                recent.remove(file);
            } catch (IOException e) {
                // The recent list is only a convenience.
            }
            return;
        }
        remember(file);
        window.runWithProgress(BackgroundTask.of(I18n.get("file.reading", file.getFileName()), ctx -> {
            OpenedFile opened = RecordFiles.open(file);
            ctx.checkCancelled();
            return opened;
        }).onSuccess(this::opened).onFailure(e -> prompts.showError(I18n.get("file.openFailed"), e.getMessage())));
    }

    private void opened(OpenedFile opened) {
        files.remember(opened);
        try {
            recent.add(opened.path());
        } catch (IOException e) {
            // The recent list is only a convenience.
        }
        String name = opened.path().getFileName().toString();
        if (!opened.isClean() && !prompts.acceptProblems(name, opened.problemMessages(), !opened.games().isEmpty())) {
            return;
        }
        if (opened.games().isEmpty()) {
            if (opened.isClean()) {
                prompts.showError(I18n.get("file.openFailed"), I18n.get("file.noGames", name));
            }
            return;
        }
        int index = 0;
        if (opened.games().size() > 1) {
            OptionalInt picked = prompts.pickGame(opened);
            if (picked.isEmpty()) {
                return;
            }
            index = picked.getAsInt();
        }
        files.load(model, opened, index);
        window.showMessage(I18n.get("file.opened", model.origin()));
    }

    /**
     * Saves into the game's file, or asks for one. The game is taken now and written in the
     * background, so the window never waits for a large file; true once the save is under way.
     */
    boolean save() {
        if (model.origin() == null) {
            return saveAs();
        }
        write(files.prepareSave(model), I18n.get("file.trySaveAs"));
        return true;
    }

    private void write(GameFileService.PendingSave job, String advice) {
        CompletableFuture<Void> written = new CompletableFuture<>();
        pendingSave = written;
        window.runWithProgress(BackgroundTask.of(I18n.get("file.saving", job.file().getFileName()), ctx -> {
            try {
                return files.write(job);
            } finally {
                written.complete(null);
            }
        }).onSuccess(saved -> {
            try {
                files.finish(model, job, saved);
            } catch (IOException e) {
                // Only the recent files list could not be written: the game is saved.
            }
            window.showMessage(I18n.get("file.saved", job.file().getFileName()));
        }).onFailure(e -> {
            String more = model.root() != job.root() ? I18n.get("file.saveFailedUndo") : advice;
            // A toast, not a modal box: the game stays unsaved (•) and nothing waits on an answer.
            window.showProblem(I18n.get("file.saveFailed"), e.getMessage() + (more.isEmpty() ? "" : "\n\n" + more));
        }));
    }

    /** Waits (at most {@code millis}) for a save still being written, e.g. before the application exits. */
    void awaitPendingSave(long millis) {
        try {
            pendingSave.get(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // The task reports its own failure; closing goes on.
        }
    }

    boolean saveAs() {
        String suggested = model.origin() != null ? model.origin().file().getFileName().toString()
                : suggestedName();
        var chosen = prompts.chooseFileToSave(lastDirectory, suggested);
        if (chosen.isEmpty()) {
            return false;
        }
        Path file = chosen.get();
        remember(file);
        write(files.prepareSaveAs(model, file, false), "");
        return true;
    }

    /** E.g. "Aibek-Dana.pgn" from the players, else "game.pgn". */
    private String suggestedName() {
        return GameTitle.fileName(model.tags());
    }

    private void remember(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null) {
            lastDirectory = dir;
            window.preferences().put("files.lastDirectory", dir.toString());
        }
    }

    /** The game as record text (for copying). */
    String recordText() {
        return RecordWriter.write(model.toRecord());
    }
}
