package otau.engine.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import otau.engine.BestMove;
import otau.engine.Engine;
import otau.engine.EngineException;
import otau.engine.Limits;
import otau.engine.Score;
import otau.engine.SearchInfo;
import otau.engine.SearchListener;
import otau.game.Board;
import otau.game.Position;

/**
 * The in-process engine. Every search runs on this engine's own coordinator thread (helpers
 * for Threads &gt; 1 on its own pool); {@link #go} and {@link #stop} only hand work over. All
 * state lives in the instance, so any number of engines can run side by side.
 */
public final class SearchEngine implements Engine {
    public static final int MAX_THREADS = 64;
    public static final int MAX_HASH_MIB = 4096;
    /** The hash table size a new engine starts with. */
    public static final int DEFAULT_HASH_MIB = 16;
    public static final int MAX_MULTI_PV = 5;
    public static final int MAX_DEPTH = 100;

    private final SearchConfig config;
    private final ExecutorService coordinator;
    private final ExecutorService helpers;
    private final java.util.concurrent.ScheduledExecutorService timer;
    private final TranspositionTable tt;

    // Options: written by any thread, read by the coordinator at the start of a search.
    private volatile int hashMiB = DEFAULT_HASH_MIB;
    private volatile int threads = 1;
    private volatile int multiPv = 1;
    private volatile boolean clearRequested;
    private int tableMiB = DEFAULT_HASH_MIB;
    /** The Hash option the table was last sized for (the table may be smaller: see {@link HashSizing}). */
    private int requestedMiB = DEFAULT_HASH_MIB;
    private int reportedThreads = 1;

    private final Object lock = new Object();
    private SearchControl current;

    public SearchEngine() {
        this(SearchConfig.standard());
    }

    public SearchEngine(SearchConfig config) {
        this.config = config;
        String id = Integer.toHexString(System.identityHashCode(this));
        this.coordinator = Executors.newSingleThreadExecutor(daemon("otau-search-" + id));
        this.helpers = Executors.newCachedThreadPool(daemon("otau-helper-" + id));
        this.timer = Executors.newSingleThreadScheduledExecutor(daemon("otau-timer-" + id));
        this.tt = new TranspositionTable(tableMiB);
    }

    private static ThreadFactory daemon(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    @Override
    public String name() {
        return "Otau " + config.name();
    }

    public SearchConfig config() {
        return config;
    }

    /** The options this engine offers, as TKP {@code option} lines. */
    public static List<String> optionLines() {
        return List.of(
                "option name Hash type spin default " + DEFAULT_HASH_MIB + " min 1 max " + MAX_HASH_MIB,
                "option name Threads type spin default 1 min 1 max " + MAX_THREADS,
                "option name MultiPV type spin default 1 min 1 max " + MAX_MULTI_PV);
    }

    @Override
    public void setOption(String name, String value) {
        if (!name.equals(HASH) && !name.equals(THREADS) && !name.equals(MULTI_PV)) {
            throw new IllegalArgumentException("unknown option '" + name + "' (known: Hash, Threads, MultiPV)");
        }
        int v;
        try {
            v = Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option " + name + ": '" + value + "' is not a whole number");
        }
        switch (name) {
            case HASH -> hashMiB = check(name, v, 1, MAX_HASH_MIB);
            case THREADS -> threads = check(name, v, 1, MAX_THREADS);
            case MULTI_PV -> multiPv = check(name, v, 1, MAX_MULTI_PV);
            default -> throw new IllegalArgumentException("unknown option '" + name + "' (known: Hash, Threads, MultiPV)");
        }
    }

    private static int check(String name, int v, int min, int max) {
        if (v < min || v > max) {
            throw new IllegalArgumentException("option " + name + " must be " + min + ".." + max + ", not " + v);
        }
        return v;
    }

    @Override
    public void newGame() {
        clearRequested = true;
    }

    @Override
    public CompletableFuture<BestMove> go(Position position, Limits limits, SearchListener listener) {
        CompletableFuture<BestMove> result = new CompletableFuture<>();
        SearchControl control = new SearchControl(limits, position.sideToMove().index());
        synchronized (lock) {
            if (current != null) {
                current.stop.set(true);
            }
            current = control;
        }
        try {
            coordinator.execute(() -> run(position, control, listener, result));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            result.completeExceptionally(new EngineException("the engine is closed"));
        }
        return result;
    }

    @Override
    public void stop() {
        synchronized (lock) {
            if (current != null) {
                current.stop.set(true);
            }
        }
    }

    @Override
    public void close() {
        stop();
        coordinator.shutdownNow();
        helpers.shutdownNow();
        timer.shutdownNow();
    }

    private void run(Position position, SearchControl control, SearchListener listener,
                     CompletableFuture<BestMove> result) {
        try {
            BestMove best = search(position, control, listener);
            listener.bestMove(best);
            result.complete(best);
        } catch (RuntimeException | Error e) {
            listener.message("search failed: " + e);
            result.completeExceptionally(new EngineException("search failed: " + e, e));
        } finally {
            synchronized (lock) {
                if (current == control) {
                    current = null;
                }
            }
        }
    }

    private BestMove search(Position position, SearchControl control, SearchListener listener) {
        if (hashMiB != requestedMiB) {
            requestedMiB = hashMiB;
            tableMiB = HashSizing.resize(tt, tableMiB, requestedMiB, listener::message);
        } else if (clearRequested) {
            tt.clear();
        }
        clearRequested = false;
        tt.newSearch();
        int threadCount = Math.min(threads, Runtime.getRuntime().availableProcessors());
        if (threadCount < threads && threads != reportedThreads) {
            // More threads than cores only slow Lazy SMP down, and a starved main thread
            // overshoots its movetime (Threads 64 once took 1.66 s for movetime 100).
            listener.message("Threads " + threads + ": this machine has " + threadCount
                    + " cores; searching with " + threadCount + " threads");
        }
        reportedThreads = threads;
        List<Searcher> all = new ArrayList<>(threadCount);
        Searcher.NodeCounter totals = () -> {
            long sum = 0;
            for (Searcher s : all) {
                sum += s.publishedNodes;
            }
            return sum;
        };
        Searcher mainSearcher = new Searcher(new Board(position), config, tt, control, true, totals);
        all.add(mainSearcher);
        int rootCount = mainSearcher.prepareRoot();
        if (rootCount == 0) {
            if (control.limits.isUnbounded()) {
                waitIfInfinite(control);
            }
            return new BestMove(position, 0, null, 0, 0, control.elapsedMs());
        }
        List<java.util.concurrent.Future<?>> running = new ArrayList<>();
        // The clock is watched by a timer too: with many more threads than cores the main
        // thread may not get the CPU to look at it in time.
        java.util.concurrent.Future<?> alarm = control.hardMs == Long.MAX_VALUE ? null
                : timer.schedule(() -> control.stop.set(true), control.hardMs, java.util.concurrent.TimeUnit.MILLISECONDS);
        int lines = Math.min(multiPv, rootCount);
        Limits limits = control.limits;
        int maxDepth = limits.infinite() || limits.depth() <= 0 ? MAX_DEPTH : Math.min(limits.depth(), MAX_DEPTH);
        int completed = 0;
        for (int depth = 1; depth <= maxDepth; depth++) {
            if (!mainSearcher.iterate(depth, lines)) {
                break;
            }
            if (depth == 1 && !control.stop.get() && maxDepth > 1) {
                // Helpers join once the main thread has its move: the first iteration, which
                // cannot be cut short, never competes with them for the cores.
                for (int t = 1; t < threadCount; t++) {
                    Searcher helper = new Searcher(new Board(position), config, tt, control, false, totals);
                    helper.prepareRoot();
                    all.add(helper);
                    int offset = t % 2;
                    running.add(helpers.submit(() -> helperLoop(helper, offset, control)));
                }
            }
            completed = depth;
            long nodes = totals.totalNodes() - mainSearcher.publishedNodes + mainSearcher.nodes;
            long ms = control.elapsedMs();
            long nps = nodes * 1000 / Math.max(1, ms);
            int hashfull = tt.hashfull();
            for (int line = 0; line < lines; line++) {
                listener.info(new SearchInfo(position, depth, mainSearcher.seldepth, line + 1,
                        new Score(mainSearcher.lineScore[line]), nodes, nps, ms, hashfull,
                        holes(mainSearcher.linePv[line])));
            }
            if (control.stop.get() || limits.infinite()) {
                if (control.stop.get()) {
                    break;
                }
                continue;
            }
            if (control.elapsedMs() >= control.softMs) {
                break;
            }
            if (limits.nodes() > 0 && nodes >= limits.nodes()) {
                break;
            }
            if (Math.abs(mainSearcher.lineScore[0]) >= Score.MATE - Score.MATE_RANGE
                    && Score.MATE - Math.abs(mainSearcher.lineScore[0]) < depth && lines == 1) {
                // A forced result shorter than the depth searched will not change.
                if (!limits.isUnbounded()) {
                    break;
                }
            }
        }
        if (limits.isUnbounded()) {
            waitIfInfinite(control);
        }
        control.stop.set(true);
        if (alarm != null) {
            alarm.cancel(false);
        }
        awaitHelpers(running, listener);
        long nodes = totals.totalNodes() - mainSearcher.publishedNodes + mainSearcher.nodes;
        return new BestMove(position, mainSearcher.linePv[0][0] + 1, new Score(mainSearcher.lineScore[0]),
                completed, nodes, control.elapsedMs());
    }

    /**
     * Waits for the helper threads. A helper's failure does not spoil the main thread's answer,
     * but it is a bug: it is reported to the listener (an {@code info string} in TKP) and logged.
     *
     * @return how many helpers failed
     */
    static int awaitHelpers(List<java.util.concurrent.Future<?>> running, SearchListener listener) {
        int failed = 0;
        for (java.util.concurrent.Future<?> f : running) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return failed;
            } catch (java.util.concurrent.CancellationException e) {
                // closed with the engine: nothing to report
            } catch (java.util.concurrent.ExecutionException e) {
                failed++;
                String text = "helper thread failed: " + e.getCause();
                listener.message(text);
                System.getLogger(SearchEngine.class.getName()).log(System.Logger.Level.ERROR, text, e.getCause());
            }
        }
        return failed;
    }

    private void helperLoop(Searcher helper, int offset, SearchControl control) {
        for (int depth = 1 + offset; depth <= MAX_DEPTH && !control.stop.get(); depth++) {
            if (!helper.iterate(depth, 1)) {
                break;
            }
        }
        helper.publishedNodes = helper.nodes;
    }

    private static void waitIfInfinite(SearchControl control) {
        while (!control.stop.get()) {
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static List<Integer> holes(int[] line) {
        List<Integer> out = new ArrayList<>(line.length);
        for (int m : line) {
            out.add(m + 1);
        }
        return out;
    }
}
