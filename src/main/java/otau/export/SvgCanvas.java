package otau.export;

import java.awt.Color;
import java.util.Locale;

/** Writes the drawing as SVG elements: shapes, text in the bundled face's family, named groups. */
final class SvgCanvas implements Canvas {
    private final StringBuilder out = new StringBuilder();
    private int depth = 1;

    @Override
    public void roundRect(double x, double y, double w, double h, double r, Color fill, Color stroke, double sw) {
        open("rect").attr("x", x).attr("y", y).attr("width", w).attr("height", h);
        if (r > 0) {
            attr("rx", r);
        }
        paint(fill, stroke, sw).close();
    }

    @Override
    public void circle(double cx, double cy, double r, Color fill, Color stroke, double sw) {
        open("circle").attr("cx", cx).attr("cy", cy).attr("r", r);
        paint(fill, stroke, sw).close();
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Color color, double width) {
        open("line").attr("x1", x1).attr("y1", y1).attr("x2", x2).attr("y2", y2);
        paint(null, color, width);
        out.append(" stroke-linecap=\"round\"");
        close();
    }

    @Override
    public void polygon(double[] xy, Color fill) {
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < xy.length; i += 2) {
            points.append(i == 0 ? "" : " ").append(num(xy[i])).append(',').append(num(xy[i + 1]));
        }
        open("polygon").attr("points", points.toString());
        paint(fill, null, 0).close();
    }

    @Override
    public void text(String s, double x, double baseline, double size, boolean bold, Color color, Align align) {
        if (s.isEmpty()) {
            return;
        }
        open("text").attr("x", x).attr("y", baseline).attr("font-size", size);
        if (bold) {
            attr("font-weight", "bold");
        }
        if (align != Align.LEFT) {
            attr("text-anchor", align == Align.CENTER ? "middle" : "end");
        }
        paint(color, null, 0);
        out.append('>').append(escape(s)).append("</text>\n");
    }

    @Override
    public void beginGroup(String cssClass, String id) {
        indent();
        out.append("<g class=\"").append(escape(cssClass)).append('"');
        if (id != null) {
            out.append(" id=\"").append(escape(id)).append('"');
        }
        out.append(">\n");
        depth++;
    }

    @Override
    public void endGroup() {
        depth--;
        indent();
        out.append("</g>\n");
    }

    /** The complete document, {@code pixelWidth} wide, showing the area 0..w × 0..h. */
    String document(double w, double h, int pixelWidth) {
        long pixelHeight = Math.round(pixelWidth * h / w);
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" + pixelWidth
                + "\" height=\"" + pixelHeight + "\" viewBox=\"0 0 " + num(w) + " " + num(h) + "\""
                + " font-family=\"" + escape(ExportFonts.FAMILY_CSS) + "\">\n"
                + out + "</svg>\n";
    }

    private SvgCanvas open(String element) {
        indent();
        out.append('<').append(element);
        return this;
    }

    private void close() {
        out.append("/>\n");
    }

    private void indent() {
        out.append("  ".repeat(depth));
    }

    private SvgCanvas attr(String name, double value) {
        return attr(name, num(value));
    }

    private SvgCanvas attr(String name, String value) {
        out.append(' ').append(name).append("=\"").append(escape(value)).append('"');
        return this;
    }

    private SvgCanvas paint(Color fill, Color stroke, double sw) {
        attr("fill", fill == null ? "none" : hex(fill));
        if (fill != null && fill.getAlpha() < 255) {
            attr("fill-opacity", fill.getAlpha() / 255.0);
        }
        if (stroke != null && sw > 0) {
            attr("stroke", hex(stroke)).attr("stroke-width", sw);
            if (stroke.getAlpha() < 255) {
                attr("stroke-opacity", stroke.getAlpha() / 255.0);
            }
        }
        return this;
    }

    private static String hex(Color c) {
        return String.format(Locale.ROOT, "#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }

    private static String num(double v) {
        String s = String.format(Locale.ROOT, "%.2f", v);
        s = s.replaceAll("0+$", "").replaceAll("\\.$", "");
        return s.equals("-0") ? "0" : s;
    }

    /**
     * XML-escapes text and drops what XML 1.0 cannot hold: the control characters other than
     * tab and the line ends, U+FFFE and U+FFFF, and a half of a surrogate pair without its
     * other half (a caption cut in the middle of an emoji, or a damaged string).
     */
    static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                sb.append(c).append(s.charAt(++i));
                continue;
            }
            if (Character.isSurrogate(c) || c == '\uFFFE' || c == '\uFFFF') {
                continue;
            }
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&apos;");
                default -> {
                    if (c >= 0x20 || c == '\t' || c == '\n' || c == '\r') {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
