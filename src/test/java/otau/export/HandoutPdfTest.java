package otau.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
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
import otau.game.Side;
import otau.game.study.Study;
import otau.game.study.StudyReader;

/** A study printed as a handout, read back by PDF text extraction. */
class HandoutPdfTest {
    /** Three chapters: a game with comments, glyphs, markup and a variation; a set-up position; an interactive one. */
    static final String STUDY = """
            [Event "Lesson 4"]
            [StudyName "Opening ideas"]
            [ChapterName "The quiet move"]
            [Result "*"]

            {White starts in the centre.} 1. 65(10) 87 2. 55 {The quiet move: it prepares the tuzdyk.}
            (2. 11 {Also possible, but it gives Black the initiative.}) 2... 65(2) 3. 12(22) $1 45(4)
            4. 25X {[%cal Gw2b5]} 78(18) *

            [StudyName "Opening ideas"]
            [ChapterName "Count the stones"]
            [Orientation "black"]
            [SetUp "1"]
            [FEN "0,9,9,9,1,10,1,2,12/3,13,13,2,13,12,0,11,10 22 10 b 3"]

            *

            [StudyName "Opening ideas"]
            [ChapterName "Your move"]
            [ChapterMode "interactive"]
            [Orientation "black"]
            [Result "*"]

            1. 65(10) {White opens.} 87 {The right reply.} 2. 55 65(2) *
            """;

    @TempDir
    Path dir;

    static Study study() {
        var r = StudyReader.read(STUDY, "lesson.pgn");
        assertTrue(r.isClean(), r.problems().toString());
        assertEquals(3, r.study().size());
        return r.study();
    }

    private static String text(Path pdf) throws Exception {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(doc);
        }
    }

    @Test
    void theMarkedPositionsInRecordOrderWithTheirComments() {
        List<HandoutContent.ChapterPage> pages = HandoutContent.chapters(study(), HandoutLabels.english(), false);
        assertEquals(List.of("1. The quiet move", "2. Count the stones", "3. Your move"),
                pages.stream().map(HandoutContent.ChapterPage::title).toList());
        assertEquals(List.of("Start", "After 2. 55", "Variation: after 2. 11", "After 3. 12(22)!", "After 4. 25X"),
                pages.get(0).diagrams().stream().map(HandoutContent.Diagram::caption).toList());
        assertEquals("The quiet move: it prepares the tuzdyk.", pages.get(0).diagrams().get(1).comment());
        assertEquals(1, pages.get(0).diagrams().get(4).markup().size(), "the arrow is drawn");
        assertEquals(List.of("Start"), pages.get(1).diagrams().stream().map(HandoutContent.Diagram::caption).toList(),
                "a chapter with nothing marked shows its position");
        assertTrue(pages.get(1).blackAtBottom(), "seen from Black's side");
        assertFalse(pages.get(0).blackAtBottom());
    }

    @Test
    void theInteractiveChapterBecomesAnExerciseFromTheStudentsSide() {
        List<WorksheetItem> items = HandoutContent.exercises(study(), HandoutLabels.english());
        assertEquals(1, items.size());
        WorksheetItem item = items.get(0);
        assertEquals("Your move", item.caption());
        assertEquals(Side.BLACK, item.toMove(), "White's first move is played; the student answers");
        assertEquals("Black to move: find the best move", item.goal(), "no [Goal]: the best move, for the student's side");
        assertEquals("1... 87 2. 55 65(2)", item.solution());
    }

    @Test
    void theHandoutInEnglishWithTheWorksheet() throws Exception {
        Path pdf = dir.resolve("handout.pdf");
        HandoutPdf.Summary s = HandoutPdf.write(study(), new HandoutPdf.Options("", HandoutLabels.english(),
                DiagramStyle.BOARD, true), pdf);
        assertEquals(new HandoutPdf.Summary(2, 6, 1), s);
        String text = text(pdf);
        for (String expected : List.of("Opening ideas", "1. The quiet move", "2. Count the stones",
                "White starts in the centre.", "The quiet move: it prepares the tuzdyk.",
                "Variation: after 2. 11", "Also possible, but it gives Black the initiative.", "After 3. 12(22)!",
                "Opening ideas — Exercises", "Your move", "Black to move: find the best move", "Answers",
                "1... 87 2. 55 65(2)")) {
            assertTrue(text.contains(expected), "'" + expected + "' in:\n" + text);
        }
        assertFalse(text.contains("The right reply."), "an exercise's comments would give its answer away");
        assertTrue(text.contains("1 / "), "page numbers");
        render(pdf, "handout-en");
    }

    @Test
    void labelsInTheChosenLanguageAndCoachTextAsWritten() throws Exception {
        Path pdf = dir.resolve("kk.pdf");
        HandoutPdf.write(study(), new HandoutPdf.Options("Ашылыш", HandoutLabels.of("kk"), DiagramStyle.SCORESHEET,
                true), pdf);
        String text = text(pdf);
        assertTrue(text.contains("Ашылыш"), text);
        assertTrue(text.contains("2. 55 жүрісінен кейін") && text.contains("Басы"), "Kazakh captions:\n" + text);
        assertTrue(text.contains("Қара жүреді: ең жақсы жүрісті табыңыз") && text.contains("Жауаптар"),
                "the worksheet part in Kazakh too:\n" + text);
        assertTrue(text.contains("The quiet move: it prepares the tuzdyk."), "the coach's own words are not translated");

        Path ru = dir.resolve("ru.pdf");
        HandoutPdf.write(study(), new HandoutPdf.Options("", HandoutLabels.of("ru"), DiagramStyle.BOARD, false), ru);
        String r = text(ru);
        assertTrue(r.contains("Вариант: после 2. 11") && r.contains("3. Your move"), r);
        assertTrue(r.contains("Белые 0") && r.contains("Чёрные 0"), "the stores named in Russian:\n" + r);
        assertFalse(r.contains("White 0") || r.contains("Black 0"), r);
        assertFalse(r.contains("Ответы"), "no worksheet unless asked for: the interactive chapter is a chapter like the others");
    }

    /** Two exercises with goals of their own: each states its own, in Kyrgyz and in Russian. */
    static final String GOALS = """
            [StudyName "Сабак"]
            [ChapterName "Түздүк"]
            [ChapterMode "interactive"]
            [Orientation "white"]
            [Goal "gain 5"]
            [Result "*"]

            1. 65(10) 87 2. 55 *

            [StudyName "Сабак"]
            [ChapterName "Жооп"]
            [ChapterMode "interactive"]
            [Orientation "black"]
            [Goal "win"]
            [Result "*"]

            1. 65(10) 87 *

            [StudyName "Сабак"]
            [ChapterName "Коргонуу"]
            [ChapterMode "interactive"]
            [Orientation "black"]
            [Goal "defend"]
            [Result "*"]

            1. 65(10) 87 *
            """;

    @Test
    void eachExerciseStatesItsOwnGoalInTheHandoutsLanguage() throws Exception {
        var r = StudyReader.read(GOALS, "goals.pgn");
        assertTrue(r.isClean(), r.problems().toString());
        Study goals = r.study();
        assertEquals(List.of("Ак жүрөт: 5 коргоол утуп алыңыз", "Кара баштап, утат", "Кара жүрөт: жалгыз коргонууну табыңыз"),
                HandoutContent.exercises(goals, HandoutLabels.of("ky")).stream().map(WorksheetItem::goal).toList());
        assertEquals(List.of("Ход белых: выиграйте 5 кумалаков", "Чёрные начинают и выигрывают",
                        "Ход чёрных: найдите единственную защиту"),
                HandoutContent.exercises(goals, HandoutLabels.of("ru")).stream().map(WorksheetItem::goal).toList());

        Path pdf = dir.resolve("ky.pdf");
        HandoutPdf.write(goals, new HandoutPdf.Options("", HandoutLabels.of("ky"), DiagramStyle.BOARD, true), pdf);
        String text = text(pdf);
        for (String expected : List.of("Көнүгүүлөр", "Ак жүрөт: 5 коргоол утуп алыңыз", "Кара баштап, утат",
                "Кара жүрөт: жалгыз коргонууну табыңыз", "Жооптор", "Ак 0", "Кара 0")) {
            assertTrue(text.contains(expected), "'" + expected + "' in:\n" + text);
        }
        for (String english : List.of("to move", "White", "Black", "Answer", "find", "stones")) {
            assertFalse(text.contains(english), "English '" + english + "' in:\n" + text);
        }
        render(pdf, "handout-goals-ky");
    }

    @Test
    void everyLanguageHasEveryLabelAndAnUnknownOneIsNamed() {
        for (String lang : HandoutLabels.LANGUAGES) {
            HandoutLabels l = HandoutLabels.of(lang);
            assertFalse(l.after("x").isBlank());
            assertFalse(l.worksheet().answers().isBlank());
            assertFalse(l.goal(Side.WHITE, "").equals(l.goal(Side.BLACK, "")), lang);
            assertFalse(l.worksheet().white().equals(l.worksheet().black()), lang);
        }
        assertEquals("Ход белых", HandoutLabels.of("ru").worksheet().whiteToMove());
        assertEquals("Белые", HandoutLabels.of("ru").worksheet().white());
        assertEquals("Кара", HandoutLabels.of("ky").worksheet().black());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HandoutLabels.of("de"));
        assertTrue(e.getMessage().contains("en, ru, kk, ky"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> HandoutPdf.document(Study.empty("x"),
                new HandoutPdf.Options("", HandoutLabels.english(), DiagramStyle.BOARD, false), null));
    }

    /** Leaves the pages as PNG under target/export-samples for a person to look at. */
    private static void render(Path pdf, String name) throws Exception {
        Path out = Path.of("target", "export-samples");
        Files.createDirectories(out);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            PDFRenderer renderer = new PDFRenderer(doc);
            for (int i = 0; i < doc.getNumberOfPages(); i++) {
                BufferedImage img = renderer.renderImageWithDPI(i, 60);
                ImageIO.write(img, "png", out.resolve(name + "-" + (i + 1) + ".png").toFile());
            }
        }
    }
}
