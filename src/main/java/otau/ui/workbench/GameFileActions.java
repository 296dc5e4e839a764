package otau.ui.workbench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import otau.game.record.RecordWriter;
import otau.model.GameModel;
import otau.model.files.GameFileService;
import otau.model.files.OpenedFile;
import otau.model.files.RecentFiles;
import otau.model.files.RecordFiles;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.ProblemLines;
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
        lastDirectory = services.preferences().getPath("files.lastDirectory");
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

    /** True when the work (the open document, and a game on the board it does not hold; else the game) has unsaved changes. */
    boolean isModified() {
        return document != null ? document.isModified() || looseGameModified() : model.isModified();
    }

    /**
     * The board shows a changed game the open document does not hold (a database game opened
     * while a study is open): the study does not keep its edits, so it is asked about on its own.
     */
    private boolean looseGameModified() {
        return document != null && !document.holdsBoardGame() && model.isModified();
    }

    void rememberRecent(Path file) {
        updateRecent(() -> recent.add(file));
    }

    private interface RecentUpdate {
        void run() throws IOException;
    }

    /** Writes the recent list in the background (it is forced to disk: no work for the FX thread). */
    private void updateRecent(RecentUpdate update) {
        window.executor().submit(BackgroundTask.of(I18n.get("menu.recent"), ctx -> {
            update.run();
            return Boolean.TRUE;
        }).onFailure(e -> {
            // The recent list is only a convenience.
        }));
    }

    /**
     * Runs {@code then} once the work may be put away: at once when nothing is unsaved or the
     * user chose "Don't save"; when they chose "Save", only after the write succeeded (asking
     * again if the work changed meanwhile). After "Cancel", or a write that failed (its problem
     * is shown: file and reason) or was cancelled, {@code then} never runs and the work stays
     * as it was. A save still being written is waited for first.
     */
    void whenDiscardAllowed(Runnable then) {
        whenDiscardAllowed(then, () -> { });
    }

    /** As {@link #whenDiscardAllowed(Runnable)}; {@code otherwise} runs when the work stays. */
    void whenDiscardAllowed(Runnable then, Runnable otherwise) {
        if (!pendingSave.isDone()) {
            window.showMessage(I18n.get("file.waitingForSave"));
            afterwards(pendingSave, ok -> whenDiscardAllowed(then, otherwise));
            return;
        }
        // A game on the board that the open document does not hold is asked about first, by its own name.
        whenBoardGameMayGo(() -> whenDocumentMayGo(then, otherwise), otherwise);
    }

    /**
     * As {@link #whenDiscardAllowed(Runnable, Runnable)}, at Quit: a game against the engine is
     * asked about first, but goes on until the window really closes (a later Cancel keeps it).
     */
    void whenQuitAllowed(Runnable then, Runnable otherwise) {
        if (!pendingSave.isDone()) {
            window.showMessage(I18n.get("file.waitingForSave"));
            afterwards(pendingSave, ok -> whenQuitAllowed(then, otherwise));
            return;
        }
        window.whenBoardOwnerMayQuit(() -> whenBoardGameMayGoUnowned(() -> whenDocumentMayGo(then, otherwise), otherwise),
                otherwise);
    }

    /**
     * Runs {@code then} once the board's game may be replaced while a document stays open: at
     * once when the document holds it (a study's chapter keeps its edits) or it is unchanged,
     * else as the user answers the question about that game (Save writes the game itself, into
     * its file or one chosen); {@code otherwise} when it stays.
     */
    void whenBoardGameMayGo(Runnable then, Runnable otherwise) {
        // A game against the engine under way is asked about first ("Abandon the game?").
        window.whenBoardOwnerMayLeave(() -> whenBoardGameMayGoUnowned(then, otherwise), otherwise);
    }

    private void whenBoardGameMayGoUnowned(Runnable then, Runnable otherwise) {
        if (!pendingSave.isDone()) {
            window.showMessage(I18n.get("file.waitingForSave"));
            afterwards(pendingSave, ok -> whenBoardGameMayGoUnowned(then, otherwise));
            return;
        }
        if (!looseGameModified()) {
            then.run();
            return;
        }
        ask(GameTitle.of(model.origin(), model.tags()), this::saveGame, () -> whenBoardGameMayGoUnowned(then, otherwise),
                then, otherwise);
    }

    /** The rest of {@link #whenDiscardAllowed}: the document (else the game) asked about. */
    private void whenDocumentMayGo(Runnable then, Runnable otherwise) {
        if (document != null ? !document.isModified() : !model.isModified()) {
            then.run();
            return;
        }
        ask(gameName(), this::save, () -> whenDocumentMayGo(then, otherwise), then, otherwise);
    }

    /**
     * Asks whether to save the changes to {@code name}: Save runs {@code save} and, once it is
     * written, {@code askAgain} (the work may have changed meanwhile); Don't Save runs {@code then};
     * Cancel, or a save that failed, {@code otherwise}.
     */
    private void ask(String name, java.util.function.Supplier<CompletableFuture<Void>> save, Runnable askAgain,
                     Runnable then, Runnable otherwise) {
        switch (prompts.askSaveChanges(name)) {
            case SAVE -> afterwards(save.get(), ok -> {
                if (ok) {
                    askAgain.run();
                } else {
                    otherwise.run();
                }
            });
            case DISCARD -> then.run();
            case CANCEL -> otherwise.run();
        }
    }

    /**
     * Runs {@code next} (on the FX thread, where the save's outcome is delivered) with whether
     * {@code save} succeeded; an exception in it goes to the thread's handler, not into the future.
     */
    private static void afterwards(CompletableFuture<Void> save, java.util.function.Consumer<Boolean> next) {
        save.whenComplete((ok, error) -> {
            try {
                next.accept(error == null);
            } catch (RuntimeException | Error e) {
                Thread t = Thread.currentThread();
                t.getUncaughtExceptionHandler().uncaughtException(t, e);
            }
        });
    }

    /** The game's name for messages: its file (and place in it), else its players or puzzle id, else "new game". */
    String gameName() {
        if (document != null) {
            return document.title();
        }
        return GameTitle.of(model.origin(), model.tags());
    }

    void newGame() {
        whenDiscardAllowed(() -> {
            window.setDocument(null);
            model.newGame();
            model.markSaved();
            window.showMessage(I18n.get("file.newGame"));
        });
    }

    /** File → Close: puts the game away (asking about unsaved changes) and leaves an empty board. */
    void closeGame() {
        whenDiscardAllowed(() -> {
            String name = gameName();
            window.setDocument(null);
            model.newGame();
            model.markSaved();
            window.showMessage(I18n.get("file.closed", name));
        });
    }

    void open() {
        whenDiscardAllowed(() -> prompts.chooseFileToOpen(lastDirectory).ifPresent(this::openFile));
    }

    /** File → Open Study…: the file opens as a study even when it holds plain games (each a chapter). */
    void openAsDocument() {
        if (opener == null) {
            return;
        }
        whenDiscardAllowed(() -> prompts.chooseFileToOpen(lastDirectory).ifPresent(f -> openFile(f, true)));
    }

    /** Opens {@code file} (after the caller has made sure the current game may go). */
    void openFile(Path file) {
        openFile(file, false);
    }

    private void openFile(Path file, boolean asDocument) {
        if (!Files.isRegularFile(file)) {
            prompts.showError(I18n.get("file.openFailed"), I18n.get("file.missing", file));
            updateRecent(() -> recent.remove(file));
            return;
        }
        remember(file);
        // The question was asked before the read: what changed while it ran is asked about again.
        WorkAsAsked asked = WorkAsAsked.now(window);
        window.runWithProgress(BackgroundTask.of(I18n.get("file.reading", file.getFileName()), ctx -> {
            OpenedFile opened = RecordFiles.open(file, ctx::isCancelled);
            ctx.checkCancelled();
            return opened;
        }).onSuccess(f -> {
            if (asked.changed()) {
                whenDiscardAllowed(() -> opened(f, asDocument), () -> { });
            } else {
                opened(f, asDocument);
            }
        }).onCancelled(asked::release).onFailure(e -> {
            asked.release();
            prompts.showError(I18n.get("file.openFailed"), FailureText.of(e));
        }));
    }

    private void opened(OpenedFile opened, boolean asDocument) {
        rememberRecent(opened.path());
        if (opener != null && (asDocument || opener.recognises(opened))) {
            // The document reports its own problems, naming each chapter.
            opener.open(opened);
            return;
        }
        String name = opened.path().getFileName().toString();
        List<String> problems = opened.problems().stream().map(ProblemLines::of).toList();
        if (!opened.isClean() && !prompts.acceptProblems(name, problems, !opened.games().isEmpty())) {
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
        // Only now is this text the reference for saving into the file: a Cancel above leaves the
        // board's game (maybe from the same file, read earlier) with the text it was taken from.
        files.remember(opened);
        files.load(model, opened, index);
        window.showMessage(I18n.get("file.opened", model.origin()));
    }

    /**
     * Saves into the game's file, or asks for one. The game is taken now and written in the
     * background, so the window never waits for a large file. The future completes on the FX
     * thread with the outcome: normally once the file is written (the work is then saved),
     * exceptionally when the write failed (the problem is shown), was cancelled, or no file
     * was chosen.
     */
    CompletableFuture<Void> save() {
        if (document != null) {
            if (document.file() == null || document.saveAsReason() != null) {
                return saveAs();
            }
            pendingSave = document.saveTo(document.file());
            return pendingSave;
        }
        return saveGame();
    }

    /** Saves the board's game into its file, or asks for one (whatever document is open). */
    private CompletableFuture<Void> saveGame() {
        if (model.origin() == null) {
            return saveGameAs();
        }
        if (!files.checkable(model.origin())) {
            // Recovered with no record of what the file held: whether its slot is still this game is unknown.
            return saveGameAs(GameTitle.fileName(model.tags()),
                    I18n.get("file.saveAs.notCheckable", model.origin().file().getFileName()));
        }
        if (files.readInPart(model.origin())) {
            // Writing over its slot would drop the moves that could not be read: a new file is asked for.
            return saveGameAs(GameTitle.fileName(model.tags()),
                    I18n.get("file.saveAs.readInPart", model.origin().file().getFileName(), model.origin().gameIndex() + 1));
        }
        return write(files.prepareSave(model), I18n.get("file.trySaveAs"));
    }

    private CompletableFuture<Void> write(GameFileService.PendingSave job, String advice) {
        CompletableFuture<Void> outcome = new CompletableFuture<>();
        pendingSave = outcome;
        window.runWithProgress(BackgroundTask.of(I18n.get("file.saving", job.file().getFileName()), ctx -> {
            OpenedFile saved = files.write(job);
            // Written: a Cancel now (while a file of many games is read back) must not report
            // the save as not done, which would leave the game marked unsaved against a file
            // whose text the workbench no longer knows.
            ctx.commit();
            return saved;
        }).onSuccess(saved -> saved(job, saved, outcome)).onFailure(e -> {
            String more = model.root() != job.root() ? I18n.get("file.saveFailedUndo") : advice;
            // A toast, not a modal box: the game stays unsaved (•) and nothing waits on an answer.
            window.showProblem(I18n.get("file.saveFailed"), FailureText.of(e) + (more.isEmpty() ? "" : "\n\n" + more));
            outcome.completeExceptionally(e);
        }).onCancelled(() -> outcome.completeExceptionally(new CancellationException("the save was cancelled"))));
        return outcome;
    }

    /** On the FX thread: the game is in its file; the model and the recent files learn it. */
    private void saved(GameFileService.PendingSave job, OpenedFile saved, CompletableFuture<Void> outcome) {
        files.finishModel(model, job, saved);
        if (job.isSaveAs()) {
            // The recent list is written in the background: a disk write is no work for the FX thread.
            rememberRecent(job.file());
        }
        window.showMessage(I18n.get("file.saved", job.file().getFileName()));
        outcome.complete(null);
    }

    CompletableFuture<Void> saveAs() {
        if (document != null) {
            OpenDocument doc = document;
            String reason = doc.saveAsReason();
            var chosen = prompts.chooseFileToSave(lastDirectory,
                    doc.file() != null && reason == null ? doc.file().getFileName().toString() : doc.suggestedFileName(),
                    reason != null ? reason : doc.saveAsTitle());
            if (chosen.isEmpty()) {
                return notChosen();
            }
            remember(chosen.get());
            pendingSave = doc.saveTo(chosen.get());
            afterwards(pendingSave, ok -> {
                if (ok) {
                    rememberRecent(chosen.get());
                }
            });
            return pendingSave;
        }
        return saveGameAs();
    }

    /** Saves the board's game into a file the user chooses. */
    private CompletableFuture<Void> saveGameAs() {
        return saveGameAs(model.origin() != null ? model.origin().file().getFileName().toString() : suggestedName(),
                I18n.get("prompt.saveAs.title"));
    }

    private CompletableFuture<Void> saveGameAs(String suggested, String title) {
        var chosen = prompts.chooseFileToSave(lastDirectory, suggested, title);
        if (chosen.isEmpty()) {
            return notChosen();
        }
        Path file = chosen.get();
        remember(file);
        return write(files.prepareSaveAs(model, file, false), "");
    }

    private static CompletableFuture<Void> notChosen() {
        return CompletableFuture.failedFuture(new CancellationException("no file was chosen"));
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
