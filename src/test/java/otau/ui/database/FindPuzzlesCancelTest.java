package otau.ui.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.db.GameDatabase;
import otau.db.GameFilter;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.mine.BlunderGames;
import otau.ui.EnglishInterface;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.FxBackgroundExecutor;
import otau.ui.tasks.TaskContext;
import otau.ui.tasks.TaskHandle;

/**
 * Find Puzzles' Cancel as the application runs it: on the pool, whose cancel also interrupts
 * the worker. It stops the miner within a game (a game takes seconds), and what was found
 * before is still saved, as the dialog promises.
 */
@ExtendWith(EnglishInterface.class)
class FindPuzzlesCancelTest {

    @Test
    void aCancelStopsWithinAGameAndWhatWasFoundIsSaved() throws Exception {
        Path dir = otau.TempFolders.create("otau-find-cancel");
        // The oracle: the first game alone, mined to the end, never cancelled.
        Set<String> ofTheFirstGame;
        try (GameDatabase one = GameDatabase.open(dir.resolve("one.db"))) {
            one.addGame(BlunderGames.game(34, Set.of(22)), "test");
            FindPuzzlesDialog.Request request = new FindPuzzlesDialog.Request(one, GameFilter.any(), dir.resolve("a.pgn"));
            Context whole = new Context(Integer.MAX_VALUE);
            ofTheFirstGame = FindPuzzlesDialog.mine(request, whole).stream().map(Puzzle::id).collect(Collectors.toSet());
            assertFalse(ofTheFirstGame.isEmpty(), "the blunder gives puzzles");
            assertEquals(1, whole.progressReports.get(), "one report, after the only game");
            // Cancelled before the game's progress report: the miner sees it at its first look.
            assertEquals(List.of(), FindPuzzlesDialog.mine(request, new Context(0)));
            // The workbench's connection closed (another database opened meanwhile): the search
            // reads on a connection of its own and finds the same.
            one.close();
            assertEquals(ofTheFirstGame, FindPuzzlesDialog.mine(request, new Context(Integer.MAX_VALUE)).stream()
                    .map(Puzzle::id).collect(Collectors.toSet()));
        }

        try (GameDatabase db = GameDatabase.open(dir.resolve("games.db"))) {
            db.addGame(BlunderGames.game(34, Set.of(22)), "test");
            db.addGame(BlunderGames.game(40, Set.of(17, 29)), "test");
            Path out = dir.resolve("out.pgn");
            FindPuzzlesDialog.Request request = new FindPuzzlesDialog.Request(db, GameFilter.any(), out);
            ExecutorService pool = Executors.newSingleThreadExecutor();
            try {
                FxBackgroundExecutor executor = new FxBackgroundExecutor(pool, Runnable::run);
                AtomicInteger saved = new AtomicInteger(-1);
                CountDownLatch firstGameDone = new CountDownLatch(1);
                CountDownLatch over = new CountDownLatch(1);
                java.util.concurrent.atomic.AtomicReference<String> outcome = new java.util.concurrent.atomic.AtomicReference<>();
                BackgroundTask<Integer> task = FindPuzzlesDialog.task(request, saved::set)
                        .onProgress((fraction, message) -> {
                            if (fraction > 0) {
                                firstGameDone.countDown();
                            }
                        })
                        .onCancelled(() -> {
                            outcome.set("cancelled");
                            over.countDown();
                        })
                        .onSuccess(n -> {
                            outcome.set("finished with " + n);
                            over.countDown();
                        })
                        .onFailure(e -> {
                            outcome.set("failed: " + e);
                            over.countDown();
                        });
                TaskHandle handle = executor.submit(task);
                assertTrue(firstGameDone.await(120, TimeUnit.SECONDS), "the first game was mined");
                // Into the second game's searches (it takes seconds), so that the interrupt
                // breaks one off.
                Thread.sleep(500);
                handle.cancel();
                assertTrue(over.await(120, TimeUnit.SECONDS), "the cancelled task ended");
                assertEquals("cancelled", outcome.get(), "reported as stopped");

                assertTrue(Files.exists(out), "what was found is saved");
                List<Puzzle> written = PuzzleCollection.read(out).puzzles();
                assertEquals(written.size(), saved.get(), "the count the user is told is the count saved");
                Set<String> writtenIds = written.stream().map(Puzzle::id).collect(Collectors.toSet());
                assertTrue(writtenIds.containsAll(ofTheFirstGame), "the first game's puzzles are all kept: " + writtenIds);
                for (Puzzle p : written) {
                    assertTrue(ofTheFirstGame.contains(p.id()) || p.source().startsWith("games.db, game 2 "),
                            "only the first game's puzzles and the second's found before the cancel: " + p);
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }

    /** A task context that is cancelled from its {@code cancelledAtLook}-th look at the flag on. */
    private static final class Context implements TaskContext {
        private final int cancelledAtLook;
        private final AtomicInteger looks = new AtomicInteger();
        final AtomicInteger progressReports = new AtomicInteger();

        Context(int cancelledAtLook) {
            this.cancelledAtLook = cancelledAtLook;
        }

        @Override
        public void progress(double done, double total) {
            progressReports.incrementAndGet();
        }

        @Override
        public void message(String text) {
        }

        @Override
        public boolean isCancelled() {
            return looks.getAndIncrement() >= cancelledAtLook;
        }

        @Override
        public void whenCancelled(Runnable hook) {
            if (isCancelled()) {
                hook.run();
            }
        }

        @Override
        public void commit() {
        }
    }
}
