package otau.engine.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * More threads on one df-pn question: each helper is a search of its own (its own board and
 * path) on the same table as the main search, so that every proof or disproof one finds
 * saves the others the work. They differ in how they break ties between children, so they
 * do not all walk the same nodes. The first search to decide the root decides the question;
 * the others are stopped. Sound because the table only ever holds what some search proved
 * (a torn slot fails its key check) and a stored disproof never leans on the path above it.
 */
final class SharedTableHelpers {
    private final List<ProofNumberSearch> searches = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private volatile int status = ProofTable.UNKNOWN;
    private volatile ProofNumberSearch decider;
    private volatile boolean done;

    /** {@code count} helpers of {@code main}, stopped by {@code stop} too; not started yet. */
    SharedTableHelpers(ProofNumberSearch main, int count, BooleanSupplier stop) {
        BooleanSupplier mine = () -> done || status != ProofTable.UNKNOWN || stop.getAsBoolean();
        for (int i = 0; i < count; i++) {
            searches.add(ProofNumberSearch.helper(main, mine));
        }
    }

    void start() {
        for (ProofNumberSearch s : searches) {
            Thread t = new Thread(() -> run(s), "solver-helper");
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
    }

    private void run(ProofNumberSearch s) {
        try {
            while (!done && status == ProofTable.UNKNOWN) {
                int r = s.step();
                if (r != ProofTable.UNKNOWN) {
                    decide(r, s);
                }
            }
        } catch (ForcingSearch.Stopped e) {
            // stopped by the main search's end, another helper's decision, or the caller
        }
    }

    private synchronized void decide(int result, ProofNumberSearch s) {
        if (status == ProofTable.UNKNOWN) {
            decider = s;
            status = result;
        }
    }

    /** PROVEN or DISPROVEN once a helper has decided the root, else UNKNOWN. */
    int status() {
        return status;
    }

    /** The helper that decided the root (its proof length and depth are the question's), or null. */
    ProofNumberSearch decider() {
        return decider;
    }

    long nodes() {
        long n = 0;
        for (ProofNumberSearch s : searches) {
            n += s.nodes();
        }
        return n;
    }

    /** Stops the helpers and waits for them. */
    void finish() {
        done = true;
        for (Thread t : threads) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
