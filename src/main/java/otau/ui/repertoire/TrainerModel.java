package otau.ui.repertoire;

import java.time.Clock;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import otau.db.GameDatabase;
import otau.db.QuizAnswer;
import otau.db.RepertoireQuiz;
import otau.db.RepertoireTrainer;
import otau.db.TrainingStats;
import otau.game.Side;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.database.DatabaseSession;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * The repertoire trainer's state: which side is drilled, the position asked, the verdict on
 * the answer, the database's counts and this session's score. The scheduling itself (what is
 * due, when a miss comes back) is the database's spaced repetition; the clock is injected so
 * tests can move time on.
 */
public final class TrainerModel {
    private final DatabaseSession session;
    private final BackgroundExecutor executor;
    private final Clock clock;
    private final ReadOnlyObjectWrapper<Side> side = new ReadOnlyObjectWrapper<>(Side.WHITE);
    private final ReadOnlyObjectWrapper<RepertoireQuiz> quiz = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<QuizAnswer> answer = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<java.util.List<Integer>> line =
            new ReadOnlyObjectWrapper<>(java.util.List.of());
    private final ReadOnlyObjectWrapper<TrainingStats> stats = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyIntegerWrapper learned = new ReadOnlyIntegerWrapper();
    private final ReadOnlyIntegerWrapper asked = new ReadOnlyIntegerWrapper();
    private final ReadOnlyIntegerWrapper right = new ReadOnlyIntegerWrapper();
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private int request;

    public TrainerModel(DatabaseSession session, BackgroundExecutor executor, Clock clock) {
        this.session = Objects.requireNonNull(session);
        this.executor = Objects.requireNonNull(executor);
        this.clock = Objects.requireNonNull(clock);
    }

    /** Drills {@code s}'s repertoire from now on, starting with its next position. */
    public void start(Side s) {
        side.set(Objects.requireNonNull(s));
        asked.set(0);
        right.set(0);
        next();
    }

    /** Asks the next position that is due (or new); none when the side is done for now. */
    public void next() {
        GameDatabase db = session.current();
        int id = ++request;
        if (db == null) {
            problem.set(I18n.get("database.none"));
            return;
        }
        Side s = side.get();
        executor.submit(BackgroundTask.of(I18n.get("trainer.reading"), ctx -> {
            RepertoireTrainer t = db.trainer(clock);
            Optional<RepertoireQuiz> q = t.next(s);
            java.util.List<Integer> path = q.isEmpty() ? java.util.List.of() : db.repertoire().lineTo(s, q.get().key());
            return new Next(q, path, t.stats(s), t.learned(s));
        }).onSuccess(n -> {
            if (id == request) {
                problem.set("");
                answer.set(null);
                // The line first, so that a view redrawn for the new quiz already sees its line.
                line.set(n.line);
                quiz.set(n.quiz.orElse(null));
                stats.set(n.stats);
                learned.set(n.learned);
            }
        }).onFailure(e -> problem.set(FailureText.of(e))));
    }

    private record Next(Optional<RepertoireQuiz> quiz, java.util.List<Integer> line, TrainingStats stats,
                        int learned) {
    }

    /** The user played {@code hole} in the asked position: judge it and schedule the position again. */
    public void answer(int hole) {
        RepertoireQuiz q = quiz.get();
        GameDatabase db = session.current();
        if (q == null || answer.get() != null || db == null) {
            return;
        }
        int id = ++request;
        executor.submit(BackgroundTask.of(I18n.get("trainer.saving"), ctx -> {
            // Deleted from the tree since it was asked: nothing to judge, ask the next one.
            if (db.repertoire().movesAt(q.side(), q.key()).isEmpty()) {
                return null;
            }
            RepertoireTrainer t = db.trainer(clock);
            QuizAnswer a = t.answer(q, hole);
            return new Answered(a, t.stats(q.side()), t.learned(q.side()));
        }).onSuccess(r -> {
            if (id != request) {
                return;
            }
            if (r == null) {
                next();
                return;
            }
            asked.set(asked.get() + 1);
            if (r.answer.correct()) {
                right.set(right.get() + 1);
            }
            answer.set(r.answer);
            stats.set(r.stats);
            learned.set(r.learned);
        }).onFailure(e -> problem.set(FailureText.of(e))));
    }

    private record Answered(QuizAnswer answer, TrainingStats stats, int learned) {
    }

    public ReadOnlyObjectProperty<Side> sideProperty() {
        return side.getReadOnlyProperty();
    }

    /** The position asked now, or null when nothing is due. */
    public ReadOnlyObjectProperty<RepertoireQuiz> quizProperty() {
        return quiz.getReadOnlyProperty();
    }

    /**
     * The moves from the start position that lead to the position asked (holes; the side's
     * repertoire moves and the replies between them), empty when none is known.
     */
    public ReadOnlyObjectProperty<java.util.List<Integer>> lineProperty() {
        return line.getReadOnlyProperty();
    }

    /** The verdict on the last answer, or null while the user is still to answer. */
    public ReadOnlyObjectProperty<QuizAnswer> answerProperty() {
        return answer.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<TrainingStats> statsProperty() {
        return stats.getReadOnlyProperty();
    }

    /** Positions whose last answer was right. */
    public ReadOnlyIntegerProperty learnedProperty() {
        return learned.getReadOnlyProperty();
    }

    /** Answers given in this session. */
    public ReadOnlyIntegerProperty askedProperty() {
        return asked.getReadOnlyProperty();
    }

    /** Right answers in this session. */
    public ReadOnlyIntegerProperty rightProperty() {
        return right.getReadOnlyProperty();
    }

    /** What went wrong reading or writing the database, or empty. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }
}
