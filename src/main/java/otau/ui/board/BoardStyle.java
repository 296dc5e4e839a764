package otau.ui.board;

/**
 * The board's appearance. Each style is a style class on the board (none for wood), whose
 * CSS in {@code board.css} redefines the board's colours for light and dark alike.
 */
public enum BoardStyle {
    /** Warm wood with light pebbles, the default. */
    WOOD(null),
    /** Cool grey stone. */
    SLATE("slate"),
    /** Black and white with strong ink, for projectors and weak eyesight. */
    HIGH_CONTRAST("high-contrast");

    private final String styleClass;

    BoardStyle(String styleClass) {
        this.styleClass = styleClass;
    }

    /** The style class the board carries for this style, or null for the default. */
    public String styleClass() {
        return styleClass;
    }
}
