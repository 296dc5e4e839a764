package otau.engine.solve;

import java.lang.ref.SoftReference;
import otau.game.Side;

/**
 * What earlier solves proved, kept for the next: the df-pn tables of the two questions (one
 * a side, as the attacker) and the shortest-win search's bounds (one a winner), handed from
 * one solve to the next by {@link Solver#remembering}.
 *
 * <p>A game walked move by move (the etude trainer, Play Against the Solver) solves position
 * after position inside the last one's proof tree. A fresh table proves each again from
 * nothing; a kept one already holds the proofs and disproofs of the positions below, so the
 * next solve reads its answer off its root's children (measurements.md, "Solver: the memory
 * from move to move").
 *
 * <p>Sound for any position, not just those of one game: a proof in the table is a forced win
 * from its position whatever the path to it, and a disproof is stored only when it leaned on no
 * repetition above its own position ({@link ProofNumberSearch}); everything else in the table
 * only steers the search. The tables may be shared by solves on several threads, as helpers
 * share one ({@link PnTable}).
 *
 * <p>Between solves the tables are held softly: the garbage collector may take them back when
 * the program runs short of memory (many windows, each with a memory of its own), and the next
 * solve then starts from an empty table, as it did before memories were kept. A table is a
 * cache: losing it costs time, never an answer. During a solve its search holds it. And only
 * the {@link #MAX_KEEPING} memories used last keep tables at all.
 */
public final class ProofMemory {
    /**
     * Memories that may keep tables at once in the program: the workbench's Solve Position, the
     * trainer's attempt, a game against the solver and an etude's proof. A memory that makes a
     * table beyond them makes the one used least recently let its tables go, so that memories
     * nobody uses any more (a closed window's) do not fill the heap until the collector clears
     * them all at once.
     */
    static final int MAX_KEEPING = 4;
    /** Memories holding tables, the one used last at the end. Weak: a memory no longer used is not kept for this list. */
    private static final java.util.Deque<java.lang.ref.WeakReference<ProofMemory>> KEEPING = new java.util.ArrayDeque<>();

    private final java.util.function.Supplier<PnTable> newTable;
    @SuppressWarnings("unchecked")
    private final SoftReference<PnTable>[] tables = new SoftReference[2];
    @SuppressWarnings("unchecked")
    private final SoftReference<ShortestWin.Bounds>[] bounds = new SoftReference[2];
    private final boolean[] boundsLent = new boolean[2];

    /** @param mebibytesPerSide each question's table, allocated on first use */
    public ProofMemory(int mebibytesPerSide) {
        if (mebibytesPerSide < 1) {
            throw new IllegalArgumentException("a proof memory needs at least 1 MiB a side, not " + mebibytesPerSide);
        }
        this.newTable = () -> PnTable.ofMebibytes(mebibytesPerSide);
    }

    private ProofMemory(java.util.function.Supplier<PnTable> newTable) {
        this.newTable = newTable;
    }

    /** A memory of about {@code entries} slots a side (the tests use tiny ones, overwritten all the time). */
    static ProofMemory ofEntries(long entries) {
        return new ProofMemory(() -> PnTable.ofEntries(entries));
    }

    /** The table of the question "can {@code attacker} win?". */
    PnTable table(Side attacker) {
        PnTable kept;
        synchronized (this) {
            int i = attacker.index();
            kept = tables[i] == null ? null : tables[i].get();
            if (kept == null) {
                kept = newTable.get();
                tables[i] = new SoftReference<>(kept);
            }
        }
        used(this); // outside this memory's lock: it may take another memory's
        return kept;
    }

    /** Moves {@code memory} to the end of the list, and lets the least recently used ones beyond {@link #MAX_KEEPING} go. */
    private static void used(ProofMemory memory) {
        java.util.List<ProofMemory> letGo = new java.util.ArrayList<>();
        synchronized (KEEPING) {
            KEEPING.removeIf(r -> r.get() == null || r.get() == memory);
            KEEPING.addLast(new java.lang.ref.WeakReference<>(memory));
            while (KEEPING.size() > MAX_KEEPING) {
                ProofMemory oldest = KEEPING.removeFirst().get();
                if (oldest != null) {
                    letGo.add(oldest);
                }
            }
        }
        letGo.forEach(ProofMemory::clear);
    }

    /**
     * The shortest-win search's table for {@code winner} ({@link ShortestWin.Bounds}), made with
     * {@code mebibytes} MiB when there is none, lent to one search at a time (its probes keep
     * what they found in the table itself); null while another search has it. Give it back with
     * {@link #giveBack}.
     */
    ShortestWin.Bounds lendBounds(Side winner, int mebibytes) {
        ShortestWin.Bounds b = lend(winner, mebibytes);
        used(this);
        return b;
    }

    private synchronized ShortestWin.Bounds lend(Side winner, int mebibytes) {
        int i = winner.index();
        if (boundsLent[i]) {
            return null;
        }
        ShortestWin.Bounds kept = bounds[i] == null ? null : bounds[i].get();
        if (kept == null) {
            kept = new ShortestWin.Bounds(mebibytes);
            bounds[i] = new SoftReference<>(kept);
        }
        boundsLent[i] = true;
        return kept;
    }


    /** Ends the loan of {@link #lendBounds}. */
    synchronized void giveBack(Side winner) {
        boundsLent[winner.index()] = false;
    }

    /** Whether the df-pn table of "can {@code attacker} win?" is held now (not yet made, cleared, or taken back: false). */
    synchronized boolean holds(Side attacker) {
        SoftReference<PnTable> r = tables[attacker.index()];
        return r != null && r.get() != null;
    }

    /** Lets go of all its tables (a new game: nothing of the last one is likely to recur). */
    public synchronized void clear() {
        tables[0] = null;
        tables[1] = null;
        bounds[0] = null;
        bounds[1] = null;
    }
}
