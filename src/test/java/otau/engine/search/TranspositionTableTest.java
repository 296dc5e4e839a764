package otau.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {
    /** Keys that share a bucket in a one-bucket table differ only in their low bits. */
    private static long key(int i) {
        return 0x9E3779B97F4A7C15L * (i + 1);
    }

    @Test
    void storedEntryIsReadBack() {
        TranspositionTable tt = new TranspositionTable(1);
        tt.store(key(1), 4, TranspositionTable.LOWER, 7, -123);
        long e = tt.probe(key(1));
        assertEquals(4, TranspositionTable.move(e));
        assertEquals(TranspositionTable.LOWER, TranspositionTable.bound(e));
        assertEquals(7, TranspositionTable.depth(e));
        assertEquals(-123, TranspositionTable.score(e));
        assertEquals(0, tt.probe(key(2)));
    }

    @Test
    void fourPositionsShareABucketWithoutEvictingEachOther() {
        TranspositionTable tt = new TranspositionTable(0);
        for (int i = 0; i < 4; i++) {
            tt.store(key(i), i, TranspositionTable.EXACT, 10 + i, i);
        }
        for (int i = 0; i < 4; i++) {
            assertEquals(i, TranspositionTable.move(tt.probe(key(i))), "entry " + i);
        }
        // A fifth evicts the shallowest of the four.
        tt.store(key(4), 8, TranspositionTable.EXACT, 20, 0);
        assertEquals(0, tt.probe(key(0)));
        assertEquals(8, TranspositionTable.move(tt.probe(key(4))));
        assertTrue(tt.probe(key(1)) != 0);
    }

    @Test
    void entriesOfAnEarlierSearchAreReplacedFirst() {
        TranspositionTable tt = new TranspositionTable(0);
        for (int i = 0; i < 4; i++) {
            tt.store(key(i), i, TranspositionTable.EXACT, i == 2 ? 50 : 5, 0);
        }
        tt.newSearch();
        tt.store(key(9), 1, TranspositionTable.EXACT, 1, 0);
        tt.store(key(10), 1, TranspositionTable.EXACT, 1, 0);
        tt.store(key(11), 1, TranspositionTable.EXACT, 1, 0);
        // The deep old entry goes last among the old ones; all three new ones are kept.
        assertTrue(tt.probe(key(2)) != 0);
        assertTrue(tt.probe(key(9)) != 0 && tt.probe(key(10)) != 0 && tt.probe(key(11)) != 0);
    }

    @Test
    void shallowerBoundDoesNotOverwriteDeeperResultButKeepsTheMove() {
        TranspositionTable tt = new TranspositionTable(1);
        tt.store(key(3), 5, TranspositionTable.LOWER, 12, 300);
        tt.store(key(3), 2, TranspositionTable.UPPER, 4, -50);
        assertEquals(12, TranspositionTable.depth(tt.probe(key(3))));
        tt.store(key(3), -1, TranspositionTable.EXACT, 13, 10);
        long e = tt.probe(key(3));
        assertEquals(5, TranspositionTable.move(e), "a store without a move keeps the known one");
        assertEquals(13, TranspositionTable.depth(e));
    }

    /**
     * A table asked for more than the heap holds comes out smaller instead of failing with an
     * OutOfMemoryError. Oracle: the heap limit of a separate JVM (64 MB against 1 GiB asked).
     */
    @org.junit.jupiter.api.Test
    void aTableLargerThanTheHeapComesOutSmaller() throws Exception {
        java.util.List<String> command = java.util.List.of(
                java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx64m",
                "-cp", System.getProperty("java.class.path"), TableLargerThanTheHeap.class.getName());
        // Standard error apart: a JVM started with JAVA_TOOL_OPTIONS set says so there first.
        java.nio.file.Path err = java.nio.file.Files.createTempFile("otau-table", ".err");
        Process p = new ProcessBuilder(command).redirectError(err.toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        org.junit.jupiter.api.Assertions.assertTrue(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), "finished");
        String errors = java.nio.file.Files.readString(err);
        java.nio.file.Files.deleteIfExists(err);
        org.junit.jupiter.api.Assertions.assertEquals(0, p.exitValue(), out + errors);
        org.junit.jupiter.api.Assertions.assertTrue(out.startsWith("slots "), out);
        long slots = Long.parseLong(out.strip().substring("slots ".length()));
        org.junit.jupiter.api.Assertions.assertTrue(slots > 0 && slots * 16 < 64L << 20,
                "a table that fits in 64 MB: " + slots + " slots");
    }
}
