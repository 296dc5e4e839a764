package otau.engine.egtb;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Builds a table and puts it in a folder: built in memory, written to a temporary file that
 * is renamed over {@code egtb-N.bin} only when complete ({@link Tablebase#write}), then read
 * back with every checksum checked. A build that is cancelled, killed or fails leaves no file
 * that looks like a table (at most a hidden {@code .egtb-N.bin.*.tmp}, never opened).
 */
public final class TablebaseInstall {
    private TablebaseInstall() {
    }

    /**
     * Builds the table for {@code stones} into {@code folder} and returns it, checked.
     *
     * @throws java.util.concurrent.CancellationException when {@code progress} cancels it (nothing is written)
     * @throws IOException naming the file when it cannot be written or does not read back whole
     */
    public static Tablebase build(Path folder, int stones, TablebaseBuilder.Progress progress) throws IOException {
        byte[] table = new TablebaseBuilder(stones, n -> { }, progress).build();
        if (progress.cancelled()) {
            throw new java.util.concurrent.CancellationException("tablebase build cancelled");
        }
        Path file = folder.resolve(Tablebase.fileName(stones));
        Tablebase.write(file, stones, table);
        return Tablebase.open(file);
    }
}
