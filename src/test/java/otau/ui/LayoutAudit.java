package otau.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;

/**
 * Finds what a person would see cut short in a window: a label, button, tab or column
 * header whose text the skin elided ("Revie…") or, when it wraps, broke inside a word
 * ("Жүрүшт / у"), and a button that lies (partly) outside its parent or the window. What
 * lies inside a scroll pane is checked against the scroll pane's content, since scrolling
 * reaches it.
 *
 * <p>The skin's own text node ({@code LabeledText}, a {@link Text} among the labeled's
 * children) holds what is drawn; it is compared with the labeled's text.
 */
public final class LayoutAudit {
    private LayoutAudit() {
    }

    /** Everything cut in {@code root} (laid out first), each described with {@code where}. */
    public static List<String> problems(Parent root, String where) {
        root.applyCss();
        root.layout();
        List<String> out = new ArrayList<>();
        Bounds window = root.localToScene(root.getLayoutBounds());
        walk(root, n -> {
            if (!(n instanceof Labeled lab) || !shown(lab)) {
                return;
            }
            String text = lab.getText();
            if (text == null || text.isBlank()) {
                return;
            }
            // A row of a fixed-height list may end a long text in "…" when its row shows the
            // whole text on hover (the puzzle list's task and themes): that is the design.
            if (lab.getStyleClass().contains(FULL_TEXT_ON_HOVER) && hoverShowsAll(lab, text)) {
                return;
            }
            String full = lab.isMnemonicParsing() ? text.replace("_", "") : text;
            for (Node c : lab.getChildrenUnmodifiable()) {
                if (c instanceof Text t && c != lab.getGraphic()) {
                    if (!full.equals(t.getText())) {
                        out.add(where + ": " + kind(lab) + " '" + full + "' shows as '" + t.getText() + "'");
                    } else if (lab.isWrapText() && t.getWrappingWidth() > 0) {
                        String word = widestWord(full, t);
                        if (word != null) {
                            out.add(where + ": " + kind(lab) + " '" + full + "' breaks inside the word '" + word + "'");
                        }
                    }
                }
            }
            if (lab instanceof ButtonBase) {
                String outside = outside(lab, window);
                if (outside != null) {
                    out.add(where + ": button '" + full + "' is cut by " + outside);
                }
            }
        });
        return out;
    }

    /** The style class of a label whose row's tooltip holds its whole text. */
    public static final String FULL_TEXT_ON_HOVER = "full-text-on-hover";

    private static boolean hoverShowsAll(Labeled lab, String text) {
        for (Node p = lab; p != null; p = p.getParent()) {
            if (p instanceof javafx.scene.control.Control c && c.getTooltip() != null
                    && c.getTooltip().getText() != null && c.getTooltip().getText().contains(text)) {
                return true;
            }
        }
        return false;
    }

    /** A word of {@code text} wider than the wrapping width, or null. */
    private static String widestWord(String text, Text drawn) {
        for (String word : text.split("\\s+")) {
            Text probe = new Text(word);
            probe.setFont(drawn.getFont());
            if (probe.getLayoutBounds().getWidth() > drawn.getWrappingWidth() + 0.5) {
                return word;
            }
        }
        return null;
    }

    /** What cuts {@code n}: "the window" or its parent's class, or null when it is whole. */
    private static String outside(Node n, Bounds window) {
        Bounds b = n.localToScene(n.getLayoutBounds());
        if (n.getLayoutBounds().getWidth() < 1 || n.getLayoutBounds().getHeight() < 1) {
            return "its size (" + n.getLayoutBounds().getWidth() + "x" + n.getLayoutBounds().getHeight() + ")";
        }
        for (Parent p = n.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane || isScrollContent(p)) {
                return null;
            }
            Bounds pb = p.localToScene(p.getLayoutBounds());
            if (!within(b, pb)) {
                return "its parent " + p.getClass().getSimpleName() + (p.getId() != null ? " #" + p.getId() : "")
                        + " (" + fmt(b) + " in " + fmt(pb) + ")";
            }
        }
        return within(b, window) ? null : "the window (" + fmt(b) + ")";
    }

    private static boolean isScrollContent(Parent p) {
        // The scroll pane's skin holds the content in a pane inside its "viewport" (sized to it).
        return p.getStyleClass().contains("viewport") || p.getStyleClass().contains("clipped-container")
                || p.getParent() != null && p.getParent().getStyleClass().contains("viewport");
    }

    private static boolean within(Bounds inner, Bounds outer) {
        return inner.getMinX() >= outer.getMinX() - 0.5 && inner.getMinY() >= outer.getMinY() - 0.5
                && inner.getMaxX() <= outer.getMaxX() + 0.5 && inner.getMaxY() <= outer.getMaxY() + 0.5;
    }

    private static String fmt(Bounds b) {
        return String.format(java.util.Locale.ROOT, "%.0f,%.0f %.0fx%.0f", b.getMinX(), b.getMinY(), b.getWidth(),
                b.getHeight());
    }

    private static String kind(Labeled l) {
        String id = l.getId() != null ? " #" + l.getId() : "";
        return l.getClass().getSimpleName() + id;
    }

    private static boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible() || p.getOpacity() == 0) {
                return false;
            }
        }
        return !(n.getParent() instanceof TextInputControl);
    }

    private static void walk(Node n, java.util.function.Consumer<Node> visit) {
        visit.accept(n);
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                walk(c, visit);
            }
        }
    }
}
