package otau.ui.analysis;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import otau.game.record.Evaluation;
import otau.review.WinChance;
import otau.ui.I18n;

/**
 * A vertical bar beside the board: White's share is White's winning chance for the score
 * (the logistic of {@link WinChance}), on White's side of the board; the score is written
 * at the end of the leading side.
 */
public final class EvaluationBar extends Region {
    private final Region white = new Region();
    private final Region black = new Region();
    private final Label text = new Label();
    private final BooleanProperty flipped = new SimpleBooleanProperty(this, "flipped");
    private double whiteShare = 0.5;
    private Evaluation evaluation;

    public EvaluationBar() {
        setId("evaluation-bar");
        getStyleClass().add("evaluation-bar");
        white.getStyleClass().add("evaluation-bar-white");
        black.getStyleClass().add("evaluation-bar-black");
        text.getStyleClass().add("evaluation-bar-text");
        getChildren().addAll(black, white, text);
        setMinWidth(40);
        setPrefWidth(40);
        setMaxWidth(40);
        setPadding(new Insets(0));
        flipped.addListener((o, a, b) -> requestLayout());
        Tooltip.install(this, new Tooltip(I18n.get("analysis.bar.tooltip")));
        show(null);
    }

    public BooleanProperty flippedProperty() {
        return flipped;
    }

    /** Shows a score (White's view), or an even bar without a number for none. */
    public void show(Evaluation e) {
        evaluation = e;
        whiteShare = e == null ? 0.5 : WinChance.white(WinChance.whiteCentis(e));
        text.setText(e == null ? "" : ScoreText.compact(e));
        text.getStyleClass().removeAll("on-white", "on-black");
        text.getStyleClass().add(whiteShare >= 0.5 ? "on-white" : "on-black");
        requestLayout();
    }

    /**
     * A finished game: the bar all the winner's (even for a draw), the result as its text, as the
     * evaluation graph draws the last ply.
     */
    public void showFinished(otau.game.Position p) {
        evaluation = null;
        whiteShare = WinChance.white(WinChance.terminal(p));
        otau.game.Outcome.Result r = p.outcome().result();
        text.setText(r == otau.game.Outcome.Result.DRAW ? "½" : r.notation());
        text.getStyleClass().removeAll("on-white", "on-black");
        text.getStyleClass().add(whiteShare >= 0.5 ? "on-white" : "on-black");
        requestLayout();
    }

    public Evaluation evaluation() {
        return evaluation;
    }

    /** White's share of the bar, 0..1. */
    public double whiteShare() {
        return whiteShare;
    }

    public String text() {
        return text.getText();
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        double wh = Math.round(h * whiteShare);
        boolean whiteAtBottom = !flipped.get();
        if (whiteAtBottom) {
            black.resizeRelocate(0, 0, w, h - wh);
            white.resizeRelocate(0, h - wh, w, wh);
        } else {
            white.resizeRelocate(0, 0, w, wh);
            black.resizeRelocate(0, wh, w, h - wh);
        }
        double th = text.prefHeight(w);
        boolean whiteLeads = whiteShare >= 0.5;
        // The number sits at the leading side's end of the bar.
        double y = whiteLeads == whiteAtBottom ? h - th - 4 : 4;
        text.resizeRelocate(0, y, w, th);
    }
}
