package otau.export;

import java.util.List;
import java.util.Objects;
import otau.game.record.Markup;

/**
 * What a diagram shows and how big it is.
 *
 * @param style        board or scoresheet
 * @param caption      a line or two printed above the position (any script); empty for none
 * @param flipped      Black's row at the bottom
 * @param markup       highlighted holes and arrows (colour letters G, R, Y, B)
 * @param showLastMove highlight the hole the position's last move started from and where it ended
 * @param widthPx      width of a PNG in pixels (an SVG's nominal width; it scales freely)
 */
public record DiagramOptions(DiagramStyle style, String caption, boolean flipped, List<Markup> markup,
                             boolean showLastMove, int widthPx) {
    public static final int MIN_WIDTH = 120;
    public static final int MAX_WIDTH = 8000;

    public DiagramOptions {
        Objects.requireNonNull(style, "style");
        caption = caption == null ? "" : caption.strip();
        markup = List.copyOf(markup == null ? List.of() : markup);
        if (widthPx < MIN_WIDTH || widthPx > MAX_WIDTH) {
            throw new IllegalArgumentException("width " + widthPx + " px is outside " + MIN_WIDTH + ".." + MAX_WIDTH);
        }
    }

    /** Board style, no caption, White at the bottom, last move shown, 800 px wide. */
    public static DiagramOptions defaults() {
        return new DiagramOptions(DiagramStyle.BOARD, "", false, List.of(), true, 800);
    }

    public DiagramOptions withStyle(DiagramStyle s) {
        return new DiagramOptions(s, caption, flipped, markup, showLastMove, widthPx);
    }

    public DiagramOptions withCaption(String c) {
        return new DiagramOptions(style, c, flipped, markup, showLastMove, widthPx);
    }

    public DiagramOptions withFlipped(boolean f) {
        return new DiagramOptions(style, caption, f, markup, showLastMove, widthPx);
    }

    public DiagramOptions withMarkup(List<Markup> m) {
        return new DiagramOptions(style, caption, flipped, m, showLastMove, widthPx);
    }

    public DiagramOptions withLastMove(boolean show) {
        return new DiagramOptions(style, caption, flipped, markup, show, widthPx);
    }

    public DiagramOptions withWidth(int px) {
        return new DiagramOptions(style, caption, flipped, markup, showLastMove, px);
    }
}
