package otau.ui.analysis;

import otau.ui.preferences.EngineDefaults;

import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.game.Position;
import otau.model.GameModel;
import otau.ui.I18n;
import otau.ui.board.BoardModes;

/**
 * The engine panel: start/stop, the principal variations of the position shown (scores
 * from White's side), the best moves as arrows on the board, and the settings. A click on
 * a move of a line plays the line up to it into the game (one undoable step); hovering a
 * line draws its first moves on the board.
 *
 * <p>Each line is laid out in fixed columns (score, depth, then one cell of fixed width per
 * move, wider where the move carries its number), so a line that deepens or changes never
 * moves the moves before the change: a click lands on the move that was under the mouse.
 * <b>Threat</b> shows what the opponent would play if it were their move, the best of it as
 * a red arrow.
 *
 * <p>The settings, the hovered line, the arrows and the texts live in {@link AnalysisPanelViewModel};
 * this class lays them out and binds its controls there.
 */
public final class AnalysisPanel extends VBox {
    private final AnalysisSession session;
    private final AnalysisPanelViewModel vm;
    /** The model's texts are bound, so a language switch has them said again (held: the listener is weak). */
    private final javafx.beans.InvalidationListener sayAgain = o -> refresh();
    private final ToggleButton toggle = new ToggleButton();
    private final ToggleButton threat = new ToggleButton();
    private final Label info = new Label();
    private final Label error = new Label();
    private final Label note = new Label();
    private final VBox lines = new VBox(2);
    private final ComboBox<EngineChoice> engines = new ComboBox<>();
    private final Spinner<Integer> threads = new Spinner<>(1, EngineDefaults.MAX_THREADS, 1);
    private final Spinner<Integer> hash = new Spinner<>(EngineDefaults.MIN_HASH, EngineDefaults.MAX_HASH, 64, 16);
    private final Spinner<Integer> lineCount = new Spinner<>(1, AnalysisSettings.MAX_LINES, 3);

    public AnalysisPanel(AnalysisSession session, GameModel model, BoardModes board, AnalysisPreferences prefs) {
        this.session = session;
        // The mode owner shows the engine's arrows only where the board's mode allows them.
        this.vm = new AnalysisPanelViewModel(session, model, prefs, board::setEngineArrows);
        otau.ui.LanguageSwitch.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(sayAgain));
        setId("analysis-panel");
        getStyleClass().add("analysis-panel");
        setSpacing(6);
        setPadding(new Insets(6));

        toggle.setId("analysis-toggle");
        toggle.setFocusTraversable(false);
        toggle.selectedProperty().addListener((o, a, on) -> {
            if (on != session.isRunning()) {
                session.toggle();
            }
        });
        session.runningProperty().addListener((o, a, on) -> {
            toggle.setSelected(on);
            refreshToggle();
            refresh();
        });
        refreshToggle();
        info.setId("analysis-info");
        info.getStyleClass().add("analysis-info");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        threat.setId("analysis-threat");
        threat.setFocusTraversable(false);
        threat.setText(I18n.get("analysis.threat"));
        threat.setGraphic(new FontIcon("mdi2a-alert-outline"));
        threat.setTooltip(new Tooltip(I18n.get("analysis.threat.tooltip")));
        threat.selectedProperty().bindBidirectional(session.threatProperty());
        // Where the board's mode hides the engine (a puzzle, a game against it, a drill, a lesson),
        // its lines would give the answer away: it cannot be started there (Space is off too).
        javafx.beans.binding.BooleanBinding forbidden = board.allowing(otau.ui.board.Overlay.ENGINE_ARROWS).not();
        toggle.disableProperty().bind(forbidden);
        threat.disableProperty().bind(forbidden);
        session.threatProperty().addListener((o, was, on) -> refresh());
        // The buttons keep their labels; on a narrow panel the engine's info wraps beside them.
        toggle.setMinWidth(Region.USE_PREF_SIZE);
        threat.setMinWidth(Region.USE_PREF_SIZE);
        info.setMinWidth(0);
        info.setWrapText(true);
        info.setMinHeight(Region.USE_PREF_SIZE);
        HBox top = new HBox(6, toggle, threat, spacer, info);
        top.setAlignment(Pos.CENTER_LEFT);

        note.getStyleClass().add("analysis-note");
        note.textProperty().bind(vm.noteProperty());
        info.textProperty().bind(vm.infoProperty());
        error.setId("analysis-error");
        error.getStyleClass().add("analysis-error");
        error.setWrapText(true);
        error.managedProperty().bind(error.visibleProperty());
        error.visibleProperty().bind(session.errorProperty().isNotEmpty());
        error.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> I18n.get("analysis.error", session.errorProperty().get()), session.errorProperty(),
                otau.ui.LanguageSwitch.languageProperty()));

        lines.setId("analysis-lines");
        ScrollPane scroll = new ScrollPane(lines);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("analysis-lines-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);

        getChildren().addAll(top, note, error, scroll, settingsPane());

        session.snapshotProperty().addListener((o, a, s) -> refresh());
        session.engineNameProperty().addListener((o, a, s) -> vm.refreshInfo());
        refresh();
    }

    /** Puts the proved results (solver, tablebase) under the engine's toolbar, apart from its lines. */
    void showProofs(javafx.scene.Node proofs) {
        getChildren().add(1, proofs);
    }

    public AnalysisSession session() {
        return session;
    }

    /** The panel's state and actions, apart from its controls. */
    public AnalysisPanelViewModel viewModel() {
        return vm;
    }

    private void refreshToggle() {
        boolean on = session.isRunning();
        toggle.setText(I18n.get(on ? "analysis.stop" : "analysis.start"));
        toggle.setGraphic(new FontIcon(on ? "mdi2s-stop" : "mdi2p-play"));
        toggle.setTooltip(new Tooltip(I18n.get("analysis.toggle.tooltip")));
    }

    // --- settings --------------------------------------------------------------------

    private TitledPane settingsPane() {
        engines.setItems(vm.engines());
        engines.valueProperty().bindBidirectional(vm.engineProperty());
        engines.setId("analysis-engine");
        engines.setMaxWidth(Double.MAX_VALUE);
        threads.getValueFactory().valueProperty().bindBidirectional(vm.threadsProperty());
        hash.getValueFactory().valueProperty().bindBidirectional(vm.hashProperty());
        lineCount.getValueFactory().valueProperty().bindBidirectional(vm.lineCountProperty());
        threads.setId("analysis-threads");
        hash.setId("analysis-hash");
        lineCount.setId("analysis-line-count");
        for (Spinner<Integer> sp : List.of(threads, hash, lineCount)) {
            otau.ui.NumberSpinners.editable(sp);
            sp.setPrefWidth(90);
        }
        Button add = new Button(null, new FontIcon("mdi2p-plus"));
        add.setId("analysis-add-engine");
        add.setTooltip(new Tooltip(I18n.get("analysis.addEngine")));
        add.setOnAction(e -> askForEngine());
        Button remove = new Button(null, new FontIcon("mdi2d-delete-outline"));
        remove.setId("analysis-remove-engine");
        remove.setTooltip(new Tooltip(I18n.get("analysis.removeEngine")));
        remove.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> engines.getValue() == null || engines.getValue().isBuiltIn(), engines.valueProperty()));
        remove.setOnAction(e -> vm.removeEngine());
        HBox engineRow = new HBox(4, engines, add, remove);
        HBox.setHgrow(engines, Priority.ALWAYS);

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(4);
        grid.addRow(0, new Label(I18n.get("analysis.engine")), engineRow);
        grid.addRow(1, new Label(I18n.get("analysis.lines")), lineCount);
        grid.addRow(2, new Label(I18n.get("analysis.threads")), threads);
        grid.addRow(3, new Label(I18n.get("analysis.hash")), hash);
        GridPane.setHgrow(engineRow, Priority.ALWAYS);
        TitledPane pane = new TitledPane(I18n.get("analysis.settings"), grid);
        pane.setId("analysis-settings");
        pane.setExpanded(false);
        pane.setAnimated(false);
        return pane;
    }

    /** The settings the panel shows (threads, hash, lines), for tests. */
    public AnalysisSettings shownSettings() {
        return vm.shownSettings();
    }

    private void askForEngine() {
        TextInputDialog d = new TextInputDialog();
        d.setTitle(I18n.get("analysis.addEngine"));
        d.setHeaderText(I18n.get("analysis.addEngine.header"));
        d.setContentText(I18n.get("analysis.addEngine.command"));
        if (getScene() != null) {
            d.initOwner(getScene().getWindow());
        }
        otau.ui.DialogButtons.localize(d);
        otau.ui.DialogPlacement.prepare(d);
        // OK only for a command line that can be read (no unclosed quote), so what was typed is
        // mended in the dialog rather than lost with it.
        javafx.scene.Node ok = d.getDialogPane().lookupButton(javafx.scene.control.ButtonType.OK);
        ok.setDisable(true);
        d.getEditor().textProperty().addListener((o, was, now) -> ok.setDisable(!readable(now)));
        d.showAndWait().ifPresent(this::addEngine);
    }

    /** Whether {@code commandLine} names a program and splits into words (its quotes closed). */
    static boolean readable(String commandLine) {
        if (commandLine == null || commandLine.isBlank()) {
            return false;
        }
        try {
            return !otau.engine.tkp.CommandWords.split(commandLine).isEmpty();
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Adds an external engine by its command line and selects it; a bad command line is said in the panel. */
    public void addEngine(String commandLine) {
        vm.addEngine(commandLine);
    }

    /** Selects an engine by its shown name (for the menu and tests). */
    public void selectEngine(EngineChoice c) {
        vm.engineProperty().set(c);
    }

    public List<EngineChoice> engineChoices() {
        return List.copyOf(vm.engines());
    }

    // --- lines -------------------------------------------------------------------------

    private void refresh() {
        lines.getChildren().clear();
        String empty = vm.emptyText();
        if (empty != null) {
            Label shown = new Label(empty);
            shown.getStyleClass().add("analysis-empty");
            shown.setWrapText(true);
            shown.setMinHeight(Label.USE_PREF_SIZE);
            lines.getChildren().add(shown);
        }
        AnalysisSnapshot s = session.snapshot();
        List<Label> scores = new java.util.ArrayList<>();
        for (AnalysisLine line : s.lines()) {
            HBox row = lineRow(s.position(), line);
            scores.add((Label) row.getChildren().get(0));
            lines.getChildren().add(row);
        }
        widenScoreColumn(scores);
        vm.refresh();
    }

    /** Characters of the longest lead in stones, {@code -162.00}: 5em of the monospaced column holds it. */
    private static final int LONGEST_LEAD = 7;

    /**
     * The score column is 5em wide, which holds every lead in stones; a forced result's words
     * ("loss in 12", "win (table)", Russian "выигрыш через 7") widen it for every row alike, so
     * they are not cut and the moves stay in columns.
     */
    private void widenScoreColumn(List<Label> scores) {
        // A lead ("-161.50") always fits: only words are measured, so the lines' usual refresh,
        // many times a second, does no text layout of its own.
        if (scores.stream().allMatch(l -> l.getText().length() <= LONGEST_LEAD)) {
            return;
        }
        lines.applyCss();
        double widest = 0;
        for (Label l : scores) {
            widest = Math.max(widest, Math.ceil(otau.ui.TextWidth.of(l.getText(), l.getFont()) + l.getPadding().getLeft()
                    + l.getPadding().getRight()) + 2);
        }
        if (widest > 5 * scores.get(0).getFont().getSize()) {
            String width = String.format(java.util.Locale.ROOT, "%.0fpx", widest);
            scores.forEach(l -> l.setStyle("-fx-min-width: " + width + "; -fx-pref-width: " + width + "; -fx-max-width: " + width + ";"));
        }
    }

    private HBox lineRow(Position p, AnalysisLine line) {
        Label score = new Label(ScoreText.of(line, p.sideToMove()));
        score.getStyleClass().add("pv-score");
        if (line.rank() == 1) {
            score.getStyleClass().add(session.isThreat() ? "threat" : "best");
        }
        Label depth = new Label(Integer.toString(line.depth()));
        depth.getStyleClass().add("pv-depth");
        depth.setTooltip(new Tooltip(I18n.get("analysis.depth")));
        FlowPane moves = new FlowPane(0, 2);
        moves.getStyleClass().add("pv-moves");
        List<LineNotation.LineMove> list = LineNotation.moves(p, line.pv());
        HBox pair = null;
        for (LineNotation.LineMove m : list) {
            Label token = new Label(m.text());
            token.getStyleClass().add("pv-move");
            // A cell's width depends only on whether it carries a number, which depends only on
            // its place in the line: the cells before a change never move.
            token.getStyleClass().add(m.label().isEmpty() ? "plain" : "numbered");
            token.setTextOverrun(javafx.scene.control.OverrunStyle.CLIP);
            token.setOnMouseClicked(e -> vm.playLine(p, line.pv(), m.index()));
            token.setOnMouseEntered(e -> vm.hover(line.rank(), m.index()));
            // A numbered move and the reply after it wrap together: each wrapped row starts
            // with a move number, and a reply never stands alone at the start of a row.
            if (pair == null || !m.label().isEmpty()) {
                pair = new HBox();
                pair.getStyleClass().add("pv-pair");
                moves.getChildren().add(pair);
            }
            pair.getChildren().add(token);
        }
        HBox.setHgrow(moves, Priority.ALWAYS);
        moves.setMinWidth(0);
        moves.setPrefWidth(0);
        HBox row = new HBox(6, score, depth, moves);
        row.getStyleClass().add("pv-line");
        row.setId("pv-line-" + line.rank());
        row.setOnMouseEntered(e -> vm.hoverLine(line.rank(), list.size()));
        row.setOnMouseExited(e -> vm.unhover());
        return row;
    }

    /** The lines as shown, one text per line (for tests and copying). */
    public List<String> displayedLines() {
        return vm.displayedLines();
    }
}
