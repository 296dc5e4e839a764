package otau.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;

/**
 * After a live switch to Russian, Kazakh or Kyrgyz: the texts under a node that still hold a
 * Latin word of four letters or more. Those bundles write none (checked by hand), so what is
 * left is an English text that did not follow the switch, or a name the test allows.
 */
public final class LatinLeft {
    private LatinLeft() {
    }

    /** Each labelled node's id and text with such a word, {@code allowed} (names, ids) taken out first. */
    public static List<String> under(Node root, String... allowed) {
        List<String> out = new ArrayList<>();
        collect(root, allowed, out);
        return out;
    }

    private static void collect(Node n, String[] allowed, List<String> out) {
        if (n instanceof Labeled l && l.getText() != null) {
            String text = l.getText();
            for (String a : allowed) {
                text = text.replace(a, "");
            }
            if (text.matches("(?s).*[A-Za-z]{4,}.*")) {
                out.add(n.getId() + ": " + l.getText());
            }
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> collect(c, allowed, out));
        }
    }
}
