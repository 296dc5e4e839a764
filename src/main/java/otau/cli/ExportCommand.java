package otau.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code otau export}: lesson material from positions and records. */
@Command(name = "export", mixinStandardHelpOptions = true, description = "Export diagrams (PNG, SVG), worksheets (PDF) for lessons, and TGK records.",
        subcommands = {ExportDiagramCommand.class, ExportWorksheetCommand.class, ExportTgkCommand.class,
            ExportHandoutCommand.class})
public final class ExportCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
