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
 * which is there for every packaged jar, the {@code dist} image and {@code mvn javafx:run},
 * whatever the working folder.
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

    /**
     * What the library's places depend on: the working folder, where the application's code is
     * (its jar — in the {@code dist} image too, where jpackage puts it under {@code lib/app} —
     * or {@code target/classes} under {@code mvn javafx:run}) and the user data folder. The
     * application uses {@link #standard()}; a test gives other places to prove where the
     * shipped collection is found.
     *
     * @param workingDir the folder a checkout's {@code puzzles/} is looked for in
     * @param code       the jar or class folder the collection is packed in; empty when unknown
     * @param dataDir    the user data folder the packed collection is copied into
     */
    public record Origin(Path workingDir, Optional<Path> code, Path dataDir) {
        /** The running application's. */
        public static Origin standard() {
            return new Origin(Path.of("").toAbsolutePath(), codeLocation(), DataDirectory.resolve());
        }

        /** The folders to look in, in order: a checkout's, those beside the code, then the copy in the data folder. */
        public List<Path> folders() {
            Set<Path> folders = new LinkedHashSet<>();
            folders.add(workingDir.resolve("puzzles").toAbsolutePath().normalize());
            code.map(Path::getParent).ifPresent(dir -> {
                // target/classes or the jar: the folder holding it (and its parent, above) may hold puzzles/.
                folders.add(dir.resolve("puzzles"));
                if (dir.getParent() != null) {
                    folders.add(dir.getParent().resolve("puzzles"));
                }
            });
            folders.add(shippedCopy());
            return List.copyOf(folders);
        }

        /** The folder the packed collection is copied to (no I/O). */
        public Path shippedCopy() {
            return ShippedCollections.folder(dataDir).toAbsolutePath().normalize();
        }

        /**
         * Copies the collection packed in {@link #code} into the data folder when {@code folders}
         * look there and no earlier folder holds the shipped collections (a checkout's
         * {@code puzzles/} is read as it is). Blocks; run it off the FX thread.
         */
        public void prepare(List<Path> folders) throws IOException {
            find(folders);
        }

        /**
         * {@link #prepare}, then the first of {@code folders} that holds the shipped collections:
         * a file of the packed collection's name (a {@code puzzles/} folder of the user's own
         * notes beside the jar does not hide them), any collection where nothing is packed.
         * Blocks; run it off the FX thread.
         */
        public Optional<Path> find(List<Path> folders) throws IOException {
            Path copy = shippedCopy();
            int at = folders.indexOf(copy);
            if (at < 0) {
                // Folders of the caller's own choosing, with no copy to fall back on: the first with any.
                return firstWithCollections(folders);
            }
            ShippedCollections packed = code.isEmpty() ? null : ShippedCollections.packedIn(code.get());
            List<String> names = packed == null ? List.of() : packed.names();
            if (packed != null && !packed.isEmpty() && firstWithShipped(folders.subList(0, at), names).isEmpty()) {
                packed.copyTo(copy);
            }
            return firstWithShipped(folders, names);
        }
    }

    /** The folders to look in, in order. */
    public static List<Path> defaultFolders() {
        return Origin.standard().folders();
    }

    /** The folder the packed collection is copied to (no I/O). */
    public static Path shippedCopy() {
        return ShippedCollections.folder(DataDirectory.resolve()).toAbsolutePath().normalize();
    }

    /** {@link Origin#prepare} for the running application. Blocks; run it off the FX thread. */
    public static void prepare(List<Path> folders) throws IOException {
        Origin.standard().prepare(folders);
    }

    private static Optional<Path> codeLocation() {
        try {
            var source = PuzzleLibrary.class.getProtectionDomain().getCodeSource();
            if (source == null) {
                return Optional.empty();
            }
            return Optional.of(Path.of(source.getLocation().toURI()).toAbsolutePath());
        } catch (URISyntaxException | RuntimeException e) {
            // No known place on disk (e.g. a custom class loader): only the working directory counts.
            return Optional.empty();
        }
    }

    /**
     * The first of {@code folders} holding a file named as one of {@code names} (the packed
     * collection's files), or, with no names, at least one {@code .pgn} file.
     */
    public static Optional<Path> firstWithShipped(List<Path> folders, List<String> names) {
        if (names.isEmpty()) {
            return firstWithCollections(folders);
        }
        return folders.stream().filter(f -> names.stream().anyMatch(n -> Files.isRegularFile(f.resolve(n)))).findFirst();
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
