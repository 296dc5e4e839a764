package otau.ui.workbench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import otau.io.AtomicFiles;
import otau.model.files.UserDirectories;

/**
 * The workbench's small settings (window place and size, divider positions, which panels
 * show, dark or light, animation) in a properties file in the user data directory. A
 * missing or damaged file reads as the defaults; writes are atomic. The application's own
 * settings ({@link #standard()}) are written on a thread of their own, the latest state only,
 * so a checkbox never waits for the disk; closing the window waits for its write ({@link #saveNow}).
 */
public final class WorkbenchPreferences {
    private static final String FILE = "workbench.properties";

    private final Path file;
    private final Properties values = new Properties();
    /** Told after each save, so that a view showing a setting can follow a change made elsewhere. */
    private final java.util.List<Runnable> onSaved = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Writes off the caller's thread, or null to write at once (the tests', and any one-off reader's). */
    private final java.util.concurrent.ExecutorService writer;
    /** The newest state not written yet; a write takes it, so a burst of saves is one write. */
    private final java.util.concurrent.atomic.AtomicReference<Properties> pending = new java.util.concurrent.atomic.AtomicReference<>();

    /** Settings in {@code file}, each save written before {@link #save} returns. */
    public WorkbenchPreferences(Path file) {
        this(file, false);
    }

    private WorkbenchPreferences(Path file, boolean writeInBackground) {
        this.file = file;
        this.writer = !writeInBackground ? null : java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "otau-settings-writer");
            t.setDaemon(true);
            return t;
        });
        if (Files.isRegularFile(file)) {
            try (InputStream in = Files.newInputStream(file)) {
                values.load(in);
            } catch (IOException | IllegalArgumentException e) {
                // Damaged settings are not worth a message: the defaults serve.
                values.clear();
            }
        }
    }

    /** The settings in the user data directory. */
    public static WorkbenchPreferences standard() {
        return writtenInBackground(UserDirectories.dataDir().resolve(FILE));
    }

    /** Settings in {@code file} written as the application's are: off the caller's thread. */
    static WorkbenchPreferences writtenInBackground(Path file) {
        return new WorkbenchPreferences(file, true);
    }

    public double getDouble(String key, double fallback) {
        try {
            String v = values.getProperty(key);
            double d = v == null ? fallback : Double.parseDouble(v.strip());
            return Double.isFinite(d) ? d : fallback;
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /**
     * {@code key} as a number from {@code min} to {@code max}; a missing, damaged or
     * out-of-range value (NaN, Infinity, garbage) reads as {@code fallback}.
     */
    public double getDouble(String key, double fallback, double min, double max) {
        double d = getDouble(key, fallback);
        return d >= min && d <= max ? d : fallback;
    }

    /**
     * {@code key} as a whole number, clamped to {@code min..max} (a count of {@code 1e12} is
     * {@code max}, not a loop of that length); a missing value, a fraction, NaN, Infinity or
     * garbage reads as {@code fallback}.
     */
    public int getInt(String key, int fallback, int min, int max) {
        double d = getDouble(key, Double.NaN);
        if (Double.isNaN(d) || d != Math.rint(d)) {
            return fallback;
        }
        return (int) Math.max(min, Math.min(max, d));
    }

    /** {@code true} or {@code false} (any case); anything else, such as {@code yes} or garbage, reads as {@code fallback}. */
    public boolean getBoolean(String key, boolean fallback) {
        String v = values.getProperty(key);
        if (v == null) {
            return fallback;
        }
        v = v.strip();
        return v.equalsIgnoreCase("true") || (!v.equalsIgnoreCase("false") && fallback);
    }

    /**
     * {@code key} as a path, or null when it is missing, blank or no path this system can
     * hold (a NUL byte or other damage): a remembered folder that cannot be is forgotten.
     */
    public Path getPath(String key) {
        String v = values.getProperty(key);
        if (v == null || v.isBlank()) {
            return null;
        }
        try {
            return Path.of(v);
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }

    public String getString(String key, String fallback) {
        return values.getProperty(key, fallback);
    }

    public <E extends Enum<E>> E getEnum(String key, Class<E> type, E fallback) {
        try {
            String v = values.getProperty(key);
            return v == null ? fallback : Enum.valueOf(type, v.strip());
        } catch (IllegalArgumentException e) {
            return fallback;
        }
    }

    public boolean has(String key) {
        return values.containsKey(key);
    }

    public void put(String key, Object value) {
        if (value == null) {
            values.remove(key);
        } else {
            values.setProperty(key, value instanceof Enum<?> e ? e.name() : value.toString());
        }
    }

    /** Runs {@code listener} after every {@link #save}. */
    public void addSaveListener(Runnable listener) {
        onSaved.add(listener);
    }

    /** Writes the settings (in the background for the application's); a failure is ignored (they are only comfort). */
    public void save() {
        try {
            queue();
        } finally {
            onSaved.forEach(Runnable::run);
        }
    }

    /** As {@link #save}, returning once the file is written (or after five seconds): for closing the window. */
    public void saveNow() {
        try {
            java.util.concurrent.Future<?> written = queue();
            if (written != null) {
                written.get(5, java.util.concurrent.TimeUnit.SECONDS);
            }
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            System.getLogger(WorkbenchPreferences.class.getName()).log(System.Logger.Level.WARNING,
                    "the window settings were not written in time: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            onSaved.forEach(Runnable::run);
        }
    }

    /** Writes a copy of the settings now, or hands it to the writer (whose write of it is returned). */
    private java.util.concurrent.Future<?> queue() {
        Properties copy = new Properties();
        copy.putAll(values);
        if (writer == null) {
            write(copy);
            return null;
        }
        pending.set(copy);
        return writer.submit(() -> {
            Properties newest = pending.getAndSet(null);
            if (newest != null) {
                write(newest);
            }
        });
    }

    private void write(Properties state) {
        try {
            AtomicFiles.write(file, out -> state.store(out, "Otau workbench settings"));
        } catch (IOException e) {
            System.getLogger(WorkbenchPreferences.class.getName()).log(System.Logger.Level.WARNING,
                    "could not save the window settings to " + file + ": " + e.getMessage());
        }
    }

    Path file() {
        return file;
    }
}
