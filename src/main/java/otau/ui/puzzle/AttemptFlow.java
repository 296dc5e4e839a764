package otau.ui.puzzle;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import otau.game.Position;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.ScoredMove;
import otau.puzzle.train.AttemptSession;
import otau.puzzle.train.EtudeSession;
import otau.puzzle.train.PuzzleSession.MoveResult;
import otau.puzzle.train.PuzzleSession;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.SpokenText;
import otau.ui.board.MarkColor;
import otau.ui.puzzle.TrainerController.Phase;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * One attempt on the board, as a state machine over {@link Phase}: the user's move goes into
 * the model at once, is judged by the {@link AttemptSession} on the workbench's executor (the
 * solver and the engine never run on the FX thread), and is answered after a pause by the
 * opponent's reply, or by the refutation of a wrong move, which "Show refutation" plays out
 * with arrows. Results from a session the user has left are dropped. It lays nothing out: the
 * trainer panel shows its phase and feedback, the {@link PuzzleBoard} its marks.
 */
final class AttemptFlow {
    /** What the rest of the trainer hears about an attempt. */
    interface Listener {
        /** The first mistake, hint or shown solution of the attempt (streak mode ends on it). */
        void missed(AttemptSession s);

        /**
         * The attempt is over: solved (cleanly or not) or the solution shown; {@code text} makes
         * what is on show, in the language of the moment.
         */
        void finished(AttemptSession s, Supplier<String> text);
    }

    private final GameModel model;
    private final BackgroundExecutor executor;
    private final StatusNotices notices;
    private final PuzzleServices services;
    private final PuzzleBoard board;
    private final Listener listener;
    /** Scores the moves after a wrong one: the attempt's own, used only inside its background tasks, one at a time. */
    private PuzzleSolver solver;

    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(this, "phase", Phase.IDLE);
    /** Glued from bundle texts and moves, shown through a binding: made again in a new language. */
    private final SpokenText feedback = new SpokenText(this, "feedback");
    private final ReadOnlyBooleanWrapper refutationLeft = new ReadOnlyBooleanWrapper(this, "refutationLeft");
    /** True while Show solution plays a kept draw out (Stop ends it). */
    private final ReadOnlyBooleanWrapper playingOut = new ReadOnlyBooleanWrapper(this, "playingOut");
    /** Stop was pressed during the play-out: it ends where its running step lands. */
    private boolean stopRequested;

    private AttemptSession session;
    /** The node where the solver moves next (or the last one reached). */
    private GameNode puzzleNode;
    /** The wrong move on the board while the phase is WRONG. */
    private GameNode wrongNode;
    /** The refutation of the wrong move not yet on the board, with the node it goes on from. */
    private List<Integer> refutationRest = List.of();
    private GameNode refutationAt;
    private boolean missReported;
    /** Why a play-out ended early (a solve that failed), in words, or empty. */
    private Supplier<String> playOutNote = () -> "";

    AttemptFlow(GameModel model, BackgroundExecutor executor, StatusNotices notices, PuzzleServices services,
                PuzzleBoard board, Listener listener) {
        this.model = model;
        this.executor = executor;
        this.notices = notices;
        this.services = services;
        this.board = board;
        this.listener = listener;
    }

    /** Starts {@code s} from {@code root}, the puzzle's position; {@code solver} is the attempt's alone. */
    void begin(AttemptSession s, PuzzleSolver solver, GameNode root) {
        end();
        session = s;
        this.solver = solver;
        puzzleNode = root;
        missReported = false;
        stopRequested = false;
        feedback.say(s instanceof EtudeSession ? () -> I18n.get(etudeTask(s.puzzle()))
                : () -> I18n.get("puzzles.findMove", s.puzzle().solverMoves()));
        phase.set(Phase.SOLVING);
    }

    /**
     * What an etude asks of the player. In a draw etude the opponent is the side that would
     * like to win: it plays the solver's best moves, it does not "defend".
     */
    static String etudeTask(otau.puzzle.Puzzle p) {
        return p.goal().kind() == otau.puzzle.Goal.Kind.DRAW ? "puzzles.etude.findMoveDraw" : "puzzles.etude.findMove";
    }

    /** Drops the attempt (its search is cancelled); the phase goes back to IDLE. */
    void end() {
        if (session != null) {
            session.cancel();
        }
        session = null;
        solver = null;
        puzzleNode = null;
        wrongNode = null;
        playingOut.set(false);
        clearRefutation();
        phase.set(Phase.IDLE);
        feedback.say(() -> "");
    }

    AttemptSession session() {
        return session;
    }

    /** True when the game in the model is still the attempt's (no question needed to replace it). */
    boolean ownsGame() {
        return session != null && puzzleNode != null && model.contains(puzzleNode);
    }

    /** True while a click on the board belongs to the attempt (it is under way and its game is on the board). */
    boolean takesClicks() {
        Phase ph = phase.get();
        return ph != Phase.IDLE && ph != Phase.SOLVED && ph != Phase.SOLUTION_SHOWN && ownsGame();
    }

    /** A click on the board during the attempt. */
    void boardMove(int hole) {
        Phase ph = phase.get();
        if (ph == Phase.WRONG) {
            notices.showMessage(I18n.get("puzzles.retryFirst"));
        } else if (ph == Phase.SOLVING) {
            play(hole);
        }
    }

    /** The solver plays {@code hole}: into the model at once, judged off the FX thread, then answered. */
    void play(int hole) {
        if (phase.get() != Phase.SOLVING) {
            return;
        }
        if (model.currentNode() != puzzleNode) {
            // The user stepped back through the moves: the puzzle goes on from where it stands.
            model.goTo(puzzleNode);
            notices.showMessage(I18n.get("puzzles.backToPuzzle"));
            return;
        }
        Position before = puzzleNode.position();
        if (!before.isLegal(hole)) {
            notices.showMessage(I18n.say(before.illegality(hole)));
            return;
        }
        board.clear();
        GameNode moveNode = model.playMove(puzzleNode, hole);
        attemptEdited();
        phase.set(Phase.WAITING);
        AttemptSession s = session;
        PuzzleSolver judge = solver;
        feedback.say(() -> I18n.get(s instanceof EtudeSession ? "puzzles.etude.thinking" : "puzzles.thinking"));
        executor.submit(BackgroundTask.of(I18n.get("puzzles.judging"), ctx -> judge(s, judge, before, hole))
                .onSuccess(j -> {
                    if (s == session) {
                        answered(before, moveNode, j);
                    }
                })
                .onFailure(err -> {
                    if (s == session) {
                        phase.set(Phase.SOLVING);
                        feedback.say(() -> I18n.get("puzzles.failed", FailureText.of(err)));
                    }
                }));
    }

    /** The session's answer and, for a wrong move of a written line, every move of the position scored. */
    private record Judged(MoveResult result, List<ScoredMove> scored) {
    }

    /**
     * Runs off the FX thread: one search after the other, so the attempt's one solver serves
     * both; an attempt left meanwhile is not searched further.
     */
    private Judged judge(AttemptSession s, PuzzleSolver solver, Position before, int hole) {
        MoveResult r = s.play(hole);
        if (r instanceof MoveResult.Wrong) {
            if (s.isCancelled()) {
                throw new CancellationException("the puzzle was left");
            }
            return new Judged(r, solver.analyse(before, services.sessionDepth()));
        }
        return new Judged(r, List.of());
    }

    private void answered(Position before, GameNode moveNode, Judged j) {
        MoveResult r = j.result();
        if (r instanceof MoveResult.Correct c) {
            String mine = RefutationTexts.numbered(before, c.move().hole());
            Supplier<String> cook = cookText();
            feedback.say(() -> I18n.get("puzzles.correct", mine) + cook.get());
            AttemptSession s = session;
            later(() -> {
                // The puzzle may have been left during the pause, its game kept on the board.
                if (s != session || !model.contains(moveNode)) {
                    return;
                }
                GameNode reply = model.playMove(moveNode, c.reply().hole());
                attemptEdited();
                puzzleNode = reply;
                if (session.state() == PuzzleSession.State.SOLVED) {
                    finished();
                } else {
                    phase.set(Phase.SOLVING);
                    feedback.say(() -> I18n.get(c.engineReply() ? "puzzles.etude.offLineOpen"
                                    : c.composersMove() ? "puzzles.correctGoOn" : "puzzles.etude.offLine",
                            mine, RefutationTexts.numbered(c.after(), c.reply().hole())) + cook.get());
                }
            });
        } else if (r instanceof MoveResult.Solved) {
            puzzleNode = moveNode;
            finished();
        } else if (r instanceof MoveResult.Wrong w) {
            wrong(moveNode, w.after(), w.refutation(), () -> RefutationTexts.wrongMove(before, moveNode.move().hole(),
                    w.refutation(), j.scored()));
        } else if (r instanceof MoveResult.GivesUp g) {
            wrong(moveNode, g.after(), g.line(), () -> RefutationTexts.givesUp(before, moveNode.move().hole(), g.now(),
                    g.line()));
        } else if (r instanceof MoveResult.Unproven u) {
            wrongNode = moveNode;
            phase.set(Phase.WRONG);
            feedback.say(() -> I18n.get("puzzles.etude.unproven", RefutationTexts.numbered(before, moveNode.move().hole()),
                    Math.round(u.seconds())));
        } else if (r instanceof MoveResult.Illegal i) {
            model.deleteFrom(moveNode);
            attemptEdited();
            phase.set(Phase.SOLVING);
            feedback.say(() -> I18n.say(i.reason()));
        }
    }

    /** A wrong move: explained, the opponent's answer played after a pause, the rest of the refutation on demand. */
    private void wrong(GameNode moveNode, Position after, List<Integer> refutation, Supplier<String> text) {
        wrongNode = moveNode;
        phase.set(Phase.WRONG);
        feedback.say(text);
        missed();
        if (refutation.isEmpty()) {
            return;
        }
        int reply = refutation.get(0);
        board.markMove(after, reply, MarkColor.RED);
        // The opponent's answer appears on the board too; Retry takes both back.
        later(() -> {
            if (phase.get() == Phase.WRONG && wrongNode == moveNode && model.contains(moveNode)) {
                refutationAt = model.playMove(moveNode, reply);
                attemptEdited();
                refutationRest = List.copyOf(refutation.subList(1, refutation.size()));
                refutationLeft.set(!refutationRest.isEmpty());
            }
        });
    }

    /** "Show refutation": plays the rest of the refuting line on the board, each move with its arrow. */
    void showRefutation() {
        if (phase.get() != Phase.WRONG || refutationRest.isEmpty() || refutationAt == null || !model.contains(refutationAt)) {
            return;
        }
        List<Integer> line = refutationRest;
        GameNode from = refutationAt;
        clearRefutation();
        playRefutation(session, wrongNode, from, line, 0);
    }

    private void playRefutation(AttemptSession s, GameNode wrong, GameNode at, List<Integer> line, int i) {
        if (s != session || phase.get() != Phase.WRONG || wrongNode != wrong || !model.contains(at) || i == line.size()
                || !at.position().isLegal(line.get(i))) {
            return;
        }
        board.markMove(at.position(), line.get(i), MarkColor.RED);
        GameNode next = model.playMove(at, line.get(i));
        attemptEdited();
        later(() -> playRefutation(s, wrong, next, line, i + 1));
    }

    private void clearRefutation() {
        refutationRest = List.of();
        refutationAt = null;
        refutationLeft.set(false);
    }

    private void missed() {
        if (!missReported) {
            missReported = true;
            listener.missed(session);
        }
    }

    /**
     * The attempt's own moves are not work to save: leaving a puzzle asks nothing unless the
     * user edited the game beyond the attempt (after it, or with comments).
     */
    private void attemptEdited() {
        model.markSaved();
    }

    private void later(Runnable action) {
        services.pauser().after(services.replyPause(), action);
    }

    /** After a wrong move: takes it back (with the refutation shown) and lets the solver try again. */
    void retry() {
        if (phase.get() != Phase.WRONG) {
            return;
        }
        session.retry();
        takeBackWrongMove();
        phase.set(Phase.SOLVING);
        feedback.say(() -> I18n.get("puzzles.tryAgain"));
    }

    private void takeBackWrongMove() {
        board.clear();
        clearRefutation();
        if (wrongNode != null && model.contains(wrongNode)) {
            model.deleteFrom(wrongNode);
            attemptEdited();
        }
        wrongNode = null;
        if (model.contains(puzzleNode)) {
            model.goTo(puzzleNode);
        }
    }

    /** Rings the hole of a right move (the attempt then no longer counts as solved cleanly). */
    void hint() {
        if (phase.get() == Phase.WRONG) {
            retry();
        }
        if (phase.get() != Phase.SOLVING) {
            return;
        }
        int hole;
        try {
            hole = session.hint();
        } catch (IllegalStateException e) {
            notices.showMessage(I18n.get("puzzles.noHint"));
            return;
        }
        missed();
        board.ring(session.puzzle().solver(), hole);
        feedback.say(() -> I18n.get("puzzles.hintShown", hole));
    }

    /** Gives up: plays the rest of the solution on the board, one move per pause. */
    void showSolution() {
        Phase ph = phase.get();
        if (ph != Phase.SOLVING && ph != Phase.WRONG) {
            return;
        }
        if (session.solutionFromHere().isEmpty()) {
            // An etude off its written line where only the result was proved: nothing to show,
            // and the attempt goes on rather than ending on an empty "solution".
            notices.showMessage(I18n.get("puzzles.noHint"));
            return;
        }
        takeBackWrongMove();
        missed();
        if (session instanceof EtudeSession e && e.solutionIsOneHoldingMove()) {
            // A kept draw with the win open: no line is proved from here, so the solution is
            // played out, each of the solver's moves proved as it is played.
            e.startPlayingOut();
            stopRequested = false;
            playingOut.set(true);
            phase.set(Phase.WAITING);
            feedback.say(() -> I18n.get("puzzles.playOut.started"));
            playOutNote = () -> "";
            playOutStep(e);
            return;
        }
        List<Integer> rest = session.showSolution();
        phase.set(Phase.WAITING);
        Position from = puzzleNode.position();
        feedback.say(() -> I18n.get("puzzles.solutionLine", RefutationTexts.line(from, rest)));
        playLine(session, puzzleNode, rest, 0);
    }

    /**
     * One move of a play-out: the move proved to keep the draw goes on the board, the session
     * proves the next one off the FX thread while the opponent's engine answers, and so on to
     * the game's end. Only the stipulation is asked (whether the player even wins is not), so a
     * step takes what its proof takes, not the whole time the trainer gives a move.
     */
    private void playOutStep(EtudeSession e) {
        if (e != session || !model.contains(puzzleNode)) {
            return;
        }
        if (e.isFinished() || stopRequested) {
            e.stopPlayingOut();
            finished();
            return;
        }
        if (!e.solutionIsOneHoldingMove()) {
            // No move is known to keep the draw from here.
            e.stopPlayingOut();
            finished();
            return;
        }
        int hole = e.solutionFromHere().get(0);
        GameNode moveNode = model.playMove(puzzleNode, hole);
        attemptEdited();
        executor.submit(BackgroundTask.of(I18n.get("puzzles.judging"), ctx -> e.play(hole))
                .onSuccess(r -> {
                    if (e == session) {
                        playedOut(e, moveNode, r);
                    }
                })
                .onFailure(err -> {
                    if (e == session) {
                        puzzleNode = moveNode;
                        Supplier<String> earlier = playOutNote;
                        playOutNote = () -> earlier.get() + "\n" + I18n.get("puzzles.failed", FailureText.of(err));
                        e.stopPlayingOut();
                        finished();
                    }
                })
                .onCancelled(() -> {
                    // Stop cancelled the step's solve: the play-out ends on the move it proved last.
                    if (e == session) {
                        puzzleNode = moveNode;
                        e.stopPlayingOut();
                        finished();
                    }
                }));
    }

    private void playedOut(EtudeSession e, GameNode moveNode, MoveResult r) {
        if (r instanceof MoveResult.Correct c && !stopRequested) {
            later(() -> {
                if (e != session || !model.contains(moveNode)) {
                    return;
                }
                if (stopRequested) {
                    puzzleNode = moveNode;
                    e.stopPlayingOut();
                    finished();
                    return;
                }
                puzzleNode = model.playMove(moveNode, c.reply().hole());
                attemptEdited();
                playOutStep(e);
            });
            return;
        }
        // The game is over, or (where the time ran out) no next move is proved.
        puzzleNode = moveNode;
        e.stopPlayingOut();
        finished();
    }

    private void playLine(AttemptSession s, GameNode at, List<Integer> line, int i) {
        if (s != session) {
            return;
        }
        if (i == line.size() || !model.contains(at) || !at.position().isLegal(line.get(i))) {
            puzzleNode = at;
            finished();
            return;
        }
        GameNode next = model.playMove(at, line.get(i));
        attemptEdited();
        later(() -> playLine(s, next, line, i + 1));
    }

    private void finished() {
        AttemptSession s = session;
        boolean solved = s.state() == PuzzleSession.State.SOLVED;
        Supplier<String> text;
        if (solved) {
            String key = s.solvedCleanly() ? "puzzles.solved" : "puzzles.solvedWithHelp";
            text = () -> I18n.get(key);
        } else if (s instanceof EtudeSession e && e.playingOut()) {
            Supplier<String> ending = playedOutText();
            Supplier<String> note = playOutNote;
            text = () -> ending.get() + note.get();
        } else {
            text = () -> I18n.get("puzzles.solutionShown");
        }
        playingOut.set(false);
        stopRequested = false;
        // The text first: whoever watches the phase reads the attempt's last word with it.
        feedback.say(text);
        phase.set(solved ? Phase.SOLVED : Phase.SOLUTION_SHOWN);
        listener.finished(s, text);
    }

    /** How a play-out ended: at the game's end, stopped by the user, or where no next move was proved. */
    private Supplier<String> playedOutText() {
        Position end = puzzleNode.position();
        if (end.isGameOver()) {
            return () -> I18n.get("puzzles.playOut.done", otau.engine.solve.Verdict.of(end.outcome()).phrase());
        }
        String key = stopRequested ? "puzzles.playOut.stoppedByUser" : "puzzles.playOut.stopped";
        return () -> I18n.get(key);
    }

    /** The cook the etude session found at the move just judged, or nothing: a line to add under the feedback. */
    private Supplier<String> cookText() {
        if (session instanceof EtudeSession e && e.lastCook() != null) {
            EtudeSession.Cook cook = e.lastCook();
            otau.game.Side solver = e.puzzle().solver();
            return () -> "\n" + EtudeCookText.of(cook, solver);
        }
        return () -> "";
    }

    /** Replaces the feedback of the attempt {@code s} if it is still the one on the board. */
    void say(AttemptSession s, Supplier<String> text) {
        if (s == session) {
            feedback.say(text);
        }
    }

    ReadOnlyObjectProperty<Phase> phaseProperty() {
        return phase.getReadOnlyProperty();
    }

    ReadOnlyStringProperty feedbackProperty() {
        return feedback.property();
    }

    /**
     * Stop during a play-out: the solve under way is cancelled and the play-out ends on the last
     * move it proved (the attempt is then a shown solution). Nothing else is stopped by it.
     */
    void stopPlayOut() {
        if (playingOut.get() && !stopRequested) {
            stopRequested = true;
            // Touches only the session's cancel flag: its play() may be running on the pool.
            session.cancel();
        }
    }

    /** True while Show solution plays a kept draw out. */
    ReadOnlyBooleanProperty playingOutProperty() {
        return playingOut.getReadOnlyProperty();
    }

    /** True while a wrong move's refutation has moves still to be played by "Show refutation". */
    ReadOnlyBooleanProperty refutationLeftProperty() {
        return refutationLeft.getReadOnlyProperty();
    }
}
