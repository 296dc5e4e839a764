package otau.export;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import otau.game.Position;
import otau.game.Side;

/**
 * The scoresheet style of RULES.md as a printable grid: Black's store, Black's holes 9→1
 * across the top, White's holes 1→9 across the bottom, White's store (flipped: the same
 * with the colours exchanged). An empty hole reads {@code -}, a tuzdyk {@code X}. The
 * spare corner cell of the mover's row holds a triangle.
 */
final class ScoresheetDiagram extends DiagramPainter {
    private static final Color INK = Color.BLACK;
    private static final Color MUTED = new Color(0x66, 0x66, 0x66);
    private static final Color STORE_FILL = new Color(0xEE, 0xEE, 0xEE);
    private static final Color TUZDYK_FILL = new Color(0xF8, 0xD7, 0xD7);
    private static final Color TUZDYK_INK = new Color(0xB0, 0x10, 0x10);
    private static final Color LAST_MOVE = new Color(0xFF, 0xF0, 0x9C);

    private static final double MARGIN = 20;
    private static final double NUMBER_ROW = 34;
    private static final double CELL_H = 84;
    private static final double CELL_W = (WIDTH - 2 * MARGIN) / 11;

    ScoresheetDiagram(Position position, DiagramOptions options) {
        super(position, options);
    }

    @Override
    double bodyHeight() {
        return 2 * MARGIN + 2 * NUMBER_ROW + 2 * CELL_H;
    }

    @Override
    protected double ringWidth() {
        return 6;
    }

    @Override
    protected double arrowWidth() {
        return 12;
    }

    private double rowY(Side row) {
        return top + MARGIN + NUMBER_ROW + (row == topRow() ? 0 : CELL_H);
    }

    private double cellX(int gridColumn) {
        return MARGIN + gridColumn * CELL_W;
    }

    @Override
    Rectangle2D holeBox(Side row, int n) {
        double inset = 7;
        return new Rectangle2D.Double(cellX(column(row, n) + 1) + inset, rowY(row) + inset,
                CELL_W - 2 * inset, CELL_H - 2 * inset);
    }

    @Override
    protected void paintBody(Canvas c) {
        for (Side row : new Side[] {topRow(), bottomRow()}) {
            boolean onTop = row == topRow();
            double y = rowY(row);
            for (int n = 1; n <= 9; n++) {
                paintHole(c, row, n, y, onTop);
            }
            paintStore(c, row, cellX(onTop ? 0 : 10), y);
            if (position.sideToMove() == row) {
                double cx = cellX(onTop ? 10 : 0) + CELL_W / 2;
                double cy = y + CELL_H / 2;
                double dir = onTop ? -1 : 1;
                c.beginGroup("to-move", "to-move-" + row.letter());
                c.polygon(new double[] {cx + dir * 16, cy, cx - dir * 14, cy - 20, cx - dir * 14, cy + 20}, INK);
                c.endGroup();
            }
        }
        // The holes' grid: outer frame heavier than the inner lines.
        double x0 = cellX(1);
        double x1 = cellX(10);
        double y0 = rowY(topRow());
        c.line(x0, y0 + CELL_H, x1, y0 + CELL_H, INK, 2);
        for (int k = 2; k <= 9; k++) {
            c.line(cellX(k), y0, cellX(k), y0 + 2 * CELL_H, INK, 2);
        }
        c.roundRect(x0, y0, x1 - x0, 2 * CELL_H, 0, null, INK, 4);
    }

    private void paintHole(Canvas c, Side row, int n, double y, boolean onTop) {
        double x = cellX(column(row, n) + 1);
        boolean tuzdyk = position.isTuzdyk(row, n);
        int count = position.hole(row, n);
        c.beginGroup("hole" + (tuzdyk ? " tuzdyk" : ""), String.valueOf(row.letter()) + n);
        Color fill = tuzdyk ? TUZDYK_FILL : isLastMoveHole(row, n) ? LAST_MOVE : null;
        if (fill != null) {
            c.roundRect(x, y, CELL_W, CELL_H, 0, fill, null, 0);
        }
        paintHighlight(c, row, n, 0);
        String text = tuzdyk ? "X" : count == 0 ? "-" : String.valueOf(count);
        c.text(text, x + CELL_W / 2, y + CELL_H / 2 + 13, 37, tuzdyk, tuzdyk ? TUZDYK_INK : INK, Canvas.Align.CENTER);
        double numberBaseline = onTop ? y - 9 : y + CELL_H + 27;
        c.text(String.valueOf(n), x + CELL_W / 2, numberBaseline, 22, false, MUTED, Canvas.Align.CENTER);
        c.endGroup();
    }

    /** A store cell: shaded, with a double border, the count in bold. */
    private void paintStore(Canvas c, Side owner, double x, double y) {
        c.beginGroup("store", "store-" + owner.letter());
        double gap = 6;
        c.roundRect(x + gap, y, CELL_W - 2 * gap, CELL_H, 10, STORE_FILL, INK, 3);
        c.roundRect(x + 2 * gap, y + gap, CELL_W - 4 * gap, CELL_H - 2 * gap, 6, null, INK, 1.2);
        c.text(String.valueOf(position.store(owner)), x + CELL_W / 2, y + CELL_H / 2 + 13, 35, true, INK,
                Canvas.Align.CENTER);
        String name = storeName(owner);
        if (name != null) {
            // "White 38" in the hole-number row beside the cell, running inwards from the grid's edge.
            boolean onTop = owner == topRow();
            double baseline = onTop ? y - 9 : y + CELL_H + 27;
            String text = TextWrap.fit(storeText(owner), 22, true, 2 * CELL_W);
            c.text(text, onTop ? x + gap : x + CELL_W - gap, baseline, 22, true, INK,
                    onTop ? Canvas.Align.LEFT : Canvas.Align.RIGHT);
        }
        c.endGroup();
    }
}
