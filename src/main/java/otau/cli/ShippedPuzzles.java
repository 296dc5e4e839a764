package otau.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import otau.db.DataDirectory;
import otau.puzzle.ShippedCollections;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * {@code --shipped}: the puzzle collection packed in Otau, read where the trainer reads it (its
 * copy in the user data folder, made on first use), so that the commands reach it from a jar
 * with no {@code puzzles/} folder beside it.
 */
final class ShippedPuzzles {
    static final String OPTION = "--shipped";
    static final String DESCRIPTION = "the puzzle collection shipped with Otau (its copy in puzzles in the user data"
            + " folder, made there on first use, as the workbench's trainer reads it)";

    private ShippedPuzzles() {
    }

    /** The folder of the shipped collection's copy, written there first when it is missing or out of date. */
    static Path folder() throws IOException {
        Path copy = ShippedCollections.folder(DataDirectory.resolve()).toAbsolutePath().normalize();
        java.util.Optional<Path> copied;
        try {
            copied = ShippedCollections.packed().copyTo(copy);
        } catch (otau.io.FileProblemException e) {
            throw e;
        } catch (IOException e) {
            // Said as the other commands say a folder that cannot be made or written (not the system's words).
            throw new otau.io.FileProblemException(otau.io.FileProblems.say(copy, e,
                    java.nio.file.Files.isDirectory(copy) ? "cannot write" : "cannot create the folder"), e);
        }
        if (copied.isEmpty()) {
            throw new IOException("this build of Otau ships no puzzle collection (" + OPTION + ")");
        }
        return copy;
    }

    /**
     * The files or folders a command reads: those named, with the shipped collection's folder
     * after them when {@code shipped}; at least one is needed.
     */
    static List<Path> inputs(CommandLine cl, List<Path> named, boolean shipped) throws IOException {
        List<Path> all = new ArrayList<>(named == null ? List.of() : named);
        if (shipped) {
            all.add(folder());
        }
        if (all.isEmpty()) {
            throw new ParameterException(cl, "Missing required parameter: '<file|folder>' (or " + OPTION
                    + " for the collection shipped with Otau)");
        }
        return all;
    }
}
