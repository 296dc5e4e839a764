package otau.puzzle.train;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.db.GameDatabase;

/**
 * The game database and the puzzle progress open the same new file at the same moment (as
 * the workbench does at its first start): both migrate it, neither fails.
 */
class SharedFileMigrationTest {
    @TempDir
    Path dir;

    @Test
    void bothOpenANewFileAtOnce() throws Exception {
        for (int round = 0; round < 8; round++) {
            Path file = dir.resolve("otau-" + round + ".db");
            CyclicBarrier start = new CyclicBarrier(2);
            CompletableFuture<Integer> games = CompletableFuture.supplyAsync(() -> {
                try {
                    start.await();
                    try (GameDatabase db = GameDatabase.open(file)) {
                        return 1;
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            CompletableFuture<Integer> progress = CompletableFuture.supplyAsync(() -> {
                try {
                    start.await();
                    try (SqliteProgressStore store = SqliteProgressStore.open(file)) {
                        return store.user().attempts() + 1;
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            assertEquals(1, games.join(), "round " + round);
            assertEquals(1, progress.join(), "round " + round);
        }
    }
}
