package otau.export;

import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * Draws onto a PDF page as vectors. Diagram units are mapped to points by a scale and an
 * origin at the drawing's top-left corner (PDF's y grows upwards, the canvas's downwards).
 */
final class PdfCanvas implements Canvas {
    /** Bézier handle length for a quarter circle. */
    private static final double KAPPA = 0.5522847498;

    private final PDPageContentStream cs;
    private final PdfText fonts;
    private final double originX;
    private final double originY;
    private final double scale;

    /**
     * @param originX page x (points) of the drawing's left edge
     * @param originY page y (points) of the drawing's top edge
     * @param scale   points per diagram unit
     */
    PdfCanvas(PDPageContentStream cs, PdfText fonts, double originX, double originY, double scale) {
        this.cs = cs;
        this.fonts = fonts;
        this.originX = originX;
        this.originY = originY;
        this.scale = scale;
    }

    private float px(double x) {
        return (float) (originX + x * scale);
    }

    private float py(double y) {
        return (float) (originY - y * scale);
    }

    @Override
    public void roundRect(double x, double y, double w, double h, double r, Color fill, Color stroke, double sw) {
        if (invisible(fill, stroke, sw)) {
            return;
        }
        run(() -> {
            r0(x, y, w, h, Math.min(r, Math.min(w, h) / 2));
            finish(fill, stroke, sw);
        });
    }

    private static boolean invisible(Color fill, Color stroke, double sw) {
        return fill == null && (stroke == null || sw <= 0);
    }

    private void r0(double x, double y, double w, double h, double r) throws IOException {
        if (r <= 0) {
            cs.addRect(px(x), py(y + h), (float) (w * scale), (float) (h * scale));
            return;
        }
        double k = r * (1 - KAPPA);
        cs.moveTo(px(x + r), py(y));
        cs.lineTo(px(x + w - r), py(y));
        cs.curveTo(px(x + w - k), py(y), px(x + w), py(y + k), px(x + w), py(y + r));
        cs.lineTo(px(x + w), py(y + h - r));
        cs.curveTo(px(x + w), py(y + h - k), px(x + w - k), py(y + h), px(x + w - r), py(y + h));
        cs.lineTo(px(x + r), py(y + h));
        cs.curveTo(px(x + k), py(y + h), px(x), py(y + h - k), px(x), py(y + h - r));
        cs.lineTo(px(x), py(y + r));
        cs.curveTo(px(x), py(y + k), px(x + k), py(y), px(x + r), py(y));
        cs.closePath();
    }

    @Override
    public void circle(double cx, double cy, double r, Color fill, Color stroke, double sw) {
        if (invisible(fill, stroke, sw)) {
            return;
        }
        run(() -> {
            r0(cx - r, cy - r, 2 * r, 2 * r, r);
            finish(fill, stroke, sw);
        });
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Color color, double width) {
        run(() -> {
            cs.saveGraphicsState();
            alpha(color, true);
            cs.setLineCapStyle(1);
            cs.setStrokingColor(opaque(color));
            cs.setLineWidth((float) (width * scale));
            cs.moveTo(px(x1), py(y1));
            cs.lineTo(px(x2), py(y2));
            cs.stroke();
            cs.restoreGraphicsState();
        });
    }

    @Override
    public void polygon(double[] xy, Color fill) {
        if (fill == null) {
            return;
        }
        run(() -> {
            cs.moveTo(px(xy[0]), py(xy[1]));
            for (int i = 2; i < xy.length; i += 2) {
                cs.lineTo(px(xy[i]), py(xy[i + 1]));
            }
            cs.closePath();
            finish(fill, null, 0);
        });
    }

    @Override
    public void text(String s, double x, double baseline, double size, boolean bold, Color color, Align align) {
        if (s.isEmpty()) {
            return;
        }
        run(() -> {
            PDType0Font font = fonts.font(bold);
            String shown = fonts.printable(s, bold);
            double w = font.getStringWidth(shown) / 1000 * size;
            double left = switch (align) {
                case LEFT -> x;
                case CENTER -> x - w / 2;
                case RIGHT -> x - w;
            };
            cs.beginText();
            cs.setFont(font, (float) (size * scale));
            cs.setNonStrokingColor(opaque(color));
            cs.newLineAtOffset(px(left), py(baseline));
            cs.showText(shown);
            cs.endText();
        });
    }

    /** Fills and/or strokes the current path, with transparency where a colour has it. */
    private void finish(Color fill, Color stroke, double sw) throws IOException {
        boolean doStroke = stroke != null && sw > 0;
        cs.saveGraphicsState();
        if (fill != null) {
            alpha(fill, false);
            cs.setNonStrokingColor(opaque(fill));
        }
        if (doStroke) {
            alpha(stroke, true);
            cs.setStrokingColor(opaque(stroke));
            cs.setLineWidth((float) (sw * scale));
            cs.setLineJoinStyle(1);
        }
        if (fill != null && doStroke) {
            cs.fillAndStroke();
        } else if (fill != null) {
            cs.fill();
        } else {
            cs.stroke();
        }
        cs.restoreGraphicsState();
    }

    private void alpha(Color c, boolean stroking) throws IOException {
        if (c.getAlpha() == 255) {
            return;
        }
        cs.setGraphicsStateParameters(fonts.alpha(c.getAlpha(), stroking));
    }

    private static Color opaque(Color c) {
        return c.getAlpha() == 255 ? c : new Color(c.getRed(), c.getGreen(), c.getBlue());
    }

    private interface PdfAction {
        void run() throws IOException;
    }

    /** The Canvas interface cannot throw IOException; a failed page write is rethrown unchecked and unwrapped by the writer. */
    private static void run(PdfAction action) {
        try {
            action.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
