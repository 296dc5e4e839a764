package otau.puzzle.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.puzzle.Puzzle;

/** Every write of an attempt happens inside one transaction of the store. */
class AttemptTransactionTest {
    @TempDir
    Path dir;

    @Test
    void anAttemptIsOneTransaction() {
        try (SqliteProgressStore real = SqliteProgressStore.open(dir.resolve("otau.db"))) {
            List<String> outside = new ArrayList<>();
            int[] transactions = new int[1];
            boolean[] inside = new boolean[1];
            InvocationHandler h = (proxy, m, args) -> {
                if (m.getName().equals("inTransaction")) {
                    transactions[0]++;
                    real.inTransaction(() -> {
                        inside[0] = true;
                        try {
                            ((Runnable) args[0]).run();
                        } finally {
                            inside[0] = false;
                        }
                    });
                    return null;
                }
                if (!inside[0] && (m.getName().startsWith("save") || m.getName().startsWith("add")
                        || m.getName().startsWith("delete"))) {
                    outside.add(m.getName());
                }
                try {
                    return m.invoke(real, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            };
            ProgressStore counted = (ProgressStore) Proxy.newProxyInstance(ProgressStore.class.getClassLoader(),
                    new Class<?>[] {ProgressStore.class}, h);
            PuzzleTrainer trainer = new PuzzleTrainer(counted);
            Puzzle p = PuzzleTrainerTest.puzzles().get(1);
            trainer.record(p, false);
            trainer.record(p, true);
            assertEquals(2, transactions[0], "one transaction per attempt");
            assertEquals(List.of(), outside, "no write outside it");
            assertEquals(2, real.user().attempts());
            assertTrue(real.review(p.id()).isPresent());
        }
    }
}
