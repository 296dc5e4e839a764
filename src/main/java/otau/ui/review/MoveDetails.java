package otau.ui.review;

import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import otau.review.MoveReview;
import otau.ui.I18n;

/**
 * What the review says about the move shown: the move played and its class, the stones and
 * winning chance it lost, the best move and the engine's line. Empty where nothing was
 * reviewed.
 */
final class MoveDetails extends VBox {
    private final Label title = new Label();
    private final Label loss = new Label();
    private final Label best = new Label();
    private final Label line = new Label();

    MoveDetails() {
        super(2);
        setId("review-move");
        getStyleClass().add("review-move");
        title.setId("review-move-title");
        title.getStyleClass().add("review-heading");
        loss.setId("review-move-loss");
        best.setId("review-move-best");
        line.setId("review-move-line");
        line.setWrapText(true);
        line.getStyleClass().add("review-line");
        for (Label l : new Label[] {title, loss, best, line}) {
            l.managedProperty().bind(l.visibleProperty());
        }
        getChildren().addAll(title, loss, best, line);
        show(null);
    }

    void show(MoveReview m) {
        setVisible(m != null);
        managedProperty().set(m != null);
        if (m == null) {
            return;
        }
        getStyleClass().removeAll("class-inaccuracy", "class-mistake", "class-blunder");
        if (m.moveClass().isError()) {
            getStyleClass().add("class-" + m.moveClass().name().toLowerCase(java.util.Locale.ROOT));
        }
        if (m.isBest()) {
            title.setText(I18n.get("review.move.isBest", ReviewTexts.move(m)));
            loss.setVisible(false);
            best.setVisible(false);
            line.setVisible(m.bestLine().size() > 1);
            line.setText(I18n.get("review.move.line", ReviewTexts.line(m)));
            return;
        }
        title.setText(ReviewTexts.move(m) + " · " + ReviewTexts.className(m.moveClass()));
        loss.setVisible(true);
        loss.setText(ReviewTexts.loss(m));
        best.setVisible(m.bestMove() != 0);
        best.setText(I18n.get("review.move.best", ReviewTexts.best(m)));
        line.setVisible(!m.bestLine().isEmpty());
        line.setText(I18n.get("review.move.line", ReviewTexts.line(m)));
    }

    String text() {
        StringBuilder sb = new StringBuilder();
        for (Label l : new Label[] {title, loss, best, line}) {
            if (isVisible() && l.isVisible()) {
                sb.append(l.getText()).append('\n');
            }
        }
        return sb.toString().strip();
    }
}
