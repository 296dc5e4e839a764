package otau.ui;

import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.Control;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextInputControl;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import javafx.util.Duration;

/**
 * Where a dialog or a secondary window opens, and which control it gives the keyboard:
 * at least as large as its content asks (on some window managers a resizable dialog
 * opened at 200x200, its labels cut and its Save button out of sight), never larger than
 * the screen, centred on its owner, and with the focus in its first field so that typing
 * goes into the dialog and not to the workbench's shortcuts.
 */
public final class DialogPlacement {
    /** How much of the screen a window may take at most. */
    private static final double SCREEN_SHARE = 0.95;
    /** How long after showing a window's place is checked again (see {@link #keepInSight}). */
    private static final Duration[] SETTLED = {Duration.millis(300), Duration.millis(1000)};
    /** How much of a title bar must be on the screen for a window to be within reach. */
    private static final double IN_SIGHT = 40;

    private DialogPlacement() {
    }

    /** Prepares {@code dialog} (call before showing it); returns it. */
    public static <D extends Dialog<?>> D prepare(D dialog) {
        DialogPane pane = dialog.getDialogPane();
        Window window = pane.getScene().getWindow();
        OpeningWindowKeyGuard.install(window, dialog::getOwner);
        keepOwnerMaximized(window, dialog::getOwner, () -> dialog.getModality() != javafx.stage.Modality.NONE);
        window.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> {
            Window owner = dialog.getOwner();
            fit(window, pane, owner);
            keepInSight(window, owner, window.getWidth(), window.getHeight());
            // Some window managers leave the keyboard with the owner unless asked.
            window.requestFocus();
            focusFirstField(pane.getContent() != null ? pane.getContent() : pane);
        });
        return dialog;
    }

    /** Prepares a secondary window (call before showing it); its owner is the stage's owner. */
    public static Stage prepare(Stage stage) {
        OpeningWindowKeyGuard.install(stage, stage::getOwner);
        keepOwnerMaximized(stage, stage::getOwner, () -> stage.getModality() != javafx.stage.Modality.NONE);
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> {
            Scene scene = stage.getScene();
            if (scene != null && scene.getRoot() != null) {
                // A scrolling window asks for all of its content; it keeps the size it was given.
                if (scene.getRoot() instanceof ScrollPane) {
                    centre(stage, stage.getOwner());
                    keepInSight(stage, stage.getOwner(), Double.NaN, Double.NaN);
                } else {
                    fit(stage, scene.getRoot(), stage.getOwner());
                    keepInSight(stage, stage.getOwner(), stage.getWidth(), stage.getHeight());
                }
                stage.requestFocus();
                focusFirstField(scene.getRoot());
            }
        });
        return stage;
    }

    /** Grows {@code window} to what {@code content} asks (within the screen) and centres it on {@code owner}. */
    static void fit(Window window, Parent content, Window owner) {
        Scene scene = content.getScene();
        content.applyCss();
        // Some window managers report the size later: unknown sizes count as none, never as NaN
        // (a NaN position put dialogs in the screen's corner, their title bar out of sight).
        double decoW = Math.max(0, finite(window.getWidth()) - finite(scene.getWidth()));
        double decoH = Math.max(0, finite(window.getHeight()) - finite(scene.getHeight()));
        Rectangle2D screen = screenOf(owner != null ? owner : window);
        double maxW = screen.getWidth() * SCREEN_SHARE;
        double maxH = screen.getHeight() * SCREEN_SHARE;
        double prefW = Math.min(maxW - decoW, Math.max(content.prefWidth(-1), content.minWidth(-1)));
        double prefH = Math.min(maxH - decoH, Math.max(content.prefHeight(prefW), content.minHeight(prefW)));
        double w = Math.min(maxW, Math.max(finite(window.getWidth()), prefW + decoW));
        double h = Math.min(maxH, Math.max(finite(window.getHeight()), prefH + decoH));
        window.setWidth(w);
        window.setHeight(h);
        centre(window, owner);
    }

    /** Puts {@code window} in the middle of {@code owner} (of the screen without one), inside the screen. */
    static void centre(Window window, Window owner) {
        Rectangle2D screen = screenOf(owner != null ? owner : window);
        double w = finite(window.getWidth());
        double h = finite(window.getHeight());
        double x;
        double y;
        if (owner != null && owner.isShowing() && finite(owner.getWidth()) > 0 && finite(owner.getHeight()) > 0
                && Double.isFinite(owner.getX()) && Double.isFinite(owner.getY())) {
            x = owner.getX() + (owner.getWidth() - w) / 2;
            y = owner.getY() + (owner.getHeight() - h) / 2;
        } else {
            x = screen.getMinX() + (screen.getWidth() - w) / 2;
            y = screen.getMinY() + (screen.getHeight() - h) / 2;
        }
        window.setX(Math.max(screen.getMinX(), Math.min(x, screen.getMaxX() - w)));
        window.setY(Math.max(screen.getMinY(), Math.min(y, screen.getMaxY() - h)));
    }

    /**
     * Some window managers answer the place given as the window shows with a stale one: under
     * Openbox, over a maximized owner, a dialog ended in the screen's corner with its title bar
     * above the screen, out of reach of the mouse. So the place is looked at again once the
     * window manager has settled, and a window found out of sight is centred once more. The size
     * it was fitted to ({@code width} x {@code height}; NaN: none) is checked the same way: there
     * the same dialogs fell back to 200x200.
     */
    static void keepInSight(Window window, Window owner, double width, double height) {
        for (Duration after : SETTLED) {
            PauseTransition wait = new PauseTransition(after);
            wait.setOnFinished(e -> {
                if (!window.isShowing()) {
                    return;
                }
                boolean shrunk = window.getWidth() < width - 2 || window.getHeight() < height - 2;
                if (shrunk) {
                    window.setWidth(width);
                    window.setHeight(height);
                }
                if (shrunk || outOfSight(window)) {
                    centre(window, owner);
                }
            });
            wait.play();
        }
    }

    /**
     * Some Linux window managers (KWin, Openbox) take a maximized owner out of its maximized
     * state while a modal window over it shows, as JavaFX 21 freezes the owner's size: the
     * owner is maximized again when the modal window closes.
     */
    private static void keepOwnerMaximized(Window window, java.util.function.Supplier<Window> owner,
                                           java.util.function.BooleanSupplier modal) {
        boolean[] wasMaximized = new boolean[1];
        // Only under a modal window: beside a window that blocks nothing the user may take the
        // owner out of its maximized state, and it must stay so.
        window.addEventHandler(WindowEvent.WINDOW_SHOWING, e ->
                wasMaximized[0] = modal.getAsBoolean() && owner.get() instanceof Stage s && s.isMaximized());
        // Once the owner is enabled again (after the hidden window's handlers): before, the
        // window manager still holds it to its frozen size.
        window.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> Platform.runLater(() -> {
            if (wasMaximized[0] && owner.get() instanceof Stage s && s.isShowing() && !s.isMaximized()) {
                s.setMaximized(true);
            }
        }));
    }

    /** Whether {@code w}'s title bar is off its screen (above it, or nearly all of it beside or below). */
    static boolean outOfSight(Window w) {
        if (!Double.isFinite(w.getX()) || !Double.isFinite(w.getY())) {
            return true;
        }
        Rectangle2D screen = screenOf(w);
        return w.getY() < screen.getMinY() || w.getY() > screen.getMaxY() - IN_SIGHT
                || w.getX() + finite(w.getWidth()) < screen.getMinX() + IN_SIGHT || w.getX() > screen.getMaxX() - IN_SIGHT;
    }

    /** {@code v}, or 0 where it is not known yet (NaN) or not a size. */
    private static double finite(double v) {
        return Double.isFinite(v) ? v : 0;
    }

    private static Rectangle2D screenOf(Window w) {
        if (!Double.isFinite(w.getX()) || !Double.isFinite(w.getY())) {
            return Screen.getPrimary().getVisualBounds();
        }
        var screens = Screen.getScreensForRectangle(w.getX(), w.getY(), Math.max(1, finite(w.getWidth())),
                Math.max(1, finite(w.getHeight())));
        return (screens.isEmpty() ? Screen.getPrimary() : screens.get(0)).getVisualBounds();
    }

    /**
     * Gives the keyboard to the first field of {@code root}; now and once more after the window
     * manager has had its say.
     */
    public static void focusFirstField(Node root) {
        Node field = firstField(root);
        if (field != null) {
            field.requestFocus();
            Platform.runLater(field::requestFocus);
        }
    }

    /** The first enabled, visible input control under {@code root} in reading order (not a button). */
    public static Node firstField(Node n) {
        if (!n.isVisible() || n.isDisabled() || n instanceof ButtonBar) {
            return null;
        }
        if (n instanceof Control c && c.isFocusTraversable() && !(c instanceof Button)
                && !(c instanceof Hyperlink) && !(c instanceof ScrollPane)
                && !(c instanceof TextInputControl t && !t.isEditable())) {
            return c;
        }
        if (n instanceof ScrollPane sp && sp.getContent() != null) {
            return firstField(sp.getContent());
        }
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                Node f = firstField(c);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }
}
