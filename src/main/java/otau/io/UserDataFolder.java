package otau.io;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where the user's data lives: the system property {@code otau.dataDir} when set (tests point
 * it at a scratch folder), else the platform's per-user data folder: {@code %APPDATA%\Otau} on
 * Windows, {@code ~/Library/Application Support/Otau} on macOS, {@code $XDG_DATA_HOME/otau} or
 * {@code ~/.local/share/otau} elsewhere. Here, at the bottom layer, so that the engine can find
 * the tablebase kept there as well as the database and the workbench do.
 */
public final class UserDataFolder {
    public static final String PROPERTY = "otau.dataDir";

    private UserDataFolder() {
    }

    /** The data folder (not created). */
    public static Path resolve() {
        return resolve(System.getProperty(PROPERTY), System.getProperty("os.name", ""),
                System.getProperty("user.home", "."), System.getenv());
    }

    /** The rule itself, with every input given (for tests). */
    public static Path resolve(String override, String osName, String home, Map<String, String> env) {
        if (override != null && !override.isBlank()) {
            return Path.of(override);
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
        // The XDG specification says to ignore a relative XDG_DATA_HOME.
        String xdg = env.get("XDG_DATA_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "otau");
        }
        return Path.of(home, ".local", "share", "otau");
    }
}
