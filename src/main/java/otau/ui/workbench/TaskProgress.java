package otau.ui.workbench;

import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.animation.PauseTransition;
import javafx.util.Duration;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskHandle;

/**
 * Runs the features' background work for {@link Workbench#runWithProgress}: a task still
 * running after a second shows its progress in the status line with a button to cancel it
 * (greyed once the work has committed, e.g. a save whose file is written), and ends with a toast
 * ("Importing club.pgn: done") unless the task says its own success; a failure that the feature does not
 * report itself is toasted rather than lost.
 */
final class TaskProgress {
    static final Duration SHOW_AFTER = Duration.seconds(1);
    private final Supplier<BackgroundExecutor> executor;
    private final StatusBar status;
    private final Toasts toasts;
    private final Consumer<String> message;
    /** The titles of the work shown under way (running over a second, not yet committed), in order. */
    private final java.util.List<String> running = new java.util.ArrayList<>();

    TaskProgress(Supplier<BackgroundExecutor> executor, StatusBar status, Toasts toasts, Consumer<String> message) {
        this.executor = executor;
        this.status = status;
        this.toasts = toasts;
        this.message = message;
    }

    <T> TaskHandle run(BackgroundTask<T> task) {
        PauseTransition delay = new PauseTransition(SHOW_AFTER);
        TaskHandle[] handle = new TaskHandle[1];
        boolean[] finished = new boolean[1];
        boolean[] shown = new boolean[1];
        boolean[] committed = new boolean[1];
        task.onProgress(status::updateProgress);
        task.onCommitted(() -> {
            committed[0] = true;
            running.remove(task.title());
            if (shown[0]) {
                status.progressCommitted();
            }
        });
        task.onFinished(() -> {
            finished[0] = true;
            if (shown[0] && !committed[0]) {
                running.remove(task.title());
            }
            delay.stop();
            status.hideProgress();
        });
        task.onOutcome(error -> {
            if (error == null && shown[0] && !task.successIsSaid()) {
                toasts.note(task.title(), I18n.get("task.done"));
            } else if (error != null && !task.handlesFailure()) {
                toasts.problem(I18n.get("task.failed", task.title()), FailureText.of(error));
            }
        });
        task.onCancelled(() -> message.accept(I18n.get("task.cancelled", task.title())));
        handle[0] = executor.get().submit(task);
        if (!finished[0]) {
            delay.setOnFinished(e -> {
                shown[0] = true;
                if (!committed[0]) {
                    running.add(task.title());
                }
                status.showProgress(task.title(), handle[0]::cancel);
                if (committed[0]) {
                    status.progressCommitted();
                }
            });
            delay.play();
        }
        return handle[0];
    }

    /** The titles of the work under way that quitting would stop (FX thread). */
    java.util.List<String> running() {
        return java.util.List.copyOf(running);
    }
}
