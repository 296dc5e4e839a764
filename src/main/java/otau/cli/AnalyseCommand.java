package otau.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import otau.engine.BestMove;
import otau.engine.Limits;
import otau.engine.SearchInfo;
import otau.engine.SearchListener;
import otau.engine.search.SearchConfig;
import otau.engine.search.SearchEngine;
import otau.game.Position;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Searches one position and prints the engine's info lines and best move. */
@Command(name = "analyse", aliases = "analyze", description = "Search a position and print info lines and the best move.")
public final class AnalyseCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position;

    static final class Limit {
        @Option(names = "--depth", paramLabel = "D", description = "search to this depth")
        Integer depth;
        @Option(names = "--movetime", paramLabel = "MS", description = "search this many milliseconds")
        Long moveTime;
        @Option(names = "--nodes", paramLabel = "N", description = "search this many nodes")
        Long nodes;
    }

    @ArgGroup(exclusive = true)
    Limit limit;

    @Option(names = "--multipv", paramLabel = "K", defaultValue = "1", description = "lines to show, 1..5")
    int multiPv;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "search threads")
    int threads;

    @Option(names = "--hash", paramLabel = "MIB", defaultValue = "" + SearchEngine.DEFAULT_HASH_MIB,
            description = "hash table size in MiB (default ${DEFAULT-VALUE}, as the engine's own; more for long analyses)")
    int hash;

    @Option(names = "--config", paramLabel = "NAME", defaultValue = "default",
            description = "engine configuration (default, material, ...)")
    String config;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (limit != null) {
            OptionRange.atLeast(spec, "--depth", limit.depth == null ? 1 : limit.depth, 1);
            OptionRange.atLeast(spec, "--movetime", limit.moveTime == null ? 1 : limit.moveTime, 1);
            OptionRange.atLeast(spec, "--nodes", limit.nodes == null ? 1 : limit.nodes, 1);
        }
        // The engine's own ranges, refused as any other option out of range (exit status 2).
        OptionRange.within(spec, "--multipv", multiPv, 1, SearchEngine.MAX_MULTI_PV);
        OptionRange.within(spec, "--threads", threads, 1, SearchEngine.MAX_THREADS);
        OptionRange.within(spec, "--hash", hash, 1, SearchEngine.MAX_HASH_MIB);
        Position p = position.resolve(spec);
        if (p.isGameOver()) {
            // Nothing to search: the protocol's "bestmove none", after a line that says why.
            out.println("info string the game is over in this position: " + p.outcome());
        }
        Limits limits = limit == null ? Limits.moveTime(1000)
                : limit.depth != null ? Limits.depth(limit.depth)
                : limit.moveTime != null ? Limits.moveTime(limit.moveTime) : Limits.nodes(limit.nodes);
        try (SearchEngine engine = new SearchEngine(SearchConfig.named(config))) {
            engine.setOption("MultiPV", Integer.toString(multiPv));
            engine.setOption("Threads", Integer.toString(threads));
            engine.setOption("Hash", Integer.toString(hash));
            engine.go(p, limits, new SearchListener() {
                @Override
                public void info(SearchInfo info) {
                    out.println(info.protocolText());
                    out.flush();
                }

                @Override
                public void bestMove(BestMove bestMove) {
                    out.println(bestMove.protocolText());
                    out.flush();
                }
            }).join();
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return 1;
        }
        return 0;
    }
}
