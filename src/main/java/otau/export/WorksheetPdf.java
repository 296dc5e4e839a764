package otau.export;

import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import otau.game.Side;

import static otau.export.PdfPages.COLUMNS;
import static otau.export.PdfPages.FOOTER;
import static otau.export.PdfPages.GUTTER_X;
import static otau.export.PdfPages.HEADER;
import static otau.export.PdfPages.INK;
import static otau.export.PdfPages.MARGIN;
import static otau.export.PdfPages.PAPER;
import static otau.export.PdfPages.newPage;

/**
 * A printable worksheet as PDF: A4 pages of six positions (two columns, three rows), each
 * with its number, caption, goal (a sentence naming the side to move) and ruled lines for the answer, then an
 * answers page. Everything is vector; the bundled font is embedded, so Cyrillic prints.
 * To print rather than save, hand {@link #document} to {@code PrinterJob} through
 * PDFBox's {@code PDFPageable}.
 */
public final class WorksheetPdf {
    private static final int ROWS = 3;
    private static final double GUTTER_Y = 12;
    private static final double DIAGRAM_SHARE = 0.9;
    private static final double RULE_SPACING = 19;
    private static final Color MUTED = new Color(0x6A, 0x6A, 0x6A);
    private static final Color RULE = new Color(0xA8, 0xA8, 0xA8);

    private WorksheetPdf() {
    }

    /** Writes the worksheet to a file. */
    public static void write(List<WorksheetItem> items, WorksheetOptions options, Path file) throws IOException {
        write(items, options, file, () -> false);
    }

    /**
     * Writes the worksheet to a file, asking {@code stop} before each page.
     *
     * @throws java.util.concurrent.CancellationException once {@code stop} says so (nothing is written)
     */
    public static void write(List<WorksheetItem> items, WorksheetOptions options, Path file, BooleanSupplier stop)
            throws IOException {
        // Built before the file is opened, so a refused worksheet leaves no empty file behind.
        try (PDDocument doc = document(items, options, stop)) {
            otau.io.AtomicFiles.write(file, doc::save);
        }
    }

    /** Writes the worksheet to a stream (left open). */
    public static void write(List<WorksheetItem> items, WorksheetOptions options, OutputStream out)
            throws IOException {
        try (PDDocument doc = document(items, options)) {
            doc.save(out);
        }
    }

    /** The worksheet as an open document (the caller closes it), e.g. to print it. */
    public static PDDocument document(List<WorksheetItem> items, WorksheetOptions options) throws IOException {
        return document(items, options, () -> false);
    }

    /** As {@link #document(List, WorksheetOptions)}, asking {@code stop} before each page. */
    public static PDDocument document(List<WorksheetItem> items, WorksheetOptions options, BooleanSupplier stop)
            throws IOException {
        if (items.isEmpty()) {
            throw new IllegalArgumentException("a worksheet needs at least one position");
        }
        return PdfPages.build(options.title().isEmpty() ? options.labels().answers() : options.title(),
                (doc, fonts) -> addPages(doc, fonts, items, options, stop));
    }

    /**
     * Adds the worksheet's pages (and its answers page, if asked for) at the end of
     * {@code doc}: a handout puts a study's exercises after its diagrams this way.
     */
    static void addPages(PDDocument doc, PdfText fonts, List<WorksheetItem> items, WorksheetOptions options,
                         BooleanSupplier stop) throws IOException {
        int perPage = COLUMNS * ROWS;
        for (int first = 0; first < items.size(); first += perPage) {
            PDPage page = newPage(doc, stop);
            try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                PdfCanvas c = PdfPages.canvas(cs, fonts);
                header(c, options.title(), "");
                for (int k = 0; k < perPage && first + k < items.size(); k++) {
                    cell(cs, fonts, c, items.get(first + k), first + k + 1, k % COLUMNS, k / COLUMNS, options);
                }
            }
        }
        if (options.answersPage()) {
            answers(doc, fonts, items, options, stop);
        }
    }

    private static void header(PdfCanvas c, String title, String suffix) {
        PdfPages.header(c, title.isEmpty() ? suffix : suffix.isEmpty() ? title : title + " — " + suffix);
    }

    private static void cell(PDPageContentStream cs, PdfText fonts, PdfCanvas c, WorksheetItem item, int number,
                             int column, int row, WorksheetOptions options) {
        double cellW = (PAPER.getWidth() - 2 * MARGIN - (COLUMNS - 1) * GUTTER_X) / COLUMNS;
        double cellH = (PAPER.getHeight() - 2 * MARGIN - HEADER - FOOTER - (ROWS - 1) * GUTTER_Y) / ROWS;
        double x = MARGIN + column * (cellW + GUTTER_X);
        double y = MARGIN + HEADER + row * (cellH + GUTTER_Y);
        WorksheetLabels labels = options.labels();

        // Number and caption on the left, the side to move on the right of the same line unless
        // the goal below the diagram names it already ("Black to move: win 5 stones").
        double baseline = y + 11;
        String toMove = !item.goal().isEmpty() ? "" : item.toMove() == Side.WHITE ? labels.whiteToMove()
                : labels.blackToMove();
        double toMoveW = toMove.isEmpty() ? 0 : ExportFonts.width(toMove, 10, true);
        String numberText = number + ".";
        double numberW = ExportFonts.width(numberText + " ", 11, true);
        c.text(numberText, x, baseline, 11, true, INK, Canvas.Align.LEFT);
        c.text(TextWrap.fit(item.caption(), 10, false, cellW - numberW - toMoveW - 10), x + numberW, baseline, 10,
                false, INK, Canvas.Align.LEFT);
        if (!toMove.isEmpty()) {
            c.text(toMove, x + cellW, baseline, 10, true, INK, Canvas.Align.RIGHT);
        }

        DiagramPainter painter = DiagramPainter.of(item.position(),
                DiagramOptions.defaults().withStyle(options.style()).withLastMove(false))
                .withStoreNames(labels.white(), labels.black());
        double dw = cellW * DIAGRAM_SHARE;
        double scale = dw / painter.width();
        double dy = y + 16;
        painter.paint(new PdfCanvas(cs, fonts, x + (cellW - dw) / 2, PAPER.getHeight() - dy, scale));
        double below = dy + painter.height() * scale;

        baseline = below + 13;
        if (!item.goal().isEmpty()) {
            // A long goal takes a second line rather than losing its end ("…find the best move").
            List<String> goal = TextWrap.lines(item.goal(), 10, true, cellW, 2);
            for (int i = 0; i < goal.size(); i++) {
                c.text(goal.get(i), x, baseline, 10, true, INK, Canvas.Align.LEFT);
                baseline += i + 1 < goal.size() ? 12 : RULE_SPACING - 2;
            }
        }
        double answerW = ExportFonts.width(labels.answer() + " ", 10, false);
        c.text(labels.answer(), x, baseline, 10, false, MUTED, Canvas.Align.LEFT);
        double ruleX = x + answerW;
        for (double ruleY = baseline + 1; ruleY <= y + cellH; ruleY += RULE_SPACING) {
            c.line(ruleX, ruleY, x + cellW, ruleY, RULE, 0.6);
            ruleX = x;
        }
    }

    /** Page(s) listing each item's number, caption, goal and solution. */
    private static void answers(PDDocument doc, PdfText fonts, List<WorksheetItem> items, WorksheetOptions options,
                                BooleanSupplier stop) throws IOException {
        double width = PAPER.getWidth() - 2 * MARGIN;
        double bottom = PAPER.getHeight() - MARGIN - FOOTER;
        double indent = 24;
        PDPageContentStream cs = null;
        PdfCanvas c = null;
        double y = bottom;
        try {
            for (int i = 0; i < items.size(); i++) {
                WorksheetItem item = items.get(i);
                String head = item.caption().isEmpty() ? "" : item.caption();
                if (!item.goal().isEmpty()) {
                    head += (head.isEmpty() ? "" : "  ·  ") + item.goal();
                }
                List<String> lines = TextWrap.lines(item.solution().isEmpty() ? "—" : item.solution(), 11, false,
                        width - indent);
                double needed = 16 + lines.size() * 15 + 8;
                if (cs == null || y + needed > bottom) {
                    if (cs != null) {
                        cs.close();
                    }
                    cs = new PDPageContentStream(doc, newPage(doc, stop));
                    c = PdfPages.canvas(cs, fonts);
                    header(c, options.title(), options.labels().answers());
                    y = MARGIN + HEADER + 4;
                }
                c.text((i + 1) + ".", MARGIN, y + 11, 11, true, INK, Canvas.Align.LEFT);
                c.text(TextWrap.fit(head, 10, false, width - indent), MARGIN + indent, y + 11, 10, false, MUTED,
                        Canvas.Align.LEFT);
                y += 16;
                for (String line : lines) {
                    c.text(line, MARGIN + indent, y + 11, 11, false, INK, Canvas.Align.LEFT);
                    y += 15;
                }
                y += 8;
            }
        } finally {
            if (cs != null) {
                cs.close();
            }
        }
    }
}
