package otau.ui.database;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import otau.db.CancellationToken;
import otau.db.GameDatabase;
import otau.db.ImportOptions;
import otau.db.ImportReport;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskContext;
import otau.ui.tasks.TaskHandle;
import otau.ui.workbench.Workbench;

/**
 * Imports record files into the open database as a background task: progress and a cancel
 * button in the status line, a summary when it ends. Cancelling stops after the current
 * game; the batches already written stay.
 */
final class GameImportFlow {
    /** Often enough for a live count and a quick cancel, rare enough to cost nothing. */
    static final int PROGRESS_EVERY = 50;

    private final Workbench wb;
    private final DatabaseSession session;
    private final Consumer<ImportSummary> presenter;

    GameImportFlow(Workbench wb, DatabaseSession session, Consumer<ImportSummary> presenter) {
        this.wb = wb;
        this.session = session;
        this.presenter = presenter;
    }

    /** Starts importing {@code files}; null when no database is open (the user is told). */
    TaskHandle importFiles(List<Path> files) {
        GameDatabase db = session.current();
        if (db == null) {
            wb.showMessage(I18n.get("database.none"));
            return null;
        }
        String title = files.size() == 1 ? I18n.get("import.title.one", files.get(0).getFileName())
                : I18n.get("import.title.many", files.size());
        BackgroundTask<ImportReport> task = BackgroundTask.of(title, ctx -> run(db, files, ctx, 0, 1));
        return wb.runWithProgress(withOutcome(task, db.file()));
    }

    /** What every import does at its end: views read again, the summary shows. */
    BackgroundTask<ImportReport> withOutcome(BackgroundTask<ImportReport> task, Path database) {
        return task.onSuccess(report -> {
            session.bumpRevision();
            presenter.accept(ImportSummary.of(report, database));
        }).onCancelled(() -> {
            session.bumpRevision();
            wb.showMessage(I18n.get("import.cancelled"));
        }).onFailure(e -> {
            session.bumpRevision();
            wb.showMessage(I18n.get("import.failed", FailureText.of(e)));
        });
    }

    /**
     * Imports on the calling (background) thread, reporting progress as the part
     * {@code from..to} of the task's bar; the task's cancel stops the import.
     */
    static ImportReport run(GameDatabase db, List<Path> files, TaskContext ctx, double from, double to) {
        CancellationToken token = new CancellationToken();
        ImportOptions options = ImportOptions.defaults().withProgressEvery(PROGRESS_EVERY);
        return db.importFiles(files, options, p -> {
            if (ctx.isCancelled()) {
                token.cancel();
            }
            ctx.progress(from + (to - from) * p.fraction(), 1);
            ctx.message(I18n.get("import.progress", p.file(), p.gamesRead(), Math.max(p.gamesRead(),
                    p.estimatedGames()), p.imported()));
        }, token);
    }
}
