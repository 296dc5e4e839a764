package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import otau.engine.egtb.BuildEstimate;
import otau.engine.egtb.DefaultTablebase;
import otau.engine.egtb.Tablebase;
import otau.engine.egtb.TablebaseBuilder;
import otau.engine.egtb.TablebaseLayout;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Builds the tablebase for at most N stones in the holes and writes it atomically (by default where every program looks). */
@Command(name = "build", description = "Build the tablebase for every position with at most N stones in the holes.")
public final class EgtbBuildCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--stones", paramLabel = "N", defaultValue = "" + DefaultTablebase.STONES,
            description = "most stones in the holes (0..15, default ${DEFAULT-VALUE})")
    int stones;

    @Option(names = "--out", paramLabel = "DIR",
            description = "folder for egtb-N.bin (default: egtb in the user data folder, where the workbench, the engine, "
                    + "the solver and the puzzle verifier look)")
    Path out;

    /** This thread's CPU time (the builder runs on it), or 0 where the JVM cannot tell. */
    private static long cpuNanos() {
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        return bean.isCurrentThreadCpuTimeSupported() ? bean.getCurrentThreadCpuTime() : 0;
    }

    @Override
    public Integer call() {
        PrintWriter o = spec.commandLine().getOut();
        if (stones < 0 || stones > TablebaseLayout.MAX_STONES) {
            throw new ParameterException(spec.commandLine(), "--stones must be 0.." + TablebaseLayout.MAX_STONES + ", not " + stones);
        }
        if (out == null) {
            out = DefaultTablebase.folder();
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
        BuildEstimate estimate = BuildEstimate.of(stones);
        o.printf(Locale.ROOT, "building %s: %d positions, %.1f MB on disk, about %.0f s of CPU time (estimated)%n",
                file, estimate.entries(), estimate.bytes() / 1e6, estimate.cpuSeconds());
        o.flush();
        long start = System.nanoTime();
        long cpuStart = cpuNanos();
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
        double cpuSeconds = (cpuNanos() - cpuStart) / 1e9;
        try {
            Tablebase.write(file, stones, table);
        } catch (IOException e) {
            o.println("error: cannot write " + file + ": " + e.getMessage());
            return 1;
        }
        o.printf(Locale.ROOT, "wrote %s: %d positions (one byte each), built in %.1f s (%.1f s of CPU time)%n",
                file, table.length, seconds, cpuSeconds);
        o.printf(Locale.ROOT, "positions where neither side can force every stone left (endless play possible): %d%n",
                builder.undetermined());
        return 0;
    }
}
