package otau.ui.review;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;

/**
 * Scrolls every scroll pane around a node just enough that the node is seen: the side panels
 * sit in the workbench's panel scroll, and a prompt that appears out of view is as good as none.
 */
final class ScrollIntoView {
    private ScrollIntoView() {
    }

    static void reveal(Node node) {
        for (Parent p = node.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane sp && sp.getContent() != null) {
                reveal(sp, node);
            }
        }
    }

    private static void reveal(ScrollPane sp, Node node) {
        // Lay out first: the node may have just been shown, and its place is not known before.
        sp.applyCss();
        sp.layout();
        Node content = sp.getContent();
        Bounds b = content.sceneToLocal(node.localToScene(node.getLayoutBounds()));
        double viewport = sp.getViewportBounds().getHeight();
        double range = content.getLayoutBounds().getHeight() - viewport;
        if (range <= 0 || b == null) {
            return;
        }
        double span = sp.getVmax() - sp.getVmin();
        double top = (sp.getVvalue() - sp.getVmin()) / span * range;
        double wanted = top;
        if (b.getMinY() < top) {
            wanted = b.getMinY();
        } else if (b.getMaxY() > top + viewport) {
            // As much of the node as fits, its top first.
            wanted = Math.min(b.getMinY(), b.getMaxY() - viewport);
        }
        if (wanted != top) {
            sp.setVvalue(sp.getVmin() + Math.max(0, Math.min(1, wanted / range)) * span);
        }
    }
}
