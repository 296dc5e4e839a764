package otau.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.export.DiagramFormat;
import otau.export.DiagramStyle;
import otau.export.WorksheetItem;
import otau.game.Side;
import otau.game.record.Markup;
import otau.game.record.RecordReader;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * File → Export Position Image and the worksheet commands, driven through their forms with
 * a same-thread executor: the files they write are read back (ImageIO, the SVG's text,
 * PDFBox's text extraction).
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class ExportDialogsTest {
    private static final String GAME = """
            [Event "Club night"]
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]

            1. 65(10) 87 2. 55 {the quiet move} 65(2) 3. 12(22) $1 45(4) 4. 25X 78(18) *
            """;
    private static final String PUZZLES = """
            [Event "Puzzle"]
            [SetUp "1"]
            [FEN "0,9,9,9,1,10,1,2,12/3,13,13,2,13,12,0,11,10 22 10 b 3"]
            [Id "otau-4c012108"]
            [Goal "gain 2"]

            3... 58X *

            [Event "Puzzle"]
            [SetUp "1"]
            [FEN "13,12,4,3,0,1,2,13,2/1,2,14,2,1,7,15,1,1 54 14 w 7"]
            [Id "otau-e2b1062b"]
            [Goal "win"]

            7. 58 *

            [Event "Puzzle"]
            [SetUp "1"]
            [FEN "13,12,4,3,0,1,2,13,2/1,2,14,2,1,7,15,1,1 54 14 w 7"]
            [Id "otau-third"]

            7. 58 *
            """;

    @TempDir
    Path dir;
    private WorkbenchWindow wb;

    @Start
    void start(Stage stage) throws IOException {
        wb = WorkbenchTestWindows.create(stage, otau.TempFolders.create("otau-export"));
        wb.loadGame(RecordReader.readGame(GAME));
        stage.show();
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void aWidthOutOfRangeIsMarkedWithTheFieldsName(FxRobot robot) {
        ImageExportForm[] form = new ImageExportForm[1];
        robot.interact(() -> form[0] = new ImageExport(wb).form());
        robot.interact(() -> form[0].width.getEditor().setText("64000"));
        assertEquals(List.of("Width (pixels): a whole number from " + otau.export.DiagramOptions.MIN_WIDTH
                + " to " + otau.export.DiagramOptions.MAX_WIDTH), form[0].checks().messages());
        robot.interact(() -> form[0].width.getEditor().setText("640"));
        assertEquals(List.of(), form[0].checks().messages());
    }

    @Test
    void imageExportWritesAReadablePngAndSvg(FxRobot robot) throws IOException {
        Path png = dir.resolve("position.png");
        Path svg = dir.resolve("position.svg");
        robot.interact(() -> {
            wb.model().goTo(wb.model().mainLine().get(3));
            wb.model().setMarkup(wb.model().currentNode(), List.of(
                    Markup.arrow('R', Side.WHITE, 3, Side.BLACK, 5), Markup.hole('G', Side.BLACK, 7)));
            wb.board().setFlipped(true);
            ImageExport export = new ImageExport(wb);
            ImageExportForm form = export.form();
            assertTrue(form.markup.isSelected(), "the move's markup is offered");
            assertTrue(form.flipped.isSelected(), "flipped as the board is");
            form.caption.setText("Қазақша: тұздық");
            form.width.getValueFactory().setValue(640);
            ImageExportForm.Request r = form.request();
            assertEquals(2, r.options().markup().size());
            assertEquals(640, r.options().widthPx());
            export.write(wb.model().currentPosition(), r, png);

            form.format.setValue(DiagramFormat.SVG);
            form.style.setValue(DiagramStyle.SCORESHEET);
            form.markup.setSelected(false);
            ImageExportForm.Request s = form.request();
            assertEquals(List.of(), s.options().markup());
            export.write(wb.model().currentPosition(), s, svg);
        });
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(640, img.getWidth());
        assertTrue(img.getHeight() > 200);
        String text = Files.readString(svg, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("<?xml") || text.startsWith("<svg"), text.substring(0, 40));
        assertTrue(text.contains("</svg>"));
        assertTrue(text.contains("тұздық"), "the caption is in the SVG");
        assertTrue(wb.statusMessage().contains("position.svg"), wb.statusMessage());

        robot.interact(() -> {
            new ImageExport(wb).copyImage();
            assertTrue(javafx.scene.input.Clipboard.getSystemClipboard().hasImage());
            assertEquals(800, (int) javafx.scene.input.Clipboard.getSystemClipboard().getImage().getWidth());
        });
        assertEquals(I18n.get("imageExport.copied"), wb.statusMessage());
    }

    @Test
    void worksheetOfPuzzlesHasTheirCaptionsAndTranslatedLabels(FxRobot robot) throws IOException {
        Path collection = dir.resolve("tuzdyk.pgn");
        Files.writeString(collection, PUZZLES, StandardCharsets.UTF_8);
        Path pdf = dir.resolve("worksheet.pdf");
        robot.interact(() -> {
            I18n.setLanguage(Language.KAZAKH);
            Worksheets sheets = new Worksheets(wb);
            WorksheetForm form = sheets.form();
            sheets.readPuzzles(form, collection);
            assertEquals(3, form.size());
            assertEquals("Тоғыз құмалақ есептері: tuzdyk", form.title.getText());
            form.select(0, 1);
            WorksheetForm.Request r = form.request().orElseThrow();
            assertEquals("Қара жүреді: 2 құмалақ ұтып алыңыз", r.items().get(0).goal());
            assertEquals("Ақ бастап, ұтады", r.items().get(1).goal());
            sheets.writePdf(r, pdf);
        });
        String text = pdfText(pdf);
        assertTrue(text.contains("otau-4c012108"), text);
        assertTrue(text.contains("otau-e2b1062b"), text);
        assertFalse(text.contains("otau-third"), "an unticked puzzle is left out");
        assertTrue(text.contains("Тоғыз құмалақ есептері: tuzdyk"), text);
        assertTrue(text.contains("Қара жүреді: 2 құмалақ ұтып алыңыз") && text.contains("Ақ бастап, ұтады"), text);
        assertTrue(text.contains("Жауаптар"), "the answers page, in Kazakh");
        assertTrue(text.contains("58X"), "the solution is on the answers page");
    }

    /** Oracle: the collection's bytes before and after; a symbolic link is the same file to the file system. */
    @Test
    void aWorksheetIsNeverSavedOverItsCollection(FxRobot robot) throws IOException {
        Path collection = dir.resolve("drill.pgn");
        Files.writeString(collection, PUZZLES, StandardCharsets.UTF_8);
        byte[] before = Files.readAllBytes(collection);
        Path link = Files.createSymbolicLink(dir.resolve("drill-link.pgn"), collection);
        for (Path target : List.of(collection, link)) {
            robot.interact(() -> {
                Worksheets sheets = new Worksheets(wb);
                WorksheetForm form = sheets.form();
                sheets.readPuzzles(form, collection);
                sheets.writePdf(form.request().orElseThrow(), target);
            });
            assertEquals("Could not write " + target + ": " + I18n.get("export.sameAsInput"), wb.statusMessage());
            org.junit.jupiter.api.Assertions.assertArrayEquals(before, Files.readAllBytes(collection));
        }
    }

    @Test
    void worksheetInAChosenLanguageWithEditedCaptionsAndInkSavingBoards(FxRobot robot) throws IOException {
        Path collection = dir.resolve("drills.pgn");
        Files.writeString(collection, PUZZLES.replace("[Id \"otau-e2b1062b\"]",
                "[Id \"otau-e2b1062b\"]\n[Title \"Tuzdyk on 7\"]"), StandardCharsets.UTF_8);
        Path pdf = dir.resolve("ru.pdf");
        robot.interact(() -> {
            Worksheets sheets = new Worksheets(wb);
            WorksheetForm form = sheets.form();
            sheets.readPuzzles(form, collection);
            assertEquals(3, form.size());
            form.setCaption(0, "Задача с тузджыком");
            form.language.setValue(Language.RUSSIAN);
            form.style.setValue(otau.export.DiagramStyle.INK_SAVING);
            form.select(0, 1);
            WorksheetForm.Request r = form.request().orElseThrow();
            assertEquals("Задача с тузджыком", r.items().get(0).caption(), "an edited caption survives the language");
            assertEquals("Tuzdyk on 7", r.items().get(1).caption(), "a puzzle's title is its caption");
            assertEquals("Белые начинают и выигрывают", r.items().get(1).goal(),
                    "the goal in the sheet's language, not the window's");
            sheets.writePdf(r, pdf);
        });
        String text = pdfText(pdf);
        for (String expected : List.of("Задача с тузджыком", "Tuzdyk on 7", "Белые начинают и выигрывают",
                "Ход чёрных: выиграйте 2 кумалака", "Ответы", "Белые 54", "Чёрные 14")) {
            assertTrue(text.contains(expected), expected + " in\n" + text);
        }
        for (String english : List.of("to move", "Goal", "Answer", "White", "Black")) {
            assertFalse(text.contains(english), "no English label left: " + english + " in\n" + text);
        }
    }

    @Test
    void worksheetOfTheGamesMarkedPositionsAndPrinting(FxRobot robot) throws IOException {
        Path pdf = dir.resolve("game.pdf");
        robot.interact(() -> {
            wb.model().setMarkup(wb.model().mainLine().get(6), List.of(Markup.hole('Y', Side.WHITE, 2)));
            List<WorksheetItem> marked = WorksheetSources.markedPositions(wb.model());
            // The comment after 2. 55, the glyph on 3. 12(22), the markup on 4. 25X.
            assertEquals(List.of("After 2. 55", "After 3. 12(22)", "After 4. 25X"),
                    marked.stream().map(WorksheetItem::caption).toList());
            // Each answer is its own move with that move's comment: the comment on 2. 55 belongs to
            // the move that led to the first item, not to its answer.
            assertEquals("In the game: 2... 65(2)", marked.get(0).solution());
            assertTrue(marked.stream().noneMatch(m -> m.solution().contains("quiet")), marked.toString());
            assertEquals("Black to move: find the best move", marked.get(0).goal());
            assertEquals(Side.BLACK, marked.get(0).toMove());

            Worksheets sheets = new Worksheets(wb);
            WorksheetForm form = sheets.form();
            assertEquals(3, form.size());
            assertEquals("Aibek – Dana", form.title.getText());
            form.select();
            assertTrue(form.request().isEmpty(), "nothing ticked, nothing to print");
            form.select(0, 2);
            form.answersPage.setSelected(false);
            sheets.writePdf(form.request().orElseThrow(), pdf);
        });
        String text = pdfText(pdf);
        assertTrue(text.contains("After 2. 55") && text.contains("After 4. 25X"), text);
        assertFalse(text.contains("After 3. 12(22)"), text);
        assertFalse(text.contains("Answers"), "no answers page when it is not asked for");
        assertTrue(wb.statusMessage().contains("game.pdf"), wb.statusMessage());

        robot.interact(() -> {
            Worksheets sheets = new Worksheets(wb);
            sheets.print(sheets.form().request().orElseThrow());
        });
        // The tests run headless: no print dialog can open, so the PDF is suggested.
        assertEquals(I18n.get("worksheet.noPrinter"), wb.statusMessage());
    }

    private static String pdfText(Path pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(doc);
        }
    }
}
