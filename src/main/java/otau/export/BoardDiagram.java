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
 * triangle beside the row of the side to move.
 */
final class BoardDiagram extends DiagramPainter {
    private static final Color BOARD = new Color(0xE8, 0xCD, 0x9A);
    private static final Color FRAME = new Color(0x8A, 0x5A, 0x2B);
    private static final Color WELL = new Color(0xA8, 0x74, 0x43);
    private static final Color WELL_EDGE = new Color(0x73, 0x48, 0x22);
    private static final Color PEBBLE = new Color(0xF8, 0xF4, 0xEA);
    private static final Color PEBBLE_EDGE = new Color(0x5E, 0x46, 0x2C);
    private static final Color PEBBLE_SHADOW = new Color(0x3C, 0x24, 0x10, 90);
    private static final Color PEBBLE_SHINE = new Color(0xFF, 0xFF, 0xFF, 210);
    private static final Color INK = new Color(0x33, 0x24, 0x16);
    private static final Color NUMBER = new Color(0x8A, 0x66, 0x3E);
    private static final Color TUZDYK = new Color(0x8E, 0x1B, 0x1B);
    private static final Color TUZDYK_MARK = new Color(0xFF, 0xE9, 0xC9);
    /** The well's brown mixed with yellow: opaque, so every SVG viewer shows it alike. */
    private static final Color LAST_MOVE = new Color(0xC5, 0xA7, 0x3F);
    private static final Color LAST_MOVE_RING = new Color(0xD8, 0xC4, 0x10);
    private static final Color TURN = new Color(0x1B, 0x5E, 0x20);
    private static final Color STORE_BADGE = new Color(0x6E, 0x44, 0x20);

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
    private static final double FRAME_H = 2 * (PAD_Y + NUMBER_ROW + WELL_H + COUNT_ROW) + 2 * TROUGH_H + TROUGH_GAP;
    private static final double MAX_PEBBLE = 27;

    private final double frameX = MARGIN;
    private final double frameY;
    private final double rowLeft = MARGIN + PAD_X;
    private final double pitch = (WIDTH - 2 * MARGIN - 2 * PAD_X - TURN_W) / 9;

    BoardDiagram(Position position, DiagramOptions options) {
        super(position, options);
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
        c.roundRect(frameX, frameY, WIDTH - 2 * MARGIN, FRAME_H, 26, BOARD, FRAME, 5);
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
        c.roundRect(b.getX(), b.getY(), WELL_W, WELL_H, r, tuzdyk ? TUZDYK : lastMove ? LAST_MOVE : WELL, WELL_EDGE, 2.5);
        if (lastMove && tuzdyk) {
            // A tint would muddy the tuzdyk's red, so a tuzdyk gets a ring in the same hue instead.
            c.roundRect(b.getX() - 4, b.getY() - 4, WELL_W + 8, WELL_H + 8, r + 4, null, LAST_MOVE_RING, 5);
        }
        if (tuzdyk) {
            double inset = 16;
            double x0 = b.getX() + inset;
            double x1 = b.getMaxX() - inset;
            double y0 = b.getCenterY() - (x1 - x0) / 2;
            double y1 = b.getCenterY() + (x1 - x0) / 2;
            c.line(x0, y0, x1, y1, TUZDYK_MARK, 9);
            c.line(x0, y1, x1, y0, TUZDYK_MARK, 9);
        } else {
            paintWellPebbles(c, b, count, onTop);
        }
        paintHighlight(c, row, n, r);
        double numberBaseline = onTop ? frameY + PAD_Y + NUMBER_ROW - 8 : b.getMaxY() + NUMBER_ROW - 6;
        c.text(String.valueOf(n), cx, numberBaseline, 23, false, NUMBER, Canvas.Align.CENTER);
        double countBaseline = onTop ? b.getMaxY() + COUNT_ROW - 9 : b.getY() - 10;
        c.text(tuzdyk ? "X" : String.valueOf(count), cx, countBaseline, 29, true,
                tuzdyk ? TUZDYK : count == 0 ? NUMBER : INK, Canvas.Align.CENTER);
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

    private static void pebble(Canvas c, double x, double y, double r) {
        c.circle(x + r * 0.1, y + r * 0.14, r, PEBBLE_SHADOW, null, 0);
        c.circle(x, y, r, PEBBLE, PEBBLE_EDGE, Math.max(0.8, r * 0.12));
        c.circle(x - r * 0.32, y - r * 0.34, r * 0.3, PEBBLE_SHINE, null, 0);
    }

    /** A store: a badge with the count, then a trough with the stones in blocks of ten (2 × 5). */
    private void paintStore(Canvas c, Side owner, double y) {
        int n = position.store(owner);
        double x = rowLeft + (pitch - WELL_W) / 2;
        double right = rowLeft + 9 * pitch - (pitch - WELL_W) / 2;
        c.beginGroup("store", "store-" + owner.letter());
        c.roundRect(x, y, BADGE_W, TROUGH_H, 14, STORE_BADGE, null, 0);
        c.text(String.valueOf(n), x + BADGE_W / 2, y + TROUGH_H / 2 + 11, 31, true, TUZDYK_MARK, Canvas.Align.CENTER);
        double tx = x + BADGE_W + 10;
        double tw = right - tx;
        c.roundRect(tx, y, tw, TROUGH_H, TROUGH_H / 2, WELL, WELL_EDGE, 2.5);
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
        c.polygon(new double[] {x - 12, cy, x + 12, cy - 20, x + 12, cy + 20}, TURN);
        c.endGroup();
    }
}
