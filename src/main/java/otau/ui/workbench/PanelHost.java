package otau.ui.workbench;

import java.util.LinkedHashMap;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import otau.ui.I18n;

/**
 * The workbench's areas: the board (with a bar beside it) over the bottom tabs, and the
 * side column with the move list over the side tabs. Panels join as tabs; an area with no
 * tab is hidden. The dividers and the tab last chosen are kept in the preferences.
 */
final class PanelHost {
    static final String MAIN_DIVIDER = "divider.main";
    static final String SIDE_DIVIDER = "divider.side";
    static final String CENTRE_DIVIDER = "divider.centre";
    /** The side column takes a good third: the explorer's four columns fit it at 1600 wide. */
    static final double MAIN_DEFAULT = 0.64;
    /**
     * The move list above, the panels below: panels get two thirds by default, so that the
     * puzzle list and the explorer show several rows in a window of 1360x840 (0.42 left the
     * puzzle list under three).
     */
    static final double SIDE_DEFAULT = 0.34;
    static final double CENTRE_DEFAULT = 1 - BottomArea.MAX_SHARE;

    private final WorkbenchPreferences preferences;
    private final SplitPane mainSplit = new SplitPane();
    private final SplitPane centreSplit = new SplitPane();
    private final SplitPane sideSplit = new SplitPane();
    private final TabPane sideTabs = new TabPane();
    private final TabPane bottomTabs = new TabPane();
    private final VBox sideColumn = new VBox();
    private final BorderPane boardArea = new BorderPane();
    private final Map<String, Tab> panels = new LinkedHashMap<>();
    private final BooleanProperty sidePanelVisible = new SimpleBooleanProperty(this, "sidePanelVisible", true);

    PanelHost(WorkbenchPreferences preferences, Node boardPane, Node moveList, Node navigationBar) {
        this.preferences = preferences;
        centreSplit.setOrientation(Orientation.VERTICAL);
        boardArea.setCenter(boardPane);
        boardArea.setMinSize(0, 0);
        centreSplit.getItems().add(boardArea);
        bottomTabs.getStyleClass().add("bottom-tabs");
        new BottomArea(bottomTabs, centreSplit, preferences);

        VBox.setVgrow(sideSplit, Priority.ALWAYS);
        sideSplit.setOrientation(Orientation.VERTICAL);
        sideSplit.getItems().add(moveList);
        sideTabs.getStyleClass().add("side-tabs");
        sideTabs.getSelectionModel().selectedItemProperty().addListener((o, a, t) -> {
            if (t != null) {
                preferences.put("side.selected", t.getId().substring("panel-".length()));
            }
        });
        sideColumn.getStyleClass().add("side-column");
        sideColumn.getChildren().addAll(sideSplit, navigationBar);
        sideColumn.setMinWidth(220);

        mainSplit.getItems().addAll(centreSplit, sideColumn);
        mainSplit.getStyleClass().add("main-split");
        SplitPane.setResizableWithParent(sideColumn, false);
        sidePanelVisible.set(preferences.getBoolean("view.sidePanel", true));
        sidePanelVisible.addListener((o, a, b) -> {
            preferences.put("view.sidePanel", b);
            updateAreas();
        });
        mainSplit.setDividerPositions(preferences.getDouble(MAIN_DIVIDER, MAIN_DEFAULT, 0, 1));
        updateAreas();
    }

    /** The whole centre of the window. */
    Node root() {
        return mainSplit;
    }

    TabPane sideTabs() {
        return sideTabs;
    }

    BooleanProperty sidePanelVisibleProperty() {
        return sidePanelVisible;
    }

    Tab addSidePanel(String id, String titleKey, Node content) {
        return add(sideTabs, id, titleKey, content);
    }

    Tab addBottomPanel(String id, String titleKey, Node content) {
        return add(bottomTabs, id, titleKey, content);
    }

    void setBoardSideBar(Node node) {
        boardArea.setLeft(node);
    }

    boolean remove(String id) {
        Tab t = panels.remove(id);
        if (t == null) {
            return false;
        }
        t.getTabPane().getTabs().remove(t);
        updateAreas();
        return true;
    }

    void select(String id) {
        Tab t = panels.get(id);
        if (t != null) {
            sidePanelVisible.set(true);
            t.getTabPane().getSelectionModel().select(t);
        }
    }

    private Tab add(TabPane tabs, String id, String titleKey, Node content) {
        if (panels.containsKey(id)) {
            throw new IllegalArgumentException("a panel named '" + id + "' is already there");
        }
        // A panel taken out and put back (the evaluation graph) may have been away during a change of language.
        otau.ui.LanguageSwitch.relabel(content);
        Tab tab = new Tab(I18n.get(titleKey), tabs == sideTabs ? PanelScroll.wrap(content) : content);
        tab.setId("panel-" + id);
        tab.setClosable(false);
        panels.put(id, tab);
        tabs.getTabs().add(tab);
        if (id.equals(preferences.getString(tabs == sideTabs ? "side.selected" : "bottom.selected", ""))) {
            tabs.getSelectionModel().select(tab);
        }
        updateAreas();
        return tab;
    }

    /** Shows or hides the side column, the tab area and the bottom area as their contents require. */
    private void updateAreas() {
        boolean side = sidePanelVisible.get();
        if (side && !mainSplit.getItems().contains(sideColumn)) {
            mainSplit.getItems().add(sideColumn);
            mainSplit.setDividerPositions(preferences.getDouble(MAIN_DIVIDER, MAIN_DEFAULT, 0, 1));
        } else if (!side && mainSplit.getItems().contains(sideColumn)) {
            preferences.put(MAIN_DIVIDER, mainSplit.getDividerPositions()[0]);
            mainSplit.getItems().remove(sideColumn);
        }
        boolean tabs = !sideTabs.getTabs().isEmpty();
        if (tabs && !sideSplit.getItems().contains(sideTabs)) {
            sideSplit.getItems().add(sideTabs);
            sideSplit.setDividerPositions(preferences.getDouble(SIDE_DIVIDER, SIDE_DEFAULT, 0, 1));
        } else if (!tabs) {
            sideSplit.getItems().remove(sideTabs);
        }
        boolean bottom = !bottomTabs.getTabs().isEmpty();
        if (bottom && !centreSplit.getItems().contains(bottomTabs)) {
            centreSplit.getItems().add(bottomTabs);
            centreSplit.setDividerPositions(preferences.getDouble(CENTRE_DIVIDER, CENTRE_DEFAULT, 0, 1));
        } else if (!bottom) {
            centreSplit.getItems().remove(bottomTabs);
        }
    }

    /**
     * Puts the dividers where they were saved. Called once the window has its final size:
     * the side column keeps its width when the window resizes, so dividers set while the
     * scene still had its first size would land elsewhere.
     */
    void applySavedDividers() {
        setDividers(saved(MAIN_DIVIDER), saved(SIDE_DIVIDER), saved(CENTRE_DIVIDER));
    }

    /** A divider the user left somewhere, else NaN (the first layout's default stays; so it does for one out of 0..1). */
    private double saved(String key) {
        return preferences.getDouble(key, Double.NaN, 0, 1);
    }

    /** Writes the dividers of the areas shown now (called on closing). */
    void saveDividers() {
        if (mainSplit.getItems().size() > 1) {
            preferences.put(MAIN_DIVIDER, mainSplit.getDividerPositions()[0]);
        }
        if (sideSplit.getItems().size() > 1) {
            preferences.put(SIDE_DIVIDER, sideSplit.getDividerPositions()[0]);
        }
        if (centreSplit.getItems().size() > 1) {
            preferences.put(CENTRE_DIVIDER, centreSplit.getDividerPositions()[0]);
        }
    }

    /** The dividers as shown: main, side and centre (NaN where that area is hidden). */
    double[] dividers() {
        return new double[] {divider(mainSplit), divider(sideSplit), divider(centreSplit)};
    }

    /** Moves the dividers (NaN leaves one as it is), e.g. for a test or a layout reset. */
    void setDividers(double main, double side, double centre) {
        set(mainSplit, main);
        set(sideSplit, side);
        set(centreSplit, centre);
    }

    private static double divider(SplitPane s) {
        return s.getItems().size() > 1 ? s.getDividerPositions()[0] : Double.NaN;
    }

    private static void set(SplitPane s, double value) {
        if (!Double.isNaN(value) && s.getItems().size() > 1) {
            s.setDividerPositions(value);
        }
    }
}
