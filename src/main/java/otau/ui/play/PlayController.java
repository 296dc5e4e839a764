package otau.ui.play;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.play.DrawOffer;
import otau.play.GameClock;
import otau.play.Opponent;
import otau.play.StrengthLevel;
import otau.play.TrainingGame;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.board.BoardModes;
import otau.ui.board.PlayableHoles;

/**
 * Runs one game against the engine on the workbench: the player's clicks on the board become
 * their moves (only on their turn, only at the game's latest move), the engine's replies come
 * from its own threads and are applied on the FX thread, the clocks run and are enforced, and
 * the game's moves, tags and result go into the shared model. Everything here runs on the FX
 * thread; {@code fx} is how answers from the engine's threads get back to it.
 *
 * <p>Over 400 lines on purpose: one state machine of the game (turns, clocks, the engine's replies, takeback,
 * hint, the end) whose transitions share its state. What does not share it is apart: the game's nodes in the
 * model ({@link PlayedLine}), the board ({@link PlayBoard}), the words of the result ({@link PlayResultText}),
 * the prompts and the panel.
 */
public final class PlayController {
    private final GameModel model;
    private final PlayBoard board;
    private final Executor fx;
    private final LongSupplier nanos;
    private final OpponentFactory opponents;
    private final Consumer<String> message;
    private final Consumer<GameRecord> saver;
    private final List<Runnable> changeListeners = new ArrayList<>();

    private TrainingGame game;
    private GameClock clock;
    private Opponent opponent;
    /** A game against the solver: untimed, in a variation, and its record kept out of the game database. */
    private boolean againstSolver;
    /**
     * What the opponent said of its last move (the solver's reason), "" when nothing. Kept, as
     * {@link #status}, as how to say it: the panel says it again in a new language.
     */
    private Supplier<String> opponentNote = () -> "";
    private boolean asVariation;
    private final PlayedLine line;
    /** Raised whenever a pending engine answer must be dropped (a takeback, the end). */
    private long generation;
    private Supplier<String> status = () -> "";
    private final ReadOnlyBooleanWrapper playing = new ReadOnlyBooleanWrapper(this, "playing");
    private final ReadOnlyBooleanWrapper thinking = new ReadOnlyBooleanWrapper(this, "thinking");
    /** Counts turns, so the board's playable holes re-check. */
    private final SimpleIntegerProperty turn = new SimpleIntegerProperty();

    /** Makes the opponent of a game: the level and a seed. */
    @FunctionalInterface
    public interface OpponentFactory {
        Opponent create(StrengthLevel level);
    }

    public PlayController(GameModel model, BoardModes modes, Executor fx, LongSupplier nanos, OpponentFactory opponents,
                          Consumer<String> message, Consumer<GameRecord> saver) {
        this.model = Objects.requireNonNull(model);
        this.board = new PlayBoard(modes);
        this.fx = Objects.requireNonNull(fx);
        this.nanos = Objects.requireNonNull(nanos);
        this.opponents = Objects.requireNonNull(opponents);
        this.message = Objects.requireNonNull(message);
        this.saver = Objects.requireNonNull(saver);
        this.line = new PlayedLine(model);
        model.addTreeListener(events -> {
            if (!line.isEditing() && game != null && !game.isOver() && line.isBroken()) {
                abandon(() -> I18n.get("play.abandoned"));
            }
        });
    }

    // --- state for the panel -----------------------------------------------------------

    public ReadOnlyBooleanProperty playingProperty() {
        return playing.getReadOnlyProperty();
    }

    public boolean isPlaying() {
        return playing.get();
    }

    public ReadOnlyBooleanProperty thinkingProperty() {
        return thinking.getReadOnlyProperty();
    }

    /** The current or last game, or null before the first. */
    public TrainingGame game() {
        return game;
    }

    /** The current or last game's clock, or null before the first. */
    public GameClock clock() {
        return clock;
    }

    /** One line on the game: whose move it is, or how it ended. */
    public String status() {
        return status.get();
    }

    /** True when the current or last game is against the solver. */
    public boolean isAgainstSolver() {
        return againstSolver;
    }

    /**
     * The opponent as the panel and its messages name it, in the interface language ("Otau
     * solver", "Otau level 4" in English); the record keeps the program's own name, the same in
     * every language, so that a player's training games stay together in the database.
     */
    public String opponentShownName() {
        if (game == null) {
            return "";
        }
        if (againstSolver) {
            return I18n.get("play.opponent.solver");
        }
        return game.opponentName().equals(game.level().playerName())
                ? I18n.get("play.opponent.level", game.level().number()) : game.opponentName();
    }

    /** What the opponent said of its last move (why the solver chose it), "" when nothing. */
    public String opponentNote() {
        return opponentNote.get();
    }

    /** Shows why the opponent chose its coming move; called on the FX thread before the move arrives. */
    public void setOpponentNote(Supplier<String> note) {
        if (!thinking.get()) {
            return; // a reply no longer wanted (taken back, stopped): its reason is not shown either
        }
        opponentNote = note == null ? () -> "" : note;
        changed();
    }

    /**
     * Stops the opponent's thinking and ends the game without a result: the moves so far stay
     * in the move list. Does nothing while the player is to move.
     */
    public void stopThinking() {
        if (game == null || !isPlaying() || !thinking.get()) {
            return;
        }
        abandon(() -> I18n.get("play.stoppedThinking", opponentShownName()));
    }

    /** Called after every change the panel shows (moves, clocks, the end). */
    public void addChangeListener(Runnable r) {
        changeListeners.add(r);
    }

    private void changed() {
        for (Runnable r : changeListeners) {
            r.run();
        }
    }

    // --- starting ----------------------------------------------------------------------

    /** Starts a game; {@code humanSide} must already be decided. */
    public void start(PlaySettings s, Side humanSide) {
        if (isPlaying()) {
            throw new IllegalStateException("a game against the engine is already running");
        }
        begin(s, humanSide, opponents.create(s.level()), s.level().playerName(), false);
    }

    /**
     * Starts a game against {@code solver} from the current position, in a variation, untimed:
     * the player takes {@code humanSide}. Its record is not saved to the game database.
     */
    public void startAgainst(Opponent solver, Side humanSide) {
        if (isPlaying()) {
            solver.close();
            throw new IllegalStateException("a game against the engine is already running");
        }
        PlaySettings s = new PlaySettings(model.currentPosition(), humanSide, StrengthLevel.of(StrengthLevel.MAX),
                otau.play.GameTimeControl.NONE, true);
        begin(s, humanSide, solver, solver.playerName(), true);
    }

    private void begin(PlaySettings s, Side humanSide, Opponent chosen, String opponentName, boolean solver) {
        if (isPlaying()) {
            throw new IllegalStateException("a game against the engine is already running");
        }
        if (s.asVariation() && !model.currentPosition().equals(s.start())) {
            throw new IllegalArgumentException("a game in a variation starts at the current position");
        }
        asVariation = s.asVariation();
        game = new TrainingGame(s.start(), humanSide, s.level(), s.timeControl(),
                s.playerName().isEmpty() ? I18n.get("play.you") : s.playerName(), opponentName);
        clock = new GameClock(s.timeControl(), nanos);
        opponent = chosen;
        againstSolver = solver;
        opponentNote = () -> "";
        if (!asVariation) {
            line.edit(() -> model.batch(I18n.get("play.undo.newGame"), () -> {
                model.newGameFrom(s.start());
                game.tags(LocalDate.now()).forEach(model::setTag);
            }));
        }
        line.startAt(model.currentNode());
        playing.set(true);
        // Another mode taking the board (a puzzle, the editor) ends the game.
        board.enter(humanSide, this::humanMove,
                Bindings.createObjectBinding(this::playableHoles, model.currentNodeProperty(), turn, playing),
                () -> abandon(() -> I18n.get("play.abandoned")));
        if (game.isOver()) {
            finish();
            return;
        }
        clock.start(game.position().sideToMove());
        nextTurn();
    }

    private java.util.Set<Integer> playableHoles() {
        if (game == null || !game.isHumanToMove() || model.currentNode() != last()) {
            return java.util.Set.of();
        }
        return PlayableHoles.legalMoves(game.position());
    }

    private GameNode last() {
        return line.last();
    }

    private void nextTurn() {
        turn.set(turn.get() + 1);
        if (game.isEngineToMove()) {
            think();
        } else {
            status = () -> I18n.get("play.status.yourMove");
            changed();
        }
    }

    // --- moves -------------------------------------------------------------------------

    /** The player clicked {@code hole}: their move, if it is their turn at the game's latest move. */
    void humanMove(int hole) {
        if (game == null || !game.isHumanToMove() || model.currentNode() != last() || !game.position().isLegal(hole)) {
            return;
        }
        if (!clock.moveMade(game.humanSide())) {
            game.timeForfeit(game.humanSide());
            finish();
            return;
        }
        board.clearMarks();
        game.play(hole);
        line.play(hole);
        afterMove();
    }

    private void think() {
        long gen = ++generation;
        thinking.set(true);
        status = () -> I18n.get("play.status.thinking", opponentShownName());
        changed();
        opponent.chooseMove(game.position(), clock.state())
                .whenComplete((move, error) -> fx.execute(() -> engineAnswered(gen, move, error)));
    }

    private void engineAnswered(long gen, Integer move, Throwable error) {
        if (gen != generation || game == null || game.isOver()) {
            return;
        }
        thinking.set(false);
        if (error != null || move == null || !game.position().isLegal(move)) {
            String what = error == null ? "move " + move : FailureText.of(error);
            abandon(() -> I18n.get("play.engineFailed", what));
            return;
        }
        if (!clock.moveMade(game.engineSide())) {
            game.timeForfeit(game.engineSide());
            finish();
            return;
        }
        game.play(move);
        line.play(move);
        afterMove();
    }

    private void afterMove() {
        if (game.isOver()) {
            finish();
        } else {
            nextTurn();
        }
    }

    /** Checks the clocks (called a few times a second); a flag ends the game. */
    public void tick() {
        if (game == null || game.isOver()) {
            return;
        }
        Side flagged = clock.flagged();
        if (flagged != null) {
            game.timeForfeit(flagged);
            finish();
            return;
        }
        changed();
    }

    // --- takeback, hint, draw, resign ----------------------------------------------------

    public boolean canTakeBack() {
        return game != null && game.takebackPlies() > 0;
    }

    /** Takes back the player's last move and the engine's reply (or only the move while it thinks). */
    public void takeback() {
        if (!canTakeBack()) {
            return;
        }
        generation++;
        opponent.stop();
        thinking.set(false);
        opponentNote = () -> "";
        line.takeBack(game.takeback(), I18n.get("play.undo.takeback"), () -> {
            if (!asVariation) {
                model.setTag("Takebacks", Integer.toString(game.takebacks()));
            }
        });
        board.clearMarks();
        clock.start(game.humanSide());
        nextTurn();
    }

    /** Asks the engine for the player's best move and shows it as an arrow; counted in the game. */
    public void hint() {
        if (game == null || !game.isHumanToMove()) {
            return;
        }
        game.hintUsed();
        if (!asVariation) {
            line.edit(() -> model.setTag("Hints", Integer.toString(game.hints())));
        }
        Position asked = game.position();
        status = () -> I18n.get("play.status.hintThinking");
        changed();
        opponent.hint(asked).whenComplete((move, error) -> fx.execute(() -> {
            if (game == null || game.isOver() || !game.position().equals(asked) || error != null || move == 0) {
                return;
            }
            board.showHint(asked, move);
            String notation = asked.play(move).lastMove().notation();
            status = () -> I18n.get("play.status.hint", notation);
            changed();
        }));
    }

    /** Offers a draw; the engine answers after a short look at the position. */
    public void offerDraw() {
        // On the player's own move, as over the board: offered while the opponent thinks, the
        // answer came for a position already left behind, and was dropped unsaid.
        if (game == null || game.isOver() || !game.isHumanToMove()) {
            return;
        }
        Position asked = game.position();
        status = () -> I18n.get("play.status.drawThinking");
        changed();
        opponent.considerDraw(asked, game.engineSide()).whenComplete((decision, error) -> fx.execute(() -> {
            if (game == null || game.isOver() || !game.position().equals(asked)) {
                return;
            }
            if (error == null && decision == DrawOffer.Decision.ACCEPT) {
                game.agreeDraw();
                finish();
                return;
            }
            String key = decision == DrawOffer.Decision.DECLINE_BETTER ? "play.draw.declinedBetter"
                    : "play.draw.declinedUnbalanced";
            status = () -> I18n.get(key, opponentShownName());
            message.accept(status.get());
            changed();
        }));
    }

    /** The player resigns (the caller asked first). */
    public void resign() {
        if (game == null || game.isOver()) {
            return;
        }
        game.resign();
        finish();
    }

    /** Holds the clocks while a question is open. */
    public void pauseClock() {
        if (clock != null) {
            clock.pause();
        }
    }

    public void resumeClock() {
        if (clock != null) {
            clock.resume();
        }
    }

    // --- the end -----------------------------------------------------------------------

    private final List<Runnable> endListeners = new ArrayList<>();

    /** Called once a game has ended with a result (not when abandoned). */
    public void addEndListener(Runnable r) {
        endListeners.add(r);
    }

    private void finish() {
        stopPlaying();
        LocalDate today = LocalDate.now();
        line.edit(() -> {
            if (asVariation) {
                model.setComment(last(), PlayResultText.joinComment(last().comment(), PlayResultText.variationComment(game, opponentShownName())));
            } else {
                model.batch(I18n.get("play.undo.result"), () -> game.tags(today).forEach(model::setTag));
            }
        });
        status = this::resultText;
        changed();
        if (!againstSolver) {
            saver.accept(game.record(today));
        }
        for (Runnable r : endListeners) {
            r.run();
        }
    }

    /** Ends the game without a result (the moves were changed elsewhere, or the engine failed). */
    public void abandon(Supplier<String> why) {
        if (game == null || !isPlaying()) {
            return;
        }
        stopPlaying();
        status = why;
        message.accept(why.get());
        changed();
    }

    private void stopPlaying() {
        generation++;
        thinking.set(false);
        clock.stop();
        if (opponent != null) {
            opponent.stop();
            opponent.close();
            opponent = null;
        }
        board.leave();
        playing.set(false);
    }

    /** e.g. "You won on time (1-0)"; "" while no game has ended. */
    public String resultText() {
        return game == null || !game.isOver() ? "" : PlayResultText.result(game, opponentShownName());
    }

    /** The opponent of the game now, or of the last one (null before the first). */
    Opponent opponent() {
        return opponent;
    }
}
