package otau.cli;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Removes the hidden temporary files ({@code .egtb-N.bin.*.tmp}, written before the rename
 * that publishes a table) that builds killed while writing left behind; each is as large as
 * its table. The one for the table about to be built is stale whatever its age (two builds
 * of one table into one folder would overwrite each other anyway); another table's only
 * after an hour, so that a build of another size running beside this one keeps its own.
 */
final class StaleTables {
    static final Duration OTHER_TABLES_AFTER = Duration.ofHours(1);

    private StaleTables() {
    }

    /** The names of the files removed; a file that cannot be removed is left alone. */
    static List<String> remove(Path dir, int stones) {
        List<String> removed = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return removed;
        }
        String own = "." + otau.engine.egtb.Tablebase.fileName(stones) + ".";
        Instant old = Instant.now().minus(OTHER_TABLES_AFTER);
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, ".egtb-*.bin.*.tmp")) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                try {
                    FileTime modified = Files.getLastModifiedTime(f);
                    if ((name.startsWith(own) || modified.toInstant().isBefore(old)) && Files.isRegularFile(f)) {
                        Files.delete(f);
                        removed.add(name);
                    }
                } catch (IOException e) {
                    // gone meanwhile, or not ours to remove: leave it
                }
            }
        } catch (IOException e) {
            // an unreadable folder: the build's own check reports it
        }
        return removed;
    }
}
