package otau.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code otau} command line. */
@Command(name = "otau", mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT, version = "otau 0.1",
        description = "Toguz Korgool / Togyz Kumalak workbench: rules, records and engine tools.",
        subcommands = {
            PerftCommand.class,
            ApplyCommand.class,
            ReplayCommand.class,
            ExportCommand.class,
            DbCommand.class,
            SelfplayCommand.class,
            EngineCommand.class,
            AnalyseCommand.class,
            ReviewCommand.class,
            BenchCommand.class,
            MatchCommand.class,
            TuneCommand.class,
            PuzzlesCommand.class,
            BookCommand.class,
            CommandLine.HelpCommand.class
        })
public final class OtauCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Runs the command line and returns its exit status. */
    public static int run(String... args) {
        return run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = new CommandLine(new OtauCommand());
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            commandLine.getErr().println("error: " + ex.getMessage());
            return 2;
        });
        return cl.execute(args);
    }
}
