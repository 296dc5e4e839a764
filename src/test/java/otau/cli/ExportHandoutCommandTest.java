package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportHandoutCommandTest {
    private static final String STUDY = """
            [StudyName "Opening ideas"]
            [ChapterName "The quiet move"]
            [Result "*"]

            1. 65(10) 87 2. 55 {The quiet move.} 65(2) *

            [StudyName "Opening ideas"]
            [ChapterName "Your move"]
            [ChapterMode "interactive"]
            [Orientation "white"]
            [Result "*"]

            1. 65(10) 87 2. 55 *
            """;

    @TempDir
    Path tmp;

    private static String text(Path pdf) throws Exception {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(doc);
        }
    }

    @Test
    void writesTheHandoutInTheChosenLanguageWithTheWorksheet() throws Exception {
        Path in = tmp.resolve("lesson.pgn");
        Files.writeString(in, STUDY);
        Path out = tmp.resolve("lesson.pdf");
        CliTest.Run r = CliTest.run("export", "handout", "--from", in.toString(), "--out", out.toString(),
                "--lang", "ru", "--worksheet");
        assertEquals(0, r.status(), r.err());
        assertEquals("wrote " + out + ": 1 chapter, 1 diagram, worksheet of 1 exercise\n", r.out());
        String text = text(out);
        assertTrue(text.contains("1. The quiet move") && text.contains("После 2. 55") && text.contains("The quiet move."),
                text);
        assertTrue(text.contains("Ход белых") && text.contains("Ответы") && text.contains("1. 65(10) 87 2. 55"), text);

        CliTest.Run plain = CliTest.run("export", "handout", "--from", in.toString(), "--out", out.toString());
        assertEquals(0, plain.status(), plain.err());
        assertTrue(plain.out().contains("2 chapters, 2 diagrams\n"), plain.out());
        assertFalse(text(out).contains("Answers"));
    }

    @Test
    void aChapterWithoutANameIsTitledInTheHandoutsLanguage() throws Exception {
        Path in = tmp.resolve("games.pgn");
        Files.writeString(in, "[StudyName \"Games\"]\n\n1. 65(10) {A start.} *\n\n[StudyName \"Games\"]\n\n1. 1 {Another.} *\n");
        Path out = tmp.resolve("games.pdf");
        CliTest.Run r = CliTest.run("export", "handout", "--from", in.toString(), "--out", out.toString(), "--lang", "ru");
        assertEquals(0, r.status(), r.err());
        String text = text(out);
        assertTrue(text.contains("1. Глава 1") && text.contains("2. Глава 2") && !text.contains("Chapter"), text);
    }

    @Test
    void badInputSaysWhatAndWhere() throws Exception {
        Path in = tmp.resolve("lesson.pgn");
        Files.writeString(in, STUDY.replace("2. 55 {The", "2. 54 {The"));
        Path out = tmp.resolve("x.pdf");
        CliTest.Run broken = CliTest.run("export", "handout", "--from", in.toString(), "--out", out.toString());
        assertEquals(1, broken.status());
        assertTrue(broken.err().contains("lesson.pgn") && broken.err().contains("line 5") && broken.err().contains("54"),
                broken.err());
        assertFalse(Files.exists(out), "no handout with a chapter cut short");

        Files.writeString(in, STUDY);
        CliTest.Run lang = CliTest.run("export", "handout", "--from", in.toString(), "--out", out.toString(),
                "--lang", "de");
        assertEquals(2, lang.status());
        assertTrue(lang.err().contains("--lang: no language 'de' for printed pages: expected one of en, ru, kk, ky"), lang.err());
        CliTest.Run missing = CliTest.run("export", "handout", "--from", tmp.resolve("none.pgn").toString(),
                "--out", out.toString());
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("no such file"), missing.err());
        CliTest.Run noSheet = CliTest.run("export", "handout", "--from", in.toString(), "--out", out.toString(),
                "--worksheet");
        assertEquals(0, noSheet.status());
        Files.writeString(in, STUDY.replace("[ChapterMode \"interactive\"]\n", ""));
        CliTest.Run none = CliTest.run("export", "handout", "--from", in.toString(), "--out", out.toString(),
                "--worksheet");
        assertEquals(0, none.status());
        assertTrue(none.err().contains("no interactive chapter with moves, so there is no worksheet"), none.err());
    }
}
