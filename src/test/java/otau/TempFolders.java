package otau;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

/**
 * Temporary folders for tests that cannot use JUnit's {@code @TempDir} (a TestFX window
 * built in {@code @Start}, a shared fixture): each is removed, with all it holds, when the
 * test JVM exits, so that test runs do not pile folders up in the system's temp folder.
 */
public final class TempFolders {
    private static final List<Path> CREATED = new CopyOnWriteArrayList<>();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> CREATED.forEach(TempFolders::delete),
                "remove test folders"));
    }

    private TempFolders() {
    }

    /** A new empty folder in the system's temp folder, its name starting with {@code prefix}. */
    public static Path create(String prefix) throws IOException {
        Path dir = Files.createTempDirectory(prefix);
        CREATED.add(dir);
        return dir;
    }

    private static void delete(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // A file still open (on some systems) stays; the rest goes.
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // The folder changed while it was walked: leave what is left.
        }
    }
}
