package otau.export;

import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.font.FontRenderContext;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * The typeface of every export: DejaVu Sans (regular and bold), bundled with its licence
 * because it covers Latin and Cyrillic (Kazakh, Kyrgyz, Russian) and PDF's built-in fonts
 * cover no Cyrillic. Layout measures text with the same face, so PNG, SVG and PDF wrap
 * captions alike.
 */
final class ExportFonts {
    static final String FAMILY_CSS = "'DejaVu Sans', Verdana, Arial, sans-serif";
    private static final String REGULAR = "fonts/DejaVuSans.ttf";
    private static final String BOLD = "fonts/DejaVuSans-Bold.ttf";
    private static final List<String> SYSTEM_DIRS = List.of(
            "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu",
            "/Library/Fonts", System.getProperty("user.home") + "/Library/Fonts", "C:/Windows/Fonts");
    private static final FontRenderContext MEASURE = new FontRenderContext(null, true, true);
    private static Font regular;
    private static Font bold;

    private ExportFonts() {
    }

    /** The AWT font at size 1 (derive the size you need); the logical SansSerif if the bundled face is missing. */
    static synchronized Font awt(boolean isBold) {
        if (regular == null) {
            regular = loadAwt(REGULAR, Font.PLAIN);
            bold = loadAwt(BOLD, Font.BOLD);
        }
        return isBold ? bold : regular;
    }

    private static Font loadAwt(String resource, int style) {
        try (InputStream in = open(resource)) {
            return Font.createFont(Font.TRUETYPE_FONT, in).deriveFont(1f);
        } catch (IOException | FontFormatException e) {
            return new Font(Font.SANS_SERIF, style, 1);
        }
    }

    /** The face embedded (as a subset) into a PDF document. */
    static PDType0Font pdf(PDDocument doc, boolean isBold) throws IOException {
        try (InputStream in = open(isBold ? BOLD : REGULAR)) {
            return PDType0Font.load(doc, in);
        }
    }

    /** The bundled resource, else the same face installed on this machine. */
    private static InputStream open(String resource) throws IOException {
        InputStream in = ExportFonts.class.getResourceAsStream(resource);
        if (in != null) {
            return in;
        }
        String file = resource.substring(resource.indexOf('/') + 1);
        for (String dir : SYSTEM_DIRS) {
            Path p = Path.of(dir, file);
            if (Files.isReadable(p)) {
                return Files.newInputStream(p);
            }
        }
        throw new IOException("font " + file + " is neither bundled nor installed");
    }

    /** Advance width of {@code s} at {@code size}. */
    static double width(String s, double size, boolean isBold) {
        // Measured at size 100: at size 1 the rounding of the advances would show.
        return awt(isBold).deriveFont(100f).getStringBounds(s, MEASURE).getWidth() * size / 100;
    }
}
