package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import otau.engine.egtb.Tablebase;
import otau.engine.egtb.TablebaseBuilder;
import otau.engine.egtb.TablebaseLayout;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Builds the tablebase for at most N stones in the holes and writes it atomically. */
@Command(name = "build", description = "Build the tablebase for every position with at most N stones in the holes.")
public final class EgtbBuildCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--stones", paramLabel = "N", required = true, description = "most stones in the holes (0..15)")
    int stones;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "egtb",
            description = "folder for egtb-N.bin (default ${DEFAULT-VALUE}, where the engine, the solver and the puzzle verifier look)")
    Path out;

    @Override
    public Integer call() {
        PrintWriter o = spec.commandLine().getOut();
        if (stones < 0 || stones > TablebaseLayout.MAX_STONES) {
            throw new ParameterException(spec.commandLine(), "--stones must be 0.." + TablebaseLayout.MAX_STONES + ", not " + stones);
        }
        Path file = out.resolve(Tablebase.fileName(stones));
        String unwritable = OutputCheck.problem(file);
        if (unwritable != null) {
            o.println("error: " + unwritable);
            return 1;
        }
        for (String removed : StaleTables.remove(out, stones)) {
            o.println("removed " + removed + " (left by an interrupted build)");
        }
        long start = System.nanoTime();
        TablebaseBuilder builder;
        try {
            builder = new TablebaseBuilder(stones, n -> {
                o.printf(Locale.ROOT, "level %d done, %.1f s%n", n, (System.nanoTime() - start) / 1e9);
                o.flush();
            });
        } catch (IllegalArgumentException e) {
            o.println("error: " + e.getMessage());
            return 1;
        }
        byte[] table;
        try {
            table = builder.build();
        } catch (OutOfMemoryError e) {
            o.println("error: not enough memory for " + stones + " stones (" + builder.layout().size()
                    + " entries); give Java more with -Xmx");
            return 1;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        try {
            Tablebase.write(file, stones, table);
        } catch (IOException e) {
            o.println("error: cannot write " + file + ": " + e.getMessage());
            return 1;
        }
        o.printf(Locale.ROOT, "wrote %s: %d positions (one byte each), built in %.1f s%n", file, table.length, seconds);
        o.printf(Locale.ROOT, "positions where neither side can force every stone left (endless play possible): %d%n",
                builder.undetermined());
        return 0;
    }
}
