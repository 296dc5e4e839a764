package otau.export;

import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/** The two faces embedded in one PDF document, and text made safe for them. */
final class PdfText {
    private final PDType0Font regular;
    private final PDType0Font bold;

    PdfText(PDDocument doc) throws IOException {
        this.regular = ExportFonts.pdf(doc, false);
        this.bold = ExportFonts.pdf(doc, true);
    }

    PDType0Font font(boolean isBold) {
        return isBold ? bold : regular;
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
