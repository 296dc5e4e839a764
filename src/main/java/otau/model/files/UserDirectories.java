package otau.model.files;

import java.nio.file.Path;
import java.util.Map;
import otau.db.DataDirectory;

/**
 * Where Otau keeps the user's data (recent files, autosave, the database): the system
 * property {@code otau.dataDir} when set (tests point it into {@code target/}), else the
 * platform's place: {@code $XDG_DATA_HOME/otau} or {@code ~/.local/share/otau} on Linux,
 * {@code %APPDATA%\Otau} on Windows, {@code ~/Library/Application Support/Otau} on macOS.
 */
public final class UserDirectories {
    public static final String PROPERTY = DataDirectory.PROPERTY;

    private UserDirectories() {
    }

    /** The data directory (not created). */
    public static Path dataDir() {
        return dataDir(System.getProperty(PROPERTY), System.getProperty("os.name", ""),
                System.getProperty("user.home", "."), System.getenv());
    }

    static Path dataDir(String override, String osName, String home, Map<String, String> env) {
        return DataDirectory.resolve(override, osName, home, env);
    }

    /** The folder of the working game's autosave. */
    public static Path autosaveDir() {
        return dataDir().resolve("autosave");
    }

    /** The recent files list. */
    public static Path recentFilesFile() {
        return dataDir().resolve("recent-files.txt");
    }
}
