package otau.ui;

import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import org.kordamp.ikonli.javafx.FontIcon;

/** Toolbar buttons that show only an icon and say what they do in a tooltip. */
public final class IconButtons {
    private IconButtons() {
    }

    /** A button {@code id} showing {@code icon}, its tooltip the text of {@code tipKey}, doing {@code action}. */
    public static Button of(String id, String icon, String tipKey, Runnable action) {
        Button b = new Button(null, new FontIcon(icon));
        b.setId(id);
        b.setTooltip(new Tooltip(I18n.get(tipKey)));
        b.setOnAction(e -> action.run());
        return b;
    }
}
