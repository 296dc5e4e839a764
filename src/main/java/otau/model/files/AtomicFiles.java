package otau.model.files;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The model's name for {@link otau.io.AtomicFiles}, the project's one atomic save
 * (temporary file in the same folder, then a rename).
 * New code uses {@link otau.io.AtomicFiles} directly.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** What writes the content; it may throw, and the target is then left as it was. */
    @FunctionalInterface
    public interface ContentWriter extends otau.io.AtomicFiles.ContentWriter {
    }

    public static void writeString(Path target, String text) throws IOException {
        otau.io.AtomicFiles.writeString(target, text);
    }

    public static void write(Path target, ContentWriter content) throws IOException {
        otau.io.AtomicFiles.write(target, content);
    }
}
