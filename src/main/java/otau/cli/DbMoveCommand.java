package otau.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import otau.db.DataDirectory;
import otau.db.GameDatabase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Moves games from one database to another: a game played against the engine out of a
 * reference database into My games, or a game of one's own into a collection.
 */
@Command(name = "move", description = "Move games (by id, as the games browser shows it) to another database.")
public final class DbMoveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    DbOption db;

    @Option(names = "--to", paramLabel = "F",
            description = "the database to move them into (default: " + DataDirectory.MY_GAMES
                    + " in the user data folder, My games)")
    Path to;

    @Option(names = "--id", required = true, arity = "1..*", paramLabel = "N", description = "the games' ids")
    List<Long> ids;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path target = to != null ? to : DataDirectory.myGamesDatabase();
        if (target.toAbsolutePath().normalize().equals(db.path().toAbsolutePath().normalize())) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--to names the database the games are in (" + target + ")");
        }
        int missing = 0;
        GameDatabase source = db.openExisting(err);
        if (source == null) {
            return 1;
        }
        try (GameDatabase from = source; GameDatabase into = GameDatabase.open(target)) {
            for (long id : ids) {
                if (from.moveGame(id, into)) {
                    out.println("moved game " + id + " to " + into.file());
                } else {
                    err.println("error: " + from.file() + " has no game " + id);
                    missing++;
                }
            }
            out.println(from.file().getFileName() + ": " + Counts.of(from.gameCount(), "game", "games") + "; "
                    + into.file().getFileName() + ": " + Counts.of(into.gameCount(), "game", "games"));
        }
        return missing == 0 ? 0 : 1;
    }
}
