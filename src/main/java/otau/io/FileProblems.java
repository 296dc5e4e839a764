package otau.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;

/**
 * Says in words why a path could not be read or written ("no such file", "permission
 * denied", "is a folder"), instead of a bare path or an exception's class name.
 */
public final class FileProblems {
    private FileProblems() {
    }

    /** {@code "<path>: <what>: <reason>"}, e.g. {@code "games.pgn: cannot read: permission denied"}. */
    public static String describe(Path path, IOException e, String what) {
        if (e instanceof FileProblemException || e.getMessage() != null && e.getMessage().startsWith(path + ": ")) {
            return e.getMessage(); // already described
        }
        return path + ": " + what + ": " + reason(path, e);
    }

    /** The reason alone, e.g. {@code "no such file"}. */
    public static String reason(Path path, IOException e) {
        if (e instanceof NoSuchFileException) {
            Path parent = path == null ? null : path.toAbsolutePath().getParent();
            return parent != null && !Files.isDirectory(parent) ? "no such folder " + parent : "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileAlreadyExistsException) {
            return "a file of that name is in the way";
        }
        if (e instanceof NotDirectoryException) {
            return "a part of the path is a file, not a folder";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            String r = f.getReason();
            return r.equalsIgnoreCase("Is a directory") ? "is a folder, not a file" : r;
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /**
     * Checks that {@code file} can be read as a file (a regular one: not a folder, a pipe or a
     * device), with the reason when not.
     *
     * @throws IOException {@code "<file>: cannot read: <reason>"}
     */
    public static void requireReadableFile(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new FileProblemException(file + ": is a folder, not a file");
        }
        if (!Files.exists(file)) {
            throw new FileProblemException(describe(file, new NoSuchFileException(file.toString()), "cannot read"));
        }
        if (!Files.isRegularFile(file)) {
            // A pipe would block the reader and a device (/dev/zero) never ends.
            throw new FileProblemException(file + ": is not a regular file (a pipe, a device or a socket); "
                    + "save the records to a file first");
        }
        if (!Files.isReadable(file)) {
            throw new FileProblemException(file + ": cannot read: permission denied");
        }
    }
}
