package otau.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code otau egtb …}: the endgame tablebase. */
@Command(name = "egtb", description = "Endgame tablebase: build it by retrograde analysis (by default into egtb in the user data folder, where every program looks).",
        subcommands = {EgtbBuildCommand.class})
public final class EgtbCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
