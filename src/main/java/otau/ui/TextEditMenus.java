package otau.ui;

import javafx.collections.ListChangeListener;
import javafx.event.EventTarget;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.PasswordField;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ContextMenuEvent;
import javafx.stage.Window;

/**
 * The right-click menu of text fields and areas in the interface's language. JavaFX's own
 * (Undo, Cut, Copy, Paste…) takes its words from its resources in the JVM's language, which
 * have no Kyrgyz, Kazakh or Russian: a Kyrgyz comment editor showed an English menu. Installed
 * once for every window: a filter on each scene answers a menu request on a text control that
 * has no menu of its own with this one. Call on the FX thread.
 */
public final class TextEditMenus {
    private static final Object MARK = new Object();
    private static boolean everywhere;

    private TextEditMenus() {
    }

    /** Every window, shown now or later, answers with this menu. */
    public static void installEverywhere() {
        if (everywhere) {
            return;
        }
        everywhere = true;
        for (Window w : Window.getWindows()) {
            watch(w);
        }
        Window.getWindows().addListener((ListChangeListener<Window>) c -> {
            while (c.next()) {
                for (Window w : c.getAddedSubList()) {
                    watch(w);
                }
            }
        });
    }

    private static void watch(Window w) {
        if (w.getProperties().putIfAbsent(MARK, Boolean.TRUE) != null) {
            return;
        }
        if (w.getScene() != null) {
            install(w.getScene());
        }
        w.sceneProperty().addListener((o, a, scene) -> {
            if (scene != null) {
                install(scene);
            }
        });
    }

    /** The text controls of {@code scene} answer a menu request with this menu. */
    public static void install(Scene scene) {
        if (scene.getProperties().putIfAbsent(MARK, Boolean.TRUE) != null) {
            return;
        }
        scene.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, e -> {
            TextInputControl t = textControl(e.getTarget());
            // A control with a menu or a handler of its own keeps it.
            if (t == null || t.getContextMenu() != null || t.getOnContextMenuRequested() != null || t.isDisabled()) {
                return;
            }
            e.consume();
            t.requestFocus();
            ContextMenu menu = menuFor(t);
            if (e.isKeyboardTrigger()) {
                Bounds b = t.localToScreen(t.getBoundsInLocal());
                menu.show(t, b.getMinX(), b.getMaxY());
            } else {
                menu.show(t, e.getScreenX(), e.getScreenY());
            }
        });
    }

    /** The text control the event's target is, or lies in (the skin's text node), or null. */
    private static TextInputControl textControl(EventTarget target) {
        for (Node n = target instanceof Node node ? node : null; n != null; n = n.getParent()) {
            if (n instanceof TextInputControl t) {
                return t;
            }
        }
        return null;
    }

    /** Undo, Redo; Cut, Copy, Paste, Delete; Select All, each enabled where it would do something. */
    static ContextMenu menuFor(TextInputControl t) {
        boolean editable = t.isEditable();
        boolean selected = t.getSelection().getLength() > 0;
        // A password's text is never put on the clipboard.
        boolean secret = t instanceof PasswordField;
        ContextMenu menu = new ContextMenu(
                item("undo", "text.undo", t::undo, editable && t.isUndoable()),
                item("redo", "text.redo", t::redo, editable && t.isRedoable()),
                new SeparatorMenuItem(),
                item("cut", "text.cut", t::cut, editable && selected && !secret),
                item("copy", "text.copy", t::copy, selected && !secret),
                item("paste", "text.paste", t::paste, editable && Clipboard.getSystemClipboard().hasString()),
                item("delete", "text.delete", () -> t.deleteText(t.getSelection()), editable && selected),
                new SeparatorMenuItem(),
                item("select-all", "text.selectAll", t::selectAll, !t.getText().isEmpty()));
        menu.setId("text-edit-menu");
        return menu;
    }

    private static MenuItem item(String id, String key, Runnable action, boolean enabled) {
        MenuItem item = new MenuItem(I18n.get(key));
        item.setId("text-edit-" + id);
        item.setOnAction(e -> action.run());
        item.setDisable(!enabled);
        return item;
    }
}
