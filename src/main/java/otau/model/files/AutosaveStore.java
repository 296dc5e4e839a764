package otau.model.files;

import java.io.IOException;
import java.io.StringReader;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import otau.io.AtomicFiles;
import otau.model.GameOrigin;

/**
 * The autosave of the working game: in the user data directory, one file per running
 * instance ({@code working-game-<id>.properties}) holding the record text, when it was
 * written and where the game belongs, written atomically. Two instances on one data folder
 * (two files double-clicked) therefore never overwrite each other's work. An instance holds
 * a lock on its own {@code .lock} file while it runs; the operating system drops the lock
 * when the process ends, however it ends, so an autosave whose lock is free is work that
 * an earlier session left unsaved: {@link #leftovers()} offers every such one (the single
 * {@code working-game.properties} of older versions too). Safe to call from any thread.
 */
public final class AutosaveStore implements AutoCloseable {
    private static final String PREFIX = "working-game";
    private static final String SUFFIX = ".properties";
    private static final String LOCK_SUFFIX = ".lock";
    private static final java.time.Duration STALE_AFTER = java.time.Duration.ofMinutes(1);
    /**
     * The lock files held in this process: another store here must not open them to test the
     * lock (closing any channel on a file drops the process's lock on it, on POSIX systems).
     */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    private final Path dir;
    private Path file;
    private Path lockFile;
    private FileChannel lockChannel;
    private FileLock lock;

    public AutosaveStore(Path dir) {
        this.dir = dir;
    }

    public static AutosaveStore standard() {
        return new AutosaveStore(UserDirectories.autosaveDir());
    }

    public synchronized void save(String recordText, GameOrigin origin, Instant when) throws IOException {
        save(recordText, origin, null, when);
    }

    /**
     * As {@link #save(String, GameOrigin, Instant)}, with the {@link TextDigest} of the text the
     * origin's file had when the work was taken from it (null when not known): a recovery can
     * then tell whether the file still holds the game the work belongs in.
     */
    public synchronized void save(String recordText, GameOrigin origin, String fileDigest, Instant when)
            throws IOException {
        Properties p = new Properties();
        p.setProperty("record", recordText);
        p.setProperty("savedAt", when.toString());
        if (origin != null) {
            p.setProperty("file", origin.file().toString());
            p.setProperty("gameIndex", Integer.toString(origin.gameIndex()));
            if (fileDigest != null) {
                p.setProperty("fileDigest", fileDigest);
            }
        }
        AtomicFiles.write(claimSlot(), out -> p.store(out, "Otau autosave of the working game"));
    }

    /** This instance's autosave file, taking a slot of its own (and its lock) on the first write. */
    private Path claimSlot() throws IOException {
        if (file != null) {
            return file;
        }
        Files.createDirectories(dir);
        while (true) {
            String id = UUID.randomUUID().toString();
            Path candidate = dir.resolve(PREFIX + "-" + id + LOCK_SUFFIX);
            FileChannel channel;
            try {
                channel = FileChannel.open(candidate, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            } catch (FileAlreadyExistsException e) {
                continue;
            }
            FileLock l = channel.tryLock();
            if (l == null) {
                channel.close();
                continue;
            }
            lockChannel = channel;
            lock = l;
            lockFile = candidate;
            HELD.add(candidate.toAbsolutePath());
            file = dir.resolve(PREFIX + "-" + id + SUFFIX);
            return file;
        }
    }

    /** The newest work that an earlier session left unsaved, if any. */
    public Optional<Recovery> pendingRecovery() {
        return leftovers().stream().findFirst();
    }

    /**
     * Every autosave left by a session that is no longer running, newest first: not this
     * instance's own, and not one whose instance still runs (it is still being worked on).
     * One whose time does not read takes the file's time; a damaged one offers whatever
     * record text can be read.
     */
    public synchronized List<Recovery> leftovers() {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<Recovery> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.sorted().toList()) {
                String name = p.getFileName().toString();
                if (name.startsWith(PREFIX) && name.endsWith(SUFFIX) && !p.equals(file) && !isRunning(p)) {
                    AutosaveFile.read(p).ifPresent(found::add);
                } else if (name.startsWith(PREFIX) && name.endsWith(LOCK_SUFFIX)) {
                    removeIfStale(p);
                }
            }
        } catch (IOException e) {
            // The folder cannot be listed: nothing can be offered.
        }
        found.sort(Comparator.comparing(Recovery::savedAt).reversed());
        return found;
    }

    /** What this instance's own autosave holds now, if anything. */
    public synchronized Optional<Recovery> current() {
        return file == null || !Files.isRegularFile(file) ? Optional.empty() : AutosaveFile.read(file);
    }

    /** True when the instance that wrote {@code autosave} still holds its lock. */
    private static boolean isRunning(Path autosave) {
        Path lockPath = lockFileOf(autosave);
        if (HELD.contains(lockPath.toAbsolutePath())) {
            return true;
        }
        if (!Files.exists(lockPath)) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(lockPath, StandardOpenOption.WRITE)) {
            FileLock probe = channel.tryLock();
            if (probe == null) {
                return true;
            }
            probe.release();
            return false;
        } catch (OverlappingFileLockException e) {
            return true;
        } catch (IOException e) {
            // The lock cannot be tested: offering the work is safer than hiding it.
            return false;
        }
    }

    /**
     * Removes the lock file of an instance that ended with nothing to recover (a crash with
     * its work saved). A young one is left alone: its instance may be taking its lock.
     */
    private static void removeIfStale(Path lockPath) {
        String name = lockPath.getFileName().toString();
        Path autosave = lockPath.resolveSibling(name.substring(0, name.length() - LOCK_SUFFIX.length()) + SUFFIX);
        try {
            if (!Files.exists(autosave) && !isRunning(autosave)
                    && Files.getLastModifiedTime(lockPath).toInstant().isBefore(Instant.now().minus(STALE_AFTER))) {
                Files.deleteIfExists(lockPath);
            }
        } catch (IOException e) {
            // Only a small file stays behind.
        }
    }

    private static Path lockFileOf(Path autosave) {
        String name = autosave.getFileName().toString();
        return autosave.resolveSibling(name.substring(0, name.length() - SUFFIX.length()) + LOCK_SUFFIX);
    }

    /**
     * Takes {@code leftover} over as this instance's work: its text becomes this instance's
     * autosave before the leftover is removed, so a crash in between loses nothing.
     */
    public synchronized void adopt(Recovery leftover) throws IOException {
        save(leftover.recordText(), leftover.origin(), leftover.fileDigest(), leftover.savedAt());
        discard(leftover);
    }

    /** Removes a leftover the user discarded (or that was adopted). */
    public synchronized void discard(Recovery leftover) throws IOException {
        Path slot = leftover.slot();
        if (slot == null || slot.equals(file)) {
            clear();
            return;
        }
        Files.deleteIfExists(slot);
        Files.deleteIfExists(lockFileOf(slot));
    }

    /** Forgets this instance's autosave (the work was saved, recovered or discarded). */
    public synchronized void clear() throws IOException {
        if (file != null) {
            Files.deleteIfExists(file);
        }
    }

    /**
     * The instance is ending: its lock is released and its lock file removed. An autosave it
     * still holds stays, and the next start offers it.
     */
    @Override
    public synchronized void close() throws IOException {
        if (lockChannel == null) {
            return;
        }
        try {
            lock.release();
            lockChannel.close();
        } finally {
            HELD.remove(lockFile.toAbsolutePath());
            lockChannel = null;
            lock = null;
            Files.deleteIfExists(lockFile);
            file = null;
        }
    }

    /** Reading one autosave file as leniently as its content allows. */
    private static final class AutosaveFile {
        private AutosaveFile() {
        }

        static Optional<Recovery> read(Path file) {
            Properties p;
            Instant fileTime;
            try {
                String raw = Files.readString(file, StandardCharsets.ISO_8859_1);
                fileTime = Files.getLastModifiedTime(file).toInstant();
                p = load(raw);
            } catch (IOException e) {
                return Optional.empty();
            }
            String record = p.getProperty("record");
            if (record == null || record.isBlank()) {
                return Optional.empty();
            }
            return Optional.of(new Recovery(record, time(p.getProperty("savedAt"), fileTime), origin(p), file,
                    p.getProperty("fileDigest")));
        }

        /** The properties; a malformed {@code \\u} escape (which makes {@link Properties} give up) is read as plain text. */
        private static Properties load(String raw) throws IOException {
            Properties p = new Properties();
            try {
                p.load(new StringReader(raw));
            } catch (IllegalArgumentException e) {
                p = new Properties();
                p.load(new StringReader(withoutBrokenEscapes(raw)));
            }
            return p;
        }

        static String withoutBrokenEscapes(String raw) {
            StringBuilder sb = new StringBuilder(raw.length());
            for (int i = 0; i < raw.length(); i++) {
                char c = raw.charAt(i);
                if (c == '\\' && i + 1 < raw.length()) {
                    char next = raw.charAt(i + 1);
                    if (next == 'u' && !fourHexDigitsAt(raw, i + 2)) {
                        continue;
                    }
                    sb.append(c).append(next);
                    i++;
                    continue;
                }
                sb.append(c);
            }
            return sb.toString();
        }

        private static boolean fourHexDigitsAt(String s, int from) {
            if (from + 4 > s.length()) {
                return false;
            }
            for (int i = from; i < from + 4; i++) {
                if (Character.digit(s.charAt(i), 16) < 0) {
                    return false;
                }
            }
            return true;
        }

        private static Instant time(String savedAt, Instant fileTime) {
            try {
                return savedAt == null ? fileTime : Instant.parse(savedAt.trim());
            } catch (DateTimeParseException e) {
                return fileTime;
            }
        }

        private static GameOrigin origin(Properties p) {
            String path = p.getProperty("file");
            if (path == null) {
                return null;
            }
            int index;
            try {
                index = Integer.parseInt(p.getProperty("gameIndex", "0").trim());
            } catch (NumberFormatException e) {
                index = 0;
            }
            try {
                return new GameOrigin(Path.of(path), Math.max(0, index));
            } catch (RuntimeException e) {
                // InvalidPathException: the work is still offered, as a new game.
                return null;
            }
        }
    }
}
