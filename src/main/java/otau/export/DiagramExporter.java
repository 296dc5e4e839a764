package otau.export;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import otau.io.AtomicFiles;
import otau.game.Position;

/**
 * Exports a position as a picture: PNG (Java2D, works headless) or SVG (written by hand,
 * every hole a {@code <g class="hole" id="w5">}). Both draw the same layout.
 */
public final class DiagramExporter {
    private DiagramExporter() {
    }

    /** The diagram as an image {@code options.widthPx()} wide (height follows from the style and caption). */
    public static BufferedImage image(Position position, DiagramOptions options) {
        DiagramPainter painter = DiagramPainter.of(position, options);
        double scale = options.widthPx() / painter.width();
        int height = (int) Math.ceil(painter.height() * scale);
        BufferedImage img = new BufferedImage(options.widthPx(), height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            // The height is rounded up: paint the last partial row too.
            g.setColor(java.awt.Color.WHITE);
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            g.scale(scale, scale);
            painter.paint(new Java2DCanvas(g));
        } finally {
            g.dispose();
        }
        return img;
    }

    /** Writes the diagram as PNG to {@code out} (left open). */
    public static void png(Position position, DiagramOptions options, OutputStream out) throws IOException {
        if (!ImageIO.write(image(position, options), "png", out)) {
            throw new IOException("no PNG writer in this Java runtime");
        }
    }

    /** The diagram as a standalone SVG document. */
    public static String svg(Position position, DiagramOptions options) {
        DiagramPainter painter = DiagramPainter.of(position, options);
        SvgCanvas canvas = new SvgCanvas();
        painter.paint(canvas);
        return canvas.document(painter.width(), painter.height(), options.widthPx());
    }

    /** Writes the diagram to a file in the given format. */
    public static void write(Position position, DiagramOptions options, DiagramFormat format, Path file)
            throws IOException {
        // Drawn before the file is touched; then saved atomically, so a kill mid-write
        // leaves the old picture whole.
        switch (format) {
            case PNG -> {
                java.awt.image.BufferedImage img = image(position, options);
                AtomicFiles.write(file, out -> {
                    if (!ImageIO.write(img, "png", out)) {
                        throw new IOException("no PNG writer in this Java runtime");
                    }
                });
            }
            case SVG -> AtomicFiles.writeString(file, svg(position, options));
        }
    }
}
