package otau.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Position;

/** Regression tests for exports (issue group 5): atomic saves, and huge captions and titles. */
class ExportRobustnessTest {
    @TempDir
    Path dir;

    @Test
    void aHugeCaptionIsCutAndQuick() throws IOException {
        Path png = dir.resolve("c.png");
        String caption = "x".repeat(100_000);
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> DiagramExporter.write(Position.start(),
                DiagramOptions.defaults().withCaption(caption), DiagramFormat.PNG, png));
        assertTrue(Files.size(png) > 1_000);
        String words = "слово ".repeat(20_000);
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> DiagramExporter.write(Position.start(),
                DiagramOptions.defaults().withCaption(words), DiagramFormat.SVG, dir.resolve("c.svg")));
        List<String> lines = TextWrap.lines(words, 30, false, 900, DiagramPainter.MAX_CAPTION_LINES);
        assertEquals(DiagramPainter.MAX_CAPTION_LINES, lines.size());
        assertTrue(lines.get(lines.size() - 1).endsWith("…"));
    }

    @Test
    void aHugeWorksheetTitleIsQuick() throws Exception {
        Path pdf = dir.resolve("w.pdf");
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> WorksheetPdf.write(WorksheetPdfTest.sampleItems(),
                WorksheetOptions.defaults("T".repeat(60_000)), pdf));
        assertTrue(Files.size(pdf) > 1_000);
    }

    @Test
    void aFailedExportLeavesTheOldFileWholeAndNoTemporaryFile() throws IOException {
        Path png = dir.resolve("old.png");
        DiagramExporter.write(Position.start(), DiagramOptions.defaults(), DiagramFormat.PNG, png);
        byte[] before = Files.readAllBytes(png);
        assertThrows(RuntimeException.class, () -> otau.io.AtomicFiles.write(png, out -> {
            out.write(new byte[] {1, 2, 3});
            throw new IllegalStateException("killed half-way");
        }));
        assertArrayEquals(before, Files.readAllBytes(png));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(png), files.toList());
        }
    }

    /**
     * A save that renames a new file over the old one gives the path a new file (inode); a
     * write in place, which a kill leaves at 0 bytes, keeps the old one.
     */
    @Test
    void exportsReplaceTheOldFileInsteadOfWritingIntoIt() throws Exception {
        Path png = dir.resolve("over.png");
        Path svg = dir.resolve("over.svg");
        Path pdf = dir.resolve("over.pdf");
        for (Path p : List.of(png, svg, pdf)) {
            Files.writeString(p, "old content");
        }
        Object[] before = {key(png), key(svg), key(pdf)};
        DiagramExporter.write(Position.start(), DiagramOptions.defaults(), DiagramFormat.PNG, png);
        DiagramExporter.write(Position.start(), DiagramOptions.defaults(), DiagramFormat.SVG, svg);
        WorksheetPdf.write(WorksheetPdfTest.sampleItems().subList(0, 1), WorksheetOptions.defaults("t"), pdf);
        Object[] after = {key(png), key(svg), key(pdf)};
        if (before[0] != null) {
            for (int i = 0; i < 3; i++) {
                assertTrue(!before[i].equals(after[i]), "file " + i + " was written in place");
            }
        }
    }

    private static Object key(Path p) throws IOException {
        return Files.readAttributes(p, java.nio.file.attribute.BasicFileAttributes.class).fileKey();
    }

    @Test
    void exportsAreWrittenThroughATemporaryFileAndFollowTheUmask() throws IOException {
        Path svg = dir.resolve("d.svg");
        DiagramExporter.write(Position.start(), DiagramOptions.defaults(), DiagramFormat.SVG, svg);
        Path plain = Files.createFile(dir.resolve("plain"));
        if (svg.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(svg),
                    "a saved file gets the same mode as any new file (not 0600)");
        }
    }
}
