package otau.export;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import otau.game.Position;
import otau.game.Side;

/**
 * The board style: a wooden board with two rows of nine pill-shaped wells, the stones
 * drawn as pebbles (in two or three columns while they can be counted, packed smaller
 * beyond), the count beside each well, both stores with pebbles in blocks of ten, hole
 * numbers on the outer edges, a tuzdyk as a dark red well crossed by an X, and a
 * triangle beside the row of the side to move. The {@link Palette#INK_SAVING} look draws the
 * same in black outline on white for handouts.
 */
final class BoardDiagram extends DiagramPainter {
    private static final Color PEBBLE_SHADOW = new Color(0x3C, 0x24, 0x10, 90);
    private static final Color PEBBLE_SHINE = new Color(0xFF, 0xFF, 0xFF, 210);
    /**
     * The colours of one look. {@code pebbleShade}: pebbles get a shadow and a shine;
     * {@code pebbleFill} may be white with a dark edge (the ink-saving look).
     */
    record Palette(Color board, Color frame, Color well, Color wellEdge, Color pebble, Color pebbleEdge,
                   boolean pebbleShade, Color ink, Color number, Color tuzdyk, Color tuzdykMark,
                   Color lastMove, Color lastMoveRing, Color turn, Color storeBadge, Color storeText) {
        static final Palette COLOUR = new Palette(new Color(0xE8, 0xCD, 0x9A), new Color(0x8A, 0x5A, 0x2B),
                new Color(0xA8, 0x74, 0x43), new Color(0x73, 0x48, 0x22), new Color(0xF8, 0xF4, 0xEA),
                new Color(0x5E, 0x46, 0x2C), true, new Color(0x33, 0x24, 0x16), new Color(0x8A, 0x66, 0x3E),
                new Color(0x8E, 0x1B, 0x1B), new Color(0xFF, 0xE9, 0xC9),
                // The well's brown mixed with yellow: opaque, so every SVG viewer shows it alike.
                new Color(0xC5, 0xA7, 0x3F), new Color(0xD8, 0xC4, 0x10), new Color(0x1B, 0x5E, 0x20),
                new Color(0x6E, 0x44, 0x20), new Color(0xFF, 0xE9, 0xC9));
        /** Outlines on white: only lines, digits and the small pebble rings take ink. */
        static final Palette INK_SAVING = new Palette(Color.WHITE, Color.BLACK, Color.WHITE, Color.BLACK,
                Color.WHITE, Color.BLACK, false, Color.BLACK, new Color(0x55, 0x55, 0x55), Color.WHITE, Color.BLACK,
                new Color(0xE6, 0xE6, 0xE6), Color.BLACK, Color.BLACK, Color.WHITE, Color.BLACK);

        /** The tuzdyk's "X" under the well: in its red, or in ink where the well is not filled. */
        Color tuzdykInk() {
            return tuzdyk.equals(well) ? ink : tuzdyk;
        }
    }

    private static final double MARGIN = 16;
    private static final double PAD_X = 18;
    private static final double TURN_W = 42;
    private static final double PAD_Y = 10;
    private static final double NUMBER_ROW = 30;
    private static final double WELL_H = 200;
    private static final double WELL_W = 80;
    private static final double COUNT_ROW = 38;
    private static final double TROUGH_H = 58;
    private static final double TROUGH_GAP = 12;
    private static final double BADGE_W = 84;
    private static final double BADGE_TEXT = 31;
    private static final double FRAME_H = 2 * (PAD_Y + NUMBER_ROW + WELL_H + COUNT_ROW) + 2 * TROUGH_H + TROUGH_GAP;
    private static final double MAX_PEBBLE = 27;

    private final double frameX = MARGIN;
    private final double frameY;
    private final double rowLeft = MARGIN + PAD_X;
    private final double pitch = (WIDTH - 2 * MARGIN - 2 * PAD_X - TURN_W) / 9;

    private final Palette palette;

    BoardDiagram(Position position, DiagramOptions options, Palette palette) {
        super(position, options);
        this.palette = palette;
        this.frameY = top + MARGIN;
    }

    @Override
    double bodyHeight() {
        return 2 * MARGIN + FRAME_H;
    }

    @Override
    protected double ringWidth() {
        return 7;
    }

    @Override
    protected double arrowWidth() {
        return 16;
    }

    private double topWellsY() {
        return frameY + PAD_Y + NUMBER_ROW;
    }

    private double bottomWellsY() {
        return frameY + FRAME_H - PAD_Y - NUMBER_ROW - WELL_H;
    }

    @Override
    Rectangle2D holeBox(Side row, int n) {
        double x = rowLeft + column(row, n) * pitch + (pitch - WELL_W) / 2;
        return new Rectangle2D.Double(x, row == topRow() ? topWellsY() : bottomWellsY(), WELL_W, WELL_H);
    }

    @Override
    protected void paintBody(Canvas c) {
        c.roundRect(frameX, frameY, WIDTH - 2 * MARGIN, FRAME_H, 26, palette.board(), palette.frame(), 5);
        for (Side row : new Side[] {topRow(), bottomRow()}) {
            for (int n = 1; n <= 9; n++) {
                paintHole(c, row, n);
            }
        }
        double storesY = topWellsY() + WELL_H + COUNT_ROW;
        paintStore(c, topRow(), storesY);
        paintStore(c, bottomRow(), storesY + TROUGH_H + TROUGH_GAP);
        paintTurn(c);
    }

    private void paintHole(Canvas c, Side row, int n) {
        boolean onTop = row == topRow();
        Rectangle2D b = holeBox(row, n);
        double cx = b.getCenterX();
        boolean tuzdyk = position.isTuzdyk(row, n);
        int count = position.hole(row, n);
        c.beginGroup("hole" + (tuzdyk ? " tuzdyk" : ""), String.valueOf(row.letter()) + n);
        double r = WELL_W / 2;
        boolean lastMove = isLastMoveHole(row, n);
        c.roundRect(b.getX(), b.getY(), WELL_W, WELL_H, r, tuzdyk ? palette.tuzdyk() : lastMove ? palette.lastMove()
                : palette.well(), palette.wellEdge(), 2.5);
        if (lastMove && tuzdyk) {
            // A tint would muddy the tuzdyk's red, so a tuzdyk gets a ring in the same hue instead.
            c.roundRect(b.getX() - 4, b.getY() - 4, WELL_W + 8, WELL_H + 8, r + 4, null, palette.lastMoveRing(), 5);
        }
        if (tuzdyk) {
            double inset = 16;
            double x0 = b.getX() + inset;
            double x1 = b.getMaxX() - inset;
            double y0 = b.getCenterY() - (x1 - x0) / 2;
            double y1 = b.getCenterY() + (x1 - x0) / 2;
            c.line(x0, y0, x1, y1, palette.tuzdykMark(), 9);
            c.line(x0, y1, x1, y0, palette.tuzdykMark(), 9);
        } else {
            paintWellPebbles(c, b, count, onTop);
        }
        paintHighlight(c, row, n, r);
        double numberBaseline = onTop ? frameY + PAD_Y + NUMBER_ROW - 8 : b.getMaxY() + NUMBER_ROW - 6;
        c.text(String.valueOf(n), cx, numberBaseline, 23, false, palette.number(), Canvas.Align.CENTER);
        double countBaseline = onTop ? b.getMaxY() + COUNT_ROW - 9 : b.getY() - 10;
        c.text(tuzdyk ? "X" : String.valueOf(count), cx, countBaseline, 29, true,
                tuzdyk ? palette.tuzdykInk() : count == 0 ? palette.number() : palette.ink(), Canvas.Align.CENTER);
        c.endGroup();
    }

    /** Pebbles in the fewest columns that keep them largest; rows start at the board's middle. */
    private void paintWellPebbles(Canvas c, Rectangle2D well, int n, boolean onTop) {
        if (n == 0) {
            return;
        }
        double inset = 7;
        double w = well.getWidth() - 2 * inset;
        double h = well.getHeight() - 2 * inset;
        int bestColumns = 1;
        double best = 0;
        for (int cols = 1; cols <= 12; cols++) {
            int rows = (n + cols - 1) / cols;
            double d = Math.min(MAX_PEBBLE, Math.min(w / cols, h / rows));
            if (d > best + 1e-9) {
                best = d;
                bestColumns = cols;
            }
        }
        int cols = bestColumns;
        double d = best;
        for (int i = 0; i < n; i++) {
            int rowIndex = i / cols;
            int inRow = Math.min(cols, n - rowIndex * cols);
            int col = i % cols;
            double x = well.getCenterX() + (col - (inRow - 1) / 2.0) * d;
            double y = onTop ? well.getMaxY() - inset - d / 2 - rowIndex * d : well.getY() + inset + d / 2 + rowIndex * d;
            pebble(c, x, y, d * 0.46);
        }
    }

    private void pebble(Canvas c, double x, double y, double r) {
        if (palette.pebbleShade()) {
            c.circle(x + r * 0.1, y + r * 0.14, r, PEBBLE_SHADOW, null, 0);
        }
        c.circle(x, y, r, palette.pebble(), palette.pebbleEdge(), Math.max(0.8, r * 0.12));
        if (palette.pebbleShade()) {
            c.circle(x - r * 0.32, y - r * 0.34, r * 0.3, PEBBLE_SHINE, null, 0);
        }
    }

    /** A store: a badge with the count, then a trough with the stones in blocks of ten (2 × 5). */
    private void paintStore(Canvas c, Side owner, double y) {
        int n = position.store(owner);
        double x = rowLeft + (pitch - WELL_W) / 2;
        double right = rowLeft + 9 * pitch - (pitch - WELL_W) / 2;
        c.beginGroup("store", "store-" + owner.letter());
        // A labelled store ("White 38") widens its badge to fit the name; the trough gives way.
        String text = storeText(owner);
        double badgeW = Math.max(BADGE_W, ExportFonts.width(text, BADGE_TEXT, true) + 28);
        boolean outlined = palette.storeBadge().equals(palette.board());
        c.roundRect(x, y, badgeW, TROUGH_H, 14, palette.storeBadge(), outlined ? palette.frame() : null,
                outlined ? 2.5 : 0);
        c.text(text, x + badgeW / 2, y + TROUGH_H / 2 + 11, BADGE_TEXT, true, palette.storeText(), Canvas.Align.CENTER);
        double tx = x + badgeW + 10;
        double tw = right - tx;
        c.roundRect(tx, y, tw, TROUGH_H, TROUGH_H / 2, palette.well(), palette.wellEdge(), 2.5);
        if (n > 0) {
            double inset = 8;
            double innerW = tw - 2 * inset - TROUGH_H / 2;
            double innerH = TROUGH_H - 2 * inset;
            int cols = (n + 1) / 2;
            int blocks = (cols + 4) / 5;
            double blockGap = 0.6;
            double d = Math.min(Math.min(innerH / 2, 24), innerW / (cols + (blocks - 1) * blockGap));
            double left = tx + inset + TROUGH_H / 4;
            for (int i = 0; i < n; i++) {
                int col = i / 2;
                double px = left + d / 2 + col * d + (col / 5) * blockGap * d;
                double py = y + TROUGH_H / 2 + (i % 2 == 0 ? -d / 2 : d / 2);
                pebble(c, px, py, d * 0.45);
            }
        }
        c.endGroup();
    }

    /** A triangle in the right-hand margin pointing at the row of the side to move. */
    private void paintTurn(Canvas c) {
        Side mover = position.sideToMove();
        double cy = (mover == topRow() ? topWellsY() : bottomWellsY()) + WELL_H / 2;
        double x = rowLeft + 9 * pitch + TURN_W / 2 + 4;
        c.beginGroup("to-move", "to-move-" + mover.letter());
        c.polygon(new double[] {x - 12, cy, x + 12, cy - 20, x + 12, cy + 20}, palette.turn());
        c.endGroup();
    }
}
