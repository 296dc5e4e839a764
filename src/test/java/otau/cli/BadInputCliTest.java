package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line's answers to bad input (issue groups 1, 2, 3 and 7), from their reproducers. */
class BadInputCliTest {
    @TempDir
    Path dir;

    private static final String PUZZLE = """
            [Event "Puzzle"]
            [SetUp "1"]
            [FEN "X,3,0,0,0,4,3,1,7/1,1,2,3,1,11,X,1,3 70 51 w 40"]
            [Id "p1"]
            [Goal "win"]
            [Rating "600"]

            40. 96(82) *
            """;

    @Test
    void replayOfAFolderOrAMissingFileSaysWhich() {
        CliTest.Run folder = CliTest.run("replay", dir.toString());
        assertEquals(1, folder.status());
        assertTrue(folder.out().startsWith(dir + ": is a folder, not a file"), folder.out());
        Path missing = dir.resolve("none.pgn");
        CliTest.Run none = CliTest.run("replay", missing.toString());
        assertTrue(none.out().startsWith(missing + ": cannot read: no such file"), none.out());
    }

    @Test
    void replayCountsAStrayBraceAndALongTagAsErrorsOfTheirGames() throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 5; i++) {
            sb.append("[Event \"g").append(i).append("\"]\n");
            if (i == 3) {
                sb.append("[Annotator \"").append("a".repeat(3_000)).append("\"]\n");
            }
            sb.append("\n1. 65(10) ").append(i == 2 ? "{ " : "").append("98 2. 55\n56 *\n\n");
        }
        Path file = Files.writeString(dir.resolve("five.pgn"), sb.toString());
        CliTest.Run r = CliTest.run("replay", file.toString());
        assertEquals(1, r.status());
        assertTrue(r.out().contains("games 5, moves 17, errors 1"), r.out());
        assertTrue(r.out().contains("five.pgn: game 2, line 8, column 11, token '{': comment '{' opened on line 8, column 11"),
                r.out());
        assertTrue(r.out().length() < 1_000, "no page of the file is quoted: " + r.out());
    }

    @Test
    void aHugeEvalDepthNamesFileGameAndLine() throws IOException {
        Path file = Files.writeString(dir.resolve("e.pgn"), "[Event \"a\"]\n\n1. 65(10) *\n\n"
                + "[Event \"b\"]\n\n1. 65(10) {[%eval 1.5,99999999999]} 98 *\n");
        CliTest.Run r = CliTest.run("replay", file.toString());
        assertTrue(r.out().contains("e.pgn: game 2, line 7"), r.out());
        assertTrue(r.out().contains("depth 99999999999 is more than 999"), r.out());
        assertTrue(r.out().contains("games 2, moves 3, errors 1"), r.out());
    }

    @Test
    void aUtf16FileGetsOneMessage() throws IOException {
        Path file = Files.write(dir.resolve("u.pgn"), "[Event \"a\"]\n\n1. 65(10) *\n".getBytes(StandardCharsets.UTF_16LE));
        CliTest.Run r = CliTest.run("replay", file.toString());
        assertTrue(r.out().startsWith(file + ": this file is UTF-16 without a byte-order mark"), r.out());
        assertTrue(r.out().contains("errors 1"), r.out());
    }

    @Test
    void applyRefusesAMoveNumberThatWouldOverflow() {
        CliTest.Run r = CliTest.run("apply", "--fen", "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 b 2147483647", "1");
        assertTrue(r.status() != 0);
        String all = r.out() + r.err();
        assertTrue(all.contains("move number: 2147483647 is more than 1000000"), all);
        assertFalse(all.contains("-2147483648"), all);
    }

    @Test
    void puzzlesVerifyLooksIntoSubFoldersAndNamesAMissingFen() throws IOException {
        Path sub = Files.createDirectories(dir.resolve("level1"));
        Files.writeString(sub.resolve("a.pgn"), PUZZLE);
        CliTest.Run ok = CliTest.run("puzzles", "verify", dir.toString(), "--fast");
        assertEquals(0, ok.status(), ok.out() + ok.err());
        assertTrue(ok.out().contains("1") && !ok.out().contains("FAIL"), ok.out());
        Files.writeString(sub.resolve("b.pgn"), PUZZLE.replace("[FEN", "[Fen").replace("p1", "p2"));
        CliTest.Run bad = CliTest.run("puzzles", "verify", dir.toString(), "--fast");
        assertEquals(1, bad.status());
        assertTrue(bad.out().contains("the puzzle has no [FEN] tag"), bad.out());
        CliTest.Run empty = CliTest.run("puzzles", "verify", Files.createDirectory(dir.resolve("empty")).toString());
        assertTrue(empty.out().contains("no .pgn files"), empty.out());
    }

    @Test
    void missingInputsAndBadOutputsNameTheReason() throws IOException {
        Path missing = dir.resolve("w.txt");
        CliTest.Run tune = CliTest.run("tune", "--start", missing.toString(), "--games", "1");
        assertEquals(missing + ": cannot read: no such file", tune.err().strip());
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        CliTest.Run export = CliTest.run("export", "diagram", "--out", file.resolve("d.png").toString());
        assertTrue(export.err().contains(file + ": cannot create the folder: a file of that name is in the way"),
                export.err());
        CliTest.Run folder = CliTest.run("export", "diagram", "--format", "png", "--out", dir.toString());
        assertTrue(folder.err().contains(dir + ": is a folder; give a file name"), folder.err());
    }

    @Test
    void reviewOutReplacesTheFileAtomically() throws IOException {
        Path game = Files.writeString(dir.resolve("g.pgn"), "[Event \"e\"]\n\n1. 65(10) 98 2. 55 56 *\n");
        Path out = Files.writeString(dir.resolve("annotated.pgn"), "old");
        Object before = Files.readAttributes(out, java.nio.file.attribute.BasicFileAttributes.class).fileKey();
        CliTest.Run r = CliTest.run("review", game.toString(), "--depth", "2", "--hash", "1", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.readString(out).contains("[Event \"e\"]"));
        Object after = Files.readAttributes(out, java.nio.file.attribute.BasicFileAttributes.class).fileKey();
        if (before != null) {
            assertFalse(before.equals(after), "review --out wrote into the old file");
        }
    }
}
