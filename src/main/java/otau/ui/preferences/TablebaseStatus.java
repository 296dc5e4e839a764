package otau.ui.preferences;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import otau.engine.egtb.DefaultTablebase;

/**
 * What the tablebase folder holds: the largest table's stone limit and size on disk, or none,
 * and whether it can be used. Read off the FX thread ({@link #read} reads the whole file).
 *
 * @param folder  the folder looked in
 * @param stones  the largest table's stone limit, or -1 when there is none
 * @param bytes   its size on disk
 * @param problem why it cannot be used (damaged, truncated, of another format), or null
 */
record TablebaseStatus(Path folder, int stones, long bytes, otau.io.Phrase problem) {
    static TablebaseStatus read(Path folder) {
        Path file = DefaultTablebase.largestFile(folder);
        if (file == null) {
            return new TablebaseStatus(folder, -1, 0, null);
        }
        String name = file.getFileName().toString();
        int stones = Integer.parseInt(name.substring("egtb-".length(), name.length() - ".bin".length()));
        long bytes;
        try {
            bytes = Files.size(file);
        } catch (IOException e) {
            return new TablebaseStatus(folder, -1, 0, null);
        }
        // Every checksum, as the proving commands check it: "built" is said only of a table that can be used.
        try {
            otau.engine.egtb.Tablebase.open(file);
            return new TablebaseStatus(folder, stones, bytes, null);
        } catch (IOException e) {
            return new TablebaseStatus(folder, stones, bytes, otau.engine.egtb.Tablebase.said(e));
        }
    }

    boolean present() {
        return stones >= 0;
    }

    /** A table is there and every check passed. */
    boolean usable() {
        return present() && problem == null;
    }
}
