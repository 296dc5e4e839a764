package otau.ui.workbench;

import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * The list of tabs that do not fit (the tab pane's ▾ button) opens below the button's right
 * edge and so past the window's right edge when the tabs sit at the right of the window. This
 * moves it back inside the window.
 */
final class TabOverflowMenus {
    private TabOverflowMenus() {
    }

    /** Watches the menus that open from {@code tabs}; returns what stops it (the list of windows is the application's). */
    static Runnable keepInside(TabPane tabs, Stage stage) {
        ListChangeListener<Window> watch = c -> {
            while (c.next()) {
                for (Window w : c.getAddedSubList()) {
                    if (w instanceof ContextMenu menu && inside(menu.getOwnerNode(), tabs)) {
                        menu.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> fit(menu, stage));
                        if (menu.isShowing()) {
                            fit(menu, stage);
                        }
                    }
                }
            }
        };
        Window.getWindows().addListener(watch);
        return () -> Window.getWindows().removeListener(watch);
    }

    static void fit(Window menu, Stage stage) {
        double right = stage.getX() + stage.getWidth();
        if (menu.getX() + menu.getWidth() > right) {
            menu.setX(Math.max(stage.getX(), right - menu.getWidth()));
        }
        double bottom = stage.getY() + stage.getHeight();
        if (menu.getY() + menu.getHeight() > bottom) {
            menu.setY(Math.max(stage.getY(), bottom - menu.getHeight()));
        }
    }

    private static boolean inside(Node n, TabPane tabs) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (p == tabs) {
                return true;
            }
        }
        return false;
    }
}
