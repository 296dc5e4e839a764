package otau.model.files;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import otau.io.AtomicFiles;

/**
 * The recently opened record files, most recent first, kept in a small text file (one
 * path a line) in the user data directory.
 */
public final class RecentFiles {
    public static final int DEFAULT_LIMIT = 10;

    private final Path store;
    private final int limit;

    public RecentFiles(Path store, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("the list holds at least one file");
        }
        this.store = store;
        this.limit = limit;
    }

    /** The list in the user data directory. */
    public static RecentFiles standard() {
        return new RecentFiles(UserDirectories.recentFilesFile(), DEFAULT_LIMIT);
    }

    /** The files, most recent first; an unreadable list reads as empty. */
    public List<Path> list() {
        List<Path> files = new ArrayList<>();
        if (!Files.isRegularFile(store)) {
            return files;
        }
        try {
            for (String line : Files.readAllLines(store, StandardCharsets.UTF_8)) {
                if (line.isBlank()) {
                    continue;
                }
                try {
                    Path p = Path.of(line.strip());
                    if (!files.contains(p) && files.size() < limit) {
                        files.add(p);
                    }
                } catch (InvalidPathException e) {
                    // A line from another system; skipped.
                }
            }
        } catch (IOException e) {
            return files;
        }
        return files;
    }

    /** The files that still exist. */
    public List<Path> existing() {
        List<Path> files = list();
        files.removeIf(p -> !Files.isRegularFile(p));
        return files;
    }

    /** Puts {@code file} first. */
    public void add(Path file) throws IOException {
        Path p = file.toAbsolutePath().normalize();
        List<Path> files = list();
        files.remove(p);
        files.add(0, p);
        save(files);
    }

    public void remove(Path file) throws IOException {
        List<Path> files = list();
        if (files.remove(file.toAbsolutePath().normalize()) || files.remove(file)) {
            save(files);
        }
    }

    public void clear() throws IOException {
        save(List.of());
    }

    private void save(List<Path> files) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(limit, files.size()); i++) {
            sb.append(files.get(i)).append('\n');
        }
        AtomicFiles.writeString(store, sb.toString());
    }
}
