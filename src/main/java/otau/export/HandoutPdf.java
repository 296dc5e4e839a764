package otau.export;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import otau.game.study.Study;

import static otau.export.PdfPages.COLUMNS;
import static otau.export.PdfPages.FOOTER;
import static otau.export.PdfPages.GUTTER_X;
import static otau.export.PdfPages.HEADER;
import static otau.export.PdfPages.INK;
import static otau.export.PdfPages.MARGIN;
import static otau.export.PdfPages.PAPER;

/**
 * A study printed for the students (A4, vector, the bundled font embedded so Cyrillic
 * prints): each chapter under its title as a heading, its marked positions as diagrams two
 * abreast with the caption above and the coach's comment beneath; then, when asked for, the
 * interactive chapters as a worksheet ({@link WorksheetPdf}'s own pages) and its answers.
 */
public final class HandoutPdf {
    private static final double GUTTER_Y = 16;
    private static final double CHAPTER_SIZE = 14;
    private static final double CHAPTER_SPACE = 26;
    private static final double CAPTION_SIZE = 10;
    private static final double CAPTION_SPACE = 15;
    private static final double COMMENT_SIZE = 10;
    private static final double COMMENT_LEADING = 13;
    /** A longer comment is cut with "…": a handout is not the place for a page of text under one diagram. */
    private static final int COMMENT_LINES = 12;
    private static final Color MUTED = new Color(0x55, 0x55, 0x55);

    private HandoutPdf() {
    }

    /** How the handout looks: its title (the study's name by default), language, style, and whether to add the worksheet. */
    public record Options(String title, HandoutLabels labels, DiagramStyle style, boolean worksheet) {
        public Options {
            title = title == null ? "" : title.strip();
            java.util.Objects.requireNonNull(labels, "labels");
            java.util.Objects.requireNonNull(style, "style");
        }
    }

    /** What was printed: the chapters shown as diagrams, the diagrams, the worksheet's exercises. */
    public record Summary(int chapters, int diagrams, int exercises) {
    }

    /** Builds the handout and writes it atomically (nothing is written when it cannot be built). */
    public static Summary write(Study study, Options options, Path file) throws IOException {
        return write(study, options, file, () -> false);
    }

    /**
     * As {@link #write(Study, Options, Path)}, asking {@code stop} before each page.
     *
     * @throws java.util.concurrent.CancellationException once {@code stop} says so (nothing is written)
     */
    public static Summary write(Study study, Options options, Path file, BooleanSupplier stop) throws IOException {
        Summary[] summary = new Summary[1];
        try (PDDocument doc = document(study, options, summary, stop)) {
            otau.io.AtomicFiles.write(file, doc::save);
        }
        return summary[0];
    }

    /** The handout as an open document (the caller closes it); {@code summary[0]} says what is in it. */
    public static PDDocument document(Study study, Options options, Summary[] summary) throws IOException {
        return document(study, options, summary, () -> false);
    }

    /** As {@link #document(Study, Options, Summary[])}, asking {@code stop} before each page. */
    public static PDDocument document(Study study, Options options, Summary[] summary, BooleanSupplier stop)
            throws IOException {
        if (study.size() == 0) {
            throw new IllegalArgumentException("the study has no chapters");
        }
        String title = options.title().isEmpty() ? study.name() : options.title();
        List<WorksheetItem> exercises = options.worksheet() ? HandoutContent.exercises(study, options.labels())
                : List.of();
        // Interactive chapters go to the worksheet only when there is one to put them in.
        List<HandoutContent.ChapterPage> chapters = HandoutContent.chapters(study, options.labels(),
                !exercises.isEmpty());
        return PdfPages.build(title, (doc, fonts) -> {
            int diagrams = new Pages(doc, fonts, title, options, stop).print(chapters);
            if (!exercises.isEmpty()) {
                String sheetTitle = title.isEmpty() ? options.labels().exercises()
                        : title + " — " + options.labels().exercises();
                WorksheetPdf.addPages(doc, fonts, exercises, new WorksheetOptions(sheetTitle,
                        options.labels().worksheet(), options.style(), true), stop);
            }
            if (summary != null && summary.length > 0) {
                summary[0] = new Summary(chapters.size(), diagrams, exercises.size());
            }
        });
    }

    /** The diagram pages, filled row by row; a chapter's heading never sits alone at a page's foot. */
    private static final class Pages {
        private final PDDocument doc;
        private final PdfText fonts;
        private final String title;
        private final Options options;
        private final BooleanSupplier stop;
        private final double cellW = (PAPER.getWidth() - 2 * MARGIN - (COLUMNS - 1) * GUTTER_X) / COLUMNS;
        private final double bottom = PAPER.getHeight() - MARGIN - FOOTER;
        private PDPageContentStream cs;
        private PdfCanvas canvas;
        private double y;

        Pages(PDDocument doc, PdfText fonts, String title, Options options, BooleanSupplier stop) {
            this.stop = stop;
            this.doc = doc;
            this.fonts = fonts;
            this.title = title;
            this.options = options;
        }

        int print(List<HandoutContent.ChapterPage> chapters) throws IOException {
            int count = 0;
            try {
                for (HandoutContent.ChapterPage chapter : chapters) {
                    List<HandoutContent.Diagram> ds = chapter.diagrams();
                    for (int first = 0; first < ds.size(); first += COLUMNS) {
                        List<HandoutContent.Diagram> row = ds.subList(first, Math.min(ds.size(), first + COLUMNS));
                        double rowH = rowHeight(row, chapter.blackAtBottom());
                        double needed = rowH + (first == 0 ? CHAPTER_SPACE : 0);
                        if (cs == null || y + needed > bottom) {
                            newPage();
                        }
                        if (first == 0) {
                            heading(chapter.title());
                        }
                        for (int k = 0; k < row.size(); k++) {
                            cell(row.get(k), chapter.blackAtBottom(), MARGIN + k * (cellW + GUTTER_X), y);
                        }
                        y += rowH + GUTTER_Y;
                        count += row.size();
                    }
                }
            } finally {
                if (cs != null) {
                    cs.close();
                }
            }
            return count;
        }

        private void newPage() throws IOException {
            if (cs != null) {
                cs.close();
            }
            cs = new PDPageContentStream(doc, PdfPages.newPage(doc, stop));
            canvas = PdfPages.canvas(cs, fonts);
            if (!title.isEmpty()) {
                PdfPages.header(canvas, title);
            }
            y = MARGIN + HEADER;
        }

        private void heading(String text) {
            canvas.text(TextWrap.fit(text, CHAPTER_SIZE, true, PAPER.getWidth() - 2 * MARGIN), MARGIN,
                    y + CHAPTER_SIZE, CHAPTER_SIZE, true, INK, Canvas.Align.LEFT);
            y += CHAPTER_SPACE;
        }

        private double rowHeight(List<HandoutContent.Diagram> row, boolean flipped) {
            double h = 0;
            for (HandoutContent.Diagram d : row) {
                h = Math.max(h, cellHeight(d, flipped));
            }
            return h;
        }

        private double cellHeight(HandoutContent.Diagram d, boolean flipped) {
            DiagramPainter p = painter(d, flipped);
            return CAPTION_SPACE + p.height() * (cellW / p.width()) + commentLines(d).size() * COMMENT_LEADING
                    + (d.comment().isEmpty() ? 0 : 6);
        }

        private void cell(HandoutContent.Diagram d, boolean flipped, double x, double top) {
            canvas.text(TextWrap.fit(d.caption(), CAPTION_SIZE, true, cellW), x, top + CAPTION_SIZE, CAPTION_SIZE,
                    true, INK, Canvas.Align.LEFT);
            DiagramPainter p = painter(d, flipped);
            double scale = cellW / p.width();
            double dy = top + CAPTION_SPACE;
            p.paint(new PdfCanvas(cs, fonts, x, PAPER.getHeight() - dy, scale));
            double baseline = dy + p.height() * scale + 6 + COMMENT_SIZE;
            for (String line : commentLines(d)) {
                canvas.text(line, x, baseline, COMMENT_SIZE, false, MUTED, Canvas.Align.LEFT);
                baseline += COMMENT_LEADING;
            }
        }

        private DiagramPainter painter(HandoutContent.Diagram d, boolean flipped) {
            // The stores named in the handout's language ("Ак 38"), as on its worksheet.
            WorksheetLabels words = options.labels().worksheet();
            return DiagramPainter.of(d.position(), DiagramOptions.defaults().withStyle(options.style())
                    .withFlipped(flipped).withMarkup(d.markup()).withLastMove(true))
                    .withStoreNames(words.white(), words.black());
        }

        private List<String> commentLines(HandoutContent.Diagram d) {
            return d.comment().isEmpty() ? List.of()
                    : TextWrap.lines(d.comment(), COMMENT_SIZE, false, cellW, COMMENT_LINES);
        }
    }
}
