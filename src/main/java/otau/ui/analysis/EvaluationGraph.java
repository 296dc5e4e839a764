package otau.ui.analysis;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.chart.AreaChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.Line;
import otau.game.record.Evaluation;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.review.MoveClass;
import otau.review.WinChance;
import otau.ui.I18n;

/**
 * The main line's evaluations as an area chart (stones for White, clipped at
 * ±{@link #CLIP_STONES}): the evaluations kept in the game ({@code [%eval]}, written by a
 * review), else what the engine panel found for that position. Only analysed plies are
 * drawn: each run of consecutive known values is its own area, and a lone value is a dot,
 * so a single analysed position never draws a slope across the unknown rest of the game.
 * The current move is marked; hovering shows the move and its evaluation; a click goes to
 * the move under the mouse.
 */
public final class EvaluationGraph extends StackPane {
    static final double CLIP_STONES = 20;

    private final GameModel model;
    private final AnalysisSession session;
    private final NumberAxis xAxis = new NumberAxis();
    private final NumberAxis yAxis = new NumberAxis(-CLIP_STONES, CLIP_STONES, 10);
    private final AreaChart<Number, Number> chart = new AreaChart<>(xAxis, yAxis);
    private final Pane overlay = new Pane();
    private final Line current = new Line();
    private final List<Line> errorMarks = new ArrayList<>();
    private final List<javafx.scene.shape.Circle> dots = new ArrayList<>();
    private final javafx.scene.control.Label hover = new javafx.scene.control.Label();
    private List<GameNode> line = List.of();
    private List<Double> values = List.of();
    private final javafx.beans.property.ReadOnlyBooleanWrapper drawable =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "drawable");

    public EvaluationGraph(GameModel model, AnalysisSession session) {
        this.model = model;
        this.session = session;
        setId("evaluation-graph");
        getStyleClass().add("evaluation-graph");
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        chart.setCreateSymbols(false);
        chart.setHorizontalGridLinesVisible(false);
        chart.setVerticalGridLinesVisible(false);
        xAxis.setAutoRanging(false);
        xAxis.setLowerBound(0);
        xAxis.setTickUnit(10);
        xAxis.setMinorTickVisible(false);
        yAxis.setMinorTickVisible(false);
        javafx.scene.control.Tooltip.install(chart, new javafx.scene.control.Tooltip(I18n.get("graph.axis")));
        // The graph gets at most a fifth of the window's height: little padding, few ticks.
        chart.setPadding(new javafx.geometry.Insets(4, 10, 2, 2));
        chart.setMinHeight(60);
        hover.setId("graph-hover");
        hover.getStyleClass().add("graph-hover");
        hover.setMouseTransparent(true);
        hover.setVisible(false);
        hover.setManaged(false);
        chart.setPrefHeight(150);
        current.getStyleClass().add("graph-current");
        current.setMouseTransparent(true);
        overlay.setMouseTransparent(true);
        overlay.setManaged(true);
        overlay.getChildren().addAll(current, hover);
        getChildren().addAll(chart, overlay);
        chart.setOnMouseClicked(e -> goToPly(plyAt(e.getSceneX())));
        chart.setOnMouseMoved(e -> showHover(plyAt(e.getSceneX()), e.getSceneX(), e.getSceneY()));
        chart.setOnMouseExited(e -> hover.setVisible(false));
        model.addTreeListener(events -> rebuild());
        model.rootProperty().addListener((o, a, b) -> rebuild());
        model.currentNodeProperty().addListener((o, a, b) -> requestLayout());
        session.cacheVersionProperty().addListener((o, a, b) -> rebuild());
        rebuild();
    }

    /** The plotted values (stones for White, clipped) per ply from the start, NaN where unknown. */
    public List<Double> values() {
        return values;
    }

    /** True while there is at least one evaluation to draw (the workbench hides an empty graph). */
    public javafx.beans.property.ReadOnlyBooleanProperty drawableProperty() {
        return drawable.getReadOnlyProperty();
    }

    /** Re-reads the main line and its evaluations. */
    public void rebuild() {
        List<GameNode> nodes = new ArrayList<>();
        nodes.add(model.root());
        nodes.addAll(model.mainLine());
        line = nodes;
        List<Double> vals = new ArrayList<>(nodes.size());
        for (int ply = 0; ply < nodes.size(); ply++) {
            GameNode n = nodes.get(ply);
            Evaluation e = n.evaluation() != null ? n.evaluation() : session.evaluationOf(n.position());
            double v = Double.NaN;
            if (e != null) {
                v = Math.max(-CLIP_STONES, Math.min(CLIP_STONES, WinChance.whiteCentis(e) / 100.0));
            } else if (n.position().isGameOver()) {
                v = Math.signum(WinChance.terminal(n.position())) * CLIP_STONES;
            }
            vals.add(v);
        }
        values = List.copyOf(vals);
        drawable.set(vals.stream().anyMatch(v -> !v.isNaN()));
        List<XYChart.Series<Number, Number>> runs = new ArrayList<>();
        overlay.getChildren().removeAll(dots);
        dots.clear();
        for (int ply = 0; ply < vals.size(); ply++) {
            if (Double.isNaN(vals.get(ply))) {
                continue;
            }
            int end = ply;
            while (end + 1 < vals.size() && !Double.isNaN(vals.get(end + 1))) {
                end++;
            }
            if (end == ply) {
                javafx.scene.shape.Circle dot = new javafx.scene.shape.Circle(2.5);
                dot.getStyleClass().add("graph-dot");
                dot.setUserData(ply);
                dots.add(dot);
            } else {
                XYChart.Series<Number, Number> series = new XYChart.Series<>();
                for (int k = ply; k <= end; k++) {
                    series.getData().add(new XYChart.Data<>(k, vals.get(k)));
                }
                runs.add(series);
            }
            ply = end;
        }
        xAxis.setUpperBound(Math.max(10, nodes.size() - 1));
        xAxis.setTickUnit(nodes.size() > 120 ? 20 : 10);
        chart.getData().setAll(runs);
        overlay.getChildren().addAll(dots);
        overlay.getChildren().removeAll(errorMarks);
        errorMarks.clear();
        for (int ply = 1; ply < nodes.size(); ply++) {
            for (int nag : nodes.get(ply).nags()) {
                MoveClass c = MoveClass.ofNag(nag);
                if (c == MoveClass.MISTAKE || c == MoveClass.BLUNDER) {
                    Line mark = new Line();
                    mark.getStyleClass().add("graph-error");
                    mark.setUserData(ply);
                    mark.setStrokeWidth(c == MoveClass.BLUNDER ? 3 : 2);
                    mark.setStyle("-fx-stroke: " + (c == MoveClass.BLUNDER ? "#b02a2a" : "#e8a200") + ";");
                    errorMarks.add(mark);
                }
            }
        }
        overlay.getChildren().addAll(0, errorMarks);
        requestLayout();
    }

    private int plyAt(double sceneX) {
        Point2D p = xAxis.sceneToLocal(sceneX, 0);
        double v = xAxis.getValueForDisplay(p.getX()).doubleValue();
        return (int) Math.max(0, Math.min(line.size() - 1, Math.round(v)));
    }

    /** Goes to the main-line move at {@code ply} (0 = the start). */
    public void goToPly(int ply) {
        if (ply >= 0 && ply < line.size() && line.get(ply).isOnMainLine()) {
            model.goTo(line.get(ply));
        }
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        Node plot = chart.lookup(".chart-plot-background");
        if (plot == null) {
            return;
        }
        Bounds b = overlay.sceneToLocal(plot.localToScene(plot.getBoundsInLocal()));
        GameNode node = model.currentNode();
        int ply = node.isOnMainLine() ? node.ply() : -1;
        place(current, ply, b);
        current.setVisible(ply >= 0);
        for (Line mark : errorMarks) {
            place(mark, (Integer) mark.getUserData(), b);
            mark.setStartY(b.getMaxY() - 6);
        }
        for (javafx.scene.shape.Circle dot : dots) {
            int at = (Integer) dot.getUserData();
            dot.setCenterX(overlay.sceneToLocal(xAxis.localToScene(xAxis.getDisplayPosition(at), 0)).getX());
            dot.setCenterY(overlay.sceneToLocal(yAxis.localToScene(0, yAxis.getDisplayPosition(values.get(at)))).getY());
        }
    }

    /** The number of separate areas drawn (runs of consecutive analysed plies), for tests. */
    public int areaCount() {
        return chart.getData().size();
    }

    /** The number of lone analysed plies drawn as dots, for tests. */
    public int dotCount() {
        return dots.size();
    }

    /** What hovering {@code ply} shows, e.g. {@code 12... 65(10): +2.35}; null where nothing is known. */
    public String hoverText(int ply) {
        if (ply < 0 || ply >= line.size() || Double.isNaN(values.get(ply))) {
            return null;
        }
        GameNode n = line.get(ply);
        Evaluation e = n.evaluation() != null ? n.evaluation() : session.evaluationOf(n.position());
        String score = e != null ? ScoreText.of(e) : values.get(ply) > 0 ? "1-0"
                : values.get(ply) < 0 ? "0-1" : "½-½";
        String move = n.isRoot() ? I18n.get("graph.axis") : n.moveLabel() + " " + n.notation();
        return I18n.get("graph.hover", move, score);
    }

    private void showHover(int ply, double sceneX, double sceneY) {
        String text = hoverText(ply);
        if (text == null) {
            hover.setVisible(false);
            return;
        }
        hover.setText(text);
        hover.autosize();
        Point2D at = overlay.sceneToLocal(sceneX, sceneY);
        double x = Math.min(at.getX() + 10, Math.max(0, overlay.getWidth() - hover.getWidth() - 2));
        hover.relocate(x, Math.max(0, at.getY() - hover.getHeight() - 6));
        hover.setVisible(true);
        hover.toFront();
    }

    private void place(Line l, int ply, Bounds plot) {
        double x = overlay.sceneToLocal(xAxis.localToScene(xAxis.getDisplayPosition(Math.max(0, ply)), 0)).getX();
        l.setStartX(x);
        l.setEndX(x);
        l.setStartY(plot.getMinY());
        l.setEndY(plot.getMaxY());
    }

    /** The x position of the current-move marker, for tests. */
    public double markerX() {
        return current.getStartX();
    }
}
