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
import otau.puzzle.CollectionFolder;
import otau.db.DataDirectory;
import otau.puzzle.ShippedCollections;

/**
 * Where the shipped puzzle collections are: {@code puzzles/} in the working directory (a
 * checkout), else beside the application's jar or one folder above it, else the copy of the
 * collection packed in the application, in the user data folder ({@link ShippedCollections}),
 * which is there for every packaged jar whatever its working folder.
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
        folders.add(shippedCopy());
        return List.copyOf(folders);
    }

    /** The folder the packed collection is copied to (no I/O). */
    public static Path shippedCopy() {
        return ShippedCollections.folder(DataDirectory.resolve()).toAbsolutePath().normalize();
    }

    /**
     * Copies the packed collection into the user data folder when {@code folders} look there and
     * no earlier folder holds collections (a checkout's {@code puzzles/} is read as it is).
     * Blocks; run it off the FX thread.
     */
    public static void prepare(List<Path> folders) throws IOException {
        Path copy = shippedCopy();
        int at = folders.indexOf(copy);
        if (at < 0 || firstWithCollections(folders.subList(0, at)).isPresent()) {
            return;
        }
        ShippedCollections.packed().copyTo(copy);
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
            // An unreadable folder (or sub-folder) is passed over like a missing one.
            if (Files.isDirectory(f) && !CollectionFolder.files(f, new ArrayList<>()).isEmpty()) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /** What was read from a folder: every collection that could be read, and the files that could not. */
    public record FolderRead(List<LoadedCollection> collections, List<CollectionFolder.Unreadable> unreadable) {
        public FolderRead {
            collections = List.copyOf(collections);
            unreadable = List.copyOf(unreadable);
        }
    }

    /** Reads every collection in {@code folder}, file by file: one unreadable file never hides the rest. */
    public static FolderRead readFolder(Path folder) {
        CollectionFolder.Result read = CollectionFolder.read(folder);
        return new FolderRead(read.collections().stream()
                .map(c -> new LoadedCollection(c.file(), c.collection())).toList(), read.unreadable());
    }
}
