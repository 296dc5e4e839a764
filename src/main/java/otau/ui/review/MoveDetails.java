package otau.ui.review;

import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import otau.review.MoveReview;
import otau.ui.I18n;
import otau.ui.MoveNumberGlue;

/**
 * What the review says about the move shown: the move played and its class (or that it is
 * opening theory, with its record), the stones and winning chance it lost, the best move and
 * the engine's line. Empty where nothing was
 * reviewed.
 */
final class MoveDetails extends VBox {
    private final Label title = new Label();
    private final Label loss = new Label();
    private final Label best = new Label();
    private final Label line = new Label();
    private final Label theory = new Label();
    /** The move shown, said again when the interface's language changes (its texts are glued). */
    private MoveReview shown;
    /** Held here: the listener is weak. */
    private final javafx.beans.InvalidationListener sayAgain = o -> show(shown);

    MoveDetails() {
        super(2);
        setId("review-move");
        getStyleClass().add("review-move");
        title.setId("review-move-title");
        title.getStyleClass().add("review-heading");
        loss.setId("review-move-loss");
        best.setId("review-move-best");
        line.setId("review-move-line");
        theory.setId("review-move-theory");
        theory.setWrapText(true);
        // "N stones worse than the best move · winning chance …" is long in Kyrgyz and Russian.
        loss.setWrapText(true);
        line.setWrapText(true);
        line.getStyleClass().add("review-line");
        for (Label l : labels()) {
            l.managedProperty().bind(l.visibleProperty());
        }
        getChildren().addAll(labels());
        show(null);
        otau.ui.LanguageSwitch.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(sayAgain));
    }

    void show(MoveReview m) {
        shown = m;
        setVisible(m != null);
        managedProperty().set(m != null);
        if (m == null) {
            return;
        }
        getStyleClass().removeAll("class-inaccuracy", "class-mistake", "class-blunder");
        if (m.moveClass().isError()) {
            getStyleClass().add("class-" + m.moveClass().name().toLowerCase(java.util.Locale.ROOT));
        }
        theory.setVisible(m.isTheory());
        if (m.isTheory()) {
            theory.setText(MoveNumberGlue.glue(ReviewTexts.theory(m)));
        }
        if (m.isBest()) {
            title.setText(I18n.get("review.move.isBest", ReviewTexts.move(m)));
            loss.setVisible(false);
            best.setVisible(false);
            line.setVisible(m.bestLine().size() > 1);
            line.setText(MoveNumberGlue.glue(I18n.get("review.move.line", ReviewTexts.line(m))));
            return;
        }
        title.setText(ReviewTexts.move(m) + " · " + (m.isTheory() ? I18n.get("review.class.theory")
                : m.book() ? I18n.get("review.class.book") : ReviewTexts.className(m.moveClass())));
        loss.setVisible(true);
        loss.setText(MoveNumberGlue.glue(ReviewTexts.loss(m)));
        best.setVisible(m.bestMove() != 0);
        best.setText(I18n.get("review.move.best", ReviewTexts.best(m)));
        line.setVisible(!m.bestLine().isEmpty());
        line.setText(MoveNumberGlue.glue(I18n.get("review.move.line", ReviewTexts.line(m))));
    }

    private Label[] labels() {
        return new Label[] {title, theory, loss, best, line};
    }

    String text() {
        StringBuilder sb = new StringBuilder();
        for (Label l : labels()) {
            if (isVisible() && l.isVisible()) {
                sb.append(l.getText()).append('\n');
            }
        }
        return sb.toString().strip();
    }
}
