package otau.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import otau.io.FileProblems;

/**
 * Checks before a long build that its output can be written, so that a read-only or
 * misspelt folder is reported at once instead of after minutes of work.
 */
final class OutputCheck {
    private OutputCheck() {
    }

    /**
     * Null when a file can be created beside {@code target} (its folder is created if
     * missing), else the message naming the folder and the reason.
     */
    static String problem(Path target) {
        Path absolute = target.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            return target + ": is a folder; give a file name";
        }
        Path dir = absolute.getParent();
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            return dir + ": cannot create the folder: " + FileProblems.reason(dir, e);
        }
        try {
            Path probe = Files.createTempFile(dir, ".otau-write-check-", ".tmp");
            Files.delete(probe);
        } catch (IOException e) {
            return dir + ": cannot write in this folder: " + FileProblems.reason(dir, e);
        }
        return null;
    }
}
