package otau.ui.workbench;

import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;

/**
 * The area under the board (the evaluation graph): at most {@link #MAX_SHARE} of the
 * height beside the board, and collapsible to its tab headers with the arrow on each tab
 * (or a double-click on a tab), remembered as {@code bottom.collapsed}.
 */
final class BottomArea {
    /** The largest share of the board column the bottom area may take. */
    static final double MAX_SHARE = 0.2;
    /** The tab headers' height when collapsed. */
    private static final double HEADERS = 30;
    private final TabPane tabs;
    private final BooleanProperty collapsed = new SimpleBooleanProperty(this, "collapsed");

    BottomArea(TabPane tabs, SplitPane column, WorkbenchPreferences prefs) {
        this.tabs = tabs;
        collapsed.set(prefs.getBoolean("bottom.collapsed", false));
        collapsed.addListener((o, a, b) -> prefs.put("bottom.collapsed", b));
        tabs.setMinHeight(HEADERS);
        tabs.maxHeightProperty().bind(Bindings.createDoubleBinding(
                () -> collapsed.get() ? HEADERS : Math.max(HEADERS, column.getHeight() * MAX_SHARE),
                collapsed, column.heightProperty()));
        // The split pane keeps its divider where it was: move it so the change shows at once.
        collapsed.addListener((o, a, b) -> {
            if (column.getItems().contains(tabs) && column.getHeight() > 0) {
                column.setDividerPositions(1 - tabs.getMaxHeight() / column.getHeight());
            }
        });
        tabs.getTabs().addListener((javafx.collections.ListChangeListener<Tab>) c -> {
            while (c.next()) {
                c.getAddedSubList().forEach(this::decorate);
            }
        });
        tabs.getTabs().forEach(this::decorate);
    }

    BooleanProperty collapsedProperty() {
        return collapsed;
    }

    /** Gives a tab the arrow that collapses and opens the area. */
    private void decorate(Tab tab) {
        Label arrow = new Label();
        arrow.getStyleClass().add("bottom-collapse");
        arrow.setId("collapse-" + tab.getId());
        arrow.textProperty().bind(Bindings.when(collapsed).then("▸").otherwise("▾"));
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(Bindings.when(collapsed).then(otau.ui.LanguageSwitch.text("bottom.expand")).otherwise(otau.ui.LanguageSwitch.text("bottom.collapse")));
        arrow.setTooltip(tip);
        arrow.setOnMouseClicked(e -> {
            collapsed.set(!collapsed.get());
            e.consume();
        });
        tab.setGraphic(arrow);
    }

    /** Collapses or opens the area. */
    void toggle() {
        collapsed.set(!collapsed.get());
    }

    TabPane tabs() {
        return tabs;
    }
}
