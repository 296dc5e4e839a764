package otau.ui.workbench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import otau.model.files.AtomicFiles;
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
            double d = v == null ? fallback : Double.parseDouble(v);
            return Double.isFinite(d) ? d : fallback;
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    public boolean getBoolean(String key, boolean fallback) {
        String v = values.getProperty(key);
        return v == null ? fallback : Boolean.parseBoolean(v);
    }

    public String getString(String key, String fallback) {
        return values.getProperty(key, fallback);
    }

    public <E extends Enum<E>> E getEnum(String key, Class<E> type, E fallback) {
        try {
            String v = values.getProperty(key);
            return v == null ? fallback : Enum.valueOf(type, v);
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

    /** Writes the settings; a failure is ignored (they are only comfort). */
    public void save() {
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
