package otau.ui;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.function.UnaryOperator;
import javafx.beans.property.Property;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.chart.Axis;
import javafx.scene.chart.Chart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Accordion;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Control;
import javafx.scene.control.CustomMenuItem;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeTableView;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Goes through a window (its title, every node, menu, tab, column, tooltip and placeholder,
 * shown or not) and puts each text through a translation. Texts that are bound to something
 * are left to what they are bound to. One walk serves every view, so no view needs code of
 * its own to change language.
 */
final class Relabeller {
    /** Where a Tooltip installed on a plain node (not a Control) is kept by JavaFX. */
    private static final String TOOLTIP_KEY = "javafx.scene.control.Tooltip";
    private final UnaryOperator<String> translate;
    private final Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());

    Relabeller(UnaryOperator<String> translate) {
        this.translate = translate;
    }

    void window(Window w) {
        if (w instanceof Stage s) {
            text(s.titleProperty());
        }
        if (w.getScene() != null) {
            scene(w.getScene());
        }
    }

    void scene(Scene scene) {
        if (scene.getRoot() != null) {
            node(scene.getRoot());
        }
    }

    void node(Node node) {
        if (node == null || !seen.add(node)) {
            return;
        }
        // Read before asking for the property: asking makes one on every node.
        if (node.getAccessibleText() != null) {
            text(node.accessibleTextProperty());
        }
        if (node.hasProperties() && node.getProperties().get(TOOLTIP_KEY) instanceof Tooltip t) {
            tooltip(t);
        }
        if (node instanceof Labeled l) {
            text(l.textProperty());
            node(l.getGraphic());
        }
        // Only a Text a view made: a skin's own (a label's LabeledText) shows its control's text,
        // which may be data or bound, and must say what the control says.
        if (node instanceof Text t && t.getClass() == Text.class) {
            text(t.textProperty());
        }
        if (node instanceof TextInputControl t && t.getPromptText() != null) {
            text(t.promptTextProperty());
        }
        if (node instanceof ComboBoxBase<?> c && c.getPromptText() != null) {
            text(c.promptTextProperty());
        }
        if (node instanceof Control c) {
            tooltip(c.getTooltip());
            contextMenu(c.getContextMenu());
        }
        containers(node);
        // A label's or a field's skin holds only what the control shows; its graphic is done above.
        if (node instanceof Parent p && !(node instanceof Labeled) && !(node instanceof TextInputControl)) {
            for (Node child : p.getChildrenUnmodifiable()) {
                node(child);
            }
        }
    }

    /** What a control holds that may not be among its children now (another tab, a hidden placeholder). */
    private void containers(Node node) {
        if (node instanceof MenuBar bar) {
            bar.getMenus().forEach(this::item);
        } else if (node instanceof MenuButton button) {
            button.getItems().forEach(this::item);
        } else if (node instanceof TabPane tabs) {
            for (Tab t : tabs.getTabs()) {
                text(t.textProperty());
                tooltip(t.getTooltip());
                contextMenu(t.getContextMenu());
                node(t.getGraphic());
                node(t.getContent());
            }
        } else if (node instanceof ScrollPane scroll) {
            node(scroll.getContent());
        } else if (node instanceof SplitPane split) {
            split.getItems().forEach(this::node);
        } else if (node instanceof TitledPane titled) {
            node(titled.getContent());
        } else if (node instanceof Accordion accordion) {
            accordion.getPanes().forEach(this::node);
        } else if (node instanceof ToolBar bar) {
            bar.getItems().forEach(this::node);
        } else if (node instanceof ListView<?> list) {
            node(list.getPlaceholder());
        } else if (node instanceof TableView<?> table) {
            node(table.getPlaceholder());
            table.getColumns().forEach(this::column);
        } else if (node instanceof TreeTableView<?> table) {
            node(table.getPlaceholder());
            table.getColumns().forEach(this::column);
        } else if (node instanceof DialogPane pane) {
            if (pane.getHeaderText() != null) {
                text(pane.headerTextProperty());
            }
            if (pane.getContentText() != null) {
                text(pane.contentTextProperty());
            }
            node(pane.getHeader());
            node(pane.getContent());
            node(pane.getExpandableContent());
            node(pane.getGraphic());
        } else if (node instanceof Chart chart) {
            if (chart.getTitle() != null) {
                text(chart.titleProperty());
            }
            if (chart instanceof XYChart<?, ?> xy) {
                axis(xy.getXAxis());
                axis(xy.getYAxis());
            }
        }
    }

    private void axis(Axis<?> axis) {
        if (axis != null && axis.getLabel() != null) {
            text(axis.labelProperty());
        }
    }

    private void column(TableColumnBase<?, ?> column) {
        if (!seen.add(column)) {
            return;
        }
        text(column.textProperty());
        node(column.getGraphic());
        contextMenu(column.getContextMenu());
        column.getColumns().forEach(this::column);
    }

    private void contextMenu(ContextMenu menu) {
        if (menu != null && seen.add(menu)) {
            menu.getItems().forEach(this::item);
        }
    }

    private void item(MenuItem item) {
        if (!seen.add(item)) {
            return;
        }
        text(item.textProperty());
        node(item.getGraphic());
        if (item instanceof Menu menu) {
            menu.getItems().forEach(this::item);
        }
        if (item instanceof CustomMenuItem custom) {
            node(custom.getContent());
        }
    }

    private void tooltip(Tooltip t) {
        if (t != null && seen.add(t)) {
            text(t.textProperty());
            node(t.getGraphic());
        }
    }

    private void text(Property<String> p) {
        if (p.isBound()) {
            return;
        }
        String old = p.getValue();
        if (old == null) {
            return;
        }
        String now = translate.apply(old);
        if (now != old) {
            p.setValue(now);
        }
    }
}
