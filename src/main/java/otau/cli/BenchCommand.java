package otau.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import otau.engine.bench.Bench;
import otau.engine.search.SearchConfig;
import otau.engine.search.SearchEngine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Searches the built-in positions to a fixed depth: a node-count signature and a speed figure. */
@Command(name = "bench", description = "Search the built-in bench positions to a fixed depth on one thread; "
        + "print total nodes (a deterministic signature) and nodes per second.")
public final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--depth", paramLabel = "D", defaultValue = "" + Bench.DEFAULT_DEPTH,
            description = "search depth (default ${DEFAULT-VALUE})")
    int depth;

    @Option(names = "--config", paramLabel = "NAME", defaultValue = "default",
            description = "engine configuration (default, material, ...)")
    String config;

    @Option(names = "--hash", paramLabel = "MIB", defaultValue = "" + SearchEngine.DEFAULT_HASH_MIB,
            description = "hash table size in MiB (default ${DEFAULT-VALUE})")
    int hash;

    @Option(names = "--egtb", paramLabel = "none|default", defaultValue = "none",
            description = "none: search without a tablebase, so the node signature is the same on every computer "
                    + "(default); default: use the tablebase in the user data folder, as the engine does")
    String egtb;

    @Option(names = {"-v", "--verbose"}, description = "print each position's result")
    boolean verbose;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        OptionRange.within(spec, "--depth", depth, 1, 60);
        SearchConfig searchConfig;
        if (otau.engine.egtb.DefaultTablebase.isNone(egtb)) {
            searchConfig = SearchConfig.named(config).with(otau.engine.search.Technique.TABLEBASE, false);
        } else if (egtb.equals("default")) {
            searchConfig = SearchConfig.named(config);
        } else {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "--egtb must be none or default, not " + egtb);
        }
        Bench.Result r = Bench.run(searchConfig, depth, hash, e -> {
            if (verbose) {
                out.printf(Locale.ROOT, "%-60s bestmove %d %-9s nodes %d%n", e.position(), e.bestMove().move(),
                        e.bestMove().score(), e.bestMove().nodes());
                out.flush();
            }
        });
        out.printf(Locale.ROOT, "positions %d depth %d%n", r.entries().size(), depth);
        out.printf(Locale.ROOT, "nodes %d%n", r.nodes());
        out.printf(Locale.ROOT, "time %.3f s%n", r.nanos() / 1e9);
        out.printf(Locale.ROOT, "nps %d%n", r.nodesPerSecond());
        if (r.cpuNanos() > 0) {
            out.printf(Locale.ROOT, "cpu %.3f s, %d nodes per cpu second%n", r.cpuNanos() / 1e9, r.nodesPerCpuSecond());
        }
        return 0;
    }
}
