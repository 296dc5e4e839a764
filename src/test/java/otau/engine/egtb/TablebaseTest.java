package otau.engine.egtb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Board;
import otau.game.Fen;
import otau.game.Position;

class TablebaseTest {
    @Test
    void ranksAndUnranksEveryPositionOfABlock() {
        int[] holes = new int[18];
        for (int c : new int[] {0, 5, TablebaseLayout.CONFIGS - 1}) {
            long size = TablebaseLayout.blockSize(4, c);
            for (long r = 0; r < size; r++) {
                TablebaseLayout.unrank(r, 4, c, holes);
                assertEquals(r, TablebaseLayout.rank(holes, c));
                int sum = 0;
                for (int h : holes) {
                    sum += h;
                }
                assertEquals(4, sum);
            }
        }
    }

    @Test
    void layoutSizesAreTheBinomialCounts() {
        // 18 free holes: C(n+17, 17) boards of n stones; 73 tuzdyk configurations.
        assertEquals(1, TablebaseLayout.blockSize(0, 0));
        assertEquals(18, TablebaseLayout.blockSize(1, 0));
        assertEquals(73, new TablebaseLayout(0).size());
        assertEquals(73 + 18 + 16 * 17 + 56 * 16, new TablebaseLayout(1).size());
    }

    @Test
    void resultsCoverWinsDrawsAndLosses() {
        Tablebase table = Tablebase.build(5);
        SplittableRandom random = new SplittableRandom(7);
        int[] seen = new int[3];
        for (int i = 0; i < 3000; i++) {
            SmallPositions.Shape s = SmallPositions.random(random, 5);
            Position p = s.withWhiteStore(s.lowestWhiteStore() + random.nextInt(s.highestWhiteStore() - s.lowestWhiteStore() + 1));
            Board b = new Board(p);
            if (b.isGameOver()) {
                continue;
            }
            int r = table.result(b);
            seen[r + 1]++;
            int e = table.probe(b);
            assertTrue(Tablebase.moverCanForce(e) + Tablebase.otherCanForce(e) <= b.stonesInHoles());
        }
        assertTrue(seen[0] > 100 && seen[1] > 100 && seen[2] > 100, () -> java.util.Arrays.toString(seen));
    }

    @Test
    void aStarvationLossByHand() {
        // White's only move 9 sows into Black's hole 1; Black plays 1 -> 2, White has no stones,
        // and Black's 2 left make 82: Black wins. The table sees it from both sides.
        Position p = Fen.read("0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,1 80 80 w");
        Tablebase table = Tablebase.build(2);
        assertEquals(-1, ExhaustiveResult.of(p));
        assertEquals(-1, table.result(new Board(p)));
        Position mirrored = Fen.read("0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,1 80 80 b");
        assertEquals(-1, table.result(new Board(mirrored)));
    }

    @Test
    void writesAndMapsAFileAndRejectsADamagedOne(@TempDir Path dir) throws IOException {
        TablebaseBuilder builder = new TablebaseBuilder(3, n -> { });
        byte[] data = builder.build();
        Path file = dir.resolve(Tablebase.fileName(3));
        Tablebase.write(file, 3, data);
        Tablebase mapped = Tablebase.open(file);
        Tablebase memory = Tablebase.of(3, data);
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 500; i++) {
            SmallPositions.Shape s = SmallPositions.random(random, 3);
            Board b = new Board(s.withWhiteStore(s.lowestWhiteStore()));
            assertEquals(memory.probe(b), mapped.probe(b));
        }
        assertNotNull(Tablebase.openLargest(dir));
        Path bad = dir.resolve(Tablebase.fileName(4));
        Files.write(bad, java.util.Arrays.copyOf(Files.readAllBytes(file), 100));
        IOException e = assertThrows(IOException.class, () -> Tablebase.open(bad));
        assertTrue(e.getMessage().contains("egtb-4.bin") && e.getMessage().contains("truncated"), e.getMessage());
    }

    /** The file of a 3-stone table as written, and its entries (the oracle for what was damaged). */
    private static Path writeThree(Path dir, byte[] data) throws IOException {
        Path file = dir.resolve(Tablebase.fileName(3));
        Tablebase.write(file, 3, data);
        return file;
    }

    private static String refusal(Path file) {
        IOException e = assertThrows(IOException.class, () -> Tablebase.open(file));
        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
        return e.getMessage();
    }

    @Test
    void anOverwrittenEntryIsRefusedNotReadAsAnotherResult(@TempDir Path dir) throws IOException {
        byte[] data = new TablebaseBuilder(3, n -> { }).build();
        Path file = writeThree(dir, data);
        byte[] bytes = Files.readAllBytes(file);
        // The last entries are at the end of the file in any format: turn one into "the mover forces 15".
        int at = bytes.length - 1 - 700;
        assertTrue(bytes[at] != (byte) 0x0F);
        bytes[at] = 0x0F;
        Files.write(file, bytes);
        String message = refusal(file);
        assertTrue(message.contains("fails its checksum") && message.contains("rebuild it with `otau egtb build --stones 3 --out " + dir + "`"),
                message);
    }

    @Test
    void aZeroedPageIsRefused(@TempDir Path dir) throws IOException {
        byte[] data = new TablebaseBuilder(3, n -> { }).build();
        Path file = writeThree(dir, data);
        byte[] bytes = Files.readAllBytes(file);
        int from = bytes.length - 3 * 4096;
        Arrays.fill(bytes, from, from + 4096, (byte) 0);
        assertTrue(!Arrays.equals(bytes, Files.readAllBytes(file)), "the page held results");
        Files.write(file, bytes);
        assertTrue(refusal(file).contains("fails its checksum"));
    }

    @Test
    void garbageAfterTheEntriesAndADamagedHeaderAreRefused(@TempDir Path dir) throws IOException {
        Path file = writeThree(dir, new TablebaseBuilder(3, n -> { }).build());
        byte[] whole = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(whole, whole.length + 7));
        assertTrue(refusal(file).contains("extended"));
        byte[] header = whole.clone();
        header[50] = 1; // a byte of the header's zeros
        Files.write(file, header);
        assertTrue(refusal(file).contains("header"));
    }

    /**
     * A damaged stone limit in the header is not repeated in the advice: the header fails its
     * checksum, and the rebuild named is the one of the file's name (egtb-3.bin), or none.
     */
    @Test
    void aDamagedStoneLimitIsNotTheRebuildAdvised(@TempDir Path dir) throws IOException {
        Path file = writeThree(dir, new TablebaseBuilder(3, n -> { }).build());
        byte[] bytes = Files.readAllBytes(file);
        bytes[15] = 9; // the stone limit, an int at bytes 12..15
        Files.write(file, bytes);
        // Outside the data folder's: the rebuild named writes where the table is (--out).
        assertEquals(file + ": the header fails its checksum (damaged); rebuild it with `otau egtb build --stones 3 --out "
                + dir + "`", refusal(file));
        Path renamed = Files.move(file, dir.resolve("table.bin"));
        assertEquals(renamed + ": the header fails its checksum (damaged); rebuild it with `otau egtb build --out " + dir + "`",
                refusal(renamed));
    }

    @Test
    void aTableOfTheOldFormatWithoutChecksumsIsRefused(@TempDir Path dir) throws IOException {
        // Format 1, written by hand: magic, version 1, stones, entries, 12 bytes of padding, entries.
        byte[] data = new TablebaseBuilder(2, n -> { }).build();
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(32 + data.length);
        b.put("OTAUEGTB".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(1).putInt(2).putLong(data.length);
        b.position(32);
        b.put(data);
        Path file = dir.resolve(Tablebase.fileName(2));
        Files.write(file, b.array());
        assertEquals(file + ": a tablebase of an older format, without checksums; rebuild it with `otau egtb build --stones 2 --out " + dir + "`",
                refusal(file));
        assertEquals(null, Tablebase.openLargest(dir), "skipped, never used");
    }
}
