package otau.ui;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;

/**
 * Whether a person sees a node without scrolling: it is shown (it and every parent visible),
 * it has a size, and it lies wholly inside the window and inside the visible part (the
 * viewport) of every scroll pane around it. Pure geometry from the scene graph, independent
 * of how the panels are put together.
 */
public final class InView {
    private InView() {
    }

    /** Null when {@code n} is wholly in view, else what hides it. */
    public static String problem(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return describe(n) + " is hidden (" + describe(p) + " is not visible)";
            }
        }
        Bounds b = n.localToScene(n.getLayoutBounds());
        if (b.getWidth() < 1 || b.getHeight() < 1) {
            return describe(n) + " has no size";
        }
        double w = n.getScene().getWidth();
        double h = n.getScene().getHeight();
        if (b.getMinX() < -0.5 || b.getMinY() < -0.5 || b.getMaxX() > w + 0.5 || b.getMaxY() > h + 0.5) {
            return describe(n) + " at " + fmt(b) + " lies outside the " + (int) w + "x" + (int) h + " window";
        }
        for (Parent p = n.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane sp && sp.getSkin() != null) {
                Node viewport = sp.lookup(".viewport");
                if (viewport == null) {
                    continue;
                }
                Bounds v = viewport.localToScene(viewport.getLayoutBounds());
                if (b.getMinY() < v.getMinY() - 0.5 || b.getMaxY() > v.getMaxY() + 0.5
                        || b.getMinX() < v.getMinX() - 0.5 || b.getMaxX() > v.getMaxX() + 0.5) {
                    return describe(n) + " at " + fmt(b) + " is scrolled out of view of " + describe(sp) + " ("
                            + fmt(v) + ")";
                }
            }
        }
        return null;
    }

    private static String describe(Node n) {
        String text = n instanceof javafx.scene.control.Labeled l ? " '" + l.getText() + "'" : "";
        return n.getClass().getSimpleName() + (n.getId() != null ? " #" + n.getId() : "") + text;
    }

    private static String fmt(Bounds b) {
        return String.format(java.util.Locale.ROOT, "%.0f,%.0f %.0fx%.0f", b.getMinX(), b.getMinY(), b.getWidth(),
                b.getHeight());
    }
}
