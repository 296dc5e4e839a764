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
 * missing or damaged file reads as the defaults; writes are atomic.
 */
public final class WorkbenchPreferences {
    private static final String FILE = "workbench.properties";

    private final Path file;
    private final Properties values = new Properties();
    /** Told after each save, so that a view showing a setting can follow a change made elsewhere. */
    private final java.util.List<Runnable> onSaved = new java.util.concurrent.CopyOnWriteArrayList<>();

    public WorkbenchPreferences(Path file) {
        this.file = file;
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
        return new WorkbenchPreferences(UserDirectories.dataDir().resolve(FILE));
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

    /** Writes the settings; a failure is ignored (they are only comfort). */
    public void save() {
        try {
            write();
        } finally {
            onSaved.forEach(Runnable::run);
        }
    }

    private void write() {
        try {
            AtomicFiles.write(file, out -> values.store(out, "Otau workbench settings"));
        } catch (IOException e) {
            System.getLogger(WorkbenchPreferences.class.getName()).log(System.Logger.Level.WARNING,
                    "could not save the window settings to " + file + ": " + e.getMessage());
        }
    }

    Path file() {
        return file;
    }
}
