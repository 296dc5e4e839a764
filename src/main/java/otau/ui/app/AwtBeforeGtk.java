package otau.ui.app;

import java.awt.GraphicsEnvironment;
import java.util.Locale;

/**
 * On Linux, GTK prints "Gdk-WARNING … XSetErrorHandler() called with a GDK error trap pushed.
 * Don't do that." when AWT's X toolkit starts after JavaFX's GTK (JDK-8156779): AWT installs its
 * own X error handler while GTK holds an error trap. Otau uses AWT for printing, the log folder
 * and pictures, so its toolkit is started first, before JavaFX: GTK then pushes its traps over
 * AWT's handler and says nothing, at start or later. (JavaFX 21 has no GTK 2 to fall back to.)
 */
final class AwtBeforeGtk {
    private AwtBeforeGtk() {
    }

    /** Starts AWT's toolkit where JavaFX will use GTK on an X display (call before the toolkit starts). */
    static void start() {
        if (!applies(System.getProperty("os.name", ""), GraphicsEnvironment.isHeadless())) {
            return;
        }
        try {
            java.awt.Toolkit.getDefaultToolkit();
        } catch (Throwable e) {
            // AWT cannot reach the display: the workbench does not need it to start.
        }
    }

    /** Whether AWT should start first: on Linux (and other X11 systems) with a display. */
    static boolean applies(String osName, boolean headless) {
        String os = osName.toLowerCase(Locale.ROOT);
        return !headless && !os.startsWith("windows") && !os.startsWith("mac");
    }
}
