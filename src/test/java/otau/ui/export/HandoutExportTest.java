package otau.ui.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javafx.beans.Observable;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.stage.Stage;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.export.DiagramStyle;
import otau.game.record.RecordReader;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.workbench.Command;
import otau.ui.workbench.OpenDocument;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * File → Export Handout…, driven through its form with a same-thread executor: the open
 * study (unsaved edits included), the current game when no study is open, a study file with
 * an error; each PDF read back by text extraction.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class HandoutExportTest {
    private static final String STUDY = """
            [StudyName "Opening ideas"]
            [ChapterName "The quiet move"]
            [Result "*"]

            {White starts in the centre.} 1. 65(10) 87 2. 55 {The quiet move: it prepares the tuzdyk.}
            (2. 11 {Also possible.}) 2... 65(2) *

            [StudyName "Opening ideas"]
            [ChapterName "Count the stones"]
            [SetUp "1"]
            [FEN "0,9,9,9,1,10,1,2,12/3,13,13,2,13,12,0,11,10 22 10 b 3"]

            *

            [StudyName "Opening ideas"]
            [ChapterName "Your move"]
            [ChapterMode "interactive"]
            [Orientation "black"]
            [Result "*"]

            1. 65(10) 87 {The right reply.} 2. 55 65(2) *
            """;

    @TempDir
    Path dir;
    private WorkbenchWindow wb;

    @Start
    void start(Stage stage) throws IOException {
        wb = WorkbenchTestWindows.create(stage, otau.TempFolders.create("otau-handout"));
        Handouts.install(wb);
        wb.loadGame(RecordReader.readGame("""
                [White "Aibek"]
                [Black "Dana"]
                [Result "*"]

                1. 65(10) 87 2. 55 {the quiet move} *
                """));
        stage.show();
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    private static String text(Path pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(doc);
        }
    }

    @Test
    void theOpenStudyInTheChosenLanguageWithItsWorksheet(FxRobot robot) throws IOException {
        Path pdf = dir.resolve("lesson.pdf");
        robot.interact(() -> {
            wb.setDocument(new StudyText(STUDY));
            Handouts h = new Handouts(wb);
            HandoutForm form = h.form();
            assertEquals("Opening ideas · The quiet move", form.sourceName.getText());
            assertEquals(Language.ENGLISH, form.language.getValue(), "the interface's language by default");
            form.language.setValue(Language.KAZAKH);
            form.style.setValue(DiagramStyle.SCORESHEET);
            form.worksheet.setSelected(true);
            h.write(form.request(), pdf);
        });
        String text = text(pdf);
        for (String expected : List.of("Opening ideas", "1. The quiet move", "2. Count the stones", "Басы",
                "2. 55 жүрісінен кейін", "Нұсқа: 2. 11 жүрісінен кейін", "The quiet move: it prepares the tuzdyk.", "Your move",
                "Қара жүреді: ең жақсы жүрісті табыңыз", "Қара 0", "Жауаптар", "1... 87 2. 55 65(2)")) {
            assertTrue(text.contains(expected), "'" + expected + "' in:\n" + text);
        }
        assertFalse(text.contains("The right reply."), "the exercise's comment is not printed");
        assertEquals("Handout of 2 chapters (4 diagrams) and a worksheet of one exercise saved to " + pdf,
                wb.statusMessage());
        robot.interact(() -> wb.setDocument(null));
    }

    @Test
    void theCurrentGameWhenNoStudyIsOpen(FxRobot robot) throws IOException {
        Path pdf = dir.resolve("game.pdf");
        robot.interact(() -> {
            wb.model().setComment(wb.model().mainLine().get(0), "the centre");
            Handouts h = new Handouts(wb);
            HandoutForm form = h.form();
            assertEquals("The current game", form.sourceName.getText());
            form.worksheet.setSelected(true);
            h.write(form.request(), pdf);
        });
        String text = text(pdf);
        assertTrue(text.contains("1. Aibek – Dana") && text.contains("After 1. 65(10)") && text.contains("the centre")
                && text.contains("After 2. 55") && text.contains("the quiet move"), "unsaved edits are printed:\n" + text);
        assertEquals("Handout of one chapter (2 diagrams) saved to " + pdf
                + "; no interactive chapter, so no worksheet", wb.statusMessage());
        assertTrue(wb.handles(Command.EXPORT_HANDOUT));
    }

    @Test
    void aStudyFileWithAnErrorIsRefusedWithWhatAndWhere(FxRobot robot) throws IOException {
        Path study = dir.resolve("broken.pgn");
        Files.writeString(study, STUDY.replace("2. 55 {The quiet", "2. 54 {The quiet"));
        Path pdf = dir.resolve("broken.pdf");
        robot.interact(() -> {
            Handouts h = new Handouts(wb);
            HandoutForm form = h.form();
            form.useSource(new HandoutForm.Source("broken.pgn", null, study));
            h.write(form.request(), pdf);
        });
        String message = wb.statusMessage();
        assertTrue(message.startsWith("Could not write " + pdf + ": the study has a problem, first: broken.pgn"), message);
        assertTrue(message.contains("line 5") && message.contains("54"), message);
        assertFalse(Files.exists(pdf));
    }

    /** Oracle: the study file's bytes before and after, and the file system's idea of one file (a hard link). */
    @Test
    void theStudyFileItselfIsNeverWrittenOver(FxRobot robot) throws IOException {
        Path study = dir.resolve("lesson.pgn");
        Files.writeString(study, STUDY);
        byte[] before = Files.readAllBytes(study);
        Path hard = Files.createLink(dir.resolve("same-lesson.pgn"), study);
        for (Path target : List.of(study, dir.resolve(".").resolve("lesson.pgn"), hard)) {
            robot.interact(() -> {
                Handouts h = new Handouts(wb);
                HandoutForm form = h.form();
                form.useSource(new HandoutForm.Source("lesson.pgn", null, study));
                h.write(form.request(), target);
            });
            assertEquals("Could not write " + target + ": " + I18n.get("export.sameAsInput"), wb.statusMessage());
            assertArrayEquals(before, Files.readAllBytes(study));
        }
    }

    /** An open study as the study feature offers it: its whole text. */
    private static final class StudyText implements OpenDocument {
        private final String text;
        private final SimpleBooleanProperty changes = new SimpleBooleanProperty();

        StudyText(String text) {
            this.text = text;
        }

        @Override
        public String title() {
            return "Opening ideas · The quiet move";
        }

        @Override
        public boolean isModified() {
            return true;
        }

        @Override
        public Observable changes() {
            return changes;
        }

        @Override
        public Path file() {
            return null;
        }

        @Override
        public String suggestedFileName() {
            return "Opening ideas.pgn";
        }

        @Override
        public CompletableFuture<Void> saveTo(Path file) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public String autosaveText() {
            return text;
        }

        @Override
        public void closed() {
        }

        @Override
        public boolean holdsBoardGame() {
            return true;
        }
    }
}
