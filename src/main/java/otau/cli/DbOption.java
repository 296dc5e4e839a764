package otau.cli;

import java.nio.file.Path;
import otau.db.DataDirectory;
import otau.db.GameDatabase;
import picocli.CommandLine.Option;

/** The {@code --db} option shared by the database commands. */
final class DbOption {
    @Option(names = "--db", paramLabel = "F",
            description = "database file (default: otau.db in the user data folder)")
    Path file;

    Path path() {
        return file != null ? file : DataDirectory.defaultDatabase();
    }

    GameDatabase open() {
        return GameDatabase.open(path());
    }
}
