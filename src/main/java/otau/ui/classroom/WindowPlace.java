package otau.ui.classroom;

import javafx.stage.Stage;

/**
 * Where a window was and how it was shown, to put it back after the classroom screen: some
 * platforms (Monocle, and window managers that treat an owned full-screen window as the
 * owner's) change the workbench's window along with it.
 */
record WindowPlace(double x, double y, double width, double height, boolean maximized, boolean fullScreen) {
    static WindowPlace of(Stage s) {
        return new WindowPlace(s.getX(), s.getY(), s.getWidth(), s.getHeight(), s.isMaximized(), s.isFullScreen());
    }

    /** Puts {@code s} back as it was; nothing that is already so is touched. */
    void restore(Stage s) {
        if (s.isFullScreen() != fullScreen) {
            s.setFullScreen(fullScreen);
        }
        if (s.isMaximized() != maximized) {
            s.setMaximized(maximized);
        }
        if (!maximized && !fullScreen) {
            if (s.getX() != x || s.getY() != y) {
                s.setX(x);
                s.setY(y);
            }
            if (s.getWidth() != width || s.getHeight() != height) {
                s.setWidth(width);
                s.setHeight(height);
            }
        }
    }
}
