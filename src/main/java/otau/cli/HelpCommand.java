package otau.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code otau help [COMMAND [SUBCOMMAND…]]}: the help of a command at any depth
 * ({@code otau help db import}), where picocli's own help command reads only the first name.
 */
@Command(name = "help", helpCommand = true, mixinStandardHelpOptions = false,
        description = "Show the help of a command, or of one of its commands: otau help db import.")
final class HelpCommand implements CommandLine.IHelpCommandInitializable2, Runnable {
    @Parameters(paramLabel = "COMMAND", arity = "0..*", description = "The command, and its command, to explain.")
    List<String> names = List.of();

    @CommandLine.Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    private CommandLine parent;
    private PrintWriter out;
    private CommandLine.Help.ColorScheme colors;

    @Override
    public void init(CommandLine helpCommandLine, CommandLine.Help.ColorScheme colorScheme, PrintWriter out,
            PrintWriter err) {
        this.parent = helpCommandLine.getParent();
        this.colors = colorScheme;
        this.out = out;
    }

    @Override
    public void run() {
        CommandLine command = parent;
        for (String name : names) {
            CommandLine next = command.getSubcommands().get(name);
            if (next == null) {
                // Said as any unknown command is: the name, then the command's synopsis and where its commands are listed.
                throw new CommandLine.ParameterException(command,
                        "'" + command.getCommandSpec().qualifiedName() + "' has no command '" + name + "'");
            }
            command = next;
        }
        command.usage(out, colors);
    }
}
