package otau.ui.analysis;

import otau.ui.preferences.EngineDefaults;

import otau.engine.tkp.CommandWords;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.FXCollections;
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
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;
import otau.model.GameModel;
import otau.ui.I18n;
import otau.ui.board.Arrow;
import otau.ui.board.BoardModes;
import otau.ui.board.HoleRef;
import otau.ui.board.MarkColor;

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
 * <p>Over 400 lines on purpose: the fixed columns, the hover preview and the click on a move share each line's cells; the settings ({@link AnalysisSettings}) and the threat ({@link Threat}) are apart.
 */
public final class AnalysisPanel extends VBox {
    /** How many moves of a hovered line are drawn as arrows. */
    static final int PREVIEW_MOVES = 3;

    private final AnalysisSession session;
    private final GameModel model;
    private final BoardModes board;
    private final AnalysisPreferences prefs;
    private final ToggleButton toggle = new ToggleButton();
    private final ToggleButton threat = new ToggleButton();
    /** Set while the spinners are being brought in line with stored settings (no save then). */
    private boolean loadingSettings;
    private final Label info = new Label();
    private final Label error = new Label();
    private final Label note = new Label();
    private final VBox lines = new VBox(2);
    private final ComboBox<EngineChoice> engines = new ComboBox<>();
    private final Spinner<Integer> threads = new Spinner<>(1, EngineDefaults.MAX_THREADS, 1);
    private final Spinner<Integer> hash = new Spinner<>(EngineDefaults.MIN_HASH, EngineDefaults.MAX_HASH, 64, 16);
    private final Spinner<Integer> lineCount = new Spinner<>(1, AnalysisSettings.MAX_LINES, 3);
    /** The line under the mouse, whose moves replace the best-move arrows; -1 when none. */
    private int hoveredLine = -1;
    private int hoveredMove = -1;

    public AnalysisPanel(AnalysisSession session, GameModel model, BoardModes board, AnalysisPreferences prefs) {
        this.session = session;
        this.model = model;
        this.board = board;
        this.prefs = prefs;
        setId("analysis-panel");
        getStyleClass().add("analysis-panel");
        setSpacing(6);
        setPadding(new Insets(6));
        getStylesheets().add(AnalysisPanel.class.getResource("analysis.css").toExternalForm());

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
        session.threatProperty().addListener((o, was, on) -> {
            if (on && !session.isRunning()) {
                session.start();
            }
            refresh();
        });
        // The buttons keep their labels; the engine's info line gives way on a narrow panel.
        toggle.setMinWidth(Region.USE_PREF_SIZE);
        threat.setMinWidth(Region.USE_PREF_SIZE);
        info.setMinWidth(0);
        HBox top = new HBox(6, toggle, threat, spacer, info);
        top.setAlignment(Pos.CENTER_LEFT);

        note.getStyleClass().add("analysis-note");
        note.setText(I18n.get("analysis.convention"));
        error.setId("analysis-error");
        error.getStyleClass().add("analysis-error");
        error.setWrapText(true);
        error.managedProperty().bind(error.visibleProperty());
        error.visibleProperty().bind(session.errorProperty().isNotEmpty());
        error.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> I18n.get("analysis.error", session.errorProperty().get()), session.errorProperty()));

        lines.setId("analysis-lines");
        ScrollPane scroll = new ScrollPane(lines);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("analysis-lines-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);

        getChildren().addAll(top, note, error, scroll, settingsPane());

        session.snapshotProperty().addListener((o, a, s) -> refresh());
        session.engineNameProperty().addListener((o, a, s) -> refreshInfo());
        model.currentPositionProperty().addListener((o, a, p) -> session.setPosition(p));
        session.setPosition(model.currentPosition());
        refresh();
    }

    /** Puts the proved results (solver, tablebase) under the engine's toolbar, apart from its lines. */
    void showProofs(javafx.scene.Node proofs) {
        getChildren().add(1, proofs);
    }

    public AnalysisSession session() {
        return session;
    }

    private void refreshToggle() {
        boolean on = session.isRunning();
        toggle.setText(I18n.get(on ? "analysis.stop" : "analysis.start"));
        toggle.setGraphic(new FontIcon(on ? "mdi2s-stop" : "mdi2p-play"));
        toggle.setTooltip(new Tooltip(I18n.get("analysis.toggle.tooltip")));
    }

    // --- settings --------------------------------------------------------------------

    private TitledPane settingsPane() {
        List<EngineChoice> known = prefs.engines();
        AnalysisSettings s = prefs.settings();
        EngineChoice chosen = known.stream().filter(e -> e.id().equals(s.engineId())).findFirst()
                .orElse(EngineChoice.BUILT_IN);
        engines.setItems(FXCollections.observableArrayList(known));
        engines.getSelectionModel().select(chosen);
        engines.setId("analysis-engine");
        engines.setMaxWidth(Double.MAX_VALUE);
        threads.getValueFactory().setValue(s.threads());
        hash.getValueFactory().setValue(s.hashMiB());
        lineCount.getValueFactory().setValue(s.lines());
        threads.setId("analysis-threads");
        hash.setId("analysis-hash");
        lineCount.setId("analysis-line-count");
        for (Spinner<Integer> sp : List.of(threads, hash, lineCount)) {
            sp.setEditable(true);
            sp.setPrefWidth(90);
            sp.valueProperty().addListener((o, a, b) -> settingsChanged());
        }
        engines.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                settingsChanged();
            }
        });
        Button add = new Button(null, new FontIcon("mdi2p-plus"));
        add.setId("analysis-add-engine");
        add.setTooltip(new Tooltip(I18n.get("analysis.addEngine")));
        add.setOnAction(e -> askForEngine());
        Button remove = new Button(null, new FontIcon("mdi2d-delete-outline"));
        remove.setId("analysis-remove-engine");
        remove.setTooltip(new Tooltip(I18n.get("analysis.removeEngine")));
        remove.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> engines.getValue() == null || engines.getValue().isBuiltIn(), engines.valueProperty()));
        remove.setOnAction(e -> removeEngine());
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
        session.setSettings(s.withEngine(chosen.id()), chosen);
        prefs.onSaved(this::followStoredSettings);
        return pane;
    }

    /** Edit → Preferences changed the engine settings: the spinners and the engine follow. */
    private void followStoredSettings() {
        AnalysisSettings stored = prefs.settings();
        if (stored.threads() == threads.getValue() && stored.hashMiB() == hash.getValue()
                && stored.lines() == lineCount.getValue()) {
            return;
        }
        loadingSettings = true;
        try {
            threads.getValueFactory().setValue(stored.threads());
            hash.getValueFactory().setValue(stored.hashMiB());
            lineCount.getValueFactory().setValue(stored.lines());
        } finally {
            loadingSettings = false;
        }
        EngineChoice c = engines.getValue() == null ? EngineChoice.BUILT_IN : engines.getValue();
        session.setSettings(new AnalysisSettings(stored.threads(), stored.hashMiB(), stored.lines(), c.id()), c);
    }

    /** The settings the panel shows (threads, hash, lines), for tests. */
    public AnalysisSettings shownSettings() {
        EngineChoice c = engines.getValue() == null ? EngineChoice.BUILT_IN : engines.getValue();
        return new AnalysisSettings(threads.getValue(), hash.getValue(), lineCount.getValue(), c.id());
    }

    private void settingsChanged() {
        if (loadingSettings) {
            return;
        }
        EngineChoice c = engines.getValue() == null ? EngineChoice.BUILT_IN : engines.getValue();
        AnalysisSettings s = new AnalysisSettings(threads.getValue(), hash.getValue(), lineCount.getValue(), c.id());
        prefs.saveSettings(s);
        session.setSettings(s, c);
    }

    private void askForEngine() {
        TextInputDialog d = new TextInputDialog();
        d.setTitle(I18n.get("analysis.addEngine"));
        d.setHeaderText(I18n.get("analysis.addEngine.header"));
        d.setContentText(I18n.get("analysis.addEngine.command"));
        if (getScene() != null) {
            d.initOwner(getScene().getWindow());
        }
        otau.ui.DialogPlacement.prepare(d);
        d.showAndWait().ifPresent(this::addEngine);
    }

    /** Adds an external engine by its command line and selects it; a bad command line is said in the panel. */
    public void addEngine(String commandLine) {
        List<String> words;
        try {
            words = CommandWords.split(commandLine);
        } catch (IllegalArgumentException e) {
            session.stop();
            note.setText(I18n.get("analysis.badCommand", e.getMessage()));
            return;
        }
        String name = java.nio.file.Path.of(words.get(0)).getFileName() + (words.size() > 1 ? " …" : "");
        EngineChoice added = prefs.addEngine(name, words);
        engines.getItems().add(added);
        engines.getSelectionModel().select(added);
    }

    private void removeEngine() {
        EngineChoice c = engines.getValue();
        if (c == null || c.isBuiltIn()) {
            return;
        }
        prefs.removeEngine(c);
        engines.setItems(FXCollections.observableArrayList(prefs.engines()));
        engines.getSelectionModel().select(EngineChoice.BUILT_IN);
    }

    /** Selects an engine by its shown name (for the menu and tests). */
    public void selectEngine(EngineChoice c) {
        engines.getSelectionModel().select(c);
    }

    public List<EngineChoice> engineChoices() {
        return List.copyOf(engines.getItems());
    }

    // --- lines -------------------------------------------------------------------------

    private void refresh() {
        AnalysisSnapshot s = session.snapshot();
        note.setText(session.isThreat() ? I18n.get("analysis.threat.note",
                I18n.get(s.position().sideToMove() == Side.WHITE ? "review.white" : "review.black"))
                : I18n.get("analysis.convention"));
        lines.getChildren().clear();
        Position p = s.position();
        if (p.isGameOver()) {
            Label over = new Label(I18n.get("analysis.gameOver"));
            over.getStyleClass().add("analysis-empty");
            lines.getChildren().add(over);
        } else if (s.isEmpty()) {
            Label empty = new Label(I18n.get(session.isRunning() ? "analysis.thinking" : "analysis.idle"));
            empty.getStyleClass().add("analysis-empty");
            empty.setWrapText(true);
            empty.setMinHeight(Label.USE_PREF_SIZE);
            lines.getChildren().add(empty);
        }
        for (AnalysisLine line : s.lines()) {
            lines.getChildren().add(lineRow(p, line));
        }
        refreshInfo();
        hoveredLine = -1;
        drawArrows();
    }

    private void refreshInfo() {
        AnalysisSnapshot s = session.snapshot();
        String name = session.engineNameProperty().get();
        if (s.isEmpty()) {
            info.setText(name);
            return;
        }
        info.setText(I18n.get("analysis.info", name, s.depth(), ScoreText.count(s.nodes()), ScoreText.count(s.nps())));
    }

    private HBox lineRow(Position p, AnalysisLine line) {
        Label score = new Label(ScoreText.of(line.score(), p.sideToMove()));
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
        for (LineNotation.LineMove m : list) {
            Label token = new Label(m.text());
            token.getStyleClass().add("pv-move");
            // A cell's width depends only on whether it carries a number, which depends only on
            // its place in the line: the cells before a change never move.
            token.getStyleClass().add(m.label().isEmpty() ? "plain" : "numbered");
            token.setTextOverrun(javafx.scene.control.OverrunStyle.CLIP);
            token.setOnMouseClicked(e -> playLine(p, line.pv(), m.index()));
            token.setOnMouseEntered(e -> {
                hoveredLine = line.rank();
                hoveredMove = m.index();
                drawArrows();
            });
            moves.getChildren().add(token);
        }
        HBox.setHgrow(moves, Priority.ALWAYS);
        moves.setMinWidth(0);
        moves.setPrefWidth(0);
        HBox row = new HBox(6, score, depth, moves);
        row.getStyleClass().add("pv-line");
        row.setId("pv-line-" + line.rank());
        row.setOnMouseEntered(e -> {
            hoveredLine = line.rank();
            hoveredMove = Math.min(PREVIEW_MOVES, list.size()) - 1;
            drawArrows();
        });
        row.setOnMouseExited(e -> {
            hoveredLine = -1;
            drawArrows();
        });
        return row;
    }

    /** Plays the line's moves up to {@code upTo} (0-based) at the current node, as one undoable step. */
    public void playLine(Position from, List<Integer> pv, int upTo) {
        if (!from.equals(model.currentPosition())) {
            return;
        }
        List<Integer> moves = new ArrayList<>(pv.subList(0, Math.min(upTo + 1, pv.size())));
        model.batch(I18n.get("analysis.playLine"), () -> moves.forEach(model::playMove));
    }

    /**
     * The engine layer: each line's first move (the best green, the others blue) while the
     * engine runs; the hovered line's first moves (up to the hovered one) while hovering.
     */
    private void drawArrows() {
        AnalysisSnapshot s = session.snapshot();
        List<Arrow> arrows = new ArrayList<>();
        if (hoveredLine > 0) {
            s.lines().stream().filter(l -> l.rank() == hoveredLine).findFirst().ifPresent(line -> {
                List<LineNotation.LineMove> list = LineNotation.moves(s.position(), line.pv());
                Position at = s.position();
                for (int i = 0; i <= hoveredMove && i < list.size(); i++) {
                    LineNotation.LineMove m = list.get(i);
                    addArrow(arrows, at.sideToMove(), m.after().lastMove(), at.sideToMove() == Side.WHITE
                            ? MarkColor.GREEN : MarkColor.YELLOW);
                    at = m.after();
                }
            });
        } else if (session.isRunning() && session.isThreat() && s.position().equals(session.searchedPosition())) {
            // The threat: the other side's best move, in red.
            s.lines().stream().filter(l -> l.rank() == 1 && !l.pv().isEmpty()).findFirst().ifPresent(line ->
                    addArrow(arrows, s.position().sideToMove(), s.position().play(line.pv().get(0)).lastMove(),
                            MarkColor.RED));
        } else if (session.isRunning() && s.position().equals(model.currentPosition())) {
            for (AnalysisLine line : s.lines()) {
                if (!line.pv().isEmpty()) {
                    Position after = s.position().play(line.pv().get(0));
                    addArrow(arrows, s.position().sideToMove(), after.lastMove(),
                            line.rank() == 1 ? MarkColor.GREEN : MarkColor.BLUE);
                }
            }
        }
        // The mode owner shows them only where the board's mode allows engine arrows.
        board.setEngineArrows(arrows);
    }

    private static void addArrow(List<Arrow> arrows, Side mover, Move m, MarkColor color) {
        HoleRef from = new HoleRef(mover, m.hole());
        HoleRef to = new HoleRef(m.landingSide(), m.landing());
        if (!from.equals(to)) {
            arrows.add(new Arrow(from, to, color));
        }
    }

    /** The lines as shown, one text per line (for tests and copying). */
    public List<String> displayedLines() {
        AnalysisSnapshot s = session.snapshot();
        List<String> out = new ArrayList<>();
        for (AnalysisLine l : s.lines()) {
            out.add(ScoreText.of(l.score(), s.position().sideToMove()) + " " + LineNotation.text(s.position(), l.pv()));
        }
        return out;
    }
}
