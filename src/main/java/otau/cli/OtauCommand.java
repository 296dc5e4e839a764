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
            SolveCommand.class,
            EgtbCommand.class,
            BookCommand.class,
            HelpCommand.class
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
        PlainConsoleLog.install();
        return run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /**
     * Prints {@code message} where the command line prints its errors and returns the exit
     * status 1: for the launcher, when the application's window cannot open.
     */
    public static int fail(String message) {
        System.err.println(message);
        return 1;
    }

    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = new CommandLine(new OtauCommand());
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            commandLine.getErr().println("error: " + message(ex));
            return isInputProblem(ex) ? 1 : 2;
        });
        cl.setParameterExceptionHandler(OtauCommand::usageError);
        return cl.execute(args);
    }

    /**
     * A command line the command cannot take: what is wrong, the command's one-line form and where
     * its options are explained. Not the whole help, which would push the error out of sight.
     */
    private static int usageError(CommandLine.ParameterException ex, String[] args) {
        CommandLine c = ex.getCommandLine();
        PrintWriter err = c.getErr();
        err.println("error: " + usageMessage(ex));
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        CommandLine.Help help = c.getHelp();
        err.print(help.synopsisHeading() + help.synopsis(help.synopsisHeadingLength()));
        err.println("Run '" + c.getCommandSpec().qualifiedName() + " --help' for "
                + (c.getSubcommands().isEmpty() ? "every option." : "its commands."));
        err.flush();
        return c.getCommandSpec().exitCodeOnInvalidInput();
    }

    /**
     * picocli's message, but a word left over is named for what it is (not "Unmatched argument
     * at index 0"): where a command is expected, an unknown command; elsewhere an argument the
     * command does not take.
     */
    private static String usageMessage(CommandLine.ParameterException ex) {
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()
                && !u.getUnmatched().get(0).startsWith("-")) {
            CommandLine c = ex.getCommandLine();
            String name = c.getCommandSpec().qualifiedName();
            return c.getSubcommands().isEmpty()
                    ? "'" + name + "' takes no argument '" + u.getUnmatched().get(0) + "'"
                    : "'" + u.getUnmatched().get(0) + "' is not a command of '" + name + "'";
        }
        // picocli words some of its own with a capital "Error: " of their own, after ours.
        String m = String.valueOf(ex.getMessage());
        m = m.startsWith("Error: ") ? m.substring("Error: ".length()) : m;
        // picocli names the Java type a value did not parse as ("'abc' is not an int").
        return m.replaceAll("' is not an? (?:int|long|short|byte|Integer|Long)$", "' is not a whole number")
                .replaceAll("' is not an? (?:double|float|Double|Float)$", "' is not a number");
    }

    /**
     * A file or database that cannot be used (missing, damaged, not what it should be): a
     * problem with the input, exit status 1, as the commands that check first say it; status 2
     * stays for a command line the command cannot take.
     */
    static boolean isInputProblem(Throwable ex) {
        return ex instanceof java.io.IOException || ex instanceof java.io.UncheckedIOException
                || ex instanceof otau.db.DatabaseException;
    }

    /**
     * A failure in words: a file problem names the path and the reason (a bare
     * NoSuchFileException's message is only the path), anything else its message, one line.
     */
    static String message(Throwable ex) {
        Throwable t = ex instanceof java.io.UncheckedIOException u ? u.getCause() : ex;
        String text;
        if (t instanceof java.nio.file.FileSystemException f && f.getFile() != null) {
            text = otau.io.FileProblems.describe(java.nio.file.Path.of(f.getFile()), f, "cannot use");
        } else {
            text = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        }
        text = text.replace('\n', ' ');
        return text.length() <= 300 ? text : text.substring(0, 299) + "…";
    }
}
