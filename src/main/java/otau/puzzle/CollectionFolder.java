package otau.puzzle;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import otau.io.FileProblems;
import otau.io.Phrase;

/**
 * Reads the collections of a file or folder file by file, as the trainer, {@code puzzles
 * stats} and {@code puzzles export} need: a file (or sub-folder) that cannot be read is
 * named and passed over, and every other file is still read. Within a file, bad puzzles are
 * left out and named by {@link PuzzleCollection#problems()} as always.
 */
public final class CollectionFolder {
    /** How deep sub-folders are searched, as {@link PuzzleCollection#files} does. */
    private static final int MAX_DEPTH = 8;

    private CollectionFolder() {
    }

    /** A collection file and what was read from it. */
    public record Loaded(Path file, PuzzleCollection collection) {
    }

    /** A file or folder that could not be read at all; {@code said} names it and says why. */
    public record Unreadable(Path path, Phrase said) {
        /** The same in English. */
        public String message() {
            return said.english();
        }

        @Override
        public String toString() {
            return message();
        }
    }

    /** What was read, and what was not. */
    public record Result(List<Loaded> collections, List<Unreadable> unreadable) {
        public Result {
            collections = List.copyOf(collections);
            unreadable = List.copyOf(unreadable);
        }

        /** Every puzzle read, file by file in path order. */
        public List<Puzzle> puzzles() {
            List<Puzzle> all = new ArrayList<>();
            collections.forEach(c -> all.addAll(c.collection().puzzles()));
            return all;
        }

        /** One line for everything passed over: each unreadable file, then each puzzle left out (file, line or number, why). */
        public List<String> skipped() {
            List<String> lines = new ArrayList<>();
            unreadable.forEach(u -> lines.add(u.message()));
            collections.forEach(c -> c.collection().problems().forEach(p -> lines.add(p.toString())));
            return lines;
        }
    }

    /** Reads every collection of {@code fileOrFolder}; never throws for a file that cannot be read. */
    public static Result read(Path fileOrFolder) {
        return read(fileOrFolder, new java.util.HashMap<>());
    }

    /**
     * {@link #read(Path)}, where a puzzle whose id was read before (from an earlier file, or from
     * a file of an earlier call given the same {@code seen}) is left out and named: the trainer's
     * progress and the CSV know a puzzle by its id alone.
     */
    public static Result read(Path fileOrFolder, java.util.Map<String, String> seen) {
        List<Unreadable> unreadable = new ArrayList<>();
        List<Loaded> loaded = new ArrayList<>();
        for (Path f : files(fileOrFolder, unreadable)) {
            try {
                loaded.add(new Loaded(f, PuzzleCollection.read(f).withoutIdsIn(seen, f.getFileName().toString())));
            } catch (IOException e) {
                unreadable.add(new Unreadable(f, FileProblems.say(f, e, "cannot read")));
            } catch (UncheckedIOException e) {
                unreadable.add(new Unreadable(f, FileProblems.say(f, e.getCause(), "cannot read")));
            }
        }
        return new Result(loaded, unreadable);
    }

    /**
     * The {@code .pgn} files of a file or folder (sub-folders included), in path order; what
     * cannot be listed goes to {@code unreadable}.
     */
    public static List<Path> files(Path fileOrFolder, List<Unreadable> unreadable) {
        if (!Files.isDirectory(fileOrFolder)) {
            if (Files.isRegularFile(fileOrFolder)) {
                return List.of(fileOrFolder);
            }
            unreadable.add(new Unreadable(fileOrFolder, Phrase.of(Files.exists(fileOrFolder)
                    ? "folder.notFileOrFolder" : "folder.noSuch", fileOrFolder.toString())));
            return List.of();
        }
        List<Path> found = new ArrayList<>();
        try {
            Files.walkFileTree(fileOrFolder, EnumSet.noneOf(FileVisitOption.class), MAX_DEPTH, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (file.getFileName().toString().endsWith(".pgn") && (attrs.isRegularFile() || Files.isRegularFile(file))) {
                        found.add(file);
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    // An unreadable sub-folder (or file) is named; the rest is still listed.
                    unreadable.add(new Unreadable(file, FileProblems.say(file, e, "cannot read")));
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            unreadable.add(new Unreadable(fileOrFolder, FileProblems.say(fileOrFolder, e, "cannot read")));
        }
        found.sort(null);
        return found;
    }
}
