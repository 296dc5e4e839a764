package otau.ui.puzzle;

import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.puzzle.Puzzle;
import otau.puzzle.train.ProgressStore;
import otau.puzzle.train.TrainingStats;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * Puzzles → Puzzle Dashboard: the success rate in each theme (a table, most tried first),
 * the rating after each attempt, in the order of the attempts (a line chart, with the days
 * they span written under it), and "Replay My Failures", which
 * hands the puzzles whose latest try failed to the trainer as a replay. The history is read
 * and summed up off the FX thread.
 */
final class PuzzleDashboardView extends VBox {
    /** Attempts up to this many are each marked on the line. */
    private static final int SYMBOLS_UP_TO = 40;

    private final ReadOnlyObjectWrapper<TrainingStats> stats = new ReadOnlyObjectWrapper<>(this, "stats");
    final Label summary = new Label();
    final TableView<TrainingStats.ThemeStats> themes = new TableView<>();
    final LineChart<Number, Number> rating;
    final Button replay = new Button(I18n.get("puzzles.dashboard.replay"), new FontIcon("mdi2r-replay"));
    final Label failures = new Label();
    /** Under the chart: the days the attempts were made on. */
    final Label span = new Label();
    private RatingChartData chart;

    /**
     * @param puzzles  the puzzles known now, by id (the themes and the failures are looked up in them)
     * @param onReplay given the failed puzzles, most recent first, when Replay is pressed
     * @param onClose  closes the window
     */
    PuzzleDashboardView(BackgroundExecutor executor, ProgressStore store, Map<String, Puzzle> puzzles,
                        Consumer<List<Puzzle>> onReplay, Runnable onClose) {
        getStyleClass().addAll("puzzle-form", "puzzle-dashboard");
        setId("puzzle-dashboard");
        setSpacing(8);
        setPadding(new Insets(10));

        summary.setId("dashboard-summary");
        summary.setWrapText(true);
        summary.setText(I18n.get("puzzles.dashboard.reading"));

        themes.setId("dashboard-themes");
        themes.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        themes.setPrefHeight(200);
        themes.setPlaceholder(new Label(I18n.get("puzzles.dashboard.empty")));
        themes.getColumns().add(column("puzzles.dashboard.theme", t -> PuzzleNames.theme(t.theme())));
        themes.getColumns().add(column("puzzles.dashboard.tried", t -> Integer.toString(t.attempts())));
        themes.getColumns().add(column("puzzles.dashboard.solved", t -> Integer.toString(t.solved())));
        themes.getColumns().add(column("puzzles.dashboard.success", t ->
                java.text.NumberFormat.getPercentInstance(I18n.locale()).format(t.successRate())));

        NumberAxis order = wholeNumberAxis("puzzles.dashboard.attemptAxis");
        NumberAxis points = wholeNumberAxis("puzzles.dashboard.ratingAxis");
        rating = new LineChart<>(order, points);
        rating.setId("dashboard-rating");
        rating.setLegendVisible(false);
        rating.setAnimated(false);
        rating.setCreateSymbols(false);
        rating.setPrefHeight(240);
        rating.setMinHeight(160);
        VBox.setVgrow(rating, Priority.ALWAYS);

        replay.setId("dashboard-replay");
        replay.setDisable(true);
        replay.setOnAction(e -> {
            TrainingStats s = stats.get();
            if (s != null && !s.failures().isEmpty()) {
                onReplay.accept(s.failures());
                onClose.run();
            }
        });
        failures.setId("dashboard-failures");
        failures.setMinWidth(0);
        Button close = new Button(I18n.get("puzzles.dashboard.close"));
        close.setId("dashboard-close");
        close.setCancelButton(true);
        close.setOnAction(e -> onClose.run());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox actions = new HBox(8, replay, failures, spacer, close);
        actions.setAlignment(Pos.CENTER_LEFT);

        Label ratingLabel = new Label(I18n.get("puzzles.dashboard.rating"));
        span.setId("dashboard-span");
        span.getStyleClass().add("puzzle-dashboard-span");
        span.setMinWidth(0);
        // No chart until there is a rating to draw (an empty one would show a made-up axis).
        for (javafx.scene.Node n : new javafx.scene.Node[] {ratingLabel, rating, span}) {
            n.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(rating.getData()));
            n.managedProperty().bind(n.visibleProperty());
        }
        getChildren().addAll(summary, new Label(I18n.get("puzzles.dashboard.themes")), themes, ratingLabel, rating,
                span, actions);

        Map<String, Puzzle> known = Map.copyOf(puzzles);
        executor.submit(BackgroundTask.of(I18n.get("puzzles.dashboard.reading"), ctx ->
                TrainingStats.of(store.attempts(), known))
                .onSuccess(this::show)
                .onFailure(e -> summary.setText(FailureText.of(e))));
    }

    private static TableColumn<TrainingStats.ThemeStats, String> column(String key,
            java.util.function.Function<TrainingStats.ThemeStats, String> value) {
        TableColumn<TrainingStats.ThemeStats, String> c = new TableColumn<>(I18n.get(key));
        c.setCellValueFactory(d -> new SimpleStringProperty(value.apply(d.getValue())));
        return c;
    }

    private void show(TrainingStats s) {
        stats.set(s);
        if (s.rating().isEmpty()) {
            summary.setText(I18n.get("puzzles.dashboard.empty"));
        } else {
            summary.setText(I18n.get("puzzles.dashboard.summary", s.rating().size(), s.solvedAttempts(),
                    Math.round(s.rating().get(s.rating().size() - 1).rating())));
        }
        themes.getItems().setAll(s.themes());
        chart = RatingChartData.of(s.rating());
        if (chart == null) {
            rating.getData().clear();
        } else {
            XYChart.Series<Number, Number> series = new XYChart.Series<>();
            for (double[] p : chart.points()) {
                series.getData().add(new XYChart.Data<>(p[0], p[1]));
            }
            NumberAxis order = (NumberAxis) rating.getXAxis();
            order.setAutoRanging(false);
            order.setLowerBound(chart.lower());
            order.setUpperBound(chart.upper());
            order.setTickUnit(chart.tickUnit());
            NumberAxis points = (NumberAxis) rating.getYAxis();
            points.setAutoRanging(false);
            points.setLowerBound(chart.ratings().lower());
            points.setUpperBound(chart.ratings().upper());
            points.setTickUnit(chart.ratings().tickUnit());
            // A few points are marked one by one (a single attempt is a point, not a line).
            rating.setCreateSymbols(chart.points().size() <= SYMBOLS_UP_TO);
            rating.getData().setAll(List.of(series));
            DateTimeFormatter date = I18n.date(FormatStyle.MEDIUM);
            String from = date.format(chart.first());
            String to = date.format(chart.last());
            span.setText(from.equals(to) ? I18n.get("puzzles.dashboard.oneDay", from)
                    : I18n.get("puzzles.dashboard.span", from, to));
        }
        failures.setText(I18n.get("puzzles.dashboard.failures", s.failures().size()));
        replay.setDisable(s.failures().isEmpty());
    }

    /** What the rating chart draws (null before the history is read, or with no attempt). */
    RatingChartData chartData() {
        return chart;
    }

    /** What was read, once it is (null before). */
    ReadOnlyObjectProperty<TrainingStats> statsProperty() {
        return stats.getReadOnlyProperty();
    }

    /** An axis labelled in the interface language, its ticks written as whole numbers. */
    private static NumberAxis wholeNumberAxis(String labelKey) {
        NumberAxis axis = new NumberAxis();
        axis.setLabel(I18n.get(labelKey));
        axis.setForceZeroInRange(false);
        axis.setMinorTickVisible(false);
        axis.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number n) {
                return Long.toString(Math.round(n.doubleValue()));
            }

            @Override
            public Number fromString(String s) {
                return 0;
            }
        });
        return axis;
    }
}
