package otau.ui.board;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Arrows and hole rings drawn over the board: the user's, the engine's (dashed) and the
 * arrow being dragged. Nodes are rebuilt only when the markup changes; a resize just
 * moves them.
 */
final class MarkupLayer extends Pane {
    private final Function<HoleRef, Bounds> holeBounds;
    private final List<Drawn> drawn = new ArrayList<>();
    private double unit = 1;

    private record Drawn(Object mark, Node node, Node head) {
    }

    MarkupLayer(Function<HoleRef, Bounds> holeBounds) {
        this.holeBounds = holeBounds;
        getStyleClass().add("markup-layer");
        setMouseTransparent(true);
        setManaged(false);
    }

    void setUnit(double u) {
        this.unit = u;
    }

    /** Replaces everything drawn; {@code pending} is the arrow under the mouse, or null. */
    void show(List<HoleHighlight> user, List<HoleHighlight> engine,
              List<Arrow> userArrows, List<Arrow> engineArrows, Arrow pending) {
        getChildren().clear();
        drawn.clear();
        for (HoleHighlight h : engine) {
            addRing(h, "engine");
        }
        for (HoleHighlight h : user) {
            addRing(h, "user");
        }
        for (Arrow a : engineArrows) {
            addArrow(a, "engine");
        }
        for (Arrow a : userArrows) {
            addArrow(a, "user");
        }
        if (pending != null) {
            addArrow(pending, "pending");
        }
        requestLayout();
    }

    private void addRing(HoleHighlight h, String layer) {
        Region ring = new Region();
        ring.getStyleClass().addAll("hole-ring", layer, h.color().styleClass());
        ring.setManaged(false);
        getChildren().add(ring);
        drawn.add(new Drawn(h, ring, null));
    }

    private void addArrow(Arrow a, String layer) {
        Line shaft = new Line();
        shaft.getStyleClass().addAll("arrow-shaft", layer, a.color().styleClass());
        Polygon head = new Polygon();
        head.getStyleClass().addAll("arrow-head", layer, a.color().styleClass());
        shaft.setManaged(false);
        head.setManaged(false);
        getChildren().addAll(shaft, head);
        drawn.add(new Drawn(a, shaft, head));
    }

    @Override
    protected void layoutChildren() {
        for (Drawn d : drawn) {
            if (d.mark() instanceof HoleHighlight h) {
                Bounds b = holeBounds.apply(h.hole());
                double grow = unit * 0.05;
                d.node().resizeRelocate(b.getMinX() - grow, b.getMinY() - grow,
                        b.getWidth() + 2 * grow, b.getHeight() + 2 * grow);
            } else if (d.mark() instanceof Arrow a) {
                placeArrow(a, (Line) d.node(), (Polygon) d.head());
            }
        }
    }

    private void placeArrow(Arrow a, Line shaft, Polygon head) {
        Bounds from = holeBounds.apply(a.from());
        Bounds to = holeBounds.apply(a.to());
        double x1 = from.getCenterX();
        double y1 = from.getCenterY();
        double x2 = to.getCenterX();
        double y2 = to.getCenterY();
        double len = Math.hypot(x2 - x1, y2 - y1);
        double dx = (x2 - x1) / len;
        double dy = (y2 - y1) / len;
        double headLen = unit * 0.36;
        double headHalf = unit * 0.2;
        double tipX = x2 - dx * unit * 0.12;
        double tipY = y2 - dy * unit * 0.12;
        double baseX = tipX - dx * headLen;
        double baseY = tipY - dy * headLen;
        shaft.setStartX(x1 + dx * unit * 0.1);
        shaft.setStartY(y1 + dy * unit * 0.1);
        shaft.setEndX(baseX + dx * 1);
        shaft.setEndY(baseY + dy * 1);
        shaft.setStrokeWidth(unit * 0.13);
        head.getPoints().setAll(tipX, tipY,
                baseX - dy * headHalf, baseY + dx * headHalf,
                baseX + dy * headHalf, baseY - dx * headHalf);
    }
}
