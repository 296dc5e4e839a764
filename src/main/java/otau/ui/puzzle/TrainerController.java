package otau.ui.puzzle;

import java.io.IOException;
import java.nio.file.Path;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;
import otau.engine.egtb.Tablebase;
import otau.game.record.GameRecord;
import otau.model.GameModel;
import otau.model.GameTreeEvent;
import otau.puzzle.Puzzle;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.train.Attempt;
import otau.puzzle.train.AttemptSession;
import otau.puzzle.train.EtudeSession;
import otau.puzzle.train.PuzzleFilter;
import otau.puzzle.train.PuzzleSession;
import otau.puzzle.train.PuzzleTrainer;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.board.MoveEvent;
import otau.ui.puzzle.PuzzleLibrary.LoadedCollection;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Workbench;

/**
 * The trainer mode of the workbench, put together from its parts: the {@link PuzzleChooser}
 * (collections, filters), the {@link AttemptFlow} (one attempt's state machine, judged off
 * the FX thread), the {@link PuzzleBoard} (puzzle mode: no hover preview, engine arrow or
 * evaluation bar), the {@link TrainerStanding} (rating, streak, history, recording) and
 * {@link StreakMode}; the {@link PuzzleCard} holds what the panel says of the puzzle in hand.
 * It lays nothing out ({@link TrainerPanel} does). A puzzle becomes the game in the shared
 * model; leaving it (a new game, Analyse, another mode taking the board) ends trainer mode.
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
    private final PuzzleServices services;
    private final PuzzleTrainer trainer;
    private final PuzzleBoard board;
    private final Supplier<Tablebase> tablebase;

    private final PuzzleChooser chooser;
    private final TrainerStanding standing;
    private final AttemptFlow flow;
    private final StreakMode streak;

    private final PuzzleCard card = new PuzzleCard();

    /** Set while the trainer itself replaces the game, so that is not taken for leaving. */
    private boolean replacing;

    TrainerController(Workbench wb, PuzzleServices services, PuzzlePrompts prompts) {
        this.wb = wb;
        this.model = wb.model();
        this.services = services;
        // Asked at each solve, not once: a table built while the workbench runs is used from the next move on.
        this.tablebase = services.tablebases();
        this.trainer = new PuzzleTrainer(services.store(), otau.puzzle.train.Glicko2.standard(), services.clock());
        this.board = new PuzzleBoard(wb.boardModes());
        this.flow = new AttemptFlow(model, wb.executor(), StatusNotices.of(wb), services, board,
                new AttemptFlow.Listener() {
                    @Override
                    public void missed(AttemptSession s) {
                        streak.missed();
                    }

                    @Override
                    public void finished(AttemptSession s, java.util.function.Supplier<String> text) {
                        attemptFinished(s, text);
                    }
                });
        model.addTreeListener(events -> {
            for (GameTreeEvent e : events) {
                if (e instanceof GameTreeEvent.GameReplaced && !replacing && flow.phaseProperty().get() != Phase.IDLE) {
                    leave();
                }
            }
        });
        chooser = new PuzzleChooser(wb, services, prompts, trainer);
        standing = new TrainerStanding(wb, trainer, services);
        streak = new StreakMode(wb, trainer);
        standing.refresh();
    }

    // --- collections and choosing (the chooser's) --------------------------------------------

    void loadDefaultCollections() {
        chooser.model().loadDefaultCollections();
    }

    void openCollection() {
        chooser.model().openCollection();
    }

    List<Puzzle> pool() {
        return chooser.model().pool();
    }

    PuzzleFilter filter() {
        return chooser.model().filter();
    }

    /** The chooser node (collections, filters, the puzzle list, thumbs, replays). */
    PuzzleChooser chooser() {
        return chooser;
    }

    /** "Next puzzle for me": a due review first, else the untried puzzle nearest the user's rating. */
    void next() {
        // A replay under way (the dashboard's "Replay my failures") comes first.
        Optional<Puzzle> queued = chooser.model().nextQueued();
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
                        wb.showMessage(I18n.get(chooser.model().collections().isEmpty() ? "puzzles.noCollection"
                                : "puzzles.noneFits"));
                    } else {
                        start(p.get());
                    }
                })
                .onFailure(e -> wb.showMessage(FailureText.of(e))));
    }

    /** Streak mode: the chosen puzzles (themes and difficulty as filtered) of rising difficulty until the first miss. */
    void startStreak() {
        if (chooser.model().collections().isEmpty()) {
            wb.showMessage(I18n.get("puzzles.noCollection"));
            return;
        }
        streak.begin(trainer.select(pool(), filter()), this::startInRun);
    }

    // --- one puzzle -----------------------------------------------------------------------

    /** Puts {@code p} on the board as the game (undoable) and waits for the solver's move; ends a streak run. */
    void start(Puzzle p) {
        if (streak.isActive()) {
            streak.stop();
        }
        startInRun(p);
    }

    private void startInRun(Puzzle p) {
        if (attemptOnly()) {
            putOnBoard(p);
        } else {
            wb.confirmDiscardChanges(() -> putOnBoard(p), streak::stop);
        }
    }

    private void putOnBoard(Puzzle p) {
        finishUnrecorded();
        GameRecord record = new GameRecord(p.start());
        record.tags().put("Event", I18n.get("puzzles.event"));
        record.tags().put("Id", p.id());
        if (p.otherTags().containsKey(otau.puzzle.PuzzleTitle.TAG)) {
            // The window and the status line name it as the list does, in the interface's language.
            record.tags().put(otau.puzzle.PuzzleTitle.TAG, PuzzleNames.title(p));
        }
        replacing = true;
        try {
            model.replaceGame(record, null, "Start puzzle " + p.id());
            model.markSaved();
        } finally {
            replacing = false;
        }
        board.take(p.solver(), this::boardMove, this::leave);
        // A solver of its own for each attempt: the store-difference search is not thread-safe, and the
        // judgement of a puzzle just left may still be searching on the pool's other thread.
        PuzzleSolver solver = new SolverOnFirstUse(services.solvers());
        AttemptSession session = EtudeSession.isEtude(p)
                ? new EtudeSession(p, tablebase, services.etudeSeconds(), services.etudeNodes())
                        .withThreads(otau.ui.preferences.EngineDefaults.read(wb.preferences()).threads())
                : new PuzzleSession(p, solver, services.sessionDepth());
        card.show(p);
        flow.begin(session, solver, model.root());
        wb.selectPanel(PuzzleFeature.PANEL_ID);
    }

    private void boardMove(MoveEvent e) {
        if (flow.takesClicks()) {
            e.consume();
            flow.boardMove(e.getHole());
            return;
        }
        if (flow.phaseProperty().get() != Phase.IDLE && !flow.ownsGame()) {
            // The moves were undone or deleted under the trainer: the puzzle is over.
            leave();
        }
        // Outside a puzzle, or after it: the board is an analysis board again.
        if (model.currentPosition().isLegal(e.getHole())) {
            model.playMove(e.getHole());
        }
    }

    /** The solver plays {@code hole} (as a click on the board does). */
    void play(int hole) {
        flow.play(hole);
    }

    void retry() {
        flow.retry();
    }

    void hint() {
        flow.hint();
    }

    void showSolution() {
        flow.showSolution();
    }

    /** Stops Show solution's play-out of a kept draw where it stands. */
    void stopPlayOut() {
        flow.stopPlayOut();
    }

    /** True while Show solution plays a kept draw out, move by move. */
    public ReadOnlyBooleanProperty playingOutProperty() {
        return flow.playingOutProperty();
    }

    /** Plays the rest of a wrong move's refutation on the board, with arrows. */
    void showRefutation() {
        flow.showRefutation();
    }

    private void attemptFinished(AttemptSession s, java.util.function.Supplier<String> text) {
        card.finished(s.puzzle());
        // The attempt is one transaction in the progress store, written off the FX thread.
        standing.record(() -> trainer.record(s), result -> {
            flow.say(s, result.review().isEmpty() ? text : () -> text.get() + " " + I18n.get("puzzles.comesBack",
                    I18n.date(FormatStyle.MEDIUM).format(result.review().get().due())));
            if (flow.session() == s) {
                card.rated(result.puzzleRating().rating());
            }
        });
        if (s.solvedCleanly() && streak.isActive()) {
            services.pauser().after(services.replyPause().multiply(2), () -> {
                if (flow.session() == s) {
                    // After the pause's own event: a question (a side line played meanwhile) is a
                    // dialog, which JavaFX shows only outside an animation's end.
                    streak.solved(p -> javafx.application.Platform.runLater(() -> startInRun(p)));
                }
            });
        }
    }

    /** Leaving a puzzle after a mistake or a hint counts as a failed attempt; an untouched one is skipped. */
    private void finishUnrecorded() {
        AttemptSession s = flow.session();
        if (s != null && !s.isFinished() && (s.wrongMoves() > 0 || s.hintUsed())) {
            Puzzle missed = s.puzzle();
            standing.record(() -> trainer.record(missed, false), r -> { });
        }
    }

    /** "Analyse": the puzzle position as a new game on the analysis board (undoable); trainer mode ends. */
    void analyse() {
        Puzzle p = card.puzzleProperty().get();
        if (p == null) {
            return;
        }
        Runnable analyse = () -> {
            leave();
            model.newGameFrom(p.start());
            wb.showMessage(I18n.get("puzzles.analysing", p.id()));
        };
        if (attemptOnly()) {
            analyse.run();
        } else {
            wb.confirmDiscardChanges(analyse);
        }
    }

    /**
     * True when the board holds the attempt and nothing more: its own moves are no work to keep,
     * but side lines played or comments written after it (the model then unsaved) are asked about.
     */
    private boolean attemptOnly() {
        return flow.ownsGame() && !model.isModified();
    }

    /** Ends trainer mode: the board plays as usual again (and a streak run ends). */
    void leave() {
        streak.stop();
        finishUnrecorded();
        flow.end();
        board.release();
        card.clearTask();
    }

    // --- what the panel shows -------------------------------------------------------------

    public ReadOnlyObjectProperty<Phase> phaseProperty() {
        return flow.phaseProperty();
    }

    public ReadOnlyObjectProperty<Puzzle> puzzleProperty() {
        return card.puzzleProperty();
    }

    public ReadOnlyStringProperty taskProperty() {
        return card.taskProperty();
    }

    public ReadOnlyStringProperty feedbackProperty() {
        return flow.feedbackProperty();
    }

    /** True while a wrong move's refutation can be played further ("Show refutation"). */
    public ReadOnlyBooleanProperty refutationLeftProperty() {
        return flow.refutationLeftProperty();
    }

    /** The solved puzzle's themes, one description a line (empty before it is over, or when none has one). */
    public ReadOnlyStringProperty themeNotesProperty() {
        return card.themeNotesProperty();
    }

    /** Streak mode's line: the run under way and the best, or how the last run ended. */
    public ReadOnlyStringProperty streakRunProperty() {
        return streak.textProperty();
    }

    public ReadOnlyBooleanProperty streakRunningProperty() {
        return streak.activeProperty();
    }

    public ReadOnlyStringProperty themesProperty() {
        return card.themesProperty();
    }

    public ReadOnlyStringProperty ratingProperty() {
        return standing.ratingProperty();
    }

    public ReadOnlyStringProperty streakProperty() {
        return standing.streakProperty();
    }

    public ReadOnlyStringProperty puzzleRatingProperty() {
        return card.puzzleRatingProperty();
    }

    public ReadOnlyStringProperty reviewsProperty() {
        return standing.reviewsProperty();
    }

    public ObservableList<LoadedCollection> collections() {
        return chooser.model().collections();
    }

    public ObjectProperty<LoadedCollection> selectedCollectionProperty() {
        return chooser.model().selectedCollectionProperty();
    }

    public ObservableSet<String> themeFilter() {
        return chooser.model().themeFilter();
    }

    public IntegerProperty minRatingProperty() {
        return chooser.model().minRatingProperty();
    }

    public IntegerProperty maxRatingProperty() {
        return chooser.model().maxRatingProperty();
    }

    public ObservableList<Puzzle> matching() {
        return chooser.model().matching();
    }

    public ObservableList<Attempt> history() {
        return standing.history();
    }

    public PuzzleTrainer trainer() {
        return trainer;
    }

    /** The session of the puzzle on the board, or null. */
    AttemptSession session() {
        return flow.session();
    }

    /** Reads a collection straight away (for tests and the command line). */
    void addCollection(Path file) throws IOException {
        chooser.model().addCollections(List.of(new LoadedCollection(file, otau.puzzle.PuzzleCollection.read(file))));
    }
}
