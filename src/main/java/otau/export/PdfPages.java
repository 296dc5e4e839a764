package otau.export;

import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/**
 * The page every printed sheet shares (the worksheet and the study handout): A4, its
 * margins, the title rule at the top, two columns of diagrams and "n / N" at the foot, so
 * that a handout with its worksheet reads as one document.
 */
final class PdfPages {
    static final PDRectangle PAPER = PDRectangle.A4;
    static final double MARGIN = 40;
    /** Room the title and its rule take at the top of a page. */
    static final double HEADER = 34;
    /** Room the page number takes at the foot. */
    static final double FOOTER = 16;
    static final int COLUMNS = 2;
    static final double GUTTER_X = 24;
    static final Color INK = new Color(0x1A, 0x1A, 0x1A);
    private static final Color PAGE_NUMBER = new Color(0x6A, 0x6A, 0x6A);

    private PdfPages() {
    }

    /**
     * A new page at the end of {@code doc}. A long worksheet or handout takes seconds, so each
     * page first asks {@code stop} (the workbench's Cancel) and stops with
     * {@link java.util.concurrent.CancellationException} when it says so. (Not the thread's
     * interrupt: the font and drawing code clears it on the way.)
     */
    static PDPage newPage(PDDocument doc, java.util.function.BooleanSupplier stop) {
        if (stop.getAsBoolean()) {
            throw new java.util.concurrent.CancellationException("the document was stopped at page "
                    + (doc.getNumberOfPages() + 1));
        }
        PDPage page = new PDPage(PAPER);
        doc.addPage(page);
        return page;
    }

    /** A canvas in points measured from the page's top-left corner. */
    static PdfCanvas canvas(PDPageContentStream cs, PdfText fonts) {
        return new PdfCanvas(cs, fonts, 0, PAPER.getHeight(), 1);
    }

    /** The page title, cut to the width with "…", and the rule under it. */
    static void header(PdfCanvas c, String text) {
        double width = PAPER.getWidth() - 2 * MARGIN;
        c.text(TextWrap.fit(text, 16, true, width), MARGIN, MARGIN + 14, 16, true, INK, Canvas.Align.LEFT);
        c.line(MARGIN, MARGIN + HEADER - 12, PAPER.getWidth() - MARGIN, MARGIN + HEADER - 12, INK, 0.8);
    }

    /** "n / N" at the foot of every page, written once the number of pages is known. */
    static void footers(PDDocument doc, PdfText fonts) throws IOException {
        int total = doc.getNumberOfPages();
        for (int i = 0; i < total; i++) {
            try (PDPageContentStream cs = new PDPageContentStream(doc, doc.getPage(i),
                    PDPageContentStream.AppendMode.APPEND, true, true)) {
                canvas(cs, fonts).text((i + 1) + " / " + total, PAPER.getWidth() / 2,
                        PAPER.getHeight() - MARGIN + 4, 9, false, PAGE_NUMBER, Canvas.Align.CENTER);
            }
        }
    }

    /** What fills a new document with pages; it may throw. */
    @FunctionalInterface
    interface Filler {
        void fill(PDDocument doc, PdfText fonts) throws IOException;
    }

    /**
     * A new document titled {@code title}, filled by {@code filler} and given its page
     * numbers. A document that fails to fill is closed; a drawing error, which leaves the
     * canvas unchecked, is thrown as the IOException it was.
     */
    static PDDocument build(String title, Filler filler) throws IOException {
        PDDocument doc = new PDDocument();
        try {
            doc.getDocumentInformation().setTitle(title);
            doc.getDocumentInformation().setCreator("Otau");
            PdfText fonts = new PdfText(doc);
            filler.fill(doc, fonts);
            footers(doc, fonts);
            return doc;
        } catch (UncheckedIOException e) {
            doc.close();
            throw e.getCause();
        } catch (IOException | RuntimeException e) {
            doc.close();
            throw e;
        }
    }
}
