package otau.puzzle.train;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where the user's data lives: the system property {@code otau.dataDir} if set, else the
 * platform's place — {@code %APPDATA%/Otau} on Windows, {@code ~/Library/Application Support/Otau}
 * on macOS, {@code $XDG_DATA_HOME/otau} or {@code ~/.local/share/otau} elsewhere.
 */
public final class UserDataDirectory {
    public static final String PROPERTY = "otau.dataDir";
    /** The database file shared by the game database and the puzzle trainer. */
    public static final String DATABASE = "otau.db";

    private UserDataDirectory() {
    }

    public static Path resolve() {
        return resolve(System.getProperty(PROPERTY), System.getProperty("os.name", ""), System.getenv(),
                System.getProperty("user.home", "."));
    }

    static Path resolve(String property, String osName, Map<String, String> env, String home) {
        if (property != null && !property.isBlank()) {
            return Path.of(property);
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String appData = env.get("APPDATA");
            return appData != null && !appData.isBlank() ? Path.of(appData, "Otau")
                    : Path.of(home, "AppData", "Roaming", "Otau");
        }
        if (os.startsWith("mac")) {
            return Path.of(home, "Library", "Application Support", "Otau");
        }
        String xdg = env.get("XDG_DATA_HOME");
        return xdg != null && !xdg.isBlank() ? Path.of(xdg, "otau") : Path.of(home, ".local", "share", "otau");
    }

    /** The shared database file. */
    public static Path database() {
        return resolve().resolve(DATABASE);
    }
}
