package otau.export;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.state.PDExtendedGraphicsState;

/** What one PDF document shares between its pages: the two embedded faces and the transparency states. */
final class PdfText {
    private final PDType0Font regular;
    private final PDType0Font bold;
    private final Map<Integer, PDExtendedGraphicsState> alphas = new HashMap<>();

    PdfText(PDDocument doc) throws IOException {
        this.regular = ExportFonts.pdf(doc, false);
        this.bold = ExportFonts.pdf(doc, true);
    }

    PDType0Font font(boolean isBold) {
        return isBold ? bold : regular;
    }

    /**
     * The graphics state for an alpha 0..255, one object per value: a page's resources then
     * name it once, instead of once per translucent pebble.
     */
    PDExtendedGraphicsState alpha(int alpha, boolean stroking) {
        return alphas.computeIfAbsent(stroking ? -alpha - 1 : alpha, k -> {
            PDExtendedGraphicsState gs = new PDExtendedGraphicsState();
            if (stroking) {
                gs.setStrokingAlphaConstant(alpha / 255f);
            } else {
                gs.setNonStrokingAlphaConstant(alpha / 255f);
            }
            return gs;
        });
    }

    /** Width in points of {@code s} at {@code size}. */
    double width(String s, double size, boolean isBold) throws IOException {
        return font(isBold).getStringWidth(printable(s, isBold)) / 1000 * size;
    }

    /** {@code s} with every character the face lacks (and every control character) replaced by '?'. */
    String printable(String s, boolean isBold) {
        PDType0Font f = font(isBold);
        StringBuilder sb = new StringBuilder(s.length());
        s.codePoints().forEach(cp -> {
            String ch = new String(Character.toChars(cp));
            if (Character.isISOControl(cp)) {
                sb.append(' ');
                return;
            }
            try {
                f.encode(ch);
                sb.append(ch);
            } catch (IOException | IllegalArgumentException e) {
                sb.append('?');
            }
        });
        return sb.toString();
    }
}
