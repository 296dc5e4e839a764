package otau.engine.solve;

import otau.engine.core.BucketTable;

/**
 * The proof-number search's table: per position (its Zobrist key, stores included) the
 * proof and disproof numbers last computed, the best move, the proof length and the work
 * spent. A proof (pn 0) and a stored disproof (dn 0) are final; everything else is a
 * heuristic that only steers the search. Four slots per bucket; a full bucket gives up the
 * entry that cost least to compute, unsolved before solved.
 *
 * <p>Each slot is three longs (key; info | work &lt;&lt; 32; pn | dn &lt;&lt; 32), so a bucket
 * is 96 contiguous bytes: a probe touches two or three adjacent cache lines. The search probes
 * every child of every node, so these misses are most of a node's cost.
 */
final class PnTable extends BucketTable {
    static final int WAYS = 4;
    private static final long LOW = 0xFFFF_FFFFL;

    /** What {@link #touch} read: kept in a field so that the compiler cannot drop the loads. */
    private long touched;

    // Results of the last successful probe.
    int foundPn;
    int foundDn;
    int foundMove;
    int foundLength;

    /** A table in about {@code mebibytes} MiB. */
    static PnTable ofMebibytes(int mebibytes) {
        return new PnTable(Math.max(1024, slotsIn(mebibytes, 2)));
    }

    /** A table of about {@code entries} slots (the tests use a tiny one, to overwrite entries all the time). */
    static PnTable ofEntries(long entries) {
        return new PnTable(entries);
    }

    private PnTable(long entries) {
        super(entries);
    }

    @Override
    protected int ways() {
        return WAYS;
    }

    @Override
    protected int payloadLongs() {
        return 2;
    }

    /** Reads {@code key}'s bucket ahead of a probe (see {@link BucketTable#prefetch}). */
    void touch(long key) {
        touched += prefetch(key);
    }

    /** Looks {@code key} up; true and the found* fields set when it is there. */
    boolean probe(long key) {
        int slot = find(key);
        if (slot < 0) {
            return false;
        }
        int info = (int) word(slot, 0);
        long numbers = word(slot, 1);
        foundPn = (int) numbers;
        foundDn = (int) (numbers >>> 32);
        foundMove = (info & 0xF) - 1;
        foundLength = info >>> 4;
        return true;
    }

    void store(long key, int proof, int disproof, int bestMove, int length, long spent) {
        int info = (bestMove + 1) | Math.min(length, (1 << 20) - 1) << 4;
        long work = Math.max(1, Math.min(spent, Integer.MAX_VALUE));
        // work is at least 1: the first word is never 0, which would read as an empty slot.
        write(place(key), key, (info & LOW) | work << 32, (proof & LOW) | (long) disproof << 32);
    }

    /** Open entries before solved ones, the cheapest first. */
    @Override
    protected long worth(int slot) {
        long numbers = word(slot, 1);
        boolean solved = (int) numbers == 0 || (int) (numbers >>> 32) == 0;
        return (solved ? 1L << 31 : 0) + (word(slot, 0) >>> 32);
    }
}
