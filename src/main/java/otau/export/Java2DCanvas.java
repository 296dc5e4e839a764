package otau.export;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.Shape;

/** Draws onto a Graphics2D (a PNG, or a printer's page) already scaled to diagram units. */
final class Java2DCanvas implements Canvas {
    private final Graphics2D g;

    Java2DCanvas(Graphics2D g) {
        this.g = g;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
    }

    @Override
    public void roundRect(double x, double y, double w, double h, double r, Color fill, Color stroke, double sw) {
        Shape s = r > 0 ? new RoundRectangle2D.Double(x, y, w, h, 2 * r, 2 * r) : new Rectangle2D.Double(x, y, w, h);
        paint(s, fill, stroke, sw);
    }

    @Override
    public void circle(double cx, double cy, double r, Color fill, Color stroke, double sw) {
        paint(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r), fill, stroke, sw);
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Color color, double width) {
        paint(new Line2D.Double(x1, y1, x2, y2), null, color, width);
    }

    @Override
    public void polygon(double[] xy, Color fill) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            p.lineTo(xy[i], xy[i + 1]);
        }
        p.closePath();
        paint(p, fill, null, 0);
    }

    private void paint(Shape s, Color fill, Color stroke, double sw) {
        if (fill != null) {
            g.setColor(fill);
            g.fill(s);
        }
        if (stroke != null && sw > 0) {
            g.setColor(stroke);
            g.setStroke(new BasicStroke((float) sw, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(s);
        }
    }

    @Override
    public void text(String s, double x, double baseline, double size, boolean bold, Color color, Align align) {
        if (s.isEmpty()) {
            return;
        }
        double w = ExportFonts.width(s, size, bold);
        double left = switch (align) {
            case LEFT -> x;
            case CENTER -> x - w / 2;
            case RIGHT -> x - w;
        };
        g.setFont(ExportFonts.awt(bold).deriveFont((float) size));
        g.setColor(color);
        g.drawString(s, (float) left, (float) baseline);
    }
}
