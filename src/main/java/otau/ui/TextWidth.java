package otau.ui;

import javafx.scene.text.Font;
import javafx.scene.text.Text;

/** How wide a text is drawn in a font: for columns sized to what they must show, in any language. */
public final class TextWidth {
    private TextWidth() {
    }

    /** The width of {@code text} in {@code font}, in pixels. */
    public static double of(String text, Font font) {
        Text probe = new Text(text);
        probe.setFont(font);
        return probe.getLayoutBounds().getWidth();
    }
}
