package otau.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code otau db}: the game database. */
@Command(name = "db", description = "The game database: import records, explore openings, move games between databases.",
        subcommands = {DbImportCommand.class, DbExploreCommand.class, DbMoveCommand.class, DbBenchCommand.class})
public final class DbCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
