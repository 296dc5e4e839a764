package otau.ui.puzzle;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where the shipped puzzle collections are: {@code puzzles/} in the working directory (a
 * checkout), else beside the application's jar or one folder above it (a packaged app).
 */
public final class PuzzleLibrary {
    private PuzzleLibrary() {
    }

    /** A collection file with what was read from it. */
    public record LoadedCollection(Path file, otau.puzzle.PuzzleCollection collection) {
        public String name() {
            return collection.name();
        }

        @Override
        public String toString() {
            return collection.name() + " (" + collection.puzzles().size() + ")";
        }
    }

    /** The folders to look in, in order. */
    public static List<Path> defaultFolders() {
        Set<Path> folders = new LinkedHashSet<>();
        folders.add(Path.of("puzzles").toAbsolutePath().normalize());
        jarFolder().ifPresent(dir -> {
            folders.add(dir.resolve("puzzles"));
            if (dir.getParent() != null) {
                folders.add(dir.getParent().resolve("puzzles"));
            }
        });
        return List.copyOf(folders);
    }

    private static Optional<Path> jarFolder() {
        try {
            var source = PuzzleLibrary.class.getProtectionDomain().getCodeSource();
            if (source == null) {
                return Optional.empty();
            }
            Path p = Path.of(source.getLocation().toURI()).toAbsolutePath();
            // target/classes or the jar: the folder holding it (and its parent, above) may hold puzzles/.
            return Optional.ofNullable(p.getParent());
        } catch (URISyntaxException | RuntimeException e) {
            // No known place on disk (e.g. a custom class loader): only the working directory counts.
            return Optional.empty();
        }
    }

    /** The first of {@code folders} that holds at least one {@code .pgn} file. */
    public static Optional<Path> firstWithCollections(List<Path> folders) {
        for (Path f : folders) {
            try {
                if (Files.isDirectory(f) && !otau.puzzle.PuzzleCollection.files(f).isEmpty()) {
                    return Optional.of(f);
                }
            } catch (IOException e) {
                // An unreadable folder is passed over like a missing one.
            }
        }
        return Optional.empty();
    }

    /** Reads every collection in {@code folder}. */
    public static List<LoadedCollection> readFolder(Path folder) throws IOException {
        List<LoadedCollection> list = new ArrayList<>();
        for (Path f : otau.puzzle.PuzzleCollection.files(folder)) {
            list.add(new LoadedCollection(f, otau.puzzle.PuzzleCollection.read(f)));
        }
        return list;
    }
}
