package otau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import otau.engine.search.SearchEngine;
import otau.game.Fen;
import otau.game.Position;

/** The in-process engine's facade: non-blocking go/stop, options, tagging, several engines at once. */
class EngineFacadeTest {
    private static final Position MIDDLEGAME = Fen.read("1,4,8,1,5,18,1,15,2/0,6,2,3,4,15,5,X,4 30 38 w 10");

    /** Collects what a search reports. */
    static final class Recorder implements SearchListener {
        final List<SearchInfo> infos = new CopyOnWriteArrayList<>();
        final CompletableFuture<BestMove> best = new CompletableFuture<>();

        @Override
        public void info(SearchInfo info) {
            infos.add(info);
        }

        @Override
        public void bestMove(BestMove bestMove) {
            best.complete(bestMove);
        }
    }

    @Test
    void stopEndsAnInfiniteSearchPromptly() throws Exception {
        try (SearchEngine e = new SearchEngine()) {
            Recorder r = new Recorder();
            CompletableFuture<BestMove> f = e.go(Position.start(), Limits.infiniteSearch(), r);
            Thread.sleep(200);
            assertFalse(f.isDone(), "an infinite search waits for stop");
            e.stop();
            BestMove best = f.get(5, TimeUnit.SECONDS);
            assertTrue(Position.start().isLegal(best.move()));
            assertSame(best, r.best.get(1, TimeUnit.SECONDS));
        }
    }

    @Test
    void goReturnsAtOnceAndReportsAreTaggedWithTheirPosition() throws Exception {
        try (SearchEngine e = new SearchEngine()) {
            Recorder r = new Recorder();
            CompletableFuture<BestMove> f = e.go(MIDDLEGAME, Limits.depth(9), r);
            BestMove best = f.get(20, TimeUnit.SECONDS);
            assertEquals(9, r.infos.size(), "one report per iteration");
            for (int i = 0; i < r.infos.size(); i++) {
                SearchInfo info = r.infos.get(i);
                assertEquals(i + 1, info.depth());
                assertSame(MIDDLEGAME, info.position());
                assertTrue(info.seldepth() >= info.depth());
                assertTrue(MIDDLEGAME.isLegal(info.pv().get(0)));
            }
            SearchInfo last = r.infos.get(8);
            assertEquals(last.pv().get(0), best.move());
            assertEquals(last.score(), best.score());
            // The principal variation is a legal line.
            Position p = MIDDLEGAME;
            for (int m : last.pv()) {
                assertTrue(p.isLegal(m), "pv move " + m + " in " + p);
                p = p.play(m);
            }
        }
    }

    @Test
    void multiPvReportsDistinctLinesBestFirst() throws Exception {
        try (SearchEngine e = new SearchEngine()) {
            e.setOption(Engine.MULTI_PV, "3");
            Recorder r = new Recorder();
            e.go(MIDDLEGAME, Limits.depth(7), r).get(20, TimeUnit.SECONDS);
            List<SearchInfo> last = r.infos.stream().filter(i -> i.depth() == 7).toList();
            assertEquals(3, last.size());
            assertEquals(List.of(1, 2, 3), last.stream().map(SearchInfo::multipv).toList());
            assertEquals(3, last.stream().map(i -> i.pv().get(0)).distinct().count());
            assertTrue(last.get(0).score().value() >= last.get(1).score().value());
            assertTrue(last.get(1).score().value() >= last.get(2).score().value());
        }
    }

    @Test
    void twoEnginesSearchSideBySideWithoutDisturbingEachOther() throws Exception {
        long aloneA;
        long aloneB;
        try (SearchEngine a = new SearchEngine()) {
            aloneA = a.go(MIDDLEGAME, Limits.depth(11), SearchListener.NONE).get(30, TimeUnit.SECONDS).nodes();
            aloneB = a.go(Position.start(), Limits.depth(11), SearchListener.NONE).get(30, TimeUnit.SECONDS).nodes();
        }
        try (SearchEngine a = new SearchEngine(); SearchEngine b = new SearchEngine()) {
            CompletableFuture<BestMove> fa = a.go(MIDDLEGAME, Limits.depth(11), SearchListener.NONE);
            CompletableFuture<BestMove> fb = b.go(Position.start(), Limits.depth(11), SearchListener.NONE);
            // Single-threaded fixed-depth searches are deterministic: equal node counts show no shared state.
            assertEquals(aloneA, fa.get(30, TimeUnit.SECONDS).nodes());
            assertEquals(aloneB, fb.get(30, TimeUnit.SECONDS).nodes());
        }
    }

    @Test
    void severalThreadsShareTheTableAndStillAnswer() throws Exception {
        try (SearchEngine e = new SearchEngine()) {
            e.setOption(Engine.THREADS, "3");
            e.setOption(Engine.HASH, "8");
            BestMove best = e.go(MIDDLEGAME, Limits.depth(10), SearchListener.NONE).get(30, TimeUnit.SECONDS);
            assertTrue(MIDDLEGAME.isLegal(best.move()));
            assertEquals(10, best.depth());
        }
    }

    @Test
    void aNewGoStopsTheRunningSearch() throws Exception {
        try (SearchEngine e = new SearchEngine()) {
            CompletableFuture<BestMove> first = e.go(Position.start(), Limits.infiniteSearch(), SearchListener.NONE);
            CompletableFuture<BestMove> second = e.go(MIDDLEGAME, Limits.depth(4), SearchListener.NONE);
            assertSame(Position.start(), first.get(5, TimeUnit.SECONDS).position());
            assertSame(MIDDLEGAME, second.get(5, TimeUnit.SECONDS).position());
        }
    }

    @Test
    void limitsByNodesAndTimeEndTheSearch() throws Exception {
        try (SearchEngine e = new SearchEngine()) {
            BestMove byNodes = e.go(MIDDLEGAME, Limits.nodes(20_000), SearchListener.NONE).get(10, TimeUnit.SECONDS);
            assertTrue(byNodes.nodes() < 40_000, "nodes " + byNodes.nodes());
            BestMove byTime = e.go(MIDDLEGAME, Limits.moveTime(100), SearchListener.NONE).get(5, TimeUnit.SECONDS);
            assertTrue(MIDDLEGAME.isLegal(byTime.move()));
            BestMove byClock = e.go(MIDDLEGAME, Limits.clock(3000, 3000, 50, 50), SearchListener.NONE)
                    .get(5, TimeUnit.SECONDS);
            assertTrue(MIDDLEGAME.isLegal(byClock.move()));
        }
    }

    @Test
    void badOptionsAreRefusedWithTheirName() {
        try (SearchEngine e = new SearchEngine()) {
            assertTrue(assertThrows(IllegalArgumentException.class, () -> e.setOption("MultiPV", "9"))
                    .getMessage().contains("MultiPV"));
            assertTrue(assertThrows(IllegalArgumentException.class, () -> e.setOption("Colour", "1"))
                    .getMessage().contains("Colour"));
            assertNotEquals("", assertThrows(IllegalArgumentException.class, () -> e.setOption("Hash", "lots"))
                    .getMessage());
        }
    }
}
