package otau.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import otau.db.ExplorerMove;
import otau.db.ExplorerResult;
import otau.db.GameDatabase;
import otau.game.Fen;
import otau.game.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Prints the opening explorer's table for a position. */
@Command(name = "explore", description = "Show the moves played from a position, with results and ratings.")
public final class DbExploreCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    DbOption db;

    @Mixin
    PositionOptions position;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Position p = position.resolve(spec);
        GameDatabase opened = db.openExisting(err);
        if (opened == null) {
            return 1;
        }
        try (GameDatabase database = opened) {
            ExplorerResult r = database.explorer().explore(p);
            out.println("position " + Fen.write(p));
            int plies = database.indexPlies();
            String depth = plies > 0 ? "first " + plies + " plies of each game are indexed"
                    : database.gameCount() > 0 ? "the index depth was not recorded: an import was stopped; import again to complete it"
                    : "the database holds no games yet";
            out.printf("%s (%s)%s%n", Counts.of(r.games(), "game reaches it", "games reach it"), depth,
                    r.gamesEnded() > 0 ? ", " + r.gamesEnded() + " end here" : "");
            if (r.moves().isEmpty()) {
                return 0;
            }
            out.printf("%-10s %8s %6s %6s %6s %10s%n", "move", "games", "W%", "D%", "B%", "avg rating");
            for (ExplorerMove m : r.moves()) {
                out.printf("%-10s %8d %6.1f %6.1f %6.1f %10s%n", m.hole() + " (" + m.notation() + ")", m.games(),
                        m.whitePercent(), m.drawPercent(), m.blackPercent(),
                        m.averageRating() == null ? "-" : String.format("%.0f", m.averageRating()));
            }
        }
        return 0;
    }
}
