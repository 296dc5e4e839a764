package otau.ui.review;

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
import otau.engine.Limits;
import otau.game.Side;
import otau.review.CriticalMoment;
import otau.review.MoveReview;
import otau.review.PlayerSummary;
import otau.review.ReviewDefaults;
import otau.review.ReviewResult;
import otau.ui.I18n;
import otau.ui.analysis.AnalysisSettings;
import otau.ui.analysis.EngineChoice;
import otau.ui.analysis.EngineFactory;
import otau.ui.board.Arrow;
import otau.ui.board.HoleHighlight;
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
 * <p>This is the layout: the review's state and actions are {@link ReviewViewModel}'s, the
 * mistake list ({@link MistakeList}) and the move details ({@link MoveDetails}) are apart.
 */
public final class ReviewPanel extends VBox {
    static final String INSERT_LINES_KEY = "review.insertLines";
    static final String SHOW_EVALUATIONS_KEY = "movelist.showEvaluations";

    private final Workbench wb;
    private final ReviewViewModel vm;
    private final ChoiceBox<String> mode = new ChoiceBox<>();
    private final Spinner<Integer> amount = new Spinner<>(1, 60_000, (int) ReviewDefaults.MOVE_TIME_MS);
    private final Button start = new Button();
    private final CheckBox insertLines = new CheckBox();
    private final CheckBox showEvaluations = new CheckBox();
    private final Label status = new Label();
    /** Held here: the listener is weak. */
    private final javafx.beans.InvalidationListener sayAgain = o -> sayAgain();
    private final GridPane summary = new GridPane();
    private final MoveDetails details = new MoveDetails();
    private final ListView<MoveReview> marks = new ListView<>();
    private final ListView<CriticalMoment> moments = new ListView<>();
    private final ChoiceBox<String> drillSide = new ChoiceBox<>();
    private final MistakeDrill drill;
    /** True while a feature other than analysis owns the board (a puzzle, a game, a lesson, a drill). */
    private final javafx.beans.binding.BooleanBinding boardBusy;

    public ReviewPanel(Workbench wb, EngineFactory factory, Supplier<EngineChoice> engineChoice,
                       Supplier<AnalysisSettings> settings) {
        this.wb = wb;
        boardBusy = javafx.beans.binding.Bindings.createBooleanBinding(
                () -> wb.boardModes().modeProperty().get() != otau.ui.board.BoardMode.ANALYSIS,
                wb.boardModes().modeProperty());
        this.vm = new ReviewViewModel(wb.model(), new WorkbenchHost(wb),
                new EngineReviewer(factory, engineChoice, settings));
        setId("review-panel");
        getStyleClass().addAll("review-panel", "analysis-panel");
        setSpacing(6);
        setPadding(new Insets(6));

        mode.setItems(FXCollections.observableArrayList(I18n.get("review.byTime"), I18n.get("review.byDepth")));
        mode.getSelectionModel().select(0);
        mode.setId("review-mode");
        amount.setId("review-amount");
        otau.ui.NumberSpinners.editable(amount);
        amount.setPrefWidth(90);
        mode.getSelectionModel().selectedIndexProperty().addListener((o, a, i) -> vm.byDepthProperty()
                .set(i.intValue() == 1));
        // A depth beyond the engine's deepest is not a budget: the field's range follows the mode.
        mode.getSelectionModel().selectedIndexProperty().addListener((o, a, i) ->
                ((javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory) amount.getValueFactory())
                        .setMax(i.intValue() == 1 ? otau.engine.search.SearchEngine.MAX_DEPTH : 60_000));
        amount.getValueFactory().valueProperty().bindBidirectional(vm.amountProperty());
        start.setId("review-start");
        start.setText(I18n.get("review.start"));
        start.setGraphic(new FontIcon("mdi2c-chart-line"));
        start.setOnAction(e -> startReview());
        start.disableProperty().bind(vm.runningProperty().or(boardBusy));
        // The button keeps its whole text; the budget choice moves below it in a narrow panel.
        start.setMinWidth(javafx.scene.control.Control.USE_PREF_SIZE);
        javafx.scene.layout.FlowPane row = new javafx.scene.layout.FlowPane(6, 6, start, mode, amount);
        row.setAlignment(Pos.CENTER_LEFT);

        insertLines.setId("review-insert-lines");
        insertLines.setText(I18n.get("review.insertLines"));
        insertLines.selectedProperty().bindBidirectional(vm.insertLinesProperty());
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
        status.textProperty().bind(vm.statusProperty());
        summary.setId("review-summary");
        summary.getStyleClass().add("review-summary");
        summary.setHgap(10);

        marks.setId("review-marks");
        marks.setPrefHeight(130);
        marks.setItems(vm.marks());
        marks.setCellFactory(v -> cell(ReviewTexts::markRow, m -> m));
        marks.getSelectionModel().selectedItemProperty().addListener((o, a, m) -> vm.goToPly(m == null ? -1 : m.ply()));
        moments.setId("review-moments");
        moments.setPrefHeight(110);
        moments.setItems(vm.moments());
        moments.setCellFactory(v -> cell(ReviewTexts::moment, CriticalMoment::move));
        moments.getSelectionModel().selectedItemProperty().addListener((o, a, c) ->
                vm.goToPly(c == null ? -1 : c.move().ply()));
        TitledPane marksPane = titled("review-marks-pane", "review.marks", marks);
        TitledPane momentsPane = titled("review-moments-pane", "review.moments", moments);

        Button prev = new Button(I18n.get("command.previousMistake"));
        prev.setId("review-previous");
        prev.setOnAction(e -> goToMistake(false));
        Button next = new Button(I18n.get("command.nextMistake"));
        next.setId("review-next");
        next.setOnAction(e -> goToMistake(true));
        HBox nav = new HBox(6, prev, next);

        drill = new MistakeDrill(wb, factory, engineChoice, vm::limits);
        drillSide.setId("review-drill-side");
        drillSide.setItems(FXCollections.observableArrayList(I18n.get("review.white"), I18n.get("review.black")));
        drillSide.getSelectionModel().select(0);
        Button retry = new Button(I18n.get("command.retryMistakes"), new FontIcon("mdi2s-school-outline"));
        retry.setId("review-retry");
        retry.setOnAction(e -> startDrill());
        retry.disableProperty().bind(boardBusy);
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
        showResult(null);
        details.show(null);
        vm.resultProperty().addListener((o, a, r) -> showResult(r));
        // The summary's player labels glue a side's name to a player's: made again in a new language.
        otau.ui.LanguageSwitch.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(sayAgain));
        vm.currentProperty().addListener((o, a, m) -> details.show(m));
        vm.onCleared(drill::stop);
    }

    /** The workbench as the review's model sees it; the marks are the analysis mode's own (a puzzle or a game never shows them). */
    private record WorkbenchHost(Workbench wb) implements ReviewViewModel.Host {
        @Override
        public void showMessage(String text) {
            wb.showMessage(text);
        }

        @Override
        public void runWithProgress(BackgroundTask<ReviewResult> task) {
            wb.runWithProgress(task);
        }

        @Override
        public void showMarks(List<Arrow> arrows, List<HoleHighlight> rings) {
            marks().showMarks(arrows, rings);
        }

        @Override
        public void clearMarks() {
            marks().clearMarks();
        }

        private ModeSession marks() {
            return wb.boardModes().analysis();
        }
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
        return vm.limits();
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
        return vm.resultProperty().get();
    }

    /** The review's state and actions. */
    public ReviewViewModel viewModel() {
        return vm;
    }

    /** Starts reviewing the main line as it is now; the user may keep working meanwhile. */
    /** True while a feature other than analysis owns the board: no review or drill starts then. */
    javafx.beans.binding.BooleanBinding boardBusy() {
        return boardBusy;
    }

    public void startReview() {
        vm.startReview();
    }

    static String meanDepth(ReviewResult r) {
        return ReviewViewModel.meanDepth(r);
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

    private void sayAgain() {
        showResult(vm.resultProperty().get());
        marks.refresh();
        moments.refresh();
    }

    /** The summary and the lists' placeholders: empty before a review; after one, that nothing was found. */
    private void showResult(ReviewResult r) {
        if (r == null) {
            summary.getChildren().clear();
            marks.setPlaceholder(new Label());
            moments.setPlaceholder(new Label());
            return;
        }
        showSummary(r.summary(Side.WHITE), r.summary(Side.BLACK));
        marks.setPlaceholder(placeholder("review-marks-none", "review.marks.none"));
        moments.setPlaceholder(placeholder("review-moments-none", "review.moments.none"));
    }

    private static Label placeholder(String id, String key) {
        Label l = new Label(I18n.get(key));
        l.setId(id);
        l.setWrapText(true);
        return l;
    }

    /** The arrows the review shows now (played red, best green), for tests. */
    public List<Arrow> boardArrows() {
        return vm.boardArrows();
    }

    private void showSummary(PlayerSummary white, PlayerSummary black) {
        summary.getChildren().clear();
        summary.addRow(0, new Label(), heading("review.accuracy"), heading("review.inaccuracies"),
                heading("review.mistakes"), heading("review.blunders"));
        int r = 1;
        for (PlayerSummary p : List.of(white, black)) {
            Label who = new Label(vm.playerLabel(p));
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
            vm.goToMistake(true);
        }
    }

    /** Goes to the next (or previous) move marked ?!, ? or ?? on the main line. */
    public void goToMistake(boolean forward) {
        vm.goToMistake(forward);
    }
}
