package otau.ui.puzzle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import otau.db.DataDirectory;
import otau.io.AtomicFiles;

/**
 * The collection files the user opened into the puzzle library, kept across restarts: one
 * absolute path a line in {@value #FILE} in the user data folder. Only the list is kept,
 * never a copy of the files. Reading and writing block; the chooser calls them off the FX
 * thread.
 */
final class RememberedCollections {
    static final String FILE = "puzzle-collections.txt";

    /** Null: nothing is kept (a trainer set up by a test that does not ask for it). */
    private final Path file;
    /** The newest list written, so that an older one finishing late never overwrites it. */
    private long written = -1;

    RememberedCollections(Path file) {
        this.file = file;
    }

    /** The list in the user data folder. */
    static RememberedCollections standard() {
        return new RememberedCollections(DataDirectory.resolve().resolve(FILE));
    }

    /** Keeps nothing: the library forgets what was opened when the window closes. */
    static RememberedCollections none() {
        return new RememberedCollections(null);
    }

    /** The files kept, in the order opened; none when there is no list yet. Lines no path can be made of are skipped. */
    List<Path> read() throws IOException {
        List<Path> files = new ArrayList<>();
        if (file == null || !Files.isRegularFile(file)) {
            return files;
        }
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            try {
                Path p = Path.of(line.strip()).toAbsolutePath().normalize();
                if (!files.contains(p)) {
                    files.add(p);
                }
            } catch (InvalidPathException e) {
                // A line written on another system: nothing this one can open.
            }
        }
        return files;
    }

    /**
     * Writes {@code files} (atomically) as list number {@code version}; a list older than
     * one already written is dropped, since writes may finish out of order.
     */
    synchronized void write(long version, List<Path> files) throws IOException {
        if (file == null || version < written) {
            return;
        }
        StringBuilder text = new StringBuilder();
        for (Path f : files) {
            text.append(f.toAbsolutePath().normalize()).append('\n');
        }
        AtomicFiles.writeString(file, text.toString());
        written = version;
    }
}
