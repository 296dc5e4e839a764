package otau.model.files;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import java.util.Properties;
import otau.model.GameOrigin;

/**
 * The autosave of the working game: one file in the user data directory holding the
 * record text, when it was written and where the game belongs, written atomically. It is
 * cleared when the game is saved or closed unchanged; one found at start-up is work that
 * was not saved, offered through {@link #pendingRecovery()}. Safe to call from any thread.
 */
public final class AutosaveStore {
    private static final String FILE = "working-game.properties";

    private final Path file;

    public AutosaveStore(Path dir) {
        this.file = dir.resolve(FILE);
    }

    public static AutosaveStore standard() {
        return new AutosaveStore(UserDirectories.autosaveDir());
    }

    public synchronized void save(String recordText, GameOrigin origin, Instant when) throws IOException {
        Properties p = new Properties();
        p.setProperty("record", recordText);
        p.setProperty("savedAt", when.toString());
        if (origin != null) {
            p.setProperty("file", origin.file().toString());
            p.setProperty("gameIndex", Integer.toString(origin.gameIndex()));
        }
        otau.io.AtomicFiles.write(file, out -> p.store(out, "Otau autosave of the working game"));
    }

    /** The unsaved work left by an earlier session, if any (an unreadable autosave counts as none). */
    public synchronized Optional<Recovery> pendingRecovery() {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            p.load(in);
            String record = p.getProperty("record");
            Instant at = Instant.parse(p.getProperty("savedAt"));
            GameOrigin origin = null;
            if (p.getProperty("file") != null) {
                origin = new GameOrigin(Path.of(p.getProperty("file")),
                        Integer.parseInt(p.getProperty("gameIndex", "0")));
            }
            return record == null || record.isBlank() ? Optional.empty()
                    : Optional.of(new Recovery(record, at, origin));
        } catch (IOException | RuntimeException e) {
            // Damaged or from an incompatible version; InvalidPathException is a RuntimeException.
            return Optional.empty();
        }
    }

    /** Forgets the autosave (the work was saved, recovered or discarded). */
    public synchronized void clear() throws IOException {
        Files.deleteIfExists(file);
    }

    Path file() {
        return file;
    }
}
