package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.Engine;
import otau.engine.Limits;
import otau.engine.book.Book;
import otau.engine.book.BookBuilder;
import otau.engine.search.SearchEngine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code otau book build}: expands the tree from the start position and writes the book.
 * Ctrl-C stops the build and still writes the positions searched so far.
 */
@Command(name = "build", description = "Build an opening book: every move within the margin of the best is expanded, "
        + "to the given number of plies, each position searched by the engine.")
public final class BookBuildCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--plies", required = true, paramLabel = "P", description = "expand positions up to this ply")
    int plies;

    @Option(names = "--margin", required = true, paramLabel = "M",
            description = "expand moves within M stones of the best (e.g. 1.5)")
    double marginStones;

    static final class Search {
        @Option(names = "--time", paramLabel = "MS", description = "search each position for MS milliseconds")
        Long timeMs;

        @Option(names = "--depth", paramLabel = "D", description = "search each position to depth D")
        Integer depth;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Search search;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "the book file to write")
    Path out;

    @Option(names = "--max-positions", paramLabel = "N", description = "stop after N positions")
    int maxPositions = Integer.MAX_VALUE;

    @Option(names = "--hash", paramLabel = "MIB", description = "hash table size (default ${DEFAULT-VALUE})")
    int hashMiB = 16;

    @Mixin
    FenOption fen;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        OptionRange.atLeast(spec, "--max-positions", maxPositions, 1);
        OptionRange.within(spec, "--plies", plies, 1, otau.engine.book.Book.MAX_PLIES);
        if (!(marginStones >= 0 && marginStones * 100 <= otau.engine.book.Book.MAX_MARGIN)) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--margin must be 0.."
                    + otau.engine.book.Book.MAX_MARGIN / 100 + " stones, not " + OptionRange.given(marginStones));
        }
        if (search.depth != null) {
            OptionRange.within(spec, "--depth", search.depth, 1, otau.engine.search.SearchEngine.MAX_DEPTH);
        } else {
            OptionRange.atLeast(spec, "--time", search.timeMs, 1);
        }
        Limits limits = search.depth != null ? Limits.depth(search.depth) : Limits.moveTime(search.timeMs);
        String unwritable = OutputCheck.problem(out);
        if (unwritable != null) {
            err.println("error: " + unwritable);
            return 1;
        }
        int margin = (int) Math.round(marginStones * 100);
        AtomicBoolean stop = new AtomicBoolean();
        CountDownLatch written = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            stop.set(true);
            try {
                written.await(30, TimeUnit.SECONDS); // let the partial book reach the disk
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "otau-book-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        long start = System.nanoTime();
        try (Engine engine = new SearchEngine()) {
            engine.setOption(Engine.HASH, Integer.toString(hashMiB));
            BookBuilder builder = new BookBuilder(engine, limits, plies, margin).maxPositions(maxPositions)
                    .cancelWhen(stop::get).progress(new Reporter(err, start));
            Book book = builder.build(fen.position);
            otau.io.AtomicFiles.write(out, book::write);
            double seconds = (System.nanoTime() - start) / 1e9;
            err.printf(Locale.ROOT, "%s%s, %s, margin %.2f stones, %s, in %.1f s -> %s (%d bytes)%n",
                    builder.complete() ? "" : "stopped early: ", Counts.of(book.size(), "position", "positions"),
                    Counts.of(plies, "ply", "plies"), margin / 100.0,
                    limits.protocolText(), seconds, out, Files.size(out));
            return 0;
        } finally {
            written.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: it only waits for the latch counted down above
            }
        }
    }

    /** The progress line on stderr, at most once a second. */
    private static final class Reporter implements otau.engine.book.BookProgress {
        private final PrintWriter err;
        private final long start;
        private long lastNs;

        Reporter(PrintWriter err, long start) {
            this.err = err;
            this.start = start;
        }

        @Override
        public void update(int positions, int ply, int queued) {
            long now = System.nanoTime();
            if (now - lastNs >= 1_000_000_000L) {
                lastNs = now;
                err.printf(Locale.ROOT, "ply %d: %s, %d left at this ply, %.0f s%n", ply + 1, Counts.of(positions, "position", "positions"),
                        queued, (now - start) / 1e9);
                err.flush();
            }
        }
    }
}
