package otau.engine.bench;

import java.util.List;
import otau.engine.BestMove;
import otau.engine.Limits;
import otau.engine.SearchListener;
import otau.engine.search.SearchConfig;
import otau.engine.search.SearchEngine;
import otau.game.Fen;
import otau.game.Position;

/**
 * The benchmark: a fixed set of positions searched to a fixed depth on one thread with a
 * cleared hash table each time, after an untimed warm-up pass. The total node count is a
 * signature of the search (any change to search or evaluation changes it); nodes per second
 * measure speed.
 */
public final class Bench {
    public static final int DEFAULT_DEPTH = 15;
    /**
     * Depth of the untimed pass over the same positions that comes first: the JVM compiles the
     * search while it runs, so the timed pass measures compiled code, not the warm-up.
     */
    public static final int WARM_UP_DEPTH = 10;

    /**
     * Positions from the engine's own games (random first moves, then 20,000-node searches):
     * openings, middlegames with one or two tuzdyks, endgames with few stones.
     */
    public static final List<String> POSITIONS = List.of(
            "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1",
            "0,1,2,1,12,12,12,12,4/12,1,12,12,0,11,11,1,0 24 22 w 4",
            "1,4,8,1,5,18,1,15,2/0,6,2,3,4,15,5,X,4 30 38 w 10",
            "0,9,0,0,0,21,1,19,1/0,1,1,0,10,17,1,X,2 37 42 w 23",
            "1,7,1,8,2,4,3,6,8/1,1,6,4,4,2,3,X,3 48 50 w 31",
            "2,1,2,X,1,1,0,7,16/0,0,0,0,6,6,1,X,1 61 57 w 51",
            "4,13,3,13,13,13,12,1,1/12,1,10,2,1,12,12,12,3 10 14 w 4",
            "1,19,2,X,19,18,16,2,1/0,X,2,0,6,4,6,18,8 16 24 w 10",
            "0,0,4,X,1,26,3,10,1/0,X,1,1,5,2,15,2,0 39 52 w 23",
            "0,0,1,X,3,1,2,1,2/0,X,0,1,0,1,25,2,4 56 63 w 51",
            "1,2,7,5,6,19,19,X,1/1,6,18,6,15,14,1,5,1 14 21 w 10",
            "3,1,3,15,4,3,29,X,0/0,X,3,1,24,2,1,1,1 33 38 w 31",
            "0,0,0,2,0,2,36,X,0/0,X,0,1,0,2,3,1,5 51 59 w 51",
            "12,2,11,11,11,1,2,11,0/12,2,12,12,2,13,1,3,12 10 22 w 4",
            "4,8,1,6,6,1,9,2,8/8,0,7,21,X,4,8,2,3 30 34 w 10",
            "0,0,2,X,13,1,1,5,4/0,0,1,2,X,2,1,0,3 63 64 w 41",
            "X,0,1,2,15,0,5,1,21/2,0,0,2,4,2,0,6,18 56 27 w 16",
            "X,2,1,1,20,2,1,4,0/0,0,1,3,3,6,3,5,2 66 42 w 31",
            "X,0,2,3,1,1,2,2,1/2,0,4,2,3,1,1,9,0 70 58 w 51",
            "4,2,19,1,X,16,4,2,19/1,8,2,7,3,8,4,2,7 40 13 w 10",
            "1,8,1,2,X,2,3,3,3/X,0,4,4,3,2,5,12,17 53 39 w 23",
            "1,6,2,7,X,0,2,1,1/X,0,1,1,3,3,2,3,3 71 55 w 51",
            "X,0,4,1,4,6,2,1,6/4,0,10,4,0,1,5,2,10 56 46 w 23",
            "X,1,2,3,2,1,0,9,1/0,0,0,0,0,1,1,0,17 66 58 w 41",
            "2,13,13,3,12,12,0,X,12/12,0,11,2,1,1,2,2,12 34 18 w 4",
            "0,2,0,1,2,21,2,X,1/0,3,21,1,1,2,X,5,19 49 32 w 23",
            "0,1,1,1,1,31,8,X,1/0,1,2,1,1,8,X,0,1 58 46 w 51");

    /** What one position of the bench gave. */
    public record Entry(Position position, BestMove bestMove) {
    }

    /**
     * The whole run: total nodes (the signature), the wall time spent searching, and the CPU
     * time the process used meanwhile (-1 if unknown). On a machine shared with other work the
     * wall-clock speed drops while the speed per CPU second stays close to the real one.
     */
    public record Result(List<Entry> entries, long nodes, long nanos, long cpuNanos) {
        public long nodesPerSecond() {
            return nodes * 1_000_000_000L / Math.max(1, nanos);
        }

        public long nodesPerCpuSecond() {
            return cpuNanos <= 0 ? -1 : nodes * 1_000_000_000L / cpuNanos;
        }
    }

    private Bench() {
    }

    /** Runs the bench with the given engine configuration, reporting each position as it finishes. */
    public static Result run(SearchConfig config, int depth, java.util.function.Consumer<Entry> progress) {
        return run(config, depth, SearchEngine.DEFAULT_HASH_MIB, progress);
    }

    /** As {@link #run(SearchConfig, int, java.util.function.Consumer)} with a hash table of {@code hashMiB}. */
    public static Result run(SearchConfig config, int depth, int hashMiB, java.util.function.Consumer<Entry> progress) {
        List<Entry> entries = new java.util.ArrayList<>();
        long nodes = 0;
        long nanos = 0;
        long cpuStart;
        try (SearchEngine engine = new SearchEngine(config)) {
            engine.setOption(otau.engine.Engine.HASH, Integer.toString(hashMiB));
            for (String fen : POSITIONS) {
                engine.newGame();
                engine.go(Fen.read(fen), Limits.depth(Math.min(depth, WARM_UP_DEPTH)), SearchListener.NONE).join();
            }
            cpuStart = processCpuNanos();
            for (String fen : POSITIONS) {
                Position p = Fen.read(fen);
                engine.newGame();
                long start = System.nanoTime();
                BestMove best = engine.go(p, Limits.depth(depth), SearchListener.NONE).join();
                nanos += System.nanoTime() - start;
                nodes += best.nodes();
                Entry e = new Entry(p, best);
                entries.add(e);
                progress.accept(e);
            }
        }
        long cpuEnd = processCpuNanos();
        return new Result(entries, nodes, nanos, cpuStart < 0 || cpuEnd < 0 ? -1 : cpuEnd - cpuStart);
    }

    private static long processCpuNanos() {
        java.lang.management.OperatingSystemMXBean os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean sun) {
            return sun.getProcessCpuTime();
        }
        return -1;
    }
}
