package otau.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code otau puzzles …}: generate, verify and arrange puzzle collections. */
@Command(name = "puzzles", description = "Generate, verify and arrange puzzle collections (FORMATS.md §4).",
        subcommands = {
            PuzzlesGenerateCommand.class,
            PuzzlesVerifyCommand.class,
            PuzzlesArrangeCommand.class,
            PuzzlesEtudesCommand.class,
            PuzzlesExportCommand.class,
            PuzzlesImportCommand.class,
            PuzzlesStatsCommand.class
        })
public final class PuzzlesCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
