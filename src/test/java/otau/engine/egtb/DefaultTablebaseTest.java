package otau.engine.egtb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import otau.game.Board;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tablebase where the programs look by default (the user data folder), the overrides,
 * building it there, and the checks a lazily opened table makes before it answers.
 */
class DefaultTablebaseTest {
    /** The 4-stone table (374,395 entries, 6 blocks), built once: the oracle for every probe. */
    private static final byte[] FOUR = new TablebaseBuilder(4, n -> { }).build();

    private static Path install(Path dataFolder, int stones, byte[] table) throws IOException {
        Path file = DefaultTablebase.folder(dataFolder).resolve(Tablebase.fileName(stones));
        Tablebase.write(file, stones, table);
        return file;
    }

    @Test
    void theLargestTableInTheDataFolderIsFoundAndTheOverridesWin(@TempDir Path data, @TempDir Path elsewhere) throws IOException {
        List<String> refused = new ArrayList<>();
        assertNull(DefaultTablebase.find(null, data, p -> refused.add(p.english())), "nothing there yet");
        install(data, 3, new TablebaseBuilder(3, n -> { }).build());
        install(data, 4, FOUR);
        assertEquals(4, DefaultTablebase.find(null, data, p -> refused.add(p.english())).maxStones());
        assertEquals(4, DefaultTablebase.find("  ", data, p -> refused.add(p.english())).maxStones());
        assertNull(DefaultTablebase.find("none", data, p -> refused.add(p.english())));
        assertNull(DefaultTablebase.find("NONE", data, p -> refused.add(p.english())));
        Path two = elsewhere.resolve(Tablebase.fileName(2));
        Tablebase.write(two, 2, new TablebaseBuilder(2, n -> { }).build());
        assertEquals(2, DefaultTablebase.find(two.toString(), data, p -> refused.add(p.english())).maxStones(), "a file named");
        assertEquals(2, DefaultTablebase.find(elsewhere.toString(), data, p -> refused.add(p.english())).maxStones(), "a folder named");
        assertEquals(List.of(), refused);
        assertEquals(data.resolve("egtb"), DefaultTablebase.folder(data));
    }

    @Test
    void aTableLeftHalfWrittenByAKilledBuildIsNeverFound(@TempDir Path data) throws IOException {
        install(data, 3, new TablebaseBuilder(3, n -> { }).build());
        Path whole = install(data, 4, FOUR);
        byte[] bytes = Files.readAllBytes(whole);
        Files.delete(whole);
        // What AtomicFiles leaves when the process dies before its rename: the hidden temporary file.
        Files.write(whole.resolveSibling(".egtb-4.bin.k1ll3d.tmp"), Arrays.copyOf(bytes, bytes.length / 2));
        List<String> refused = new ArrayList<>();
        assertEquals(3, DefaultTablebase.find(null, data, p -> refused.add(p.english())).maxStones());
        // Renamed by hand, the half table is refused on opening, before any probe.
        Files.write(whole, Arrays.copyOf(bytes, bytes.length / 2));
        assertEquals(3, DefaultTablebase.find(null, data, p -> refused.add(p.english())).maxStones());
        assertEquals(1, refused.size(), refused.toString());
        assertTrue(refused.get(0).contains("egtb-4.bin: truncated"), refused.get(0));
    }

    /** Every position of the 4-stone table, as the board the probe reads, with its entry index. */
    private static void forEachEntry(int stones, java.util.function.ObjLongConsumer<Board> check) {
        TablebaseLayout layout = new TablebaseLayout(stones);
        Board board = new Board();
        int[] holes = new int[Board.HOLES];
        for (int n = 0; n <= stones; n++) {
            for (int c = 0; c < TablebaseLayout.CONFIGS; c++) {
                long size = TablebaseLayout.blockSize(n, c);
                for (long r = 0; r < size; r++) {
                    TablebaseLayout.unrank(r, n, c, holes);
                    board.set(holes, 0, 0, TablebaseLayout.whiteTuzdyk(c), TablebaseLayout.blackTuzdyk(c), 0);
                    check.accept(board, layout.offset(n, c) + r);
                }
            }
        }
    }

    @Test
    void aLazilyOpenedTableNeverAnswersFromADamagedBlock(@TempDir Path data) throws IOException {
        Path file = install(data, 4, FOUR);
        byte[] bytes = Files.readAllBytes(file);
        long start = bytes.length - FOUR.length;
        int damagedEntry = 3 * TableFile.BLOCK + 1234; // in block 4 of 6
        bytes[(int) (start + damagedEntry)] ^= 0x08;
        Files.write(file, bytes);
        assertThrows(IOException.class, () -> Tablebase.open(file), "the full check refuses it at once");

        List<String> told = new ArrayList<>();
        Tablebase lazy = DefaultTablebase.find(null, data, p -> told.add(p.english()));
        assertNotNull(lazy, "header, length and checksum list are whole: it opens");
        assertNull(lazy.damage());
        Tablebase memory = Tablebase.of(4, FOUR);
        long[] counts = new long[2];
        forEachEntry(4, (board, index) -> {
            int got = lazy.probe(board);
            if (index / TableFile.BLOCK == 3) {
                assertEquals(Tablebase.NONE, got, "entry " + index + " is in the damaged block");
                counts[1]++;
            } else {
                assertEquals(memory.probe(board), got, "entry " + index);
                counts[0]++;
            }
        });
        assertEquals(FOUR.length, counts[0] + counts[1], "every entry probed");
        assertEquals(TableFile.BLOCK, counts[1]);
        assertEquals(1, told.size(), "told once: " + told);
        assertTrue(told.get(0).startsWith(file + ": block 4 of 6 (entries 196608..262143) fails its checksum; "
                + "rebuild it with `otau egtb build --stones 4 --out " + file.getParent() + "`"), told.get(0));
        assertEquals(told.get(0), lazy.damage());
        assertEquals(told.get(0), assertThrows(IOException.class, lazy::checkAll).getMessage());
    }

    @Test
    void aCopyTakesTheVerdictsOfTheTableItCameFrom(@TempDir Path data) throws IOException {
        Path file = install(data, 4, FOUR);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 5] ^= 0x01; // the last block
        Files.write(file, bytes);
        List<String> told = new ArrayList<>();
        Tablebase lazy = Tablebase.openLazily(file, p -> told.add(p.english()));
        Tablebase copy = lazy.copy();
        assertThrows(IOException.class, copy::checkAll);
        assertEquals(1, told.size());
        assertEquals(copy.damage(), lazy.damage(), "one table, one verdict");
    }

    @Test
    void aWholeTableChecksEveryBlockOnDemand(@TempDir Path data) throws IOException {
        install(data, 4, FOUR);
        Tablebase lazy = DefaultTablebase.find(null, data, p -> { throw new AssertionError(p); });
        lazy.checkAll();
        assertNull(lazy.damage());
    }

    @Test
    void installBuildsWritesAndChecksTheTableAndTheEstimateKnowsItsSize(@TempDir Path data) throws IOException {
        List<long[]> steps = new ArrayList<>();
        Path folder = DefaultTablebase.folder(data);
        Tablebase t = TablebaseInstall.build(folder, 4, new TablebaseBuilder.Progress() {
            @Override
            public void done(long entries, long total) {
                steps.add(new long[] {entries, total});
            }

            @Override
            public boolean cancelled() {
                return false;
            }
        });
        assertEquals(4, t.maxStones());
        Path file = folder.resolve("egtb-4.bin");
        assertEquals(BuildEstimate.of(4).bytes(), Files.size(file), "the estimate's size is the file's");
        assertEquals(FOUR.length, BuildEstimate.of(4).entries());
        assertTrue(BuildEstimate.of(4).cpuSeconds() > 0);
        assertTrue(BuildEstimate.of(9).cpuSeconds() > BuildEstimate.of(8).cpuSeconds());
        byte[] entries = Arrays.copyOfRange(Files.readAllBytes(file), (int) (Files.size(file) - FOUR.length), (int) Files.size(file));
        assertTrue(Arrays.equals(FOUR, entries), "the file holds the table built in memory");
        for (int i = 1; i < steps.size(); i++) {
            assertTrue(steps.get(i)[0] > steps.get(i - 1)[0], "progress only grows");
        }
        assertEquals(FOUR.length, steps.get(steps.size() - 1)[0]);
        assertEquals(FOUR.length, steps.get(0)[1]);
    }

    @Test
    void aCancelledBuildWritesNothing(@TempDir Path data) {
        Path folder = DefaultTablebase.folder(data);
        int[] components = new int[1];
        assertThrows(CancellationException.class, () -> TablebaseInstall.build(folder, 4, new TablebaseBuilder.Progress() {
            @Override
            public void done(long entries, long total) {
                components[0]++;
            }

            @Override
            public boolean cancelled() {
                return components[0] >= 40;
            }
        }));
        assertEquals(40, components[0], "stopped at the first question after the cancel");
        assertFalse(Files.exists(folder.resolve("egtb-4.bin")));
        assertNull(DefaultTablebase.find(null, data, p -> { }));
    }
}
