package otau.engine.tkp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import otau.engine.BestMove;
import otau.engine.EngineException;
import otau.engine.Limits;
import otau.engine.SearchInfo;
import otau.engine.SearchListener;
import otau.game.Position;

/** External engines over TKP: a real one, and ones that crash, hang or talk nonsense. */
class ProcessEngineTest {

    static List<String> ownEngine() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-cp", System.getProperty("java.class.path"), "otau.Launcher", "engine");
    }

    private static List<String> shell(String script) {
        return List.of("sh", "-c", script);
    }

    @Test
    void talksToARealEngine() throws Exception {
        try (ProcessEngine e = new ProcessEngine(ownEngine(), 20_000)) {
            assertEquals("Otau", e.name());
            e.setOption("MultiPV", "2");
            List<SearchInfo> infos = new CopyOnWriteArrayList<>();
            Position p = Position.start().play(6);
            BestMove best = e.go(p, Limits.depth(4), new SearchListener() {
                @Override
                public void info(SearchInfo info) {
                    infos.add(info);
                }

                @Override
                public void bestMove(BestMove bestMove) {
                }
            }).get(20, TimeUnit.SECONDS);
            assertTrue(p.isLegal(best.move()));
            assertEquals(8, infos.size());
            assertTrue(infos.stream().allMatch(i -> i.position() == p));
            // Infinite search ended by stop.
            var f = e.go(p, Limits.infiniteSearch(), SearchListener.NONE);
            Thread.sleep(100);
            e.stop();
            assertTrue(p.isLegal(f.get(5, TimeUnit.SECONDS).move()));
        }
    }

    @Test
    void anEngineThatCrashesFailsTheSearch() {
        String script = "read l; echo 'id name Crasher'; echo tkpok; read l; read l; exit 3";
        try (ProcessEngine e = new ProcessEngine(shell(script), 5_000)) {
            var f = e.go(Position.start(), Limits.moveTime(50), SearchListener.NONE);
            ExecutionException ex = assertThrows(ExecutionException.class, () -> f.get(10, TimeUnit.SECONDS));
            assertInstanceOf(EngineException.class, ex.getCause());
            assertTrue(ex.getCause().getMessage().contains("exited"), ex.getCause().getMessage());
            // Later searches fail at once instead of hanging.
            var again = e.go(Position.start(), Limits.moveTime(50), SearchListener.NONE);
            assertThrows(ExecutionException.class, () -> again.get(5, TimeUnit.SECONDS));
        }
    }

    @Test
    void anEngineThatHangsIsStoppedThenKilled() {
        String script = "echo tkpok; while read l; do :; done";
        try (ProcessEngine e = new ProcessEngine(shell(script), 5_000)) {
            var f = e.go(Position.start(), Limits.moveTime(50), SearchListener.NONE);
            ExecutionException ex = assertThrows(ExecutionException.class, () -> f.get(10, TimeUnit.SECONDS));
            assertTrue(ex.getCause().getMessage().contains("no bestmove in time"), ex.getCause().getMessage());
        }
    }

    @Test
    void aMoveTimeTooLargeToCountIsNotADeadlineInThePast() throws Exception {
        // The engine answers only when told to stop. A move time of Long.MAX_VALUE ms used to
        // overflow into a deadline already past: "stop" went out at once, and then the engine was
        // killed as hung. Now nothing is sent until we stop it ourselves.
        String script = "echo tkpok; while read l; do case \"$l\" in stop) echo 'bestmove 1';; esac; done";
        try (ProcessEngine e = new ProcessEngine(shell(script), 5_000)) {
            var f = e.go(Position.start(), Limits.moveTime(Long.MAX_VALUE), SearchListener.NONE);
            Thread.sleep(700);
            assertTrue(!f.isDone(), "stopped before anyone asked");
            e.stop();
            assertEquals(1, f.get(10, TimeUnit.SECONDS).move());
        }
    }

    @Test
    void nonsenseIsSkippedAndABadBestMoveFails() {
        String script = "echo tkpok; while read l; do case \"$l\" in go*) echo 'info depth x score cp y'; "
                + "echo 'hello there'; echo 'info depth 3 score cp 12 pv 1 2 banana'; echo 'bestmove 10';; esac; done";
        try (ProcessEngine e = new ProcessEngine(shell(script), 5_000)) {
            List<SearchInfo> infos = new CopyOnWriteArrayList<>();
            var f = e.go(Position.start(), Limits.moveTime(50), new SearchListener() {
                @Override
                public void info(SearchInfo info) {
                    infos.add(info);
                }

                @Override
                public void bestMove(BestMove bestMove) {
                }
            });
            ExecutionException ex = assertThrows(ExecutionException.class, () -> f.get(10, TimeUnit.SECONDS));
            assertTrue(ex.getCause().getMessage().contains("illegal move 10"), ex.getCause().getMessage());
            assertTrue(infos.isEmpty(), "unreadable info lines are skipped");
        }
    }

    @Test
    void anEngineThatNeverShakesHandsIsRefused() {
        EngineException ex = assertThrows(EngineException.class,
                () -> new ProcessEngine(shell("sleep 20"), 300));
        assertTrue(ex.getMessage().contains("did not answer tkp"), ex.getMessage());
        assertThrows(EngineException.class, () -> new ProcessEngine(List.of("/no/such/engine"), 300));
    }

    @Test
    void theEnginesStandardErrorGoesToTheLog() throws Exception {
        java.util.logging.Logger logger = java.util.logging.Logger.getLogger(ProcessEngine.class.getName());
        List<String> seen = new CopyOnWriteArrayList<>();
        java.util.logging.Handler h = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord r) {
                seen.add(r.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        java.util.logging.Level before = logger.getLevel();
        logger.setLevel(java.util.logging.Level.FINE);
        logger.addHandler(h);
        try (ProcessEngine e = new ProcessEngine(shell("echo 'warming up the tables' >&2; echo tkpok; "
                + "while read l; do :; done"), 5_000)) {
            long until = System.currentTimeMillis() + 30_000;
            while (seen.stream().noneMatch(m -> m.contains("warming up the tables"))
                    && System.currentTimeMillis() < until) {
                Thread.sleep(20);
            }
            assertTrue(seen.stream().anyMatch(m -> m.contains("stderr: warming up the tables")), seen.toString());
        } finally {
            logger.removeHandler(h);
            logger.setLevel(before);
        }
    }
}
