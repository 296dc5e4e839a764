package otau.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.ReadResult;
import otau.game.record.RecordReader;

class WorksheetPdfTest {
    @TempDir
    Path tmp;

    static List<WorksheetItem> sampleItems() throws Exception {
        Path pgn = Path.of(WorksheetPdfTest.class.getResource("puzzles-sample.pgn").toURI());
        ReadResult r = RecordReader.read(pgn);
        assertTrue(r.isClean(), r.problems().toString());
        return WorksheetItems.of(r.games());
    }

    private static String text(PDDocument doc, int fromPage, int toPage) throws Exception {
        PDFTextStripper stripper = new PDFTextStripper();
        stripper.setStartPage(fromPage);
        stripper.setEndPage(toPage);
        return stripper.getText(doc);
    }

    /** Leaves each page as a PNG under target/export-samples for a person to look at. */
    private static void render(PDDocument doc, String name) throws Exception {
        PDFRenderer renderer = new PDFRenderer(doc);
        for (int i = 0; i < doc.getNumberOfPages(); i++) {
            ImageIO.write(renderer.renderImageWithDPI(i, 110), "png",
                    Samples.dir().resolve(name + "-" + (i + 1) + ".png").toFile());
        }
    }

    @Test
    void itemsComeFromThePuzzleRecords() throws Exception {
        List<WorksheetItem> items = sampleItems();
        assertEquals(7, items.size());
        WorksheetItem first = items.get(0);
        assertEquals("tz-0001", first.caption());
        assertEquals(Side.BLACK, first.toMove());
        assertEquals("Black to move wins", first.goal());
        assertEquals("White to move: win 6 stones", items.get(1).goal());
        assertEquals("Black to move: draw", items.get(2).goal());
        assertEquals("Black to move: find the best move", items.get(4).goal(), "no [Goal]: the best move");
        Position p = first.position();
        String m1 = p.play(5).lastMove().notation();
        String m2 = p.play(5).play(2).lastMove().notation();
        String m3 = p.play(5).play(2).play(1).lastMove().notation();
        assertEquals("9... " + m1 + " 10. " + m2 + " " + m3, first.solution());
        assertEquals("Бишкек, сабак 3", items.get(2).caption(), "the Event when there is no Id");
        assertEquals(Side.WHITE, items.get(1).toMove());
    }

    @Test
    void pdfHasDiagramPagesAndAnAnswersPage() throws Exception {
        List<WorksheetItem> items = sampleItems();
        Path file = tmp.resolve("sheet.pdf");
        WorksheetPdf.write(items, WorksheetOptions.defaults("Tuzdyk drills"), file);
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            assertEquals(3, doc.getNumberOfPages(), "7 items: 6 + 1 on two pages, then the answers");
            String sheets = text(doc, 1, 2);
            for (WorksheetItem item : items) {
                assertTrue(sheets.contains(item.caption()), item.caption() + " in\n" + sheets);
            }
            assertTrue(sheets.contains("Black to move wins") && sheets.contains("White to move: win 6 stones")
                    && sheets.contains("Black to move: find the best move"), sheets);
            assertTrue(sheets.contains("Tuzdyk drills"), sheets);
            assertTrue(sheets.contains("1 / 3"), sheets);
            String answers = text(doc, 3, 3);
            assertTrue(answers.contains("Answers"), answers);
            for (WorksheetItem item : items) {
                assertTrue(answers.contains(item.solution()), item.solution() + " in\n" + answers);
            }
            render(doc, "worksheet-board");
        }
    }

    @Test
    void cyrillicLabelsAndCaptionsRoundTrip() throws Exception {
        WorksheetLabels kazakh = HandoutLabels.of("kk").worksheet();
        List<WorksheetItem> items = List.of(
                new WorksheetItem(Samples.tuzdykGame(), "Тұздық алу — Түзүк", null, "Қара бастап, ұтады", "9... 59"),
                new WorksheetItem(Position.start(), "Башталыш позиция", Side.WHITE, "", ""));
        Path file = tmp.resolve("kz.pdf");
        WorksheetPdf.write(items, WorksheetOptions.defaults("Сабақ 3: тұздық").withLabels(kazakh)
                .withStyle(DiagramStyle.SCORESHEET), file);
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            String all = text(doc, 1, doc.getNumberOfPages());
            for (String expected : List.of("Сабақ 3: тұздық", "Тұздық алу — Түзүк", "Башталыш позиция",
                    "Ақ жүреді", "Қара бастап, ұтады", "Жауаптар", "9... 59")) {
                assertTrue(all.contains(expected), expected + " in\n" + all);
            }
            render(doc, "worksheet-scoresheet-kz");
        }
    }

    /** The goals, labels and the stores' names of a whole sheet in Kyrgyz, then Russian: no English left. */
    @Test
    void kyrgyzAndRussianSheetsStateEachGoalInTheirLanguage() throws Exception {
        Path pgn = Path.of(WorksheetPdfTest.class.getResource("puzzles-sample.pgn").toURI());
        List<otau.game.record.GameRecord> games = RecordReader.read(pgn).games();
        Position first = games.get(0).start();
        String[][] expected = {
            {"ky", "Кара баштап, утат", "Ак жүрөт: 6 коргоол утуп алыңыз", "Кара баштап, тең чыгат",
                "Кара жүрөт: 2 коргоол утуп алыңыз", "Кара жүрөт: эң жакшы жүрүштү табыңыз", "Жооптор",
                "Ак " + first.store(Side.WHITE), "Кара " + first.store(Side.BLACK)},
            {"ru", "Чёрные начинают и выигрывают", "Ход белых: выиграйте 6 кумалаков",
                "Чёрные начинают и делают ничью", "Ход чёрных: выиграйте 2 кумалака", "Ход чёрных: найдите лучший ход",
                "Ответы", "Белые " + first.store(Side.WHITE), "Чёрные " + first.store(Side.BLACK)}};
        for (String[] lang : expected) {
            List<WorksheetItem> items = WorksheetItems.of(games, otau.puzzle.GoalStatement.of(lang[0]));
            try (PDDocument doc = WorksheetPdf.document(items, WorksheetOptions.defaults("")
                    .withLabels(HandoutLabels.of(lang[0]).worksheet()))) {
                String all = text(doc, 1, doc.getNumberOfPages());
                for (int i = 1; i < lang.length; i++) {
                    assertTrue(all.contains(lang[i]), lang[i] + " in\n" + all);
                }
                for (String english : List.of("to move", "White", "Black", "Answer", "stone", "win", "draw")) {
                    assertTrue(!all.contains(english), lang[0] + ": English '" + english + "' in\n" + all);
                }
                render(doc, "worksheet-" + lang[0]);
            }
        }
    }

    @Test
    void storesAreLabelledWithTheirOwnersInEveryStyle() throws Exception {
        Position p = Samples.tuzdykGame();
        String white = "White " + p.store(Side.WHITE);
        String black = "Black " + p.store(Side.BLACK);
        for (DiagramStyle style : DiagramStyle.values()) {
            Path file = tmp.resolve("stores-" + style + ".pdf");
            WorksheetPdf.write(List.of(new WorksheetItem(p, "stores", null, "", "")),
                    WorksheetOptions.defaults("").withStyle(style).withAnswersPage(false), file);
            try (PDDocument doc = Loader.loadPDF(file.toFile())) {
                String sheet = text(doc, 1, 1);
                assertTrue(sheet.contains(white) && sheet.contains(black), style + ": " + sheet);
            }
        }
    }

    @Test
    void inkSavingStyleLeavesThePageMostlyWhite() throws Exception {
        List<WorksheetItem> items = sampleItems().subList(0, 6);
        double board = inkShare(items, DiagramStyle.BOARD);
        double ink = inkShare(items, DiagramStyle.INK_SAVING);
        System.err.printf(java.util.Locale.ROOT, "worksheet ink: board style %.3f of the page, ink-saving %.3f%n",
                board, ink);
        assertTrue(ink < board / 3, "ink-saving covers " + ink + " of the page, the board " + board);
        try (PDDocument doc = WorksheetPdf.document(items, WorksheetOptions.defaults("Ink")
                .withStyle(DiagramStyle.INK_SAVING).withAnswersPage(false))) {
            render(doc, "worksheet-ink-saving");
            java.awt.image.BufferedImage img = new PDFRenderer(doc).renderImageWithDPI(0, 40);
            for (int y = 0; y < img.getHeight(); y++) {
                for (int x = 0; x < img.getWidth(); x++) {
                    int rgb = img.getRGB(x, y);
                    int r = (rgb >> 16) & 0xFF;
                    int g = (rgb >> 8) & 0xFF;
                    int b = rgb & 0xFF;
                    assertTrue(Math.abs(r - g) < 12 && Math.abs(g - b) < 12, "grey only: " + Integer.toHexString(rgb));
                }
            }
        }
    }

    /** The share of the first page's area that is not white, rendered at 40 dpi. */
    private static double inkShare(List<WorksheetItem> items, DiagramStyle style) throws Exception {
        try (PDDocument doc = WorksheetPdf.document(items, WorksheetOptions.defaults("").withStyle(style)
                .withAnswersPage(false))) {
            java.awt.image.BufferedImage img = new PDFRenderer(doc).renderImageWithDPI(0, 40);
            double ink = 0;
            for (int y = 0; y < img.getHeight(); y++) {
                for (int x = 0; x < img.getWidth(); x++) {
                    int rgb = img.getRGB(x, y);
                    int lum = (((rgb >> 16) & 0xFF) + ((rgb >> 8) & 0xFF) + (rgb & 0xFF)) / 3;
                    ink += (255 - lum) / 255.0;
                }
            }
            return ink / (img.getWidth() * (double) img.getHeight());
        }
    }

    @Test
    void captionIsThePuzzleTitleBeforeItsId() throws Exception {
        String pgn = """
                [Event "Puzzle"]
                [SetUp "1"]
                [FEN "13,12,4,3,0,1,2,13,2/1,2,14,2,1,7,15,1,1 54 14 w 7"]
                [Id "otau-e2b1062b"]
                [Title "Tuzdyk on 7"]
                [Goal "win"]

                *
                """;
        WorksheetItem item = WorksheetItems.of(RecordReader.readGame(pgn));
        assertEquals("Tuzdyk on 7", item.caption());
    }

    @Test
    void withoutAnswersPageAndEmptyListRefused() throws Exception {
        Path file = tmp.resolve("no-answers.pdf");
        WorksheetPdf.write(sampleItems().subList(0, 2), WorksheetOptions.defaults("").withAnswersPage(false), file);
        try (PDDocument doc = Loader.loadPDF(file.toFile())) {
            assertEquals(1, doc.getNumberOfPages());
            assertTrue(!text(doc, 1, 1).contains("Answers"));
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> WorksheetPdf.write(List.of(), WorksheetOptions.defaults("x"), tmp.resolve("empty.pdf")));
        assertTrue(e.getMessage().contains("at least one position"));
        assertTrue(!Files.exists(tmp.resolve("empty.pdf")) || Files.size(tmp.resolve("empty.pdf")) == 0);
    }
}
