package otau.ui.puzzle;

import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import otau.puzzle.Puzzle;
import otau.puzzle.train.PuzzleTrainer;
import otau.puzzle.train.StreakRun;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.SpokenText;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Workbench;

/**
 * Streak mode in the trainer: a {@link StreakRun} over the chosen puzzles, the next one
 * started after each clean solve, the run ended by the first miss; the longest run is kept
 * in the progress store (read and written on the executor) and shown.
 */
final class StreakMode {
    private final Workbench wb;
    private final PuzzleTrainer trainer;
    private final ReadOnlyBooleanWrapper active = new ReadOnlyBooleanWrapper(this, "active");
    /** Shown through a binding: made again when the interface's language changes. */
    private final SpokenText text = new SpokenText(this, "text");
    private StreakRun run;
    private int best;

    StreakMode(Workbench wb, PuzzleTrainer trainer) {
        this.wb = wb;
        this.trainer = trainer;
        wb.executor().submit(BackgroundTask.of(I18n.get("puzzles.recording"), ctx -> trainer.bestStreakRun())
                .onSuccess(b -> {
                    best = Math.max(best, b);
                    show();
                }));
    }

    /** Starts a run over {@code pool}; {@code start} puts its first puzzle on the board. */
    void begin(List<Puzzle> pool, Consumer<Puzzle> start) {
        run = new StreakRun(pool);
        var first = run.next();
        if (first.isEmpty()) {
            run = null;
            wb.showMessage(I18n.get("puzzles.noneFits"));
            return;
        }
        active.set(true);
        show();
        start.accept(first.get());
    }

    boolean isActive() {
        return active.get();
    }

    /** The run's puzzle was solved cleanly: the run grows; the next puzzle, if any, goes to {@code start}. */
    void solved(Consumer<Puzzle> start) {
        if (!isActive()) {
            return;
        }
        run.solved();
        var next = run.next();
        if (next.isEmpty()) {
            int length = run.length();
            end(() -> I18n.get("puzzles.streakMode.allDone", length));
            return;
        }
        show();
        start.accept(next.get());
    }

    /** A miss ends the run. */
    void missed() {
        if (isActive()) {
            run.missed();
            end(null);
        }
    }

    /** The user left the run (another puzzle, the analysis board): it ends where it stands. */
    void stop() {
        if (isActive()) {
            end(null);
        }
    }

    private void end(java.util.function.Supplier<String> message) {
        int length = run.length();
        active.set(false);
        best = Math.max(best, length);
        int bestNow = best;
        text.say(message != null ? message : () -> I18n.get("puzzles.streakMode.ended", length, bestNow));
        wb.executor().submit(BackgroundTask.of(I18n.get("puzzles.recording"), ctx -> trainer.recordStreakRun(length))
                .onFailure(e -> wb.showMessage(I18n.get("puzzles.recordFailed", FailureText.of(e)))));
    }

    private void show() {
        int length = isActive() ? run.length() : 0;
        int bestNow = Math.max(best, length);
        text.say(isActive() ? () -> I18n.get("puzzles.streakMode.running", length, bestNow)
                : () -> bestNow == 0 ? "" : I18n.get("puzzles.streakMode.best", bestNow));
    }

    ReadOnlyBooleanProperty activeProperty() {
        return active.getReadOnlyProperty();
    }

    ReadOnlyStringProperty textProperty() {
        return text.property();
    }
}
