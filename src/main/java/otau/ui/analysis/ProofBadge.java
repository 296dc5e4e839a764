package otau.ui.analysis;

import java.util.List;
import java.util.function.IntConsumer;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.ui.I18n;
import otau.ui.MoveNumberGlue;

/**
 * The proved results in the engine panel, apart from the engine's evaluations: the solver's
 * badge ("proving…", "proven: White wins · first move …", "unproven after 40 s") with a Stop
 * button while it runs, the proof's main line under it (each move clickable, with "Add as
 * variation", "Add with defences", "Play against the solver", "Save as etude" and,
 * for a win not yet minimised, "Find the shortest win"), and the tablebase's line. Each part hides while it has nothing to say.
 */
final class ProofBadge extends VBox {
    enum State { RUNNING, PROVEN, UNPROVEN }

    private final Label solve = new Label();
    private final Tooltip tip = new Tooltip();
    private final Button stop = new Button();
    /**
     * The badge's text, then the Stop button kept at the row's right end: the text changes every
     * second while a solve runs, and a button right after it moved under the pointer.
     */
    private final HBox solveRow = new HBox(6, solve, grow(new javafx.scene.layout.Region()), stop);
    private final Label lineCaption = new Label();
    // A proof's line does not change while shown, so its moves sit as close as words (the
    // engine's live lines keep fixed columns instead, which here left wide gaps in each pair).
    private final FlowPane lineMoves = new FlowPane(6, 2);
    private final Button addVariation = new Button(I18n.get("solve.addVariation"));
    private final Button savePuzzle = new Button(I18n.get("solve.savePuzzle"));
    private final Button play = new Button(I18n.get("solve.play"));
    private final Button shortest = new Button(I18n.get("solve.findShortest"));
    private final Button defences = new Button(I18n.get("solve.addDefences"));
    private final VBox lineBox = new VBox(2, lineCaption, lineMoves, buttons());
    private final Label tablebase = new Label();
    private final IntConsumer onMove;
    private final Tooltip moveTip = new Tooltip(I18n.get("solve.line.tip"));
    private String lineText = "";
    /**
     * While a solve runs: its last progress text and when it started. The solver reports after
     * each of its steps, which grow to a minute and more, so the badge adds the time spent and
     * updates it every second: a long proof does not look stuck.
     */
    private String runningText;
    private long runningSince;
    private javafx.animation.Timeline clock;

    /**
     * @param onStop     the Stop button
     * @param onMove     a click on the line's move at this index (0-based)
     * @param onSave     "Save position as etude"
     * @param onAdd      "Add as variation"
     * @param onPlay     "Play against the solver"
     * @param onShorten  "Find the shortest win"
     * @param onDefences "Add with defences"
     */
    ProofBadge(Runnable onStop, IntConsumer onMove, Runnable onSave, Runnable onAdd, Runnable onPlay,
               Runnable onShorten, Runnable onDefences) {
        setSpacing(2);
        setId("proof-badge");
        solve.setId("solve-badge");
        solve.setWrapText(true);
        tip.setWrapText(true);
        tip.setMaxWidth(480);
        stop.setId("solve-stop");
        stop.setText(I18n.get("solve.stop"));
        stop.setGraphic(new FontIcon("mdi2s-stop"));
        stop.setFocusTraversable(false);
        stop.setOnAction(e -> onStop.run());
        stop.managedProperty().bind(stop.visibleProperty());
        // The badge's text wraps; the button keeps its whole word ("Токтотуу" was cut in a narrow panel).
        stop.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        solveRow.setAlignment(Pos.CENTER_LEFT);
        lineBox.setId("solve-line");
        lineCaption.setId("solve-line-caption");
        lineCaption.setWrapText(true);
        lineMoves.getStyleClass().add("pv-moves");
        lineButton(addVariation, "solve-add-variation", "mdi2s-source-branch", onAdd);
        lineButton(defences, "solve-add-defences", "mdi2f-file-tree", onDefences);
        defences.setTooltip(paragraph(I18n.get("solve.addDefences.tip")));
        defences.setVisible(false);
        lineButton(play, "solve-play", "mdi2r-robot", onPlay);
        lineButton(savePuzzle, "solve-save-puzzle", "mdi2p-puzzle-plus-outline", onSave);
        lineButton(shortest, "solve-find-shortest", "mdi2r-ruler", onShorten);
        shortest.setTooltip(paragraph(I18n.get("solve.findShortest.tip")));
        shortest.setVisible(false);
        this.onMove = onMove;
        tablebase.setId("tablebase-line");
        tablebase.getStyleClass().addAll("proof", "proof-proven");
        tablebase.setWrapText(true);
        for (javafx.scene.Node n : new javafx.scene.Node[] {solveRow, lineBox, tablebase}) {
            n.managedProperty().bind(n.visibleProperty());
        }
        getChildren().addAll(solveRow, lineBox, tablebase);
        clearSolve();
        showTablebase(null);
    }

    /** A tooltip of several sentences, wrapped to a readable width instead of one line across the screen. */
    private static Tooltip paragraph(String text) {
        Tooltip t = new Tooltip(text);
        t.setWrapText(true);
        t.setMaxWidth(460);
        return t;
    }

    /** A button under the line: its id, icon and action; hidden, it takes no room in the row. */
    private static void lineButton(Button b, String id, String icon, Runnable action) {
        b.setId(id);
        b.setGraphic(new FontIcon(icon));
        b.setOnAction(e -> action.run());
        b.managedProperty().bind(b.visibleProperty());
    }

    private static javafx.scene.layout.Region grow(javafx.scene.layout.Region r) {
        HBox.setHgrow(r, javafx.scene.layout.Priority.ALWAYS);
        return r;
    }

    /** The buttons wrap under each other where the panel is too narrow for both (long translations). */
    private FlowPane buttons() {
        FlowPane row = new FlowPane(6, 4, addVariation, defences, play, savePuzzle, shortest);
        row.setPadding(new javafx.geometry.Insets(2, 0, 0, 0));
        return row;
    }

    void showSolve(State state, String text) {
        if (state == State.RUNNING) {
            runningText = text;
            if (clock == null) {
                clock = new javafx.animation.Timeline(new javafx.animation.KeyFrame(javafx.util.Duration.seconds(1),
                        e -> solve.setText(MoveNumberGlue.glue(withClock()))));
                clock.setCycleCount(javafx.animation.Animation.INDEFINITE);
            }
            if (runningSince == 0) {
                runningSince = System.nanoTime();
                clock.play();
            }
            text = withClock();
        } else {
            stopClock();
        }
        solve.setText(MoveNumberGlue.glue(text));
        solve.getStyleClass().setAll("label", "proof", switch (state) {
            case RUNNING -> "proof-running";
            case PROVEN -> "proof-proven";
            case UNPROVEN -> "proof-unproven";
        });
        stop.setVisible(state == State.RUNNING);
        solveRow.setVisible(true);
        showLine(null, List.of(), false, false);
    }

    private void stopClock() {
        if (clock != null) {
            clock.stop();
        }
        runningSince = 0;
    }

    /** The running text with the time spent, as minutes:seconds (from one second on). */
    private String withClock() {
        long seconds = (System.nanoTime() - runningSince) / 1_000_000_000L;
        if (seconds < 1) {
            return runningText;
        }
        return runningText + " · " + seconds / 60 + ":" + String.format(java.util.Locale.ROOT, "%02d", seconds % 60);
    }

    /**
     * The proof's line under the badge: {@code caption} ("Main line, 11 plies:") and its moves,
     * each a click that adds the line as a variation; null hides it. {@code canSave}: the
     * "Save position as etude" button is offered; {@code canPlay}: "Play against the solver".
     */
    void showLine(String caption, List<LineNotation.LineMove> moves, boolean canSave, boolean canPlay) {
        play.setVisible(canPlay);
        shortest.setVisible(false);
        defences.setVisible(false);
        lineMoves.getChildren().clear();
        StringBuilder text = new StringBuilder();
        for (LineNotation.LineMove m : moves) {
            Label token = new Label(m.text());
            token.getStyleClass().add("pv-move");
            token.setId("solve-move-" + m.index());
            token.setOnMouseClicked(e -> onMove.accept(m.index()));
            token.setTooltip(moveTip);
            lineMoves.getChildren().add(token);
            text.append(text.length() == 0 ? "" : " ").append(m.text());
        }
        lineText = caption == null ? "" : text.toString();
        lineCaption.setText(caption == null ? "" : caption);
        savePuzzle.setVisible(canSave);
        lineBox.setVisible(caption != null && !moves.isEmpty());
        // The full result, line included, for a badge too narrow to show it all.
        String full = solve.getText() + (lineText.isEmpty() ? "" : "\n" + lineCaption.getText() + " " + lineText);
        tip.setText(MoveNumberGlue.glue(full));
        solve.setTooltip(full.isEmpty() ? null : tip);
    }

    /**
     * Offers "Find the shortest win" under the line shown (after {@link #showLine}): for a win
     * whose minimisation stopped at its node budget, so that the line is not yet the cleanest.
     */
    void offerShortestWin(boolean offer) {
        shortest.setVisible(offer && lineBox.isVisible());
    }

    /** Offers "Add with defences" under the line shown (after {@link #showLine}): for a proof with a line. */
    void offerDefences(boolean offer) {
        defences.setVisible(offer && lineBox.isVisible());
    }

    void clearSolve() {
        stopClock();
        solve.setText("");
        stop.setVisible(false);
        solveRow.setVisible(false);
        showLine(null, List.of(), false, false);
    }

    /** The tablebase's verdict, or null to hide the line. */
    void showTablebase(String text) {
        tablebase.setText(text == null ? "" : MoveNumberGlue.glue(text));
        tablebase.setVisible(text != null);
    }

    /** The solver's text now shown, "" when none. */
    String solveText() {
        return solveRow.isVisible() ? solve.getText() : "";
    }

    /** The proof's line as shown, moves in notation, "" when none. */
    String lineText() {
        return lineBox.isVisible() ? lineText : "";
    }

    /** The badge's tooltip: the whole result, "" when none. */
    String tooltipText() {
        return solve.getTooltip() == null ? "" : solve.getTooltip().getText();
    }

    String tablebaseText() {
        return tablebase.isVisible() ? tablebase.getText() : "";
    }
}
