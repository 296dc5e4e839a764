package otau.ui.workbench;

import java.util.Objects;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Parent;
import javafx.scene.Scene;

/** The light and the dark look: the main window's scene and every dialog styled alike. */
final class ThemeSwitch {
    private static final String LIGHT_CSS = css("workbench.css");
    private static final String DARK_CSS = css("workbench-dark.css");
    private final BooleanProperty dark = new SimpleBooleanProperty(this, "dark");

    private static String css(String name) {
        return Objects.requireNonNull(ThemeSwitch.class.getResource(name), name).toExternalForm();
    }

    BooleanProperty darkProperty() {
        return dark;
    }

    /** Styles the main window's scene now and whenever the theme changes. */
    void follow(Scene scene, Parent root, Runnable afterChange) {
        Runnable apply = () -> {
            scene.getStylesheets().setAll(LIGHT_CSS);
            root.getStyleClass().remove("dark");
            if (dark.get()) {
                scene.getStylesheets().add(DARK_CSS);
                root.getStyleClass().add("dark");
            }
            afterChange.run();
        };
        dark.addListener((o, a, b) -> apply.run());
        apply.run();
    }

    /** Gives any window's root the workbench's look (light or dark). */
    void style(Parent pane) {
        pane.getStylesheets().setAll(LIGHT_CSS);
        pane.getStyleClass().remove("dark");
        pane.getStyleClass().add("workbench-dialog");
        if (dark.get()) {
            pane.getStylesheets().add(DARK_CSS);
            pane.getStyleClass().add("dark");
        }
    }
}
