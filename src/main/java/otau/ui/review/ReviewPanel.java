package otau.ui.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.engine.Engine;
import otau.engine.Limits;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.review.CriticalMoment;
import otau.review.CriticalMoments;
import otau.review.EngineAnalyser;
import otau.review.GameReviewer;
import otau.review.MoveReview;
import otau.review.PlayerSummary;
import otau.review.ReviewDefaults;
import otau.review.ReviewResult;
import otau.review.Thresholds;
import otau.ui.I18n;
import otau.ui.analysis.AnalysisSettings;
import otau.ui.analysis.EngineChoice;
import otau.ui.analysis.EngineFactory;
import otau.ui.board.Arrow;
import otau.ui.board.HoleHighlight;
import otau.ui.board.HoleRef;
import otau.ui.board.MarkColor;
import otau.ui.board.ModeSession;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Workbench;

/**
 * Game review: analyses the whole main line in the background (a time or a depth per
 * position), then writes evaluations, error glyphs and optionally the better lines into the
 * game as one undoable step. It shows each player's accuracy and error counts, the marked
 * moves and the turning points; at a reviewed move, the move played, the best move, what
 * was lost and the engine's line, with the played (red) and best (green) moves on the board.
 * Also the mistake navigation and "learn from your mistakes", whose bar is at the top.
 *
 * <p>Over 400 lines on purpose: the review's run, its summary and the per-move view follow one state (not started, running, reviewed); the mistake list ({@link MistakeList}) and the move details ({@link MoveDetails}) are apart.
 */
public final class ReviewPanel extends VBox {
    static final String INSERT_LINES_KEY = "review.insertLines";
    static final String SHOW_EVALUATIONS_KEY = "movelist.showEvaluations";
    static final int MOMENTS = 5;

    private final Workbench wb;
    private final GameModel model;
    private final EngineFactory factory;
    private final Supplier<EngineChoice> engineChoice;
    private final Supplier<AnalysisSettings> settings;
    private final ChoiceBox<String> mode = new ChoiceBox<>();
    private final Spinner<Integer> amount = new Spinner<>(1, 60_000, (int) ReviewDefaults.MOVE_TIME_MS);
    private final Button start = new Button();
    private final CheckBox insertLines = new CheckBox();
    private final CheckBox showEvaluations = new CheckBox();
    private final Label status = new Label();
    private final GridPane summary = new GridPane();
    private final MoveDetails details = new MoveDetails();
    private final ListView<MoveReview> marks = new ListView<>();
    private final ListView<CriticalMoment> moments = new ListView<>();
    private final ChoiceBox<String> drillSide = new ChoiceBox<>();
    private final MistakeDrill drill;
    private boolean reviewing;
    /** The last review and the game it belongs to; cleared when another game is opened. */
    private ReviewResult result;
    private GameNode resultRoot;

    public ReviewPanel(Workbench wb, EngineFactory factory, Supplier<EngineChoice> engineChoice,
                       Supplier<AnalysisSettings> settings) {
        this.wb = wb;
        this.model = wb.model();
        this.factory = factory;
        this.engineChoice = engineChoice;
        this.settings = settings;
        setId("review-panel");
        getStyleClass().addAll("review-panel", "analysis-panel");
        getStylesheets().add(ReviewPanel.class.getResource("/otau/ui/analysis/analysis.css").toExternalForm());
        setSpacing(6);
        setPadding(new Insets(6));

        mode.setItems(FXCollections.observableArrayList(I18n.get("review.byTime"), I18n.get("review.byDepth")));
        mode.getSelectionModel().select(0);
        mode.setId("review-mode");
        amount.setId("review-amount");
        amount.setEditable(true);
        amount.setPrefWidth(90);
        mode.getSelectionModel().selectedIndexProperty().addListener((o, a, i) -> amount.getValueFactory()
                .setValue(i.intValue() == 0 ? (int) ReviewDefaults.MOVE_TIME_MS : ReviewDefaults.DEPTH));
        start.setId("review-start");
        start.setText(I18n.get("review.start"));
        start.setGraphic(new FontIcon("mdi2c-chart-line"));
        start.setOnAction(e -> startReview());
        // The button keeps its whole text; the budget choice moves below it in a narrow panel.
        start.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
        javafx.scene.layout.FlowPane row = new javafx.scene.layout.FlowPane(6, 6, start, mode, amount);
        row.setAlignment(Pos.CENTER_LEFT);

        insertLines.setId("review-insert-lines");
        insertLines.setText(I18n.get("review.insertLines"));
        insertLines.setSelected(wb.preferences().getBoolean(INSERT_LINES_KEY, false));
        insertLines.selectedProperty().addListener((o, a, on) -> {
            wb.preferences().put(INSERT_LINES_KEY, on);
            wb.preferences().save();
        });
        showEvaluations.setId("review-show-evals");
        showEvaluations.setText(I18n.get("review.showEvals"));
        wb.moveList().showEvaluationsProperty().set(wb.preferences().getBoolean(SHOW_EVALUATIONS_KEY, false));
        showEvaluations.selectedProperty().bindBidirectional(wb.moveList().showEvaluationsProperty());
        showEvaluations.selectedProperty().addListener((o, a, on) -> {
            wb.preferences().put(SHOW_EVALUATIONS_KEY, on);
            wb.preferences().save();
        });
        javafx.scene.layout.FlowPane options = new javafx.scene.layout.FlowPane(12, 6, insertLines, showEvaluations);

        status.setId("review-status");
        status.getStyleClass().add("review-note");
        status.setWrapText(true);
        summary.setId("review-summary");
        summary.getStyleClass().add("review-summary");
        summary.setHgap(10);

        marks.setId("review-marks");
        marks.setPrefHeight(130);
        marks.setCellFactory(v -> cell(ReviewTexts::markRow, m -> m));
        marks.getSelectionModel().selectedItemProperty().addListener((o, a, m) -> goToPly(m == null ? -1 : m.ply()));
        moments.setId("review-moments");
        moments.setPrefHeight(110);
        moments.setCellFactory(v -> cell(ReviewTexts::moment, CriticalMoment::move));
        moments.getSelectionModel().selectedItemProperty().addListener((o, a, c) ->
                goToPly(c == null ? -1 : c.move().ply()));
        TitledPane marksPane = titled("review-marks-pane", "review.marks", marks);
        TitledPane momentsPane = titled("review-moments-pane", "review.moments", moments);

        Button prev = new Button(I18n.get("command.previousMistake"));
        prev.setId("review-previous");
        prev.setOnAction(e -> goToMistake(false));
        Button next = new Button(I18n.get("command.nextMistake"));
        next.setId("review-next");
        next.setOnAction(e -> goToMistake(true));
        HBox nav = new HBox(6, prev, next);

        drill = new MistakeDrill(wb, factory, engineChoice, this::limits);
        drillSide.setId("review-drill-side");
        drillSide.setItems(FXCollections.observableArrayList(I18n.get("review.white"), I18n.get("review.black")));
        drillSide.getSelectionModel().select(0);
        Button retry = new Button(I18n.get("command.retryMistakes"), new FontIcon("mdi2s-school-outline"));
        retry.setId("review-retry");
        retry.setOnAction(e -> startDrill());
        HBox learn = new HBox(6, retry, drillSide);
        learn.setAlignment(Pos.CENTER_LEFT);

        // While a drill runs, its bar has the one "Next mistake"; the review's navigation steps aside.
        nav.visibleProperty().bind(drill.activeProperty().not());
        nav.managedProperty().bind(nav.visibleProperty());

        VBox body = new VBox(6, status, summary, details, momentsPane, marksPane, nav, learn);
        body.setPadding(new Insets(0, 4, 0, 0));
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(body);
        scroll.setId("review-scroll");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("review-scroll");
        VBox.setVgrow(scroll, javafx.scene.layout.Priority.ALWAYS);
        // The drill's bar (the position to fix, the verdict, Next mistake) sits above the part
        // that scrolls, so it is in view whenever the panel is.
        getChildren().addAll(drill.view(), row, options, scroll);
        clear();
        model.rootProperty().addListener((o, a, b) -> {
            if (b != resultRoot) {
                clear();
            }
        });
        model.currentNodeProperty().addListener((o, a, b) -> showCurrent());
        model.addTreeListener(events -> showCurrent());
    }

    private static <T> ListCell<T> cell(java.util.function.Function<T, String> text,
                                        java.util.function.Function<T, MoveReview> move) {
        return new ListCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().removeAll("class-inaccuracy", "class-mistake", "class-blunder");
                setText(empty || item == null ? null : text.apply(item));
                if (!empty && item != null && move.apply(item).moveClass().isError()) {
                    getStyleClass().add("class-" + move.apply(item).moveClass().name().toLowerCase(Locale.ROOT));
                }
            }
        };
    }

    private static TitledPane titled(String id, String key, javafx.scene.Node content) {
        TitledPane p = new TitledPane(I18n.get(key), content);
        p.setId(id);
        p.setAnimated(false);
        return p;
    }

    Limits limits() {
        int v = amount.getValue();
        return mode.getSelectionModel().getSelectedIndex() == 0 ? ReviewDefaults.timeBudget(v) : Limits.depth(v);
    }

    /** Sets a fixed depth per position (tests, and users who want repeatable results). */
    public void setDepth(int depth) {
        mode.getSelectionModel().select(1);
        amount.getValueFactory().setValue(depth);
    }

    /** Sets a time per position in milliseconds (the default mode). */
    public void setMoveTime(int ms) {
        mode.getSelectionModel().select(0);
        amount.getValueFactory().setValue(ms);
    }

    public void setInsertLines(boolean on) {
        insertLines.setSelected(on);
    }

    public MistakeDrill drill() {
        return drill;
    }

    /** The last review of the game shown, or null. */
    public ReviewResult result() {
        return result;
    }

    /** Starts reviewing the main line as it is now; the user may keep working meanwhile. */
    public void startReview() {
        if (reviewing) {
            wb.showMessage(I18n.get("review.busy"));
            return;
        }
        List<Position> line = ModelAnnotator.mainLinePositions(model);
        if (line.size() < 2) {
            status.setText(I18n.get("review.noMoves"));
            return;
        }
        GameNode root = model.root();
        EngineChoice choice = engineChoice.get();
        AnalysisSettings s = settings.get();
        Limits limits = limits();
        boolean lines = insertLines.isSelected();
        reviewing = true;
        start.setDisable(true);
        status.setText(I18n.get("review.running", line.size() - 1));
        BackgroundTask<ReviewResult> task = BackgroundTask.<ReviewResult>of(I18n.get("review.title"), ctx -> {
            try (Engine engine = factory.start(choice)) {
                engine.setOption(Engine.THREADS, Integer.toString(s.threads()));
                engine.setOption(Engine.HASH, Integer.toString(s.hashMiB()));
                engine.setOption(Engine.MULTI_PV, "1");
                // Main book moves and established opening theory are not marked; under a time
                // budget the book's positions are read, not searched.
                GameReviewer reviewer = new GameReviewer(new EngineAnalyser(engine, limits), Thresholds.STANDARD,
                        otau.engine.book.Book.bundled(), limits.moveTimeMs() > 0)
                        .withTheory(otau.review.OpeningTheory.bundled());
                return reviewer.review(line, new GameReviewer.Progress() {
                    @Override
                    public void done(int analysed, int total) {
                        ctx.progress(analysed, total);
                    }

                    @Override
                    public boolean isCancelled() {
                        return ctx.isCancelled();
                    }
                });
            }
        }).onSuccess(r -> {
            finished();
            if (ModelAnnotator.apply(model, root, r, lines, I18n.get("review.undo"))) {
                result = r;
                resultRoot = root;
                status.setText(I18n.get("review.done", r.moves().size(), meanDepth(r)));
                show(r);
            } else {
                status.setText(I18n.get("review.gameChanged"));
            }
        }).onFailure(e -> {
            finished();
            status.setText(I18n.get("review.failed", e.getMessage() == null ? e.toString() : e.getMessage()));
        }).onCancelled(() -> {
            finished();
            status.setText(I18n.get("review.cancelled"));
        });
        wb.runWithProgress(task);
    }

    static String meanDepth(ReviewResult r) {
        double sum = 0;
        int n = 0;
        for (var p : r.positions()) {
            if (p.depth() > 0) {
                sum += p.depth();
                n++;
            }
        }
        return String.format(Locale.ROOT, "%.1f", n == 0 ? 0 : sum / n);
    }

    private void finished() {
        reviewing = false;
        start.setDisable(false);
    }

    public String statusText() {
        return status.getText();
    }

    /** What the panel says about the move shown (for tests and copying). */
    public String moveText() {
        return details.text();
    }

    public List<String> markTexts() {
        return marks.getItems().stream().map(ReviewTexts::markRow).toList();
    }

    public List<String> momentTexts() {
        return moments.getItems().stream().map(ReviewTexts::moment).toList();
    }

    /** Forgets the review shown: another game was opened. */
    private void clear() {
        result = null;
        resultRoot = null;
        status.setText("");
        summary.getChildren().clear();
        marks.getItems().clear();
        moments.getItems().clear();
        // Empty lists before a review say nothing; after one, that nothing was found.
        marks.setPlaceholder(new Label());
        moments.setPlaceholder(new Label());
        details.show(null);
        drill.stop();
        boardMarks().clearMarks();
    }

    private void show(ReviewResult r) {
        showSummary(r.summary(Side.WHITE), r.summary(Side.BLACK));
        marks.getItems().setAll(r.marked());
        moments.getItems().setAll(CriticalMoments.find(r, MOMENTS));
        marks.setPlaceholder(placeholder("review-marks-none", "review.marks.none"));
        moments.setPlaceholder(placeholder("review-moments-none", "review.moments.none"));
        showCurrent();
    }

    private static Label placeholder(String id, String key) {
        Label l = new Label(I18n.get(key));
        l.setId(id);
        l.setWrapText(true);
        return l;
    }

    /** The review's verdict on the move shown, if it is a reviewed main-line move. */
    private MoveReview currentReview() {
        if (result == null || model.root() != resultRoot) {
            return null;
        }
        GameNode node = model.currentNode();
        if (node.isRoot() || !node.isOnMainLine()) {
            return null;
        }
        MoveReview m = result.at(node.ply());
        return m != null && m.after().equals(node.position()) ? m : null;
    }

    private void showCurrent() {
        MoveReview m = currentReview();
        details.show(m);
        ModeSession marksOwner = boardMarks();
        if (m == null || m.isBest() || !m.moveClass().isError() || m.bestMove() == 0) {
            marksOwner.clearMarks();
            return;
        }
        List<Arrow> arrows = new ArrayList<>();
        List<HoleHighlight> rings = new ArrayList<>();
        addMove(arrows, rings, m.before(), m.played(), MarkColor.RED);
        addMove(arrows, rings, m.before(), m.bestMove(), MarkColor.GREEN);
        marksOwner.showMarks(arrows, rings);
    }

    private static void addMove(List<Arrow> arrows, List<HoleHighlight> rings, Position before, int hole,
                                MarkColor color) {
        Move move = before.play(hole).lastMove();
        HoleRef from = new HoleRef(before.sideToMove(), hole);
        HoleRef to = new HoleRef(move.landingSide(), move.landing());
        if (!from.equals(to)) {
            arrows.add(new Arrow(from, to, color));
        }
        rings.add(new HoleHighlight(from, color));
    }

    /** The review draws in analysis mode, as its own marks (a puzzle or a game never shows them). */
    private ModeSession boardMarks() {
        return wb.boardModes().analysis();
    }

    /** The arrows the review shows now (played red, best green), for tests. */
    public List<Arrow> boardArrows() {
        MoveReview m = currentReview();
        if (m == null || m.isBest() || !m.moveClass().isError()) {
            return List.of();
        }
        List<Arrow> arrows = new ArrayList<>();
        addMove(arrows, new ArrayList<>(), m.before(), m.played(), MarkColor.RED);
        addMove(arrows, new ArrayList<>(), m.before(), m.bestMove(), MarkColor.GREEN);
        return arrows;
    }

    private void goToPly(int ply) {
        List<GameNode> line = model.mainLine();
        if (ply >= 1 && ply <= line.size()) {
            model.goTo(line.get(ply - 1));
        }
    }

    private void showSummary(PlayerSummary white, PlayerSummary black) {
        summary.getChildren().clear();
        summary.addRow(0, new Label(), heading("review.accuracy"), heading("review.inaccuracies"),
                heading("review.mistakes"), heading("review.blunders"));
        int r = 1;
        for (PlayerSummary p : List.of(white, black)) {
            String name = model.tag(p.side() == Side.WHITE ? "White" : "Black");
            String side = I18n.get(p.side() == Side.WHITE ? "review.white" : "review.black");
            Label who = new Label(name == null || name.isBlank() || name.equals("?") ? side : side + " · " + name);
            who.getStyleClass().add("review-heading");
            Label acc = new Label(String.format(Locale.ROOT, "%.1f%%", p.accuracy()));
            acc.setId("review-accuracy-" + p.side().name().toLowerCase(Locale.ROOT));
            summary.addRow(r++, who, acc, new Label(Integer.toString(p.inaccuracies())),
                    new Label(Integer.toString(p.mistakes())), new Label(Integer.toString(p.blunders())));
        }
    }

    private static Label heading(String key) {
        Label l = new Label(I18n.get(key));
        l.getStyleClass().add("review-heading");
        return l;
    }

    /** Learn from your mistakes: every marked move of the side chosen, one at a time. */
    public void startDrill() {
        drill.start(drillSide.getSelectionModel().getSelectedIndex() == 1 ? Side.BLACK : Side.WHITE);
    }

    /** Chooses whose mistakes the drill goes through. */
    public void setDrillSide(Side side) {
        drillSide.getSelectionModel().select(side == Side.WHITE ? 0 : 1);
    }

    /** "Next mistake" (the command): the drill's next position while a drill runs, else the next marked move. */
    public void nextMistake() {
        if (drill.isActive()) {
            drill.next();
        } else {
            goToMistake(true);
        }
    }

    /** Goes to the next (or previous) move marked ?!, ? or ?? on the main line. */
    public void goToMistake(boolean forward) {
        GameNode n = MistakeList.next(model, forward);
        if (n == null) {
            wb.showMessage(I18n.get(MistakeList.find(model, otau.review.MoveClass.INACCURACY).isEmpty()
                    ? "review.noMistakes" : forward ? "review.noMoreMistakes" : "review.noEarlierMistakes"));
            return;
        }
        model.goTo(n);
        MoveReview m = currentReview();
        String at = n.moveLabel() + " " + n.notation() + MistakeList.classOf(n).glyph();
        wb.showMessage(m == null || m.isBest() ? I18n.get("review.at", at)
                : I18n.get("review.atBest", at, ReviewTexts.loss(m), ReviewTexts.best(m)));
    }
}
