package otau.engine.egtb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The test JVMs share their tables through files under target/: the file a JVM reads is the
 * table a build in memory makes, entry for entry.
 */
class TestTablebasesTest {
    private static final int STONES = 5;

    @Test
    void theSharedFileHoldsTheTableABuildMakes() throws IOException {
        TestTablebases.upTo(STONES);
        Path shared = TestTablebases.fileFor(STONES);
        assertTrue(Files.isRegularFile(shared), "written for the other test JVMs: " + shared);
        // The oracle: a build in memory, compared with the file's entries one by one.
        byte[] built = new TablebaseBuilder(STONES, n -> { }).build();
        ByteBuffer entries = TableFile.open(shared).entries();
        assertEquals(built.length, entries.remaining());
        for (int i = 0; i < built.length; i++) {
            if (built[i] != entries.get(entries.position() + i)) {
                throw new AssertionError("entry " + i + " differs");
            }
        }
        assertEquals(built.length, Tablebase.open(shared).size(), "and every checksum holds");
    }
}
