package otau.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes files so that a crash, a kill or an error mid-write never leaves a damaged file:
 * the content goes to a temporary file in the same folder, is forced to disk, and then
 * replaces the target in one atomic rename. The old file stays whole until that rename.
 *
 * <p>The temporary file is created like any new file (so it follows the umask, where
 * {@code Files.createTempFile} would make it private to the owner), and a file that is
 * replaced keeps its permissions.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** What writes the content; it may throw, and the target is then left as it was. */
    @FunctionalInterface
    public interface ContentWriter {
        void writeTo(OutputStream out) throws IOException;
    }

    public static void writeString(Path target, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        write(target, out -> out.write(bytes));
    }

    public static void writeBytes(Path target, byte[] bytes) throws IOException {
        write(target, out -> out.write(bytes));
    }

    /**
     * Writes {@code target} through {@code content}.
     *
     * @throws IOException naming the target and the reason ({@link FileProblems#describe})
     */
    public static void write(Path target, ContentWriter content) throws IOException {
        Path absolute = target.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            throw new FileProblemException(Phrase.of("file.folderNotName", String.valueOf(target)));
        }
        Path dir = absolute.getParent();
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new FileProblemException(FileProblems.say(dir, e, "cannot create the folder"), e);
        }
        Path temp;
        FileChannel channel;
        while (true) {
            temp = dir.resolve("." + absolute.getFileName() + "."
                    + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
            try {
                channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                break;
            } catch (FileAlreadyExistsException e) {
                // Another writer's temporary name: draw again.
            } catch (IOException e) {
                throw new FileProblemException(FileProblems.say(target, e, "cannot write"), e);
            }
        }
        try {
            try (FileChannel c = channel) {
                // Buffered, and deaf to close(): a writer that closes its stream (PDF libraries do)
                // must not close the channel before it is forced to disk.
                java.io.BufferedOutputStream out = new java.io.BufferedOutputStream(
                        new java.io.FilterOutputStream(Channels.newOutputStream(c)) {
                            @Override
                            public void write(byte[] b, int off, int len) throws IOException {
                                out.write(b, off, len);
                            }

                            @Override
                            public void close() throws IOException {
                                flush();
                            }
                        }, 1 << 16) {
                    @Override
                    public void close() throws IOException {
                        flush();
                    }
                };
                content.writeTo(out);
                out.flush();
                c.force(true);
            }
            keepPermissions(absolute, temp);
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                throw new FileProblemException(FileProblems.say(target, e, "cannot replace"), e);
            }
        } catch (IOException | RuntimeException | Error e) {
            // The content writer's own failure passes through as it was thrown.
            Files.deleteIfExists(temp);
            throw e;
        }
        forceDirectory(dir);
    }

    /** A file that is replaced keeps its mode (an editor's save should not change who may read it). */
    private static void keepPermissions(Path target, Path temp) {
        try {
            PosixFileAttributeView old = Files.getFileAttributeView(target, PosixFileAttributeView.class);
            if (old != null && Files.exists(target)) {
                Files.setPosixFilePermissions(temp, old.readAttributes().permissions());
            }
        } catch (IOException | UnsupportedOperationException e) {
            // The new file keeps the default mode; the content is what matters.
        }
    }

    /** Makes the rename itself durable where the platform allows opening a directory. */
    private static void forceDirectory(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Windows cannot open a directory this way; the rename is still atomic there.
        }
    }
}
