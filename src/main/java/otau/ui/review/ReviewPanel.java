package otau.ui.review;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.engine.Engine;
import otau.engine.Limits;
import otau.game.Position;
import otau.game.Side;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.review.EngineAnalyser;
import otau.review.GameReviewer;
import otau.review.PlayerSummary;
import otau.review.ReviewResult;
import otau.review.Thresholds;
import otau.ui.I18n;
import otau.ui.analysis.AnalysisSettings;
import otau.ui.analysis.EngineChoice;
import otau.ui.analysis.EngineFactory;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Workbench;

/**
 * Game review: analyses the whole main line in the background (depth or time per move),
 * then writes evaluations and error glyphs into the game as one undoable step and shows
 * each player's accuracy and error counts. Also the mistake navigation and the drill.
 */
public final class ReviewPanel extends VBox {
    private final Workbench wb;
    private final GameModel model;
    private final EngineFactory factory;
    private final Supplier<EngineChoice> engineChoice;
    private final Supplier<AnalysisSettings> settings;
    private final ChoiceBox<String> mode = new ChoiceBox<>();
    private final Spinner<Integer> amount = new Spinner<>(1, 60_000, 8);
    private final Button start = new Button();
    private final Label status = new Label();
    private final GridPane summary = new GridPane();
    private final MistakeDrill drill;
    private boolean reviewing;

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

        mode.setItems(FXCollections.observableArrayList(I18n.get("review.byDepth"), I18n.get("review.byTime")));
        mode.getSelectionModel().select(0);
        mode.setId("review-mode");
        amount.setId("review-amount");
        amount.setEditable(true);
        amount.setPrefWidth(90);
        mode.getSelectionModel().selectedIndexProperty().addListener((o, a, i) ->
                amount.getValueFactory().setValue(i.intValue() == 0 ? 8 : 500));
        start.setId("review-start");
        start.setText(I18n.get("review.start"));
        start.setGraphic(new FontIcon("mdi2c-chart-line"));
        start.setOnAction(e -> startReview());
        HBox row = new HBox(6, start, mode, amount);
        row.setAlignment(Pos.CENTER_LEFT);

        status.setId("review-status");
        status.getStyleClass().add("review-note");
        status.setWrapText(true);
        summary.setId("review-summary");
        summary.getStyleClass().add("review-summary");

        Button prev = new Button(I18n.get("command.previousMistake"));
        prev.setId("review-previous");
        prev.setOnAction(e -> goToMistake(false));
        Button next = new Button(I18n.get("command.nextMistake"));
        next.setId("review-next");
        next.setOnAction(e -> goToMistake(true));
        Button retry = new Button(I18n.get("command.retryMistakes"), new FontIcon("mdi2s-school-outline"));
        retry.setId("review-retry");
        drill = new MistakeDrill(wb, factory, engineChoice, this::limits);
        retry.setOnAction(e -> drill.start());
        HBox nav = new HBox(6, prev, next);
        getChildren().addAll(row, status, summary, nav, retry, drill.view());
        showSummaryFromGame();
        model.rootProperty().addListener((o, a, b) -> showSummaryFromGame());
    }

    Limits limits() {
        int v = amount.getValue();
        return mode.getSelectionModel().getSelectedIndex() == 0 ? Limits.depth(v) : Limits.moveTime(v);
    }

    /** Sets the depth per position (for the command line of tests and the menu). */
    public void setDepth(int depth) {
        mode.getSelectionModel().select(0);
        amount.getValueFactory().setValue(depth);
    }

    public MistakeDrill drill() {
        return drill;
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
        reviewing = true;
        start.setDisable(true);
        status.setText(I18n.get("review.running", line.size() - 1));
        BackgroundTask<ReviewResult> task = BackgroundTask.<ReviewResult>of(I18n.get("review.title"), ctx -> {
            try (Engine engine = factory.start(choice)) {
                engine.setOption(Engine.THREADS, Integer.toString(s.threads()));
                engine.setOption(Engine.HASH, Integer.toString(s.hashMiB()));
                engine.setOption(Engine.MULTI_PV, "1");
                GameReviewer reviewer = new GameReviewer(new EngineAnalyser(engine, limits), Thresholds.STANDARD);
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
        }).onSuccess(result -> {
            finished();
            if (ModelAnnotator.apply(model, root, result, I18n.get("review.undo"))) {
                status.setText(I18n.get("review.done", result.moves().size()));
                showSummary(result.summary(Side.WHITE), result.summary(Side.BLACK));
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

    private void finished() {
        reviewing = false;
        start.setDisable(false);
    }

    public String statusText() {
        return status.getText();
    }

    /** A game opened with glyphs already in it shows their counts (accuracy needs a review). */
    private void showSummaryFromGame() {
        summary.getChildren().clear();
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

    /** Goes to the next (or previous) move marked ?!, ? or ?? on the main line. */
    public void goToMistake(boolean forward) {
        GameNode n = MistakeList.next(model, forward);
        if (n == null) {
            wb.showMessage(I18n.get(MistakeList.find(model, otau.review.MoveClass.INACCURACY).isEmpty()
                    ? "review.noMistakes" : forward ? "review.noMoreMistakes" : "review.noEarlierMistakes"));
            return;
        }
        model.goTo(n);
        wb.showMessage(I18n.get("review.at", n.moveLabel() + " " + n.notation() + MistakeList.classOf(n).glyph()));
    }
}
