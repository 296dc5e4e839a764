package otau.ui.preferences;

import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import otau.engine.egtb.DefaultTablebase;
import otau.engine.egtb.Tablebase;
import otau.engine.egtb.TablebaseBuilder;
import otau.engine.egtb.TablebaseInstall;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskHandle;
import otau.ui.workbench.Workbench;

/**
 * Builds the tablebase into the user data folder in the background, one build at a time, with
 * progress and cancel: in the status line (through {@link Workbench#runWithProgress}) and in
 * the Preferences window while it is open. A finished table is checked, then used by every
 * search started afterwards ({@link DefaultTablebase#use}); a cancelled or failed build leaves
 * no table behind ({@link TablebaseInstall}). State changes only on the FX thread.
 */
public final class TablebaseBuilds {
    /** Where builds run: the workbench's {@code runWithProgress}, or a test's executor. */
    @FunctionalInterface
    public interface Runner {
        <T> TaskHandle run(BackgroundTask<T> task);
    }

    private final Runner runner;
    private final Path folder;
    private final Consumer<String> message;
    private final Consumer<String> problem;
    private final Consumer<Tablebase> use;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", -1);
    /** Counts the builds that finished with a table, so views can look at the folder again. */
    private final ReadOnlyIntegerWrapper completed = new ReadOnlyIntegerWrapper(this, "completed");
    private TaskHandle handle;

    /**
     * @param folder  where the table goes ({@link DefaultTablebase#folder()} in the application)
     * @param message a short note for the status line
     * @param problem a failure, shown so that it is not missed
     * @param use     takes a finished, checked table into use ({@link DefaultTablebase#use} in the application)
     */
    public TablebaseBuilds(Runner runner, Path folder, Consumer<String> message, Consumer<String> problem,
                           Consumer<Tablebase> use) {
        this.use = use;
        this.runner = runner;
        this.folder = folder;
        this.message = message;
        this.problem = problem;
    }

    /** The workbench's: into the user data folder, progress in the status line. */
    public static TablebaseBuilds of(Workbench wb) {
        return new TablebaseBuilds(wb::runWithProgress, DefaultTablebase.folder(), wb::showMessage,
                text -> wb.showProblem(I18n.get("egtb.failed"), text), DefaultTablebase::use);
    }

    public Path folder() {
        return folder;
    }

    /** Starts building the table for {@code stones}; nothing when a build is running. */
    public void start(int stones) {
        if (running.get()) {
            return;
        }
        running.set(true);
        progress.set(0);
        BackgroundTask<Tablebase> task = BackgroundTask.<Tablebase>of(I18n.get("egtb.building", stones), ctx ->
                TablebaseInstall.build(folder, stones, new TablebaseBuilder.Progress() {
                    @Override
                    public void done(long entries, long total) {
                        ctx.progress(entries, total);
                    }

                    @Override
                    public boolean cancelled() {
                        return ctx.isCancelled();
                    }
                }))
                .onProgress((f, m) -> {
                    if (f >= 0) {
                        progress.set(f);
                    }
                })
                .onFinished(() -> {
                    running.set(false);
                    handle = null;
                })
                .onSuccess(table -> {
                    use.accept(table);
                    completed.set(completed.get() + 1);
                    message.accept(I18n.get("egtb.built", table.maxStones()));
                })
                .onFailure(e -> problem.accept(I18n.get("egtb.failedText", folder.resolve(Tablebase.fileName(stones)),
                        e instanceof OutOfMemoryError ? I18n.get("egtb.noMemory") : FailureText.of(e))));
        handle = runner.run(task);
    }

    /** Stops the running build (nothing is written); nothing when none runs. */
    public void cancel() {
        if (handle != null) {
            handle.cancel();
        }
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** 0..1 while a build runs. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty completedProperty() {
        return completed.getReadOnlyProperty();
    }
}
