package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Options that contradict each other are refused before anything is searched or written (exit status 2). */
class ConflictingOptionsCliTest {
    @TempDir
    Path dir;

    @Test
    void exportDiagramRefusesAFormatTheFileNameContradicts() {
        Path svg = dir.resolve("d.svg");
        CliTest.Run r = CliTest.run("export", "diagram", "--out", svg.toString(), "--format", "png");
        assertEquals(2, r.status());
        assertEquals("error: --format png does not match --out " + svg + ", whose name says SVG; name the file .png, or leave"
                + " --format out", r.err().lines().findFirst().orElse(""));
        assertTrue(r.err().contains("\nRun 'otau export diagram --help' for every option."), r.err());
        assertEquals("", r.out());
        assertFalse(Files.exists(svg), "no PNG bytes in a .svg file");

        Path png = dir.resolve("d.PNG");
        CliTest.Run upper = CliTest.run("export", "diagram", "--out", png.toString(), "--format", "svg");
        assertEquals(2, upper.status());
        assertEquals("error: --format svg does not match --out " + png + ", whose name says PNG; name the file .svg, or leave"
                + " --format out", upper.err().lines().findFirst().orElse(""));
        assertFalse(Files.exists(png));
    }

    @Test
    void exportDiagramTakesAFormatForANameWithoutOne() throws IOException {
        Path img = dir.resolve("d.img");
        CliTest.Run r = CliTest.run("export", "diagram", "--out", img.toString(), "--format", "png");
        assertEquals(0, r.status(), r.err());
        byte[] bytes = Files.readAllBytes(img);
        assertTrue(bytes.length > 8 && bytes[1] == 'P' && bytes[2] == 'N' && bytes[3] == 'G');
    }

    @Test
    void reviewRefusesNoDepthCapWithADepth() throws IOException {
        Path game = Files.writeString(dir.resolve("g.pgn"), "[Event \"a\"]\n\n1. 65(10) 98 *\n");
        Path out = dir.resolve("r.pgn");
        CliTest.Run r = CliTest.run("review", game.toString(), "--depth", "2", "--no-depth-cap", "--out", out.toString());
        assertEquals(2, r.status());
        assertEquals("error: --no-depth-cap goes with a time budget (--movetime), not with --depth",
                r.err().lines().findFirst().orElse(""));
        assertEquals("", r.out());
        assertFalse(Files.exists(out));
    }
}
