package otau.export;

import java.awt.Color;

/**
 * The few drawing operations a diagram needs, in the diagram's own units (y grows
 * downwards). One painter draws through it onto a PNG, an SVG document or a PDF page,
 * so the three outputs show the same picture.
 */
interface Canvas {
    enum Align { LEFT, CENTER, RIGHT }

    /** A rectangle with corner radius {@code r} (0 for square corners); fill or stroke may be null. */
    void roundRect(double x, double y, double w, double h, double r, Color fill, Color stroke, double strokeWidth);

    void circle(double cx, double cy, double r, Color fill, Color stroke, double strokeWidth);

    /** A straight line with round caps. */
    void line(double x1, double y1, double x2, double y2, Color color, double width);

    /** A filled polygon given as x0, y0, x1, y1, … */
    void polygon(double[] xy, Color fill);

    /** Text on a baseline, in the bundled sans-serif face. */
    void text(String s, double x, double baseline, double size, boolean bold, Color color, Align align);

    /** Starts a named group (an SVG {@code <g>}); other outputs ignore it. */
    default void beginGroup(String cssClass, String id) {
    }

    default void endGroup() {
    }
}
