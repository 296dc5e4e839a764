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

    /**
     * Opens a database to read from: a file named with {@code --db} must exist (a mistyped name
     * would otherwise become a new, empty database); null, with the reason on {@code err}, when
     * it does not. The default database is made when missing, as the workbench makes it.
     */
    GameDatabase openExisting(java.io.PrintWriter err) {
        if (file != null && !java.nio.file.Files.exists(file)) {
            err.println("error: " + file + ": no such database (otau db import --db " + file
                    + " GAMES.pgn makes one)");
            return null;
        }
        return open();
    }
}
