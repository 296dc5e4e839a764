package otau.ui.explorer;

import javafx.geometry.HPos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import otau.db.ExplorerMove;
import otau.ui.I18n;

/**
 * A bar of three segments, White wins · draws · Black wins, each as wide as its share of the
 * games with its percentage written inside when there is room. Colours come from the
 * stylesheet ({@code .result-white}, {@code .result-draw}, {@code .result-black}).
 */
public final class ResultBar extends GridPane {
    /** Narrower segments than this share (in percent) show no text: it would not fit. */
    static final double MIN_LABELLED = 12;

    private final StackPane[] segments = new StackPane[3];
    private final Label[] labels = new Label[3];
    private final ColumnConstraints[] columns = new ColumnConstraints[3];

    public ResultBar() {
        getStyleClass().add("result-bar");
        String[] styles = {"result-white", "result-draw", "result-black"};
        for (int i = 0; i < 3; i++) {
            labels[i] = new Label();
            labels[i].getStyleClass().add("result-label");
            labels[i].setMinWidth(0);
            segments[i] = new StackPane(labels[i]);
            segments[i].getStyleClass().addAll("result-segment", styles[i]);
            segments[i].setMinWidth(0);
            columns[i] = new ColumnConstraints();
            columns[i].setHalignment(HPos.CENTER);
            columns[i].setHgrow(Priority.NEVER);
            columns[i].setFillWidth(true);
            getColumnConstraints().add(columns[i]);
            add(segments[i], i, 0);
        }
        setMinWidth(60);
        setPrefWidth(150);
    }

    /** Shows the results of {@code m}; a move with no known results shows an empty bar. */
    public void show(ExplorerMove m) {
        double[] pct = {m.whitePercent(), m.drawPercent(), m.blackPercent()};
        double known = pct[0] + pct[1] + pct[2];
        for (int i = 0; i < 3; i++) {
            // Games without a result are left out, so the three segments fill the bar.
            double share = known <= 0 ? 0 : 100 * pct[i] / known;
            columns[i].setPercentWidth(share);
            segments[i].setVisible(share > 0);
            labels[i].setText(pct[i] >= MIN_LABELLED ? percent(pct[i]) : "");
        }
        setTooltip(m);
    }

    private void setTooltip(ExplorerMove m) {
        Tooltip.install(this, new Tooltip(I18n.get("explorer.results.tooltip", m.whiteWins(), percent(m.whitePercent()),
                m.draws(), percent(m.drawPercent()), m.blackWins(), percent(m.blackPercent()))));
    }

    static String percent(double p) {
        return I18n.get("explorer.percent", Math.round(p));
    }

    /** The texts inside the three segments (for tests and screen readers). */
    public String text() {
        return labels[0].getText() + " / " + labels[1].getText() + " / " + labels[2].getText();
    }

    /** The three segments' shares of the bar, in percent. */
    public double[] shares() {
        return new double[] {columns[0].getPercentWidth(), columns[1].getPercentWidth(), columns[2].getPercentWidth()};
    }
}
