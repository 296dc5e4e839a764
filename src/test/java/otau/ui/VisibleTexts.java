package otau.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Control;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Labeled;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeTableView;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Every text a person can read in the showing windows — window titles, labels, text nodes,
 * prompt texts, tooltips, menus and their items, table column headers, tab titles and the
 * buttons of dialogs — and the English words among them: runs of three or more Latin letters
 * that are not on an allowlist (names and abbreviations that stay Latin in every language).
 * Call on the FX thread.
 */
public final class VisibleTexts {
    private static final Pattern LATIN_WORD = Pattern.compile("(?<![\\p{L}\\d])[A-Za-z]{3,}(?![\\p{L}\\d])");

    private VisibleTexts() {
    }

    /** One readable text and where it was seen. */
    public record Seen(String where, String text) {
    }

    /** The texts of every showing window. */
    public static List<Seen> inShowingWindows() {
        List<Seen> out = new ArrayList<>();
        for (Window w : new ArrayList<>(Window.getWindows())) {
            if (!w.isShowing() || w.getScene() == null) {
                continue;
            }
            String name = w instanceof Stage s && s.getTitle() != null ? "window '" + s.getTitle() + "'"
                    : w.getClass().getSimpleName();
            if (w instanceof Stage s) {
                out.add(new Seen(name + " title", s.getTitle()));
            }
            collect(w.getScene().getRoot(), name, out);
        }
        return out;
    }

    /** The texts under one node. */
    public static List<Seen> under(Node root, String where) {
        List<Seen> out = new ArrayList<>();
        collect(root, where, out);
        return out;
    }

    /** The texts of one window. */
    public static List<Seen> inWindow(Window w) {
        List<Seen> out = new ArrayList<>();
        if (w.getScene() != null) {
            collect(w.getScene().getRoot(), w instanceof Stage s && s.getTitle() != null ? "window '" + s.getTitle() + "'"
                    : w.getClass().getSimpleName(), out);
        }
        return out;
    }

    /** The English words among {@code texts}, each with where it was: "where: 'word' in 'text'". */
    public static List<String> englishWords(List<Seen> texts, Set<String> allowed) {
        List<String> out = new ArrayList<>();
        for (Seen s : texts) {
            if (s.text() == null) {
                continue;
            }
            Matcher m = LATIN_WORD.matcher(s.text());
            while (m.find()) {
                if (!allowed.contains(m.group())) {
                    out.add(s.where() + ": '" + m.group() + "' in '" + s.text() + "'");
                }
            }
        }
        return out;
    }

    private static void collect(Node root, String where, List<Seen> out) {
        walk(root, n -> {
            String at = where + " " + describe(n);
            if (n instanceof Labeled l) {
                add(out, at, l.getText());
            } else if (n instanceof Text t) {
                add(out, at, t.getText());
            }
            if (n instanceof TextInputControl t && t.getText().isEmpty()) {
                add(out, at + " prompt", t.getPromptText());
            }
            if (n instanceof Control c && c.getTooltip() != null) {
                add(out, at + " tooltip", c.getTooltip().getText());
            }
            Tooltip installed = n.getProperties().get("javafx.scene.control.Tooltip") instanceof Tooltip t ? t : null;
            if (installed != null) {
                add(out, at + " tooltip", installed.getText());
            }
            if (n instanceof MenuBar bar) {
                for (Menu m : bar.getMenus()) {
                    menu(m, at, out);
                }
            }
            if (n instanceof TabPane tabs) {
                for (Tab t : tabs.getTabs()) {
                    add(out, at + " tab", t.getText());
                    if (t.getTooltip() != null) {
                        add(out, at + " tab tooltip", t.getTooltip().getText());
                    }
                }
            }
            if (n instanceof TableView<?> table) {
                table.getColumns().forEach(c -> column(c, at, out));
            }
            if (n instanceof TreeTableView<?> table) {
                table.getColumns().forEach(c -> column(c, at, out));
            }
            if (n instanceof DialogPane pane) {
                for (ButtonType b : pane.getButtonTypes()) {
                    add(out, at + " button", b.getText());
                }
            }
        });
    }

    private static void column(TableColumnBase<?, ?> c, String where, List<Seen> out) {
        if (!c.isVisible()) {
            return;
        }
        add(out, where + " column", c.getText());
        c.getColumns().forEach(sub -> column(sub, where, out));
    }

    private static void menu(MenuItem item, String where, List<Seen> out) {
        if (!item.isVisible()) {
            return;
        }
        add(out, where + " menu", item.getText());
        if (item instanceof Menu m) {
            for (MenuItem i : m.getItems()) {
                menu(i, where + " > " + m.getText(), out);
            }
        }
    }

    private static void add(List<Seen> out, String where, String text) {
        if (text != null && !text.isBlank()) {
            out.add(new Seen(where, text));
        }
    }

    private static String describe(Node n) {
        String id = n.getId() != null ? "#" + n.getId() : "";
        return n.getClass().getSimpleName() + id;
    }

    /** The visible nodes under {@code root}. */
    private static void walk(Node n, Consumer<Node> each) {
        if (!n.isVisible()) {
            return;
        }
        each.accept(n);
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                walk(c, each);
            }
        }
        if (n instanceof javafx.scene.control.ScrollPane sp && sp.getContent() != null
                && !sp.getChildrenUnmodifiable().contains(sp.getContent())) {
            walk(sp.getContent(), each);
        }
    }
}
