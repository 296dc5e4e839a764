package otau.export;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.util.List;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.Markup;

/**
 * Lays out and draws one diagram in units 1000 wide: the caption on top, then the
 * style's body. The parts every style shares live here: caption, last-move tint,
 * highlighted holes and arrows, which row is on top.
 */
abstract class DiagramPainter {
    static final double WIDTH = 1000;
    private static final double CAPTION_SIZE = 30;
    /** A caption is a line or two; a longer one is cut with "…" (a page of text would make a huge picture). */
    static final int MAX_CAPTION_LINES = 8;
    private static final double CAPTION_LEADING = 38;
    private static final double CAPTION_MARGIN = 18;

    protected final Position position;
    protected final DiagramOptions options;
    private final List<String> captionLines;
    /** Top of the body: the caption's height. */
    protected final double top;
    /** The stores' owners' names ("White", "Black"), or null for bare counts. */
    private String whiteName;
    private String blackName;

    DiagramPainter(Position position, DiagramOptions options) {
        this.position = position;
        this.options = options;
        this.captionLines = options.caption().isEmpty() ? List.of()
                : TextWrap.lines(options.caption(), CAPTION_SIZE, false, WIDTH - 2 * CAPTION_MARGIN, MAX_CAPTION_LINES);
        this.top = captionLines.isEmpty() ? 0 : CAPTION_MARGIN + captionLines.size() * CAPTION_LEADING;
    }

    static DiagramPainter of(Position position, DiagramOptions options) {
        return switch (options.style()) {
            case BOARD -> new BoardDiagram(position, options, BoardDiagram.Palette.COLOUR);
            case INK_SAVING -> new BoardDiagram(position, options, BoardDiagram.Palette.INK_SAVING);
            case SCORESHEET -> new ScoresheetDiagram(position, options);
        };
    }

    /** Labels the stores with their owners' names: "White 38" rather than "38" (a worksheet's reader needs it). */
    DiagramPainter withStoreNames(String white, String black) {
        this.whiteName = white == null || white.isBlank() ? null : white.strip();
        this.blackName = black == null || black.isBlank() ? null : black.strip();
        return this;
    }

    /** The owner's name for its store, or null when the stores are not labelled. */
    protected String storeName(Side owner) {
        return owner == Side.WHITE ? whiteName : blackName;
    }

    /** "White 38", or "38" when the stores are not labelled. */
    protected String storeText(Side owner) {
        String name = storeName(owner);
        String count = String.valueOf(position.store(owner));
        return name == null ? count : name + " " + count;
    }

    double width() {
        return WIDTH;
    }

    double height() {
        return top + bodyHeight();
    }

    abstract double bodyHeight();

    /** Where hole {@code n} of {@code row} is drawn (the well or cell). */
    abstract Rectangle2D holeBox(Side row, int n);

    protected abstract void paintBody(Canvas c);

    /** Line width of a highlighted hole's ring. */
    protected abstract double ringWidth();

    protected abstract double arrowWidth();

    final void paint(Canvas c) {
        c.roundRect(0, 0, width(), height(), 0, Color.WHITE, null, 0);
        double baseline = CAPTION_MARGIN + CAPTION_SIZE * 0.85;
        for (String line : captionLines) {
            c.text(line, WIDTH / 2, baseline, CAPTION_SIZE, false, new Color(0x22, 0x22, 0x22), Canvas.Align.CENTER);
            baseline += CAPTION_LEADING;
        }
        paintBody(c);
        paintArrows(c);
    }

    Side topRow() {
        return options.flipped() ? Side.WHITE : Side.BLACK;
    }

    Side bottomRow() {
        return topRow().opposite();
    }

    /** Column 0..8 of a hole: the top row reads 9→1 from the left, the bottom row 1→9. */
    int column(Side row, int n) {
        return row == topRow() ? 9 - n : n - 1;
    }

    /** True for the hole the last move started from and the hole its last stone fell in. */
    boolean isLastMoveHole(Side row, int n) {
        Move m = position.lastMove();
        if (!options.showLastMove() || m == null) {
            return false;
        }
        Side mover = position.sideToMove().opposite();
        return row == mover && n == m.hole() || row == m.landingSide() && n == m.landing();
    }

    /** The colour of the first highlight on this hole, or null. */
    Color highlight(Side row, int n) {
        for (Markup m : options.markup()) {
            if (!m.isArrow() && m.from().side() == row && m.from().number() == n) {
                return MarkColors.of(m.color());
            }
        }
        return null;
    }

    /** A ring around a highlighted hole. */
    protected void paintHighlight(Canvas c, Side row, int n, double radius) {
        Color color = highlight(row, n);
        if (color != null) {
            Rectangle2D b = holeBox(row, n);
            double out = ringWidth() * 0.9;
            c.roundRect(b.getX() - out, b.getY() - out, b.getWidth() + 2 * out, b.getHeight() + 2 * out,
                    radius > 0 ? radius + out : 0, null, color, ringWidth());
        }
    }

    private void paintArrows(Canvas c) {
        for (Markup m : options.markup()) {
            if (!m.isArrow()) {
                continue;
            }
            Rectangle2D from = holeBox(m.from().side(), m.from().number());
            Rectangle2D to = holeBox(m.to().side(), m.to().number());
            if (from.equals(to)) {
                continue;
            }
            c.beginGroup("arrow", null);
            arrow(c, from.getCenterX(), from.getCenterY(), to.getCenterX(), to.getCenterY(),
                    MarkColors.translucent(m.color()), arrowWidth());
            c.endGroup();
        }
    }

    /**
     * A straight arrow whose head's tip is at (x2, y2), drawn as one outline so that a
     * see-through colour does not darken where shaft and head would overlap.
     */
    static void arrow(Canvas c, double x1, double y1, double x2, double y2, Color color, double width) {
        double len = Math.hypot(x2 - x1, y2 - y1);
        double ux = (x2 - x1) / len;
        double uy = (y2 - y1) / len;
        double head = Math.min(width * 2.6, len * 0.6);
        double half = width * 1.6;
        double shaft = width / 2;
        double bx = x2 - ux * head;
        double by = y2 - uy * head;
        // Perpendicular (-uy, ux) gives the arrow's width.
        c.polygon(new double[] {
            x1 - uy * shaft, y1 + ux * shaft,
            bx - uy * shaft, by + ux * shaft,
            bx - uy * half, by + ux * half,
            x2, y2,
            bx + uy * half, by - ux * half,
            bx + uy * shaft, by - ux * shaft,
            x1 + uy * shaft, y1 - ux * shaft}, color);
    }
}
