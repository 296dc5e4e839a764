package otau.ui.board;

/**
 * The brushes for arrows and highlighted holes. Each maps to a CSS style class, so the
 * actual colours come from the stylesheet (and follow light and dark appearance).
 */
public enum MarkColor {
    GREEN, RED, BLUE, YELLOW;

    /** The style class the board puts on nodes drawn with this brush, e.g. {@code mark-green}. */
    public String styleClass() {
        return "mark-" + name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The brush for a right-drag: plain green, Shift red, Alt blue, Shift+Alt or Ctrl yellow. */
    public static MarkColor forModifiers(boolean shift, boolean alt, boolean ctrl) {
        if (ctrl || shift && alt) {
            return YELLOW;
        }
        if (shift) {
            return RED;
        }
        return alt ? BLUE : GREEN;
    }
}
