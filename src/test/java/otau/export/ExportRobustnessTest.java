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

    /**
     * The workbench's Cancel on a worksheet or a handout (seconds for hundreds of positions):
     * the document stops at the page it was about to start, and the old file stays whole.
     */
    @Test
    void aStoppedWorksheetOrHandoutStopsAtItsNextPageAndLeavesTheOldFile() throws Exception {
        Path pdf = dir.resolve("sheet.pdf");
        List<WorksheetItem> items = WorksheetPdfTest.sampleItems();
        otau.game.study.Study study = HandoutPdfTest.study();
        HandoutPdf.Options handout = new HandoutPdf.Options("", HandoutLabels.english(), DiagramStyle.BOARD, true);
        // The oracle: the pages each makes when nobody stops it.
        int sheetPages;
        try (var doc = WorksheetPdf.document(items, WorksheetOptions.defaults("t"))) {
            sheetPages = doc.getNumberOfPages();
        }
        int handoutPages;
        try (var doc = HandoutPdf.document(study, handout, null)) {
            handoutPages = doc.getNumberOfPages();
        }
        assertTrue(sheetPages >= 2 && handoutPages >= 2, sheetPages + " and " + handoutPages + " pages");
        WorksheetPdf.write(items, WorksheetOptions.defaults("t"), pdf);
        byte[] before = Files.readAllBytes(pdf);

        // Stopped once the first page is made: asked once for it and once for the second.
        java.util.concurrent.atomic.AtomicInteger looks = new java.util.concurrent.atomic.AtomicInteger();
        assertThrows(java.util.concurrent.CancellationException.class,
                () -> WorksheetPdf.write(items, WorksheetOptions.defaults("u"), pdf, () -> looks.incrementAndGet() > 1));
        assertEquals(2, looks.get());
        looks.set(0);
        assertThrows(java.util.concurrent.CancellationException.class,
                () -> HandoutPdf.write(study, handout, pdf, () -> looks.incrementAndGet() > 1));
        assertEquals(2, looks.get());
        assertArrayEquals(before, Files.readAllBytes(pdf));
    }
}
