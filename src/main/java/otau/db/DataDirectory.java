package otau.db;

import java.nio.file.Path;
import java.util.Map;
import otau.io.UserDataFolder;

/**
 * Where the user's data lives, for every feature (database, puzzle progress, autosave,
 * preferences): the system property {@code otau.dataDir} when set (tests point it at a
 * scratch folder), else the platform's per-user data folder: {@code %APPDATA%\Otau} on
 * Windows, {@code ~/Library/Application Support/Otau} on macOS, {@code $XDG_DATA_HOME/otau}
 * or {@code ~/.local/share/otau} elsewhere. Plain Java, so the command line uses it too; the
 * rule itself is {@link UserDataFolder}'s, which the engine uses for the tablebase.
 */
public final class DataDirectory {
    public static final String PROPERTY = UserDataFolder.PROPERTY;
    /** File name of the default database inside the data directory (shared with the puzzle trainer). */
    public static final String DEFAULT_DATABASE = "otau.db";

    /**
     * File name of "My games" inside the data directory: the games the user plays against the
     * engine go there, never into a database of reference games they imported.
     */
    public static final String MY_GAMES = "my-games.db";

    private DataDirectory() {
    }

    /** The data directory (not created). */
    public static Path resolve() {
        return UserDataFolder.resolve();
    }

    /** The rule itself, with every input given (for tests). */
    public static Path resolve(String override, String osName, String home, Map<String, String> env) {
        return UserDataFolder.resolve(override, osName, home, env);
    }

    /** The user's own games (training games), kept apart from any imported database. */
    public static Path myGamesDatabase() {
        return resolve().resolve(MY_GAMES);
    }

    /** The database opened when the user names none. */
    public static Path defaultDatabase() {
        return resolve().resolve(DEFAULT_DATABASE);
    }
}
