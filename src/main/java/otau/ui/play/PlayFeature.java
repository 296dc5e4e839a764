package otau.ui.play;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.function.LongSupplier;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.scene.control.MenuItem;
import javafx.util.Duration;
import otau.db.DataDirectory;
import otau.db.GameDatabase;
import otau.engine.egtb.DefaultTablebase;
import otau.engine.solve.Solver;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.model.GameNode;
import otau.play.EngineOpponent;
import otau.play.GameTimeControl;
import otau.play.SolverMoves;
import otau.play.SolverOpponent;
import otau.play.StrengthLevel;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * Playing against the engine on the workbench: Game → New Game Against Engine…, Play from
 * Here (menu and move list), the play panel with its clocks, the result at the end, and the
 * finished game saved to "My games" ({@link DataDirectory#myGamesDatabase()}), a database of
 * the user's own games that is created when the first game ends, so that training games
 * never change the counts of a database of reference games the user imported.
 */
public final class PlayFeature {
    /** The source name of saved training games in the database. */
    public static final String DATABASE_SOURCE = "training";

    private final Workbench wb;
    private final PlayController controller;
    private final Timeline ticker = new Timeline(new KeyFrame(Duration.millis(100), e -> tick()));
    private PlayPrompts prompts;
    private LongSupplier nanos = System::nanoTime;
    private LongSupplier seeds = () -> new Random().nextLong();
    private Path database = DataDirectory.myGamesDatabase();
    private PlayPanel panel;
    /** Where the player's name is remembered from one game, and one session, to the next. */
    static final String PLAYER_NAME = "play.playerName";
    /** The solver's time for one move in a game against it. */
    static final double SOLVER_SECONDS = 15;
    private PlaySettings last = new PlaySettings(Position.start(), Side.WHITE, StrengthLevel.of(3),
            GameTimeControl.of(5, 3), true);

    private PlayFeature(Workbench wb) {
        this.wb = Objects.requireNonNull(wb);
        this.prompts = new FxPlayPrompts(wb::stage);
        this.controller = new PlayController(wb.model(), wb.boardModes(), Platform::runLater, () -> nanos.getAsLong(),
                level -> new EngineOpponent(level, seeds.getAsLong()), wb::showMessage, this::save);
        ticker.setCycleCount(Animation.INDEFINITE);
        controller.playingProperty().addListener((o, was, now) -> {
            if (now) {
                ticker.play();
            } else {
                ticker.stop();
            }
        });
        controller.addEndListener(() -> Platform.runLater(this::showEnd));
    }

    /** Adds play to {@code wb}: its commands, the play panel and the move list's "Play from here". */
    public static PlayFeature install(Workbench wb) {
        PlayFeature f = new PlayFeature(wb);
        f.install();
        return f;
    }

    /** The clock held by a Quit's "Abandon the game?" until the Quit ends (see {@link #install}). */
    private boolean heldForQuit;

    private void install() {
        var gameOver = Bindings.createBooleanBinding(() -> wb.model().currentPosition().isGameOver(),
                wb.model().currentPositionProperty());
        wb.onCommand(Command.PLAY_AGAINST_ENGINE, this::newGameAgainstEngine, controller.playingProperty());
        wb.onCommand(Command.PLAY_FROM_HERE, this::playFromHere, controller.playingProperty().or(gameOver));
        wb.onCommand(Command.PLAY_AGAINST_SOLVER, this::playAgainstSolver, controller.playingProperty().or(gameOver));
        panel = new PlayPanel(controller, this::newGameAgainstEngine, this::playFromHere, this::resign);
        wb.setBoardOwnerQuestion(new Workbench.BoardOwnerQuestion() {
            @Override
            public void whenMayGo(Runnable then, Runnable otherwise) {
                whenGameMayGo(then, otherwise, true);
            }

            @Override
            public void whenMayQuit(Runnable then, Runnable otherwise) {
                // Abandoned when the window closes: a Cancel at a later question keeps it going.
                whenGameMayGo(then, otherwise, false);
            }
        });
        // Agreed to be abandoned at a Quit, the game's clock waits for the Quit's other questions;
        // it runs on when the Quit is given up.
        wb.onQuitCancelled(() -> {
            if (heldForQuit) {
                heldForQuit = false;
                controller.resumeClock();
            }
        });
        wb.onWindowClosed(() -> {
            if (controller.isPlaying()) {
                controller.abandon(() -> I18n.get("play.abandoned"));
            }
        });
        wb.addSidePanel("play", "play.panel", panel);
        wb.moveList().setContextMenuExtension(node -> {
            MenuItem item = new MenuItem(I18n.get("play.fromHere"));
            item.setId("movelist-play-from-here");
            item.setDisable(controller.isPlaying() || node.position().isGameOver());
            item.setOnAction(e -> playFromHere(node));
            return List.of(item);
        });
    }

    public PlayController controller() {
        return controller;
    }

    public ReadOnlyBooleanProperty playingProperty() {
        return controller.playingProperty();
    }

    /** Replaces the dialogs (tests script the answers). */
    public void setPrompts(PlayPrompts prompts) {
        this.prompts = Objects.requireNonNull(prompts);
    }

    /** Replaces the clocks' time source, in nanoseconds (tests drive time by hand). */
    public void setTimeSource(LongSupplier nanos) {
        this.nanos = Objects.requireNonNull(nanos);
    }

    /** Fixes the engine's seeds (repeatable games). */
    public void setSeeds(LongSupplier seeds) {
        this.seeds = Objects.requireNonNull(seeds);
    }

    /** Where finished games are saved (created when missing); null saves nothing. */
    public void setDatabase(Path file) {
        this.database = file;
    }

    // --- commands ----------------------------------------------------------------------

    /** Game → New Game Against Engine…: a new game from the start position. */
    public void newGameAgainstEngine() {
        if (controller.isPlaying()) {
            return;
        }
        PlaySettings proposal = new PlaySettings(Position.start(), last.humanSide(), last.level(),
                last.timeControl(), false, playerName());
        prompts.askSettings(proposal, false).ifPresent(s -> wb.confirmDiscardChanges(() -> begin(s)));
    }

    /** The position shown, when a game can start from it; null (after saying why, if it is over) when not. */
    private Position positionToPlayFrom() {
        if (controller.isPlaying()) {
            return null;
        }
        Position here = wb.model().currentPosition();
        if (here.isGameOver()) {
            wb.showMessage(I18n.get("play.fromHere.over"));
            return null;
        }
        return here;
    }

    /** Play from Here: the game goes on from the current position, in a variation or a new game. */
    public void playFromHere() {
        Position here = positionToPlayFrom();
        if (here == null) {
            return;
        }
        PlaySettings proposal = new PlaySettings(here, here.sideToMove(), last.level(), last.timeControl(),
                last.asVariation(), playerName());
        prompts.askSettings(proposal, true).ifPresent(s -> {
            if (s.asVariation()) {
                begin(s);
            } else {
                wb.confirmDiscardChanges(() -> begin(s));
            }
        });
    }

    /**
     * Play against the solver: from the position shown (a game, a study chapter, a set-up
     * position), in a variation, untimed; the player takes the side to move and the solver
     * the other. Its record goes to no database.
     */
    public void playAgainstSolver() {
        Position here = positionToPlayFrom();
        if (here == null) {
            return;
        }
        if (Solver.whyNot(here) != null) {
            wb.showMessage(I18n.get("solve.notRealGame", here.totalStones()));
            return;
        }
        SolverOpponent solver = new SolverOpponent(DefaultTablebase::shared, SOLVER_SECONDS,
                choice -> Platform.runLater(() -> controller.setOpponentNote(() -> SolverNotes.of(choice, SOLVER_SECONDS))))
                .withThreads(otau.ui.preferences.EngineDefaults.read(wb.preferences()).threads());
        controller.startAgainst(solver, here.sideToMove());
        wb.selectPanel("play");
    }

    /** Play from Here at {@code node} (the move list's menu). */
    public void playFromHere(GameNode node) {
        wb.model().goTo(node);
        playFromHere();
    }

    /** Starts a game with settings already chosen. */
    public void begin(PlaySettings s) {
        last = s;
        if (!s.playerName().equals(playerName())) {
            wb.preferences().put(PLAYER_NAME, s.playerName());
            wb.preferences().save();
        }
        Side human = s.humanSide() != null ? s.humanSide() : new Random(seeds.getAsLong()).nextBoolean()
                ? Side.WHITE : Side.BLACK;
        controller.start(s, human);
        wb.selectPanel("play");
    }

    private String playerName() {
        return wb.preferences().getString(PLAYER_NAME, "");
    }

    /**
     * Another feature, a file or a paste wants the board while a game runs: the player is asked
     * (the clocks held meanwhile); the game is abandoned only when they agree.
     */
    private void whenGameMayGo(Runnable then, Runnable otherwise, boolean abandonNow) {
        if (!controller.isPlaying() || controller.game() == null || controller.game().isOver()) {
            then.run();
            return;
        }
        controller.pauseClock();
        boolean abandon = false;
        try {
            abandon = prompts.confirmAbandon(controller.opponentShownName());
        } finally {
            if (abandon && !abandonNow && controller.isPlaying()) {
                heldForQuit = true;
            } else {
                resumeClockUnlessHeld();
            }
        }
        if (abandon) {
            // The game may have ended while the question was open (the engine's move came): then
            // there is nothing left to abandon.
            if (abandonNow && controller.isPlaying()) {
                controller.abandon(() -> I18n.get("play.abandoned"));
            }
            then.run();
        } else {
            otherwise.run();
        }
    }

    /** The clock runs again after a question, unless a Quit holds it (see {@link #heldForQuit}). */
    private void resumeClockUnlessHeld() {
        if (!heldForQuit) {
            controller.resumeClock();
        }
    }

    private void resign() {
        if (!controller.isPlaying()) {
            return;
        }
        controller.pauseClock();
        boolean sure = prompts.confirmResign();
        resumeClockUnlessHeld();
        if (sure) {
            controller.resign();
        }
    }

    private void tick() {
        controller.tick();
    }

    // --- the end -----------------------------------------------------------------------

    private void showEnd() {
        // The review is another feature's: offered when some feature handles Review Game.
        boolean canReview = wb.handles(Command.REVIEW_GAME);
        String review = I18n.get(canReview ? "play.end.review" : "play.end.analyse");
        PlayPrompts.EndChoice choice = prompts.showResult(controller.resultText(),
                I18n.get("play.end.text", controller.game().plies(), controller.game().takebacks(),
                        controller.game().hints()), review);
        switch (choice) {
            case REVIEW -> {
                if (canReview) {
                    wb.run(Command.REVIEW_GAME);
                } else {
                    wb.showMessage(I18n.get("play.end.analyseHint"));
                }
            }
            case NEW_GAME -> newGameAgainstEngine();
            case CLOSE -> {
            }
        }
    }

    private void save(GameRecord record) {
        Path file = database;
        if (file == null) {
            return;
        }
        wb.executor().submit(BackgroundTask.of(I18n.get("play.saving"), ctx -> {
            try (GameDatabase db = GameDatabase.open(file)) {
                return db.addGame(record, DATABASE_SOURCE);
            }
        }).onSuccess(added -> wb.showMessage(I18n.get("play.saved", file.getFileName())))
                .onFailure(e -> wb.showMessage(I18n.get("play.saveFailed", FailureText.of(e)))));
    }
}
