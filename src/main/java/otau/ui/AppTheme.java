package otau.ui;

import java.util.List;
import java.util.Objects;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.ListChangeListener;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.PopupWindow;
import javafx.stage.Window;

/**
 * The one place that gives windows their look: the application stylesheet
 * ({@code otau/ui/otau.css}, which imports every feature's CSS) and, in the dark theme, the
 * dark palette after it, with the style class {@code dark} on the scene's root for the rules
 * that differ beyond the palette.
 *
 * <p>One listener on {@link Window#getWindows()} styles each window as it opens (before its
 * first layout, so dialogs are sized with the right fonts), and a change of theme restyles
 * every open window at once. No window, dialog or panel listens to the theme itself: such
 * listeners, one per window, were how a closed window was kept alive. Popups (menus, tooltips,
 * combo lists) are left alone: JavaFX gives them their owner's stylesheets when they show.
 */
public final class AppTheme {
    /** The application stylesheet, light theme. */
    public static final String STYLESHEET = url("otau.css");
    /** The dark palette, added after {@link #STYLESHEET} in the dark theme. */
    public static final String DARK_STYLESHEET = url("workbench/workbench-dark.css");
    /** The root's style class in the dark theme. */
    public static final String DARK_CLASS = "dark";

    private static final BooleanProperty DARK = new SimpleBooleanProperty(AppTheme.class, "dark");
    private static boolean following;

    private AppTheme() {
    }

    private static String url(String name) {
        return Objects.requireNonNull(AppTheme.class.getResource(name), name).toExternalForm();
    }

    /** The theme switch: true for dark. Change it on the FX thread. */
    public static BooleanProperty darkProperty() {
        follow();
        return DARK;
    }

    /**
     * Starts styling every window that opens and every open one (idempotent; on the FX
     * thread). The workbench calls it when it is made; reading {@link #darkProperty()} does too.
     */
    public static synchronized void follow() {
        if (following) {
            return;
        }
        following = true;
        Window.getWindows().addListener((ListChangeListener<Window>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(AppTheme::dress);
            }
        });
        DARK.addListener((o, was, dark) -> List.copyOf(Window.getWindows()).forEach(AppTheme::dress));
        List.copyOf(Window.getWindows()).forEach(AppTheme::dress);
    }

    /** The stylesheets a scene has in the current theme, in cascade order. */
    public static List<String> stylesheets() {
        return DARK.get() ? List.of(STYLESHEET, DARK_STYLESHEET) : List.of(STYLESHEET);
    }

    private static void dress(Window window) {
        if (!(window instanceof PopupWindow) && window.getScene() != null) {
            dress(window.getScene());
        }
    }

    /**
     * Gives {@code scene} the current theme now. Windows get it by themselves when they open;
     * this is for a scene that is drawn without ever being shown (a snapshot, an export).
     */
    public static void dress(Scene scene) {
        List<String> wanted = stylesheets();
        if (!scene.getStylesheets().equals(wanted)) {
            scene.getStylesheets().setAll(wanted);
        }
        Parent root = scene.getRoot();
        if (root != null) {
            root.getStyleClass().remove(DARK_CLASS);
            if (DARK.get()) {
                root.getStyleClass().add(DARK_CLASS);
            }
        }
    }
}
