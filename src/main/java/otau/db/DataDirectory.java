package otau.db;

import java.nio.file.Path;
import java.util.Locale;

/**
 * Where the user's data lives: the system property {@code otau.dataDir} when set (tests
 * point it at a scratch folder), else the platform's per-user data folder. Kept here, in
 * plain Java, so the database works in the command line without the JavaFX model.
 */
public final class DataDirectory {
    /** File name of the default database inside the data directory. */
    public static final String DEFAULT_DATABASE = "otau.db";

    private DataDirectory() {
    }

    public static Path resolve() {
        return resolve(System.getProperty("otau.dataDir"), System.getProperty("os.name", ""),
                System.getProperty("user.home", "."), System.getenv("XDG_DATA_HOME"), System.getenv("APPDATA"));
    }

    /** The rule itself, with every input given (for tests). */
    static Path resolve(String override, String osName, String home, String xdgDataHome, String appData) {
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            return appData != null && !appData.isBlank() ? Path.of(appData, "Otau")
                    : Path.of(home, "AppData", "Roaming", "Otau");
        }
        if (os.contains("mac")) {
            return Path.of(home, "Library", "Application Support", "Otau");
        }
        if (xdgDataHome != null && !xdgDataHome.isBlank()) {
            return Path.of(xdgDataHome, "otau");
        }
        return Path.of(home, ".local", "share", "otau");
    }

    /** The database opened when the user names none. */
    public static Path defaultDatabase() {
        return resolve().resolve(DEFAULT_DATABASE);
    }
}
