package otau.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether two paths name one file, so that an export never writes over the file it reads:
 * {@code ./x} and {@code x}, a symbolic link and its target, two hard links, or two
 * spellings of one name on a file system that ignores case.
 */
public final class SameFile {
    private SameFile() {
    }

    /** True when {@code a} and {@code b} are the same file (or the same path, for files not yet made). */
    public static boolean same(Path a, Path b) {
        if (a == null || b == null) {
            return false;
        }
        Path x = a.toAbsolutePath().normalize();
        Path y = b.toAbsolutePath().normalize();
        if (x.equals(y)) {
            return true;
        }
        try {
            // The file system decides: the same device and file (links of both kinds, case).
            return Files.exists(x) && Files.exists(y) && Files.isSameFile(x, y);
        } catch (IOException | SecurityException e) {
            return false;
        }
    }
}
