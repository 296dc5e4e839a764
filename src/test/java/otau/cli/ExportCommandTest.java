package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportCommandTest {
    @TempDir
    Path tmp;

    @Test
    void diagramPngAfterMoves() throws Exception {
        Path png = tmp.resolve("d.png");
        CliTest.Run r = CliTest.run("export", "diagram", "--moves", "65", "98", "--width", "500", "--mark", "Gw5,Rw6b3",
                "--caption", "Ашылыш", "--out", png.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals(500, ImageIO.read(png.toFile()).getWidth());
    }

    @Test
    void diagramSvgScoresheetFlippedFromAPosition() throws Exception {
        Path svg = tmp.resolve("d.svg");
        CliTest.Run r = CliTest.run("export", "diagram", "--fen", "X,5,2,1,17,3,3,2,2/5,4,4,3,18,18,6,X,2 17 50 b 9",
                "--style", "scoresheet", "--flip", "--caption", "Түзүк", "--out", svg.toString());
        assertEquals(0, r.status(), r.err());
        String text = Files.readString(svg);
        assertTrue(text.contains("Түзүк") && text.contains("class=\"hole tuzdyk\""), text);
    }

    @Test
    void diagramErrorsNameTheOption() {
        CliTest.Run r = CliTest.run("export", "diagram", "--out", tmp.resolve("d.jpg").toString());
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--format png"), r.err());
        r = CliTest.run("export", "diagram", "--moves", "65", "0", "--out", tmp.resolve("d.png").toString());
        assertTrue(r.err().contains("move 2 '0'"), r.err());
        r = CliTest.run("export", "diagram", "--style", "photo", "--out", tmp.resolve("d.png").toString());
        assertTrue(r.err().contains("board, scoresheet or ink-saving"), r.err());
        r = CliTest.run("export", "diagram", "--mark", "Gw0", "--out", tmp.resolve("d.png").toString());
        assertTrue(r.err().contains("--mark 'Gw0'"), r.err());
        assertFalse(Files.exists(tmp.resolve("d.png")));
    }

    @Test
    void worksheetFromAPuzzleFile() throws Exception {
        Path pgn = Path.of(getClass().getResource("/otau/export/puzzles-sample.pgn").toURI());
        Path pdf = tmp.resolve("w.pdf");
        CliTest.Run r = CliTest.run("export", "worksheet", "--from", pgn.toString(), "--title", "Урок 3",
                "--out", pdf.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("7 positions"), r.out());
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertEquals(3, doc.getNumberOfPages());
            String text = new PDFTextStripper().getText(doc);
            assertTrue(text.contains("Урок 3") && text.contains("tz-0007") && text.contains("Answers"), text);
            assertTrue(text.contains("White ") && text.contains("Black "), "the stores are labelled: " + text);
        }
        Path ink = tmp.resolve("ink.pdf");
        CliTest.Run r2 = CliTest.run("export", "worksheet", "--from", pgn.toString(), "--style", "ink-saving",
                "--out", ink.toString());
        assertEquals(0, r2.status(), r2.err());
        assertTrue(Files.size(ink) > 0);
    }

    @Test
    void worksheetInKyrgyzStatesEachGoal() throws Exception {
        Path pgn = Path.of(getClass().getResource("/otau/export/puzzles-sample.pgn").toURI());
        Path pdf = tmp.resolve("ky.pdf");
        CliTest.Run r = CliTest.run("export", "worksheet", "--from", pgn.toString(), "--lang", "ky",
                "--out", pdf.toString());
        assertEquals(0, r.status(), r.err());
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            String text = new PDFTextStripper().getText(doc);
            for (String expected : List.of("Кара баштап, утат", "Ак жүрөт: 6 коргоол утуп алыңыз", "Жооптор",
                    "Ак 17", "Кара 50")) {
                assertTrue(text.contains(expected), expected + " in\n" + text);
            }
            assertFalse(text.contains("White") || text.contains("Answers"), text);
        }
        CliTest.Run bad = CliTest.run("export", "worksheet", "--from", pgn.toString(), "--lang", "de",
                "--out", tmp.resolve("de.pdf").toString());
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("--lang") && bad.err().contains("en, ru, kk, ky"), bad.err());
        assertFalse(Files.exists(tmp.resolve("de.pdf")));
    }

    @Test
    void worksheetRefusesABrokenRecordFile() throws Exception {
        Path pgn = Files.writeString(tmp.resolve("bad.pgn"), "[Event \"x\"]\n\n1. 65 97 *\n");
        CliTest.Run r = CliTest.run("export", "worksheet", "--from", pgn.toString(), "--out",
                tmp.resolve("w.pdf").toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("bad.pgn") && r.err().contains("97"), r.err());
        assertFalse(Files.exists(tmp.resolve("w.pdf")));
    }
}
