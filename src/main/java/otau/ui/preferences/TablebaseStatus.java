package otau.ui.preferences;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import otau.engine.egtb.DefaultTablebase;

/**
 * What the tablebase folder holds: the largest table's stone limit and size on disk, or none.
 * Read off the FX thread ({@link #read} touches the disk).
 *
 * @param folder the folder looked in
 * @param stones the largest table's stone limit, or -1 when there is none
 * @param bytes  its size on disk
 */
record TablebaseStatus(Path folder, int stones, long bytes) {
    static TablebaseStatus read(Path folder) {
        Path file = DefaultTablebase.largestFile(folder);
        if (file == null) {
            return new TablebaseStatus(folder, -1, 0);
        }
        String name = file.getFileName().toString();
        int stones = Integer.parseInt(name.substring("egtb-".length(), name.length() - ".bin".length()));
        try {
            return new TablebaseStatus(folder, stones, Files.size(file));
        } catch (IOException e) {
            return new TablebaseStatus(folder, -1, 0);
        }
    }

    boolean present() {
        return stones >= 0;
    }
}
