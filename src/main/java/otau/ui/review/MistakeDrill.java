package otau.ui.review;

import java.util.List;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import otau.engine.Engine;
import otau.engine.Limits;
import otau.game.Position;
import otau.game.Side;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.review.EngineAnalyser;
import otau.review.MoveClass;
import otau.review.PositionAnalysis;
import otau.review.Thresholds;
import otau.review.WinChance;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.analysis.EngineChoice;
import otau.ui.analysis.EngineFactory;
import otau.ui.analysis.ScoreText;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Workbench;

/**
 * "Learn from your mistakes": puts the player in the position before each marked move
 * (?!, ? and ??) of one side of the main line, one at a time, to find a better move. A try is played on the board; the engine checks it, and
 * any move within the inaccuracy threshold of the best is accepted (kept as a variation).
 * A weaker try is taken back (its variation removed) so the player can try again.
 *
 * <p>Its view is a bar the review panel keeps above the part that scrolls: the position to fix,
 * the verdict on the try, "Next mistake" (the drill's only one: the review's own mistake
 * navigation steps aside while a drill runs) and "End drill". Each new position brings the bar
 * into view, so a drill started from its shortcut shows its prompt, not only the board.
 */
public final class MistakeDrill {
    private final Workbench wb;
    /** The board while a drill position is shown: its mode hides the engine's lines and bar. */
    private otau.ui.board.ModeSession board;
    private final GameModel model;
    private final EngineFactory factory;
    private final Supplier<EngineChoice> engineChoice;
    private final Supplier<Limits> limits;
    private final VBox view = new VBox(6);
    private final Label prompt = new Label();
    private final Label feedback = new Label();
    private final Button next = new Button();
    private final Button quit = new Button();
    private List<GameNode> mistakes = List.of();
    private int index = -1;
    private final ReadOnlyBooleanWrapper active = new ReadOnlyBooleanWrapper(this, "active", false);
    private boolean checking;
    /** The engine's check of the last try, while it runs: a new position or the end of the drill cancels it. */
    private otau.ui.tasks.TaskHandle check;
    /** The continuations the drill position had before the player's tries (never removed). */
    private List<GameNode> existing = List.of();

    MistakeDrill(Workbench wb, EngineFactory factory, Supplier<EngineChoice> engineChoice, Supplier<Limits> limits) {
        this.wb = wb;
        this.model = wb.model();
        this.factory = factory;
        this.engineChoice = engineChoice;
        this.limits = limits;
        prompt.setId("drill-prompt");
        prompt.setWrapText(true);
        feedback.setId("drill-feedback");
        feedback.setWrapText(true);
        next.setId("drill-next");
        next.setText(I18n.get("drill.next"));
        next.setOnAction(e -> next());
        next.getStyleClass().add("drill-next");
        // The drill's "Next mistake" is there only while there is a next one to go to.
        next.visibleProperty().bind(active);
        next.managedProperty().bind(active);
        quit.setId("drill-quit");
        quit.setText(I18n.get("drill.quit"));
        quit.setOnAction(e -> stop());
        prompt.getStyleClass().add("drill-prompt");
        prompt.setMinHeight(Label.USE_PREF_SIZE);
        feedback.setMinHeight(Label.USE_PREF_SIZE);
        feedback.managedProperty().bind(feedback.textProperty().isNotEmpty());
        view.setId("drill-bar");
        view.getStyleClass().add("drill-bar");
        view.getChildren().addAll(prompt, feedback, new FlowPane(6, 6, next, quit));
        view.setVisible(false);
        view.managedProperty().bind(view.visibleProperty());
        model.currentNodeProperty().addListener((o, a, now) -> {
            if (index >= 0 && !checking) {
                // Reacting after the model has finished its change, not inside it.
                Platform.runLater(() -> tried(now));
            }
        });
    }

    VBox view() {
        return view;
    }

    public boolean isActive() {
        return index >= 0;
    }

    /** True while a drill position is shown (not before, nor after the last one). */
    public ReadOnlyBooleanProperty activeProperty() {
        return active.getReadOnlyProperty();
    }

    /** "Next mistake": the drill's next position (the button and the shortcut). */
    public void next() {
        if (index >= 0) {
            show(index + 1);
        }
    }

    public String feedbackText() {
        return feedback.getText();
    }

    public String promptText() {
        return prompt.getText();
    }

    /** Starts with the first marked move of {@code side} on the main line. */
    public void start(Side side) {
        mistakes = MistakeList.find(model, MoveClass.INACCURACY).stream().filter(n -> n.mover() == side).toList();
        if (mistakes.isEmpty()) {
            wb.showMessage(I18n.get("drill.none", I18n.get(side == Side.WHITE ? "review.white" : "review.black")));
            return;
        }
        wb.selectPanel("review");
        takeBoard();
        show(0);
    }

    public void stop() {
        cancelCheck();
        setIndex(-1);
        view.setVisible(false);
        releaseBoard();
    }

    /**
     * The engine's arrow and the evaluation bar would show each position's answer: while the drill
     * runs the board is in a mode that hides them (tries are played into the game as usual).
     * Another feature taking the board ends the drill.
     */
    private void takeBoard() {
        if (board == null) {
            board = wb.boardModes().enter(otau.ui.board.BoardMode.PUZZLE, e -> model.playMove(e.getHole()), null,
                    () -> {
                        if (board != null) {
                            board = null;
                            stop();
                        }
                    });
        }
    }

    private void releaseBoard() {
        otau.ui.board.ModeSession mine = board;
        board = null;
        if (mine != null) {
            mine.leave();
        }
    }

    /** The verdict on a try is for its position: leaving it (Next mistake, End drill) drops the check. */
    private void cancelCheck() {
        if (check != null) {
            check.cancel();
            check = null;
        }
        checking = false;
    }

    private void setIndex(int i) {
        index = i;
        active.set(i >= 0);
    }

    private void show(int i) {
        cancelCheck();
        if (i >= mistakes.size()) {
            prompt.setText(I18n.get("drill.finished", mistakes.size()));
            feedback.setText("");
            setIndex(-1);
            releaseBoard();
            ScrollIntoView.reveal(view);
            return;
        }
        setIndex(i);
        GameNode mistake = mistakes.get(i);
        view.setVisible(true);
        feedback.setText("");
        feedback.getStyleClass().removeAll("drill-good", "drill-bad");
        String side = I18n.get(mistake.mover() == Side.WHITE ? "review.white" : "review.black");
        prompt.setText(otau.ui.MoveNumberGlue.glue(I18n.get("drill.prompt", i + 1, mistakes.size(), side,
                mistake.moveLabel() + " " + mistake.notation() + MistakeList.classOf(mistake).glyph())));
        existing = List.copyOf(mistake.parent().children());
        model.goTo(mistake.parent());
        ScrollIntoView.reveal(view);
    }

    /** The cursor moved: a move played from the drill position is a try. */
    private void tried(GameNode now) {
        if (index < 0 || checking || model.currentNode() != now) {
            return;
        }
        GameNode mistake = mistakes.get(index);
        GameNode before = mistake.parent();
        if (now.parent() != before) {
            return;
        }
        if (now == mistake) {
            say(false, I18n.get("drill.sameMove"));
            model.goTo(before);
            return;
        }
        checking = true;
        feedback.setText(I18n.get("drill.checking"));
        feedback.getStyleClass().removeAll("drill-good", "drill-bad");
        Position from = before.position();
        Position after = now.position();
        EngineChoice choice = engineChoice.get();
        Limits l = limits.get();
        int askedAt = index;
        GameNode askedIn = model.root();
        check = wb.executor().submit(BackgroundTask.<int[]>of(I18n.get("drill.checking"), ctx -> {
            try (Engine engine = factory.start(choice)) {
                EngineAnalyser analyser = new EngineAnalyser(engine, l);
                PositionAnalysis best = analyser.analyse(from, ctx::isCancelled);
                // The try is searched to the horizon of the best line, as the review does.
                PositionAnalysis tried = analyser.analyseAfterMove(after, best.depth(), ctx::isCancelled);
                return new int[] {best.whiteCentis(), tried.whiteCentis(), best.bestMove()};
            }
        }).onSuccess(r -> {
            checking = false;
            check = null;
            // Only for the position it was asked about, in the game it was asked in.
            if (index == askedAt && model.root() == askedIn && askedIn.isAncestorOf(now)) {
                judge(now, r[0], r[1], r[2]);
            }
        }).onFailure(e -> {
            checking = false;
            check = null;
            if (index == askedAt) {
                say(false, I18n.get("review.failed", FailureText.of(e)));
            }
        }));
    }

    private void judge(GameNode tried, int bestWhite, int triedWhite, int bestMove) {
        Side mover = tried.mover();
        double lost = tried.move().hole() == bestMove ? 0
                : Math.max(0, WinChance.forSide(mover, bestWhite) - WinChance.forSide(mover, triedWhite)) / 100.0;
        String move = tried.moveLabel() + " " + tried.notation();
        // Accepted where the review would not mark it: the stones at this point of the game.
        int inPlay = WinChance.inPlay(tried.parent().position());
        if (lost < Thresholds.STANDARD.atPhase(inPlay).inaccuracyStones()) {
            say(true, I18n.get("drill.good", move, ScoreText.stones(triedWhite)));
            return;
        }
        say(false, I18n.get("drill.bad", move, String.format(java.util.Locale.ROOT, "%.1f", lost)));
        GameNode before = tried.parent();
        boolean added = model.root().isAncestorOf(tried) && !existing.contains(tried) && !tried.hasChildren();
        if (added) {
            model.deleteVariation(tried);
        }
        model.goTo(before);
    }

    private void say(boolean good, String text) {
        feedback.setText(otau.ui.MoveNumberGlue.glue(text));
        feedback.getStyleClass().removeAll("drill-good", "drill-bad");
        feedback.getStyleClass().add(good ? "drill-good" : "drill-bad");
    }
}
