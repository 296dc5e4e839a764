package otau.ui.workbench;

import java.util.List;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

/**
 * The main window's place and size between runs: the first start takes ~85% of the
 * screen's visual bounds, centred (all of them on a screen under {@value #SMALL_SCREEN_HEIGHT}
 * pixels high); every later start gets back the size, position and
 * maximized state it was closed with (kept on the screen it is on, or moved to the
 * primary one when that monitor has gone).
 *
 * <p>Why the size is given twice: on Linux (GTK) under a window manager, JavaFX 21 loses
 * a size given before the window is mapped — the window came up at 200x200 and, held by
 * the minimum size, at 720x520 (718x495 inside the frame) however the scene or the
 * preferences were sized. The size is therefore set before showing, and set again once
 * the window is shown, when the window manager has mapped it.
 */
final class WindowState {
    static final double FIRST_START_SHARE = 0.85;
    static final String X = "window.x";
    static final String Y = "window.y";
    static final String WIDTH = "window.width";
    static final String HEIGHT = "window.height";
    static final String MAXIMIZED = "window.maximized";
    /**
     * On a screen whose visual height is under this (a 1366x768 or 1280x720 laptop) the first
     * window fills the visual bounds: at 85% of them the side tabs are so short that the puzzle
     * list shows a single row; filling them, two, and the explorer a few more. Filled, not
     * maximized: under some Linux window managers JavaFX 21 loses a maximized state when a
     * modal dialog opens (the window shrank to its normal size behind the dialog).
     */
    static final double SMALL_SCREEN_HEIGHT = 800;

    private final Stage stage;
    private final WorkbenchPreferences preferences;
    private Rectangle2D bounds;
    private Rectangle2D intended;
    private boolean maximized;

    WindowState(Stage stage, WorkbenchPreferences preferences) {
        this.stage = stage;
        this.preferences = preferences;
    }

    /** Where the window goes on {@code screens} ({@code primary} first), from the preferences. */
    static Rectangle2D placement(WorkbenchPreferences p, Rectangle2D primary, List<Rectangle2D> screens,
                                 double minWidth, double minHeight) {
        if (!p.has(WIDTH) || !p.has(HEIGHT)) {
            double share = primary.getHeight() < SMALL_SCREEN_HEIGHT ? 1 : FIRST_START_SHARE;
            double w = Math.max(minWidth, Math.round(primary.getWidth() * share));
            double h = Math.max(minHeight, Math.round(primary.getHeight() * share));
            return centred(primary, w, h);
        }
        // A size of zero or less is damage, not a wish: the first start's size serves.
        double w = p.getDouble(WIDTH, primary.getWidth() * FIRST_START_SHARE, 1, Double.MAX_VALUE);
        double h = p.getDouble(HEIGHT, primary.getHeight() * FIRST_START_SHARE, 1, Double.MAX_VALUE);
        double x = p.getDouble(X, Double.NaN);
        double y = p.getDouble(Y, Double.NaN);
        Rectangle2D on = null;
        if (!Double.isNaN(x) && !Double.isNaN(y)) {
            for (Rectangle2D s : screens) {
                // The title bar's left part must be on that screen to count as on it.
                if (s.intersects(x, y, Math.min(w, 200), 40)) {
                    on = s;
                    break;
                }
            }
        }
        Rectangle2D screen = on != null ? on : primary;
        w = Math.max(minWidth, Math.min(w, screen.getWidth()));
        h = Math.max(minHeight, Math.min(h, screen.getHeight()));
        if (on == null) {
            return centred(screen, w, h);
        }
        // Still wholly on that screen: a window saved half off it comes back inside.
        x = Math.max(screen.getMinX(), Math.min(x, screen.getMaxX() - w));
        y = Math.max(screen.getMinY(), Math.min(y, screen.getMaxY() - h));
        return new Rectangle2D(x, y, w, h);
    }

    private static Rectangle2D centred(Rectangle2D screen, double w, double h) {
        return new Rectangle2D(screen.getMinX() + Math.round((screen.getWidth() - w) / 2),
                screen.getMinY() + Math.round((screen.getHeight() - h) / 2), w, h);
    }

    /** Gives the stage its place from the preferences; call before showing it. */
    void restore(StageHooks hooks) {
        Rectangle2D primary = Screen.getPrimary().getVisualBounds();
        List<Rectangle2D> screens = Screen.getScreens().stream().map(Screen::getVisualBounds).toList();
        bounds = placement(preferences, primary, screens, stage.getMinWidth(), stage.getMinHeight());
        maximized = preferences.getBoolean(MAXIMIZED, false);
        apply(bounds);
        // What the window is given last before it shows (the place above, or whatever
        // was set after it) is what it must have once shown.
        hooks.on(WindowEvent.WINDOW_SHOWING, e -> intended = new Rectangle2D(stage.getX(), stage.getY(),
                stage.getWidth(), stage.getHeight()));
        hooks.on(WindowEvent.WINDOW_SHOWN, e -> Platform.runLater(this::applyIfLost));
    }

    private void apply(Rectangle2D r) {
        stage.setX(r.getMinX());
        stage.setY(r.getMinY());
        stage.setWidth(r.getWidth());
        stage.setHeight(r.getHeight());
    }

    /**
     * Once shown: the window manager may have dropped the size (see the class comment).
     * Maximizing waits until now too, so that the normal size under it is the saved one.
     */
    private void applyIfLost() {
        Rectangle2D r = intended != null ? intended : bounds;
        if (Math.abs(stage.getWidth() - r.getWidth()) > 1 || Math.abs(stage.getHeight() - r.getHeight()) > 1) {
            apply(r);
        }
        if (maximized) {
            stage.setMaximized(true);
        }
    }

    /** Writes the window's place and size (its last normal size while maximized). */
    void save() {
        preferences.put(MAXIMIZED, stage.isMaximized());
        if (!stage.isMaximized() && !stage.isIconified() && stage.getWidth() > 0) {
            preferences.put(X, stage.getX());
            preferences.put(Y, stage.getY());
            preferences.put(WIDTH, stage.getWidth());
            preferences.put(HEIGHT, stage.getHeight());
        }
    }
}
