package otau.ui.puzzle;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import otau.puzzle.train.Attempt;
import otau.puzzle.train.AttemptResult;
import otau.puzzle.train.Glicko2;
import otau.puzzle.train.PuzzleTrainer;
import otau.puzzle.train.UserState;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.SpokenText;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Workbench;

/**
 * The user's standing in the trainer — rating and its last change, streak, reviews due,
 * recent attempts — and the recording of attempts. Every store access runs on the
 * background executor; the panel's texts change on the FX thread when it is done.
 */
final class TrainerStanding {
    private static final int HISTORY_SIZE = 30;
    private final Workbench wb;
    private final PuzzleTrainer trainer;
    private final PuzzleServices services;
    private final ObservableList<Attempt> history = FXCollections.observableArrayList();
    // Shown through bindings: made again when the interface's language changes.
    private final SpokenText rating = new SpokenText(this, "rating");
    private final SpokenText streak = new SpokenText(this, "streak");
    private final SpokenText reviews = new SpokenText(this, "reviews");
    private double lastChange;

    TrainerStanding(Workbench wb, PuzzleTrainer trainer, PuzzleServices services) {
        this.wb = wb;
        this.trainer = trainer;
        this.services = services;
    }

    /** Records an attempt in the background (one transaction), then shows it and the new standing. */
    void record(Supplier<AttemptResult> attempt, Consumer<AttemptResult> then) {
        wb.executor().submit(BackgroundTask.of(I18n.get("puzzles.recording"), ctx -> {
            AttemptResult r = attempt.get();
            return new Recorded(r, read());
        }).onSuccess(done -> {
            lastChange = done.result().userRatingChange();
            then.accept(done.result());
            show(done.standing());
        }).onFailure(e -> wb.showMessage(I18n.get("puzzles.recordFailed", FailureText.of(e)))));
    }

    /** Reads the standing again (at start). */
    void refresh() {
        wb.executor().submit(BackgroundTask.of(I18n.get("puzzles.recording"), ctx -> read())
                .onSuccess(this::show)
                .onFailure(e -> wb.showMessage(I18n.get("puzzles.recordFailed", FailureText.of(e)))));
    }

    private record Recorded(AttemptResult result, Standing standing) {
    }

    /** What the panel shows of the user: read together, off the FX thread. */
    private record Standing(UserState user, int due, List<Attempt> history) {
    }

    private Standing read() {
        return new Standing(trainer.user(), services.store().dueReviews(services.clock().instant()).size(),
                trainer.history(HISTORY_SIZE));
    }

    private void show(Standing st) {
        UserState u = st.user();
        Glicko2.Rating r = u.rating();
        double change = lastChange;
        rating.say(u.attempts() == 0 ? () -> I18n.get("puzzles.rating", Long.toString(Math.round(r.rating())))
                : () -> I18n.get("puzzles.rating", PuzzleTexts.rating(r.rating(), change)));
        streak.say(() -> I18n.get("puzzles.streak", u.streak(), u.bestStreak(), u.solved(), u.attempts()));
        reviews.say(() -> st.due() == 0 ? "" : I18n.get("puzzles.due", st.due()));
        history.setAll(st.history());
    }

    ReadOnlyStringProperty ratingProperty() {
        return rating.property();
    }

    ReadOnlyStringProperty streakProperty() {
        return streak.property();
    }

    ReadOnlyStringProperty reviewsProperty() {
        return reviews.property();
    }

    ObservableList<Attempt> history() {
        return history;
    }
}
