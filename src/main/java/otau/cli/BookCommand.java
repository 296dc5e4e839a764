package otau.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code otau book}: build and read opening books. */
@Command(name = "book", description = "Build an engine-evaluated opening book, or show its moves at a position.",
        subcommands = {BookBuildCommand.class, BookShowCommand.class})
public final class BookCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
