package otau.ui.board;

import javafx.css.PseudoClass;
import otau.ui.I18n;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.shape.Circle;

/**
 * One hole: a carved cup with its pebbles, or the tuzdyk mark. State the stylesheet
 * reacts to is set as pseudo-classes by the skin.
 */
final class HoleView extends Region {
    static final PseudoClass TUZDYK = PseudoClass.getPseudoClass("tuzdyk");
    static final PseudoClass PLAYABLE = PseudoClass.getPseudoClass("playable");
    static final PseudoClass LAST_MOVE = PseudoClass.getPseudoClass("last-move");
    static final PseudoClass LAST_MOVE_ORIGIN = PseudoClass.getPseudoClass("last-move-origin");
    static final PseudoClass LAST_MOVE_LANDING = PseudoClass.getPseudoClass("last-move-landing");
    static final PseudoClass HOVER_TARGET = PseudoClass.getPseudoClass("hover-target");
    static final PseudoClass EMPTY = PseudoClass.getPseudoClass("empty");

    private final HoleRef ref;
    private final Label tuzdykMark = new Label("X");
    private final Label tuzdykCaption = new Label(I18n.get("board.tuzdyk"));
    private int count = -1;
    private boolean tuzdyk;

    HoleView(HoleRef ref) {
        this.ref = ref;
        getStyleClass().addAll("hole", ref.side() == otau.game.Side.WHITE ? "white-row" : "black-row");
        setId("hole-" + (ref.side() == otau.game.Side.WHITE ? "w" : "b") + ref.number());
        tuzdykMark.getStyleClass().add("tuzdyk-mark");
        tuzdykCaption.getStyleClass().add("tuzdyk-caption");
        tuzdykMark.setVisible(false);
        tuzdykCaption.setVisible(false);
        getChildren().addAll(tuzdykMark, tuzdykCaption);
    }

    HoleRef ref() {
        return ref;
    }

    int count() {
        return count;
    }

    boolean isTuzdyk() {
        return tuzdyk;
    }

    /** Shows {@code n} pebbles; reuses the circles already there. */
    void setCount(int n) {
        if (n == count) {
            return;
        }
        count = n;
        int have = getChildren().size() - 2;
        if (have < n) {
            for (int i = have; i < n; i++) {
                Circle c = new Circle();
                c.setManaged(false);
                c.getStyleClass().add("pebble");
                // Alternate tens are a shade darker so a full hole can be counted by tens.
                if (i / 10 % 2 == 1) {
                    c.getStyleClass().add("pebble-alt");
                }
                getChildren().add(c);
            }
        } else if (have > n) {
            getChildren().remove(2 + n, 2 + have);
        }
        pseudoClassStateChanged(EMPTY, n == 0);
        requestLayout();
    }

    void setTuzdyk(boolean value) {
        if (value == tuzdyk) {
            return;
        }
        tuzdyk = value;
        pseudoClassStateChanged(TUZDYK, value);
        tuzdykMark.setVisible(value);
        tuzdykCaption.setVisible(value);
        requestLayout();
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        double pad = w * 0.09;
        int n = getChildren().size() - 2;
        PebbleLayout layout = PebbleLayout.hole(n, w - 2 * pad, h - 2 * pad);
        double r = layout.pitch() * 0.44;
        for (int i = 0; i < n; i++) {
            Circle c = (Circle) getChildren().get(2 + i);
            c.setCenterX(pad + layout.x(i));
            c.setCenterY(pad + layout.y(i));
            c.setRadius(r);
        }
        if (tuzdyk) {
            tuzdykMark.autosize();
            tuzdykCaption.autosize();
            double mh = tuzdykMark.getHeight();
            double ch = tuzdykCaption.getHeight();
            double top = (h - mh - ch) / 2;
            tuzdykMark.relocate((w - tuzdykMark.getWidth()) / 2, top);
            tuzdykCaption.relocate((w - tuzdykCaption.getWidth()) / 2, top + mh);
        }
    }
}
