package otau.ui.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.db.GameDatabase;
import otau.db.GameFilter;
import otau.puzzle.Puzzle;
import otau.puzzle.mine.BlunderGames;
import otau.ui.EnglishInterface;
import otau.ui.tasks.TaskContext;

/**
 * Find Puzzles' cancel stops the miner within a game, not only between games: a game takes
 * seconds to mine, and the database may hold a single long one.
 */
@ExtendWith(EnglishInterface.class)
class FindPuzzlesCancelTest {

    @Test
    void aCancelWithinTheOnlyGameStopsTheMiningThere() throws java.io.IOException {
        Path dir = otau.TempFolders.create("otau-find-cancel");
        try (GameDatabase db = GameDatabase.open(dir.resolve("games.db"))) {
            // One game, with a blunder at ply 22 that the miner turns into puzzles (the oracle:
            // the same request, never cancelled, finds them).
            db.addGame(BlunderGames.game(34, Set.of(22)), "test");
            FindPuzzlesDialog.Request request = new FindPuzzlesDialog.Request(db, GameFilter.any(), dir.resolve("out.pgn"));

            Context whole = new Context(Integer.MAX_VALUE);
            List<Puzzle> all = FindPuzzlesDialog.mine(request, whole);
            assertFalse(all.isEmpty(), "the blunder gives puzzles");
            assertEquals(1, whole.progressReports.get(), "one report, after the only game");

            // Cancelled at the miner's first look, before the game's progress report: the
            // miner must see it at once, not mine the whole game first.
            Context stopped = new Context(0);
            List<Puzzle> none = FindPuzzlesDialog.mine(request, stopped);
            assertEquals(List.of(), none, "a cancel before the first position finds nothing");
            assertTrue(stopped.looks.get() >= 1, "the miner asked the task");
        }
    }

    /** A task context that reads "cancelled" after {@code openLooks} looks at the flag. */
    private static final class Context implements TaskContext {
        private final int openLooks;
        final AtomicInteger looks = new AtomicInteger();
        final AtomicInteger progressReports = new AtomicInteger();

        Context(int openLooks) {
            this.openLooks = openLooks;
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
            return looks.getAndIncrement() >= openLooks;
        }
    }
}
