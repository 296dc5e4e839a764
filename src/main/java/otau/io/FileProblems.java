package otau.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Says in words why a path could not be read or written ("no such file", "permission
 * denied", "is a folder"), instead of a bare path or an exception's class name.
 */
public final class FileProblems {
    private FileProblems() {
    }

    /** {@code "<path>: <what>: <reason>"}, e.g. {@code "games.pgn: cannot read: permission denied"}. */
    public static String describe(Path path, IOException e, String what) {
        return say(path, e, what).english();
    }

    /**
     * The same as {@link #describe}, to be said in any of our languages. {@code what} is one of
     * "cannot read", "cannot write", "cannot replace", "cannot use" and "cannot create the
     * folder"; any other is said as it is.
     */
    public static Phrase say(Path path, IOException e, String what) {
        if (e instanceof FileProblemException f) {
            return f.said(); // already described
        }
        if (e.getMessage() != null && e.getMessage().startsWith(path + ": ")) {
            return Phrase.literal(e.getMessage());
        }
        String key = WHAT.get(what);
        return Phrase.of("file.problem", String.valueOf(path), key == null ? Phrase.literal(what) : Phrase.of(key),
                reasonPhrase(path, e));
    }

    private static final Map<String, String> WHAT = Map.of("cannot read", "file.cannotRead",
            "cannot write", "file.cannotWrite", "cannot replace", "file.cannotReplace", "cannot use", "file.cannotUse",
            "cannot create the folder", "file.cannotCreateFolder");

    /** The reason alone, e.g. {@code "no such file"}. */
    public static String reason(Path path, IOException e) {
        return reasonPhrase(path, e).english();
    }

    private static Phrase reasonPhrase(Path path, IOException e) {
        if (e instanceof NoSuchFileException) {
            Path parent = path == null ? null : path.toAbsolutePath().getParent();
            return parent != null && !Files.isDirectory(parent) ? Phrase.of("file.noSuchFolder", String.valueOf(parent))
                    : Phrase.of("file.noSuchFile");
        }
        if (e instanceof AccessDeniedException) {
            return Phrase.of("file.permissionDenied");
        }
        if (e instanceof java.nio.file.FileAlreadyExistsException) {
            return Phrase.of("file.inTheWay");
        }
        if (e instanceof NotDirectoryException) {
            return Phrase.of("file.partIsAFile");
        }
        if (e instanceof java.nio.charset.CharacterCodingException) {
            // Java's own words are "Input length = 1".
            return Phrase.of("file.notUtf8");
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            String r = f.getReason();
            if (r.equalsIgnoreCase("Not a directory")) {
                return Phrase.of("file.partIsAFile"); // a folder to be made under a file
            }
            return r.equalsIgnoreCase("Is a directory") ? Phrase.of("file.isAFolder") : Phrase.literal(r);
        }
        if ("Is a directory".equalsIgnoreCase(e.getMessage())) {
            return Phrase.of("file.isAFolder"); // a stream opened on a folder fails at its first read
        }
        return Phrase.literal(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }

    /**
     * Checks that {@code file} can be read as a file (a regular one: not a folder, a pipe or a
     * device), with the reason when not.
     *
     * @throws IOException {@code "<file>: cannot read: <reason>"}
     */
    public static void requireReadableFile(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new FileProblemException(Phrase.of("file.at", String.valueOf(file), Phrase.of("file.isAFolder")));
        }
        if (!Files.exists(file)) {
            throw new FileProblemException(say(file, new NoSuchFileException(file.toString()), "cannot read"));
        }
        if (!Files.isRegularFile(file)) {
            // A pipe would block the reader and a device (/dev/zero) never ends.
            throw new FileProblemException(Phrase.of("file.notRegular", String.valueOf(file)));
        }
        if (!Files.isReadable(file)) {
            throw new FileProblemException(say(file, new AccessDeniedException(file.toString()), "cannot read"));
        }
    }
}
