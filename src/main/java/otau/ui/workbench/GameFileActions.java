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
    private OpenDocument document;
    private DocumentOpener opener;

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

    /** The document holding the game (a study), or null for a lone game. */
    OpenDocument document() {
        return document;
    }

    /** Makes {@code doc} the open document (null: none); the one it replaces is told it was put away. */
    void setDocument(OpenDocument doc) {
        OpenDocument old = document;
        document = doc;
        if (old != null && old != doc) {
            old.closed();
        }
    }

    void setOpener(DocumentOpener opener) {
        this.opener = opener;
    }

    DocumentOpener opener() {
        return opener;
    }

    /** True when the work (the open document, else the game) has unsaved changes. */
    boolean isModified() {
        return document != null ? document.isModified() : model.isModified();
    }

    void rememberRecent(Path file) {
        try {
            recent.add(file);
        } catch (IOException e) {
            // The recent list is only a convenience.
        }
    }

    /**
     * True when the game may be replaced: it has no unsaved changes, or the user saved
     * them or chose to drop them.
     */
    boolean confirmDiscard() {
        if (!isModified()) {
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
        if (document != null) {
            return document.title();
        }
        return GameTitle.of(model.origin(), model.tags());
    }

    void newGame() {
        if (!confirmDiscard()) {
            return;
        }
        window.setDocument(null);
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
        window.setDocument(null);
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

    /** File → Open Study…: the file opens as a study even when it holds plain games (each a chapter). */
    void openAsDocument() {
        if (opener == null || !confirmDiscard()) {
            return;
        }
        prompts.chooseFileToOpen(lastDirectory).ifPresent(f -> openFile(f, true));
    }

    /** Opens {@code file} (after the caller has made sure the current game may go). */
    void openFile(Path file) {
        openFile(file, false);
    }

    private void openFile(Path file, boolean asDocument) {
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
        }).onSuccess(f -> opened(f, asDocument)).onFailure(e -> prompts.showError(I18n.get("file.openFailed"), e.getMessage())));
    }

    private void opened(OpenedFile opened, boolean asDocument) {
        files.remember(opened);
        rememberRecent(opened.path());
        if (opener != null && (asDocument || opener.recognises(opened))) {
            // The document reports its own problems, naming each chapter.
            opener.open(opened);
            return;
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
        window.setDocument(null);
        files.load(model, opened, index);
        window.showMessage(I18n.get("file.opened", model.origin()));
    }

    /**
     * Saves into the game's file, or asks for one. The game is taken now and written in the
     * background, so the window never waits for a large file; true once the save is under way.
     */
    boolean save() {
        if (document != null) {
            if (document.file() == null) {
                return saveAs();
            }
            pendingSave = document.saveTo(document.file());
            return true;
        }
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
        if (document != null) {
            OpenDocument doc = document;
            var chosen = prompts.chooseFileToSave(lastDirectory,
                    doc.file() != null ? doc.file().getFileName().toString() : doc.suggestedFileName());
            if (chosen.isEmpty()) {
                return false;
            }
            remember(chosen.get());
            pendingSave = doc.saveTo(chosen.get());
            rememberRecent(chosen.get());
            return true;
        }
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
