package otau.ui.puzzle;

import java.io.IOException;
import java.nio.file.Path;
import java.time.format.FormatStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;
import javafx.event.EventHandler;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.model.GameTreeEvent;
import otau.puzzle.Puzzle;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.ScoredMove;
import otau.puzzle.train.Attempt;
import otau.puzzle.train.AttemptResult;
import otau.puzzle.train.Glicko2;
import otau.puzzle.train.PuzzleFilter;
import otau.puzzle.train.PuzzleSession;
import otau.puzzle.train.PuzzleTrainer;
import otau.puzzle.train.UserState;
import otau.ui.I18n;
import otau.ui.board.BoardMode;
import otau.ui.board.BoardModes;
import otau.ui.board.HoleRef;
import otau.ui.board.MarkColor;
import otau.ui.board.ModeSession;
import otau.ui.board.MoveEvent;
import otau.ui.puzzle.PuzzleLibrary.LoadedCollection;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Workbench;

/**
 * The trainer mode of the workbench. A puzzle becomes the game in the shared model; while it
 * is being solved the board's clicks come here first: each move goes into the model, is judged
 * by the {@link PuzzleSession} off the FX thread, and is answered by the opponent's reply (or
 * the refutation of a wrong move) after a short pause. Finished attempts are recorded by the
 * {@link PuzzleTrainer} (ratings, streaks, reviews).
 *
 * <p>The chooser (collections, filters) is {@link PuzzleChooser} and the user's standing
 * and the recording of attempts {@link TrainerStanding}; what stays here, over 400 lines,
 * is one job: the attempt's state machine (idle, solving, waiting, wrong, solved, solution
 * shown) with the board mode it holds, kept together because every transition touches the
 * same session, nodes and board marks.
 */
public final class TrainerController {
    /** Where the trainer stands. */
    public enum Phase {
        /** No puzzle: the board plays as usual. */
        IDLE,
        /** The solver is to move. */
        SOLVING,
        /** A move is being judged or answered. */
        WAITING,
        /** The last move was wrong: retry, hint or show the solution. */
        WRONG,
        SOLVED,
        SOLUTION_SHOWN
    }

    static final int MIN_RATING = 0;
    static final int MAX_RATING = 3000;

    private final Workbench wb;
    private final GameModel model;
    private final BoardModes modes;
    private final PuzzleServices services;
    private final PuzzlePrompts prompts;
    private final PuzzleTrainer trainer;
    /** The board in puzzle mode from a puzzle's start until the trainer is left, else null. */
    private ModeSession boardMode;
    /** Searches refutations; used only inside the trainer's background tasks, one at a time. */
    private final PuzzleSolver solver;

    private final PuzzleChooser chooser;
    private final TrainerStanding standing;

    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(this, "phase", Phase.IDLE);
    private final ReadOnlyObjectWrapper<Puzzle> puzzle = new ReadOnlyObjectWrapper<>(this, "puzzle");
    private final ReadOnlyStringWrapper task = new ReadOnlyStringWrapper(this, "task", "");
    private final ReadOnlyStringWrapper feedback = new ReadOnlyStringWrapper(this, "feedback", "");
    private final ReadOnlyStringWrapper themes = new ReadOnlyStringWrapper(this, "themes", "");
    private final ReadOnlyStringWrapper puzzleRating = new ReadOnlyStringWrapper(this, "puzzleRating", "");

    private PuzzleSession session;
    /** The node where the solver moves next (or the last one reached). */
    private GameNode puzzleNode;
    /** The wrong move on the board while the phase is WRONG. */
    private GameNode wrongNode;
    /** Set while the trainer itself replaces the game, so that is not taken for leaving. */
    private boolean replacing;

    TrainerController(Workbench wb, PuzzleServices services, PuzzlePrompts prompts) {
        this.wb = wb;
        this.model = wb.model();
        this.modes = wb.boardModes();
        this.services = services;
        this.prompts = prompts;
        this.solver = services.solvers().get();
        this.trainer = new PuzzleTrainer(services.store(), otau.puzzle.train.Glicko2.standard(), services.clock());
        model.addTreeListener(events -> {
            for (GameTreeEvent e : events) {
                if (e instanceof GameTreeEvent.GameReplaced && !replacing && phase.get() != Phase.IDLE) {
                    leave();
                }
            }
        });
        chooser = new PuzzleChooser(wb, services, prompts, trainer);
        standing = new TrainerStanding(wb, trainer, services);
        standing.refresh();
    }

    // --- collections and choosing (the chooser's) --------------------------------------------

    void loadDefaultCollections() {
        chooser.loadDefaultCollections();
    }

    void openCollection() {
        chooser.openCollection();
    }

    void openCollection(Path file) {
        chooser.openCollection(file);
    }

    List<Puzzle> pool() {
        return chooser.pool();
    }

    PuzzleFilter filter() {
        return chooser.filter();
    }

    /** The chooser node (collections, filters, the puzzle list, thumbs, replays). */
    PuzzleChooser chooser() {
        return chooser;
    }


    /** "Next puzzle for me": a due review first, else the untried puzzle nearest the user's rating. */
    void next() {
        // A replay under way (the dashboard's "Replay my failures") comes first.
        Optional<Puzzle> queued = chooser.nextQueued();
        if (queued.isPresent()) {
            start(queued.get());
            return;
        }
        List<Puzzle> pool = List.copyOf(pool());
        PuzzleFilter filter = filter();
        // The choice reads the progress store: off the FX thread.
        wb.executor().submit(BackgroundTask.of(I18n.get("puzzles.choosing"), ctx -> trainer.next(pool, filter))
                .onSuccess(p -> {
                    if (p.isEmpty()) {
                        wb.showMessage(I18n.get(chooser.collections().isEmpty() ? "puzzles.noCollection" : "puzzles.noneFits"));
                    } else {
                        start(p.get());
                    }
                })
                .onFailure(e -> wb.showMessage(e.getMessage())));
    }

    // --- one puzzle -----------------------------------------------------------------------

    /** Puts {@code p} on the board as the game (undoable) and waits for the solver's move. */
    void start(Puzzle p) {
        if (!ownGame() && !wb.confirmDiscardChanges()) {
            return;
        }
        finishUnrecorded();
        GameRecord record = new GameRecord(p.start());
        record.tags().put("Event", I18n.get("puzzles.event"));
        record.tags().put("Id", p.id());
        replacing = true;
        try {
            model.replaceGame(record, null, "Start puzzle " + p.id());
            model.markSaved();
        } finally {
            replacing = false;
        }
        if (boardMode == null || !boardMode.isActive()) {
            // No engine arrow, capture preview or evaluation while solving; the board is the trainer's.
            ModeSession mine = modes.enter(BoardMode.PUZZLE, this::boardMove, null, () -> {
                if (boardMode != null && boardMode.isEnded()) {
                    leave();
                }
            });
            boardMode = mine;
        }
        // The solver's side at the bottom, for the puzzle only: the saved orientation stays.
        boardMode.setFlipped(p.solver() == Side.BLACK);
        session = new PuzzleSession(p, solver, services.sessionDepth());
        puzzleNode = model.root();
        wrongNode = null;
        puzzle.set(p);
        clearBoardMarks();
        task.set(PuzzleTexts.task(p));
        themes.set(p.themes().isEmpty() ? I18n.get("puzzles.noThemes") : String.join(", ", p.themes()));
        puzzleRating.set("");
        feedback.set(I18n.get("puzzles.findMove", p.solverMoves()));
        phase.set(Phase.SOLVING);
        wb.selectPanel(PuzzleFeature.PANEL_ID);
    }

    /** True when the game in the model is the trainer's current puzzle (no question needed to replace it). */
    private boolean ownGame() {
        return session != null && puzzleNode != null && inTree(puzzleNode);
    }

    private boolean inTree(GameNode node) {
        List<GameNode> path = node.pathFromRoot();
        if (path.get(0) != model.root()) {
            return false;
        }
        for (int i = 1; i < path.size(); i++) {
            if (!path.get(i - 1).children().contains(path.get(i))) {
                return false;
            }
        }
        return true;
    }

    private void boardMove(MoveEvent e) {
        Phase ph = phase.get();
        if (ph == Phase.IDLE || ph == Phase.SOLVED || ph == Phase.SOLUTION_SHOWN) {
            // Outside a puzzle, or after it: the board is an analysis board again.
            playIntoGame(e.getHole());
            return;
        }
        e.consume();
        if (!inTree(puzzleNode)) {
            // The moves were undone or deleted under the trainer: the puzzle is over.
            leave();
            playIntoGame(e.getHole());
            return;
        }
        if (ph == Phase.WAITING) {
            return;
        }
        if (ph == Phase.WRONG) {
            wb.showMessage(I18n.get("puzzles.retryFirst"));
            return;
        }
        play(e.getHole());
    }

    /** After the puzzle: the board plays into the game as in analysis. */
    private void playIntoGame(int hole) {
        if (model.currentPosition().isLegal(hole)) {
            model.playMove(hole);
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
            wb.showMessage(I18n.get("puzzles.backToPuzzle"));
            return;
        }
        Position before = puzzleNode.position();
        if (!before.isLegal(hole)) {
            wb.showMessage(before.whyIllegal(hole));
            return;
        }
        clearBoardMarks();
        GameNode moveNode = model.playMove(puzzleNode, hole);
        attemptEdited();
        phase.set(Phase.WAITING);
        feedback.set(I18n.get("puzzles.thinking"));
        PuzzleSession s = session;
        wb.executor().submit(BackgroundTask.of(I18n.get("puzzles.judging"), ctx -> judge(s, before, hole))
                .onSuccess(j -> {
                    if (s == session) {
                        answered(before, moveNode, j.result(), j.scored());
                    }
                })
                .onFailure(err -> {
                    if (s == session) {
                        phase.set(Phase.SOLVING);
                        feedback.set(I18n.get("puzzles.failed", err.getMessage()));
                    }
                }));
    }

    /** The session's answer and, for a wrong move, every move of the position scored (to say what it cost). */
    private record Judged(PuzzleSession.MoveResult result, List<ScoredMove> scored) {
    }

    /** Runs off the FX thread: one search after the other, so the one solver serves both. */
    private Judged judge(PuzzleSession s, Position before, int hole) {
        PuzzleSession.MoveResult r = s.play(hole);
        if (r instanceof PuzzleSession.MoveResult.Wrong) {
            return new Judged(r, solver.analyse(before, services.sessionDepth()));
        }
        return new Judged(r, List.of());
    }

    private void answered(Position before, GameNode moveNode, PuzzleSession.MoveResult r, List<ScoredMove> scored) {
        if (r instanceof PuzzleSession.MoveResult.Correct c) {
            feedback.set(I18n.get("puzzles.correct", c.move().notation()));
            later(() -> {
                GameNode reply = model.playMove(moveNode, c.reply().hole());
                attemptEdited();
                puzzleNode = reply;
                if (session.state() == PuzzleSession.State.SOLVED) {
                    finished();
                } else {
                    phase.set(Phase.SOLVING);
                    feedback.set(I18n.get("puzzles.correctGoOn", c.move().notation(), c.reply().notation()));
                }
            });
        } else if (r instanceof PuzzleSession.MoveResult.Solved) {
            puzzleNode = moveNode;
            finished();
        } else if (r instanceof PuzzleSession.MoveResult.Wrong w) {
            wrongNode = moveNode;
            phase.set(Phase.WRONG);
            feedback.set(PuzzleTexts.refutation(before, moveNode.move().hole(), w.refutation(), scored));
            if (!w.refutation().isEmpty()) {
                int reply = w.refutation().get(0);
                showArrow(w.after(), reply);
                // The opponent's answer appears on the board too; Retry takes both back.
                later(() -> {
                    if (phase.get() == Phase.WRONG && wrongNode == moveNode && inTree(moveNode)) {
                        model.playMove(moveNode, reply);
                        attemptEdited();
                    }
                });
            }
        } else if (r instanceof PuzzleSession.MoveResult.Illegal i) {
            model.deleteFrom(moveNode);
            attemptEdited();
            phase.set(Phase.SOLVING);
            feedback.set(i.reason());
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
        feedback.set(I18n.get("puzzles.tryAgain"));
    }

    private void takeBackWrongMove() {
        clearBoardMarks();
        if (wrongNode != null && inTree(wrongNode)) {
            model.deleteFrom(wrongNode);
            attemptEdited();
        }
        wrongNode = null;
        if (inTree(puzzleNode)) {
            model.goTo(puzzleNode);
        }
    }

    /** Rings the hole of the solution's move (the attempt then no longer counts as solved cleanly). */
    void hint() {
        if (phase.get() == Phase.WRONG) {
            retry();
        }
        if (phase.get() != Phase.SOLVING) {
            return;
        }
        int hole = session.hint();
        if (boardMode != null) {
            boardMode.ring(new HoleRef(session.puzzle().solver(), hole), MarkColor.GREEN);
        }
        feedback.set(I18n.get("puzzles.hintShown", hole));
    }

    /** Gives up: plays the rest of the solution on the board, one move per pause. */
    void showSolution() {
        Phase ph = phase.get();
        if (ph != Phase.SOLVING && ph != Phase.WRONG) {
            return;
        }
        takeBackWrongMove();
        List<Integer> rest = session.showSolution();
        phase.set(Phase.WAITING);
        feedback.set(I18n.get("puzzles.solutionLine", PuzzleTexts.notation(puzzleNode.position(), rest)));
        PuzzleSession s = session;
        playLine(s, puzzleNode, rest, 0);
    }

    private void playLine(PuzzleSession s, GameNode at, List<Integer> line, int i) {
        if (s != session) {
            return;
        }
        if (i == line.size() || !inTree(at)) {
            puzzleNode = at;
            finished();
            return;
        }
        GameNode next = model.playMove(at, line.get(i));
        attemptEdited();
        later(() -> playLine(s, next, line, i + 1));
    }

    private void finished() {
        PuzzleSession s = session;
        Puzzle p = s.puzzle();
        boolean solved = s.state() == PuzzleSession.State.SOLVED;
        phase.set(solved ? Phase.SOLVED : Phase.SOLUTION_SHOWN);
        String text = solved ? I18n.get(s.solvedCleanly() ? "puzzles.solved" : "puzzles.solvedWithHelp")
                : I18n.get("puzzles.solutionShown");
        feedback.set(text);
        themes.set(p.themes().isEmpty() ? I18n.get("puzzles.noThemes") : String.join(", ", p.themes()));
        // The attempt is one transaction in the progress store, written off the FX thread.
        standing.record(() -> trainer.record(s), result -> {
            if (session == s) {
                feedback.set(result.review().isEmpty() ? text : text + " " + I18n.get("puzzles.comesBack",
                        I18n.date(FormatStyle.MEDIUM).format(result.review().get().due())));
                puzzleRating.set(I18n.get("puzzles.puzzleRating", Math.round(result.puzzleRating().rating())));
            }
        });
    }

    /** Leaving a puzzle after a mistake or a hint counts as a failed attempt; an untouched one is skipped. */
    private void finishUnrecorded() {
        if (session != null && !session.isFinished() && (session.wrongMoves() > 0 || session.hintUsed())) {
            Puzzle missed = session.puzzle();
            standing.record(() -> trainer.record(missed, false), r -> { });
        }
    }

    /** "Analyse": the puzzle position as a new game on the analysis board (undoable); trainer mode ends. */
    void analyse() {
        Puzzle p = puzzle.get();
        if (p == null) {
            return;
        }
        if (!ownGame() && !wb.confirmDiscardChanges()) {
            return;
        }
        leave();
        model.newGameFrom(p.start());
        wb.showMessage(I18n.get("puzzles.analysing", p.id()));
    }

    /** Ends trainer mode: the board plays as usual again. */
    void leave() {
        finishUnrecorded();
        session = null;
        puzzleNode = null;
        wrongNode = null;
        ModeSession mine = boardMode;
        boardMode = null;
        if (mine != null) {
            // Back to analysis: the user's own orientation and the engine come back.
            mine.leave();
        }
        phase.set(Phase.IDLE);
        task.set("");
        feedback.set("");
    }

    private void clearBoardMarks() {
        if (boardMode != null) {
            boardMode.clearMarks();
        }
    }

    private void showArrow(Position after, int hole) {
        if (boardMode != null) {
            boardMode.markMove(after, hole, MarkColor.RED);
        }
    }


    // --- what the panel shows -------------------------------------------------------------

    public ReadOnlyObjectProperty<Phase> phaseProperty() {
        return phase.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Puzzle> puzzleProperty() {
        return puzzle.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty taskProperty() {
        return task.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty feedbackProperty() {
        return feedback.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty themesProperty() {
        return themes.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty ratingProperty() {
        return standing.ratingProperty();
    }

    public ReadOnlyStringProperty streakProperty() {
        return standing.streakProperty();
    }

    public ReadOnlyStringProperty puzzleRatingProperty() {
        return puzzleRating.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty reviewsProperty() {
        return standing.reviewsProperty();
    }

    public ObservableList<LoadedCollection> collections() {
        return chooser.collections();
    }

    public ObjectProperty<LoadedCollection> selectedCollectionProperty() {
        return chooser.selectedCollectionProperty();
    }

    public ObservableSet<String> themeFilter() {
        return chooser.themeFilter();
    }

    public IntegerProperty minRatingProperty() {
        return chooser.minRatingProperty();
    }

    public IntegerProperty maxRatingProperty() {
        return chooser.maxRatingProperty();
    }

    public ObservableList<Puzzle> matching() {
        return chooser.matching();
    }

    public ObservableList<Attempt> history() {
        return standing.history();
    }

    public PuzzleTrainer trainer() {
        return trainer;
    }

    /** The session of the puzzle on the board, or null. */
    PuzzleSession session() {
        return session;
    }

    /** Reads a collection straight away (for tests and the command line). */
    void addCollection(Path file) throws IOException {
        chooser.addCollections(List.of(new LoadedCollection(file, otau.puzzle.PuzzleCollection.read(file))));
    }
}
