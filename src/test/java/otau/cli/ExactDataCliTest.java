package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The builds' output checks, the tablebase's stale temporary files, and limits too large to count. */
class ExactDataCliTest {
    /** Black to move wins (the etude of SolveCliTest). */
    private static final String ETUDE = "0,X,0,0,0,0,1,6,2/0,2,1,0,5,X,0,1,1 65 78 b 59";

    @Test
    void egtbBuildSaysAtOnceThatItCannotWriteItsOutput(@TempDir Path dir) throws Exception {
        Path blocker = Files.writeString(dir.resolve("blocker"), "a file, where the folder should be");
        CliTest.Run r = CliTest.run("egtb", "build", "--stones", "6", "--out", blocker.resolve("egtb").toString());
        assertEquals(1, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("error: " + blocker.resolve("egtb").toAbsolutePath() + ": cannot create the folder"), r.out());
        assertFalse(r.out().contains("level 0 done"), "nothing is built first: " + r.out());
    }

    @Test
    void bookBuildSaysAtOnceThatItCannotWriteItsOutput(@TempDir Path dir) throws Exception {
        Path blocker = Files.writeString(dir.resolve("blocker"), "a file, where the folder should be");
        CliTest.Run r = CliTest.run("book", "build", "--plies", "2", "--margin", "1", "--depth", "3",
                "--out", blocker.resolve("sub").resolve("b.book").toString());
        assertEquals(1, r.status(), r.out() + r.err());
        assertTrue(r.err().startsWith("error: " + blocker.resolve("sub").toAbsolutePath() + ": cannot create the folder"), r.err());
        assertFalse(r.err().contains("positions"), "nothing is searched first: " + r.err());
    }

    @Test
    void egtbBuildRemovesTheTemporaryFilesOfKilledBuilds(@TempDir Path dir) throws Exception {
        Path own = Files.writeString(dir.resolve(".egtb-2.bin.k1ll3d.tmp"), "half a table");
        Path oldOther = Files.writeString(dir.resolve(".egtb-8.bin.0ld.tmp"), "half a table");
        Files.setLastModifiedTime(oldOther, FileTime.from(Instant.now().minusSeconds(2 * 3600)));
        Path running = Files.writeString(dir.resolve(".egtb-9.bin.n0w.tmp"), "another build writing now");
        Path unrelated = Files.writeString(dir.resolve(".notes.txt.ab.tmp"), "not a table");
        CliTest.Run r = CliTest.run("egtb", "build", "--stones", "2", "--out", dir.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        assertFalse(Files.exists(own), r.out());
        assertFalse(Files.exists(oldOther), r.out());
        assertTrue(Files.exists(running), "a fresh one of another table may be a build at work");
        assertTrue(Files.exists(unrelated));
        assertTrue(r.out().contains("removed .egtb-2.bin.k1ll3d.tmp (left by an interrupted build)"), r.out());
        assertTrue(Files.isRegularFile(dir.resolve("egtb-2.bin")));
    }

    @Test
    void solveWithATimeTooLargeToCountSearchesAsLongAsItNeeds() {
        // Oracle: the etude's stipulation, Black wins.
        for (String time : new String[] {"1e300", "Infinity"}) {
            CliTest.Run r = CliTest.run("solve", "--fen", ETUDE, "--goal", "win", "--no-egtb", "--time", time);
            assertEquals(0, r.status(), time + ": " + r.out() + r.err());
            assertTrue(r.out().contains("proven: Black wins"), r.out());
        }
        CliTest.Run nan = CliTest.run("solve", "--fen", ETUDE, "--no-egtb", "--time", "NaN");
        assertEquals(2, nan.status(), nan.out() + nan.err());
        assertTrue(nan.err().contains("--time must be above 0 seconds, not NaN"), nan.err());
    }

    @Test
    void solveSaysWhichTableItSkippedAndWhy(@TempDir Path dir) throws Exception {
        CliTest.Run build = CliTest.run("egtb", "build", "--stones", "3", "--out", dir.toString());
        assertEquals(0, build.status(), build.out());
        Path table = dir.resolve("egtb-3.bin");
        byte[] bytes = Files.readAllBytes(table);
        bytes[bytes.length - 100] ^= 0x40; // one bit of an entry
        Files.write(table, bytes);
        CliTest.Run r = CliTest.run("solve", "--fen", ETUDE, "--goal", "win", "--egtb", dir.toString(), "--time", "60");
        assertTrue(r.err().contains("tablebase skipped: " + table + ": block "), r.err());
        assertTrue(r.err().contains("fails its checksum; rebuild it with `otau egtb build --stones 3 --out " + dir + "`"), r.err());
        assertTrue(r.out().contains("tablebase none"), r.out());
        assertTrue(r.out().contains("proven: Black wins"), r.out());
    }
}
