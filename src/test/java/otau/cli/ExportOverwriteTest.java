package otau.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An export whose output names its input is refused and the input is left byte for byte as
 * it was. Oracle: the input's bytes before and after, and the file system's own idea of one
 * file (the same path spelt differently, a symbolic link to it, a hard link to it).
 */
class ExportOverwriteTest {
    private static final String STUDY = """
            [StudyName "Opening ideas"]
            [ChapterName "The quiet move"]
            [Result "*"]

            1. 65(10) 87 2. 55 {The quiet move.} 65(2) *
            """;
    private static final String PUZZLE = """
            [Event "Puzzle"]
            [SetUp "1"]
            [FEN "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1"]
            [Result "*"]
            [Id "otau-start"]
            [Goal "gain 10"]

            1. 65(10) *
            """;

    @TempDir
    Path tmp;

    /** The input itself under every spelling the file system knows as the same file. */
    private List<Path> sameFile(Path in) throws Exception {
        List<Path> names = new ArrayList<>(List.of(in, in.getParent().resolve(".").resolve(in.getFileName()),
                in.getParent().resolve("sub").resolve("..").resolve(in.getFileName())));
        Files.createDirectories(in.getParent().resolve("sub"));
        Path link = in.resolveSibling("link-" + in.getFileName());
        Files.deleteIfExists(link);
        names.add(Files.createSymbolicLink(link, in));
        Path hard = in.resolveSibling("hard-" + in.getFileName());
        Files.deleteIfExists(hard);
        names.add(Files.createLink(hard, in));
        return names;
    }

    private void refused(Path in, String... args) {
        // args holds "OUT" where the output goes.
        try {
            byte[] before = Files.readAllBytes(in);
            for (Path out : sameFile(in)) {
                String[] a = args.clone();
                for (int i = 0; i < a.length; i++) {
                    a[i] = a[i].equals("OUT") ? out.toString() : a[i];
                }
                CliTest.Run r = CliTest.run(a);
                assertEquals(2, r.status(), String.join(" ", a) + "\n" + r.out() + r.err());
                assertTrue(r.err().contains("it is the file this command reads") && r.err().contains("would replace it"), r.err());
                assertArrayEquals(before, Files.readAllBytes(in), "the input is untouched: " + out);
            }
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void handoutWorksheetAndTgkRefuseToWriteOverTheirInput() throws Exception {
        Path study = tmp.resolve("lesson.pgn");
        Files.writeString(study, STUDY);
        refused(study, "export", "handout", "--from", study.toString(), "--out", "OUT");
        refused(study, "export", "worksheet", "--from", study.toString(), "--out", "OUT");
        refused(study, "export", "tgk", "--from", study.toString(), "--out", "OUT");
    }

    @Test
    void puzzleCsvExportAndImportRefuseToWriteOverTheirInput() throws Exception {
        Path collection = tmp.resolve("drills.pgn");
        Files.writeString(collection, PUZZLE);
        refused(collection, "puzzles", "export", collection.toString(), "--csv", "OUT");
        // A folder given as input: its collection files are inputs too.
        refused(collection, "puzzles", "export", tmp.toString(), "--csv", "OUT");
        Path csv = tmp.resolve("drills.csv");
        assertEquals(0, CliTest.run("puzzles", "export", collection.toString(), "--csv", csv.toString()).status());
        refused(csv, "puzzles", "import", "--csv", csv.toString(), "--out", "OUT");
    }

    @Test
    void anotherFileIsWrittenAsBefore() throws Exception {
        Path study = tmp.resolve("lesson.pgn");
        Files.writeString(study, STUDY);
        CliTest.Run r = CliTest.run("export", "tgk", "--from", study.toString(), "--out", tmp.resolve("lesson.tgk").toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.readString(tmp.resolve("lesson.tgk")).contains("1. 65 87"));
    }
}
