package otau.engine.tkp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import otau.engine.BestMove;
import otau.engine.Engine;
import otau.engine.Limits;
import otau.engine.SearchListener;
import otau.engine.search.SearchEngine;
import otau.game.Position;

/** Every {@code go} gets exactly one {@code bestmove}, whatever its words (issue group 6). */
class TkpAnswersTest {
    private final StringWriter text = new StringWriter();
    private final PrintWriter out = new PrintWriter(text, true);
    private final SearchEngine engine = new SearchEngine();
    private final TkpServer server = new TkpServer(engine, SearchEngine.optionLines(), out);

    @AfterEach
    void close() {
        engine.close();
    }

    private List<String> lines() {
        synchronized (out) {
            return Arrays.asList(text.toString().split("\n"));
        }
    }

    private long count(String prefix) {
        return lines().stream().filter(l -> l.startsWith(prefix)).count();
    }

    /** Waits until {@code n} bestmove lines were printed; fails after 10 s. */
    private void awaitBestMoves(long n) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (count("bestmove") < n && System.nanoTime() < end) {
            Thread.sleep(5);
        }
        assertEquals(n, count("bestmove"), String.join("\n", lines()));
    }

    @Test
    void badAndNonPositiveLimitsStillAnswerAtOnce() throws InterruptedException {
        String[] gos = {"go nodes -5", "go depth -1", "go movetime abc", "go movetime 0", "go depth 0",
                "go wtime 0 btime 0", "go depth", "go depth 1 nodes -3",
                "go sideways", "go movetime -0"};
        long t0 = System.nanoTime();
        int n = 0;
        for (String go : gos) {
            server.handle(go);
            awaitBestMoves(++n);
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(ms < 5_000, "minimum searches are quick: " + ms + " ms");
        for (String l : lines()) {
            if (l.startsWith("bestmove")) {
                assertTrue(Position.start().isLegal(Integer.parseInt(l.substring(9))), l);
            }
        }
        assertTrue(lines().contains("info string go nodes: -5 is not a positive limit"), lines().toString());
        assertTrue(lines().contains("info string go movetime: 'abc' is not a whole number"));
    }

    /** A clock without increment is the usual clock: winc 0 and binc 0 are taken without a word. */
    @Test
    void aZeroIncrementIsTakenSilently() throws InterruptedException {
        server.handle("position startpos");
        server.handle("go wtime 2000 btime 2000 winc 0 binc 0");
        awaitBestMoves(1);
        assertTrue(lines().stream().noneMatch(l -> l.startsWith("info string")), lines().toString());
        server.handle("go wtime 2000 btime 2000 winc -1");
        awaitBestMoves(2);
        assertTrue(lines().contains("info string go winc: -1 is not a positive limit"), lines().toString());
    }

    @Test
    void aFinishedPositionAnswersBestmoveNone() throws InterruptedException {
        // White has 82: the game is over although moves remain on the board.
        server.handle("position fen 0,0,0,0,0,0,0,0,10/10,10,10,10,10,0,0,0,0 82 20 b 40");
        server.handle("go depth 5");
        awaitBestMoves(1);
        assertEquals("bestmove none", lines().get(lines().size() - 1));
        // No legal move at all: the same answer.
        server.handle("position fen 0,0,0,0,0,0,0,0,0/10,10,10,10,10,10,10,0,0 40 52 w 40");
        server.handle("go infinite");
        awaitBestMoves(2);
        assertEquals("bestmove none", lines().get(lines().size() - 1));
    }

    @Test
    void aHugeHashOnASmallHeapGivesASmallerTableAndAMessage() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx128m", "-cp", System.getProperty("java.class.path"),
                "otau.Launcher", "engine").redirectErrorStream(true).start();
        try (PrintWriter in = new PrintWriter(p.getOutputStream(), true)) {
            in.println("setoption name Hash value " + SearchEngine.MAX_HASH_MIB);
            in.println("go depth 3");
            in.println("isready");
        }
        String all = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertTrue(all.contains("info string Hash 4096 MiB does not fit in this engine's memory"), all);
        assertTrue(all.lines().anyMatch(l -> l.matches("bestmove [1-9]")), all);
        assertTrue(!all.contains("OutOfMemoryError"), all);
    }

    @Test
    void processEngineTakesBestmoveNoneOnlyWhereTheGameIsOver() throws Exception {
        List<String> script = List.of("sh", "-c",
                "echo tkpok; while read l; do case \"$l\" in go*) echo 'bestmove none';; esac; done");
        Position over = otau.game.Fen.read("0,0,0,0,0,0,0,0,0/10,10,10,10,10,10,10,0,0 40 52 w 40");
        try (ProcessEngine e = new ProcessEngine(script, 5_000)) {
            BestMove none = e.go(over, Limits.moveTime(50), SearchListener.NONE).get(10, TimeUnit.SECONDS);
            assertTrue(none.isNone());
            ExecutionException ex = assertThrows(ExecutionException.class,
                    () -> e.go(Position.start(), Limits.moveTime(50), SearchListener.NONE).get(10, TimeUnit.SECONDS));
            assertTrue(ex.getCause().getMessage().contains("'bestmove none' (no move) in a position with legal moves"),
                    ex.getCause().getMessage());
        }
        // "bestmove 0" is no move too, and is quoted as the engine sent it.
        List<String> zero = List.of("sh", "-c",
                "echo tkpok; while read l; do case \"$l\" in go*) echo 'bestmove 0';; esac; done");
        try (ProcessEngine e = new ProcessEngine(zero, 5_000)) {
            ExecutionException ex = assertThrows(ExecutionException.class,
                    () -> e.go(Position.start(), Limits.moveTime(50), SearchListener.NONE).get(10, TimeUnit.SECONDS));
            assertTrue(ex.getCause().getMessage().contains("'bestmove 0' (no move) in a position with legal moves"),
                    ex.getCause().getMessage());
        }
    }

    @Test
    void aFailedSearchIsStillAnsweredWithALegalMove() throws InterruptedException {
        Engine failing = new Engine() {
            @Override
            public String name() {
                return "failing";
            }

            @Override
            public void setOption(String name, String value) {
            }

            @Override
            public void newGame() {
            }

            @Override
            public CompletableFuture<BestMove> go(Position position, Limits limits, SearchListener listener) {
                listener.message("search failed: java.lang.OutOfMemoryError: Java heap space");
                return CompletableFuture.failedFuture(new OutOfMemoryError("Java heap space"));
            }

            @Override
            public void stop() {
            }

            @Override
            public void close() {
            }
        };
        TkpServer s = new TkpServer(failing, List.of(), out);
        s.handle("go depth 3");
        awaitBestMoves(1);
        String best = lines().get(lines().size() - 1);
        assertTrue(Position.start().isLegal(Integer.parseInt(best.substring(9))), best);
    }

    @Test
    void manyThreadsStayWithinTheMoveTime() {
        engine.setOption(Engine.THREADS, "64");
        // The first search starts the helper thread and runs cold code: not what is checked here.
        engine.go(Position.start(), Limits.moveTime(100), SearchListener.NONE).join();
        long[] ms = new long[5];
        for (int i = 0; i < ms.length; i++) {
            long t0 = System.nanoTime();
            engine.go(Position.start(), Limits.moveTime(100), SearchListener.NONE).join();
            ms[i] = (System.nanoTime() - t0) / 1_000_000;
        }
        Arrays.sort(ms);
        // ~110 ms is the aim on a quiet machine (64 threads without the cap took 1.66 s). The
        // median ignores one search stalled by a collection in a test fork beside this one.
        assertTrue(ms[ms.length / 2] < 400, "Threads 64, movetime 100 took " + Arrays.toString(ms) + " ms");
    }

    @Test
    void manyThreadsAreCappedAtTheCores() {
        engine.setOption(Engine.THREADS, "64");
        engine.go(Position.start(), Limits.moveTime(200), SearchListener.NONE).join();
        // The helper pool keeps its threads a minute after the search: each one a helper started.
        String prefix = "otau-helper-" + Integer.toHexString(System.identityHashCode(engine)) + "-";
        long helpers = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith(prefix)).count();
        int cores = Runtime.getRuntime().availableProcessors();
        assertTrue(helpers <= cores - 1, helpers + " helper threads on " + cores + " cores");
    }
}
