package otau.ui.study;

import java.util.function.BiConsumer;
import javafx.animation.PauseTransition;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.util.Duration;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.game.study.Chapter;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.puzzle.GoalStatement;
import otau.ui.I18n;
import otau.ui.board.BoardMode;
import otau.ui.board.BoardModes;
import otau.ui.board.HoleRef;
import otau.ui.board.MarkColor;
import otau.ui.board.ModeSession;
import otau.ui.board.MoveEvent;

/**
 * An interactive chapter on the board, from the student's seat: the board is in the
 * {@link BoardMode#LESSON} mode, turned to the student's side, and the game on it grows
 * only by the moves found (the coach's tree stays hidden, so the move list gives nothing
 * away, and the chapter itself is never changed). {@link LessonPlayer} judges each move.
 */
final class LessonRunner {
    private final GameModel model;
    private final BoardModes modes;
    private final BiConsumer<Chapter, LessonSummary> finished;
    // Shown through bindings and glued from bundle texts and the coach's comments: made again
    // when the interface's language changes.
    private final otau.ui.SpokenText feedback = new otau.ui.SpokenText(this, "feedback");
    private final otau.ui.SpokenText goal = new otau.ui.SpokenText(this, "goal");
    /** How the feedback now shown is made, for what comes next to be added to it. */
    private java.util.function.Supplier<String> saying = () -> "";
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyBooleanWrapper waitingForStudent = new ReadOnlyBooleanWrapper(this, "waitingForStudent");
    private final PauseTransition replyDelay = new PauseTransition(Duration.millis(450));
    private LessonPlayer player;
    private Chapter chapter;
    private ModeSession board;
    private GameNode tip;

    LessonRunner(GameModel model, BoardModes modes, BiConsumer<Chapter, LessonSummary> finished) {
        this.model = model;
        this.modes = modes;
        this.finished = finished;
        // The lesson's game gone (another game opened, a position pasted, its moves deleted): the
        // lesson ends and gives the board back, rather than hold it for a game no longer there.
        model.addTreeListener(events -> {
            if (running.get() && tip != null && !model.contains(tip)) {
                stop();
            }
        });
    }

    ReadOnlyStringProperty feedbackProperty() {
        return feedback.property();
    }

    /**
     * The chapter's goal for the student's side, kept in view through the lesson: from its
     * {@code [Goal]} tag ("White to move wins"), else "White to move: find the best move".
     */
    ReadOnlyStringProperty goalProperty() {
        return goal.property();
    }

    ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** True while the board waits for the student's move (Hint and Show make sense). */
    ReadOnlyBooleanProperty waitingProperty() {
        return waitingForStudent.getReadOnlyProperty();
    }

    Chapter chapter() {
        return chapter;
    }

    /** The model's game root of the lesson under way, or null. */
    GameNode lessonRoot() {
        return running.get() ? tip.pathFromRoot().get(0) : null;
    }

    /** Starts {@code c} from its first position, the student playing its orientation. */
    void start(Chapter c) {
        stop();
        chapter = c;
        player = new LessonPlayer(c.record(), c.orientation());
        GameRecord game = new GameRecord(c.record().start());
        game.tags().put("Event", I18n.get("study.lessonEvent", c.name()));
        game.root().setComment(player.introduction());
        model.replaceGame(game, null, "Start lesson " + c.name());
        model.markSaved();
        tip = model.root();
        running.set(true);
        board = modes.enter(BoardMode.LESSON, this::boardMove, null, () -> {
            if (board != null && board.isEnded()) {
                end();
            }
        });
        board.setFlipped(c.orientation() == Side.BLACK);
        goal.say(() -> goalOf(c));
        // The goal says what to do; the coach's introduction, if any, says more.
        String introduction = player.introduction() == null ? "" : player.introduction().strip();
        say(() -> introduction);
        continueLine();
    }

    private void say(java.util.function.Supplier<String> text) {
        saying = text;
        feedback.say(text);
    }

    /** The chapter's goal for the side the student plays, in the interface language. */
    static String goalOf(Chapter c) {
        return GoalStatement.of(I18n.language().tag()).state(c.orientation(), c.record().tag("Goal"));
    }

    /** Ends the lesson and gives the board back. */
    void stop() {
        if (board != null) {
            ModeSession b = board;
            board = null;
            b.leave();
        }
        end();
    }

    private void end() {
        replyDelay.stop();
        board = null;
        running.set(false);
        waitingForStudent.set(false);
    }

    private void boardMove(MoveEvent e) {
        e.consume();
        if (!running.get() || !waitingForStudent.get()) {
            return;
        }
        if (model.currentNode() != tip) {
            say(() -> I18n.get("study.lesson.backToTip"));
            return;
        }
        int hole = e.getHole();
        LessonPlayer.Answer a = player.play(hole);
        if (a.verdict() == LessonPlayer.Verdict.RIGHT) {
            playFound(a);
            return;
        }
        if (a.verdict() == LessonPlayer.Verdict.WRONG) {
            board.ring(new HoleRef(player.student(), hole), MarkColor.RED);
            say(() -> a.comment().isEmpty() ? I18n.get("study.lesson.notTheMove") : a.comment());
        }
    }

    /** Hint: rings the hole of the move to find. */
    void hint() {
        if (!waitingForStudent.get()) {
            return;
        }
        int hole = player.hint();
        if (hole != 0) {
            board.ring(new HoleRef(player.student(), hole), MarkColor.GREEN);
            say(() -> I18n.get("study.lesson.hinted"));
        }
    }

    /** Show: plays the move for the student. */
    void show() {
        if (!waitingForStudent.get() || model.currentNode() != tip) {
            return;
        }
        playFound(player.show());
    }

    private void playFound(LessonPlayer.Answer a) {
        board.clearMarks();
        tip = playCoachMove(a.node());
        say(() -> a.comment().isEmpty() ? I18n.get("study.lesson.right") : a.comment());
        continueLine();
    }

    /** Plays the coach's replies up to the student's next turn (after a short pause), or finishes. */
    private void continueLine() {
        waitingForStudent.set(false);
        if (player.finished()) {
            finish();
            return;
        }
        if (player.studentToMove()) {
            waitingForStudent.set(true);
            return;
        }
        replyDelay.setOnFinished(e -> {
            if (!running.get() || !model.contains(tip)) {
                return;
            }
            RecordNode reply = player.reply();
            tip = playCoachMove(reply);
            String said = reply.comment() == null ? "" : reply.comment().strip();
            if (!said.isEmpty()) {
                java.util.function.Supplier<String> was = saying;
                say(() -> was.get() + "\n" + said);
            }
            continueLine();
        });
        replyDelay.playFromStart();
    }

    /** Plays a move of the coach's tree into the lesson game, with the coach's comment. */
    private GameNode playCoachMove(RecordNode node) {
        GameNode[] played = new GameNode[1];
        model.batch("Lesson move", () -> {
            played[0] = model.playMove(tip, node.move().hole());
            if (node.comment() != null && !node.comment().isBlank()) {
                model.setComment(played[0], node.comment());
            }
            if (!node.nags().isEmpty()) {
                model.setNags(played[0], node.nags());
            }
        });
        model.goTo(played[0]);
        model.markSaved();
        return played[0];
    }

    private void finish() {
        LessonSummary s = player.summary();
        java.util.function.Supplier<String> was = saying;
        say(() -> {
            String before = was.get();
            String done = I18n.get("study.lesson.done", s.firstTime(), s.afterRetry(), s.withHint(), s.shown());
            return before.isEmpty() ? done : before + "\n\n" + done;
        });
        if (board != null) {
            ModeSession b = board;
            board = null;
            b.leave();
        }
        running.set(false);
        waitingForStudent.set(false);
        finished.accept(chapter, s);
    }
}
