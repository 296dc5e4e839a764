package otau.ui.board;

import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.shape.Circle;
import otau.game.Side;
import otau.ui.I18n;

/**
 * A player's store (kazan): a long tray with the player's name, whose move it is, the
 * stones in blocks of ten and the count in large type.
 */
final class StoreView extends Region {
    static final PseudoClass TO_MOVE = PseudoClass.getPseudoClass("to-move");
    private static final int FIXED_CHILDREN = 4;

    private final Side side;
    private final Circle sideDot = new Circle();
    private final Label name = new Label();
    private final Label toMove = new Label(I18n.get("board.toMove"));
    private final Label countLabel = new Label();
    private int count = -1;

    StoreView(Side side) {
        this.side = side;
        getStyleClass().addAll("store", side == Side.WHITE ? "white-store" : "black-store");
        setId(side == Side.WHITE ? "store-w" : "store-b");
        sideDot.getStyleClass().addAll("side-dot", side == Side.WHITE ? "white-dot" : "black-dot");
        name.setText(I18n.get(side == Side.WHITE ? "side.white" : "side.black"));
        name.getStyleClass().add("store-name");
        toMove.getStyleClass().add("store-to-move");
        toMove.setVisible(false);
        countLabel.getStyleClass().add("store-count");
        sideDot.setManaged(false);
        getChildren().addAll(sideDot, name, toMove, countLabel);
    }

    Side side() {
        return side;
    }

    Label countLabel() {
        return countLabel;
    }

    void setCount(int n) {
        if (n == count) {
            return;
        }
        count = n;
        countLabel.setText(Integer.toString(n));
        int have = getChildren().size() - FIXED_CHILDREN;
        if (have < n) {
            for (int i = have; i < n; i++) {
                Circle c = new Circle();
                c.setManaged(false);
                c.getStyleClass().addAll("pebble", "store-pebble");
                getChildren().add(c);
            }
        } else if (have > n) {
            getChildren().remove(FIXED_CHILDREN + n, FIXED_CHILDREN + have);
        }
        requestLayout();
    }

    void setToMove(boolean value) {
        pseudoClassStateChanged(TO_MOVE, value);
        toMove.setVisible(value);
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        double labelW = h * 1.75;
        double countW = h * 1.25;
        double dotR = h * 0.12;
        sideDot.setRadius(dotR);
        sideDot.setCenterX(h * 0.32);
        name.autosize();
        toMove.autosize();
        double textTop = (h - name.getHeight() - toMove.getHeight()) / 2;
        sideDot.setCenterY(textTop + name.getHeight() / 2);
        name.relocate(h * 0.32 + dotR * 2, textTop);
        toMove.relocate(h * 0.32 + dotR * 2, textTop + name.getHeight());
        countLabel.autosize();
        countLabel.relocate(w - countW / 2 - countLabel.getWidth() / 2, (h - countLabel.getHeight()) / 2);

        int n = getChildren().size() - FIXED_CHILDREN;
        double padY = h * 0.1;
        double areaW = w - labelW - countW;
        PebbleLayout layout = PebbleLayout.store(n, areaW, h - 2 * padY);
        double r = layout.pitch() * 0.43;
        for (int i = 0; i < n; i++) {
            Circle c = (Circle) getChildren().get(FIXED_CHILDREN + i);
            c.setCenterX(labelW + layout.x(i));
            c.setCenterY(padY + layout.y(i));
            c.setRadius(r);
        }
    }
}
