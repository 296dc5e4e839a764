package otau.ui.play;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.game.Side;
import otau.play.GameClock;
import otau.play.TrainingGame;
import otau.ui.I18n;
import otau.ui.MoveNumberGlue;

/**
 * The side panel of a game against the engine: both clocks (the engine's above, the player's
 * below, as on the board), whose move it is, and the buttons for takeback, hint, draw offer
 * and resignation; between games, the buttons that start one.
 */
final class PlayPanel extends VBox {
    private final PlayController controller;
    private final Label title = new Label();
    private final Label engineName = new Label();
    private final Label engineClock = new Label();
    private final Label humanName = new Label();
    private final Label humanClock = new Label();
    private final Label status = new Label();
    private final Button takeback = button("play-takeback", "play.takeback", "mdi2u-undo-variant");
    private final Button hint = button("play-hint", "play.hint", "mdi2l-lightbulb-outline");
    private final Button draw = button("play-draw", "play.offerDraw", "mdi2h-handshake-outline");
    private final Button resign = button("play-resign", "play.resign", "mdi2f-flag-outline");
    private final Button stopThinking = button("play-stop-thinking", "play.stopThinking", "mdi2s-stop");
    private final Label note = new Label();
    private final Button newGame = button("play-new", "play.newGame", "mdi2r-robot");
    private final Button fromHere = button("play-from-here", "play.fromHere", "mdi2s-source-branch");
    private final GridPane gameButtons = new GridPane();
    private final GridPane startButtons = new GridPane();
    private final GridPane clocks = new GridPane();

    PlayPanel(PlayController controller, Runnable onNewGame, Runnable onFromHere, Runnable onResign) {
        this.controller = controller;
        setId("play-panel");
        getStyleClass().add("play-panel");
        setSpacing(8);
        title.getStyleClass().add("play-title");
        title.setWrapText(true);
        title.setMinHeight(Region.USE_PREF_SIZE);
        engineClock.setId("clock-engine");
        humanClock.setId("clock-human");
        status.setId("play-status");
        status.getStyleClass().add("play-status");
        status.setWrapText(true);
        clocks.setId("play-clocks");
        clocks.getStyleClass().add("play-clocks");
        // Before the first game there is no one to name and no time to show: no empty boxes.
        clocks.managedProperty().bind(clocks.visibleProperty());
        clocks.setHgap(10);
        clocks.setVgap(4);
        clocks.addRow(0, engineName, engineClock);
        clocks.addRow(1, humanName, humanClock);
        for (Label l : new Label[] {engineClock, humanClock}) {
            l.getStyleClass().add("play-clock");
            l.setMaxWidth(Double.MAX_VALUE);
            l.setAlignment(Pos.CENTER_RIGHT);
            GridPane.setHgrow(l, Priority.ALWAYS);
        }
        engineName.getStyleClass().add("play-player");
        humanName.getStyleClass().add("play-player");
        humanName.setId("play-human-name");
        engineName.setId("play-engine-name");
        // Two equal columns of buttons whose labels wrap: Russian, Kazakh and Kyrgyz labels are
        // long, and the side panel may be narrow.
        note.setId("play-opponent-note");
        note.getStyleClass().add("play-status");
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        for (javafx.scene.Node n : new javafx.scene.Node[] {note, stopThinking}) {
            n.managedProperty().bind(n.visibleProperty());
        }
        stopThinking.setOnAction(e -> controller.stopThinking());
        halves(gameButtons, takeback, hint, draw, resign);
        halves(startButtons, newGame, fromHere);
        takeback.setOnAction(e -> controller.takeback());
        hint.setOnAction(e -> controller.hint());
        draw.setOnAction(e -> controller.offerDraw());
        resign.setOnAction(e -> onResign.run());
        newGame.setOnAction(e -> onNewGame.run());
        fromHere.setOnAction(e -> onFromHere.run());
        getChildren().addAll(title, clocks, status, note, stopThinking, gameButtons, startButtons);
        controller.addChangeListener(this::refresh);
        controller.playingProperty().addListener((o, a, b) -> refresh());
        controller.thinkingProperty().addListener((o, a, b) -> refresh());
        refresh();
        otau.ui.LanguageSwitch.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(sayAgain));
    }

    /**
     * The status and the solver's note are glued from bundle texts and moves, which the
     * language switch cannot recognise: the controller says them again. Held here: the listener is weak.
     */
    private final javafx.beans.InvalidationListener sayAgain = o -> refresh();

    private static void halves(GridPane grid, Button... buttons) {
        grid.setHgap(6);
        grid.setVgap(6);
        for (int c = 0; c < 2; c++) {
            ColumnConstraints half = new ColumnConstraints();
            half.setPercentWidth(50);
            grid.getColumnConstraints().add(half);
        }
        for (int i = 0; i < buttons.length; i++) {
            Button b = buttons[i];
            b.setMaxWidth(Double.MAX_VALUE);
            b.setMaxHeight(Double.MAX_VALUE);
            b.setWrapText(true);
            b.setMinHeight(Region.USE_PREF_SIZE);
            grid.add(b, i % 2, i / 2);
        }
    }

    private static Button button(String id, String key, String icon) {
        Button b = new Button(I18n.get(key), new FontIcon(icon));
        b.setId(id);
        b.setFocusTraversable(false);
        return b;
    }

    void refresh() {
        TrainingGame g = controller.game();
        boolean playing = controller.isPlaying();
        startButtons.setVisible(!playing);
        startButtons.setManaged(!playing);
        gameButtons.setDisable(!playing);
        clocks.setVisible(g != null);
        if (g == null) {
            title.setText(I18n.get("play.idle"));
            engineName.setText("");
            humanName.setText("");
            engineClock.setText("");
            humanClock.setText("");
            status.setText("");
            note.setVisible(false);
            stopThinking.setVisible(false);
            return;
        }
        title.setText(controller.isAgainstSolver() ? I18n.get("play.title.solver", sideName(g.humanSide()))
                : I18n.get("play.title", sideName(g.humanSide()), g.level().number(),
                PlayDialog.levelName(g.level()), g.timeControl().isTimed() ? g.timeControl().label()
                        : I18n.get("play.untimed")));
        // The clocks name the side in the nominative ("Чёрные"), not as the title's "за чёрных".
        engineName.setText(clockSide(g.engineSide()) + " · " + controller.opponentShownName());
        humanName.setText(clockSide(g.humanSide()) + " · " + g.humanName());
        showClock(engineClock, g.engineSide());
        showClock(humanClock, g.humanSide());
        status.setText(MoveNumberGlue.glue(controller.status()));
        note.setText(MoveNumberGlue.glue(controller.opponentNote()));
        note.setVisible(!controller.opponentNote().isEmpty());
        // Only the solver may think for long: it alone offers to stop.
        stopThinking.setVisible(playing && controller.isAgainstSolver() && controller.thinkingProperty().get());
        takeback.setDisable(!controller.canTakeBack());
        hint.setDisable(!g.isHumanToMove());
        draw.setDisable(!g.isHumanToMove());
    }

    private void showClock(Label label, Side side) {
        GameClock c = controller.clock();
        boolean timed = c.isTimed();
        long left = c.remainingMs(side);
        label.setText(timed ? ClockText.format(left) : "–");
        label.getStyleClass().removeAll("running", "low-time", "flagged");
        if (timed && c.running() == side) {
            label.getStyleClass().add("running");
        }
        if (timed && ClockText.isLow(left, c.control().baseMs())) {
            label.getStyleClass().add(left == 0 ? "flagged" : "low-time");
        }
    }

    private static String clockSide(Side side) {
        return I18n.get(side == Side.WHITE ? "side.white" : "side.black");
    }

    static String sideName(Side side) {
        return I18n.get(side == Side.WHITE ? "play.white" : "play.black");
    }

    /** Whether the players and their clocks show (not before the first game). */
    boolean clocksShown() {
        return clocks.isVisible();
    }

    String engineClockText() {
        return engineClock.getText();
    }

    String noteText() {
        return note.isVisible() ? note.getText() : "";
    }

    String humanNameText() {
        return humanName.getText();
    }

    String humanClockText() {
        return humanClock.getText();
    }
}
