package otau.ui.database;

import java.util.Objects;
import javafx.scene.Parent;

/** The stylesheet of the database's views (explorer, browser, import summary, trainer). */
public final class DatabaseStyles {
    private static final String CSS = Objects.requireNonNull(DatabaseStyles.class.getResource("database.css"),
            "database.css").toExternalForm();

    private DatabaseStyles() {
    }

    /** Adds the stylesheet to {@code node} (kept when the workbench restyles a window's root). */
    public static void apply(Parent node) {
        if (!node.getStylesheets().contains(CSS)) {
            node.getStylesheets().add(CSS);
        }
    }
}
