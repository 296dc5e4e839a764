package otau.engine.solve;

import otau.engine.core.BucketTable;

/**
 * The proof-number search's table: per position (its Zobrist key, stores included) the
 * proof and disproof numbers last computed, the proof length and the work spent. A proof
 * (pn 0) and a stored disproof (dn 0) are final; everything else is a heuristic that only
 * steers the search. Four slots per bucket; a full bucket gives up the entry that cost least
 * to compute, unsolved before solved.
 *
 * <p>Each slot is two longs, the key and one word, so that a bucket of four is 64 bytes, one
 * cache line (the search probes every child of every node, and these misses are most of a
 * node's cost), and so that searches on several threads can share one table: the key word
 * holds {@code key ^ word}, so a slot torn by two writers fails the key check, and a probe
 * returns the one word it checked. The word holds the proof length (10 bits: a path is at most
 * 1,000 plies), the work as a power of two (6 bits; replacement only compares it) and the two
 * numbers in 24 bits each. A finite number too big for its bits is kept as the biggest that
 * fits, infinity as all ones: proofs and disproofs are exact, and an open number read back
 * smaller only makes the search visit that node sooner, where it finds the true number.
 */
final class PnTable extends BucketTable {
    static final int WAYS = 4;
    private static final int NUMBER_BITS = 24;
    private static final long NUMBER_MASK = (1L << NUMBER_BITS) - 1;
    /** Infinity as stored: all ones. */
    private static final int STORED_INF = (int) NUMBER_MASK;
    /** The biggest finite number the table keeps. */
    static final int MAX_STORED = STORED_INF - 1;
    static final int MAX_LENGTH = (1 << 10) - 1;
    private static final int WORK_SHIFT = 10;
    private static final int PN_SHIFT = 16;
    private static final int DN_SHIFT = PN_SHIFT + NUMBER_BITS;

    /** A table in about {@code mebibytes} MiB. */
    static PnTable ofMebibytes(int mebibytes) {
        return new PnTable(Math.max(1024, slotsIn(mebibytes, 1)));
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
        return 1;
    }

    /**
     * Reads {@code key}'s bucket ahead of a probe (see {@link BucketTable#prefetch}); the caller
     * keeps the value, in a field of its own, so that the loads are not dropped.
     */
    long touch(long key) {
        return prefetch(key);
    }

    /** The entry of {@code key} (read it with {@link #pn}, {@link #dn}, {@link #length}), or 0 when there is none. */
    long probe(long key) {
        return findWord(key);
    }

    static int pn(long entry) {
        return number(entry >>> PN_SHIFT);
    }

    static int dn(long entry) {
        return number(entry >>> DN_SHIFT);
    }

    static int length(long entry) {
        return (int) entry & MAX_LENGTH;
    }

    void store(long key, int proof, int disproof, int length, long spent) {
        // The work class is at least 1: the word is never 0, which would read as an empty slot.
        long workClass = Math.min(63, 64 - Long.numberOfLeadingZeros(Math.max(1, spent)));
        long w = Math.min(length, MAX_LENGTH)
                | workClass << WORK_SHIFT
                | stored(proof) << PN_SHIFT
                | stored(disproof) << DN_SHIFT;
        write(place(key), key, w);
    }

    private static long stored(int number) {
        return number >= ProofNumberSearch.INF ? STORED_INF : Math.min(number, MAX_STORED);
    }

    private static int number(long bits) {
        int v = (int) (bits & NUMBER_MASK);
        return v == STORED_INF ? ProofNumberSearch.INF : v;
    }

    /** Open entries before solved ones, the cheapest first. */
    @Override
    protected long worth(int slot) {
        long w = word(slot, 0);
        boolean solved = ((w >>> PN_SHIFT) & NUMBER_MASK) == 0 || ((w >>> DN_SHIFT) & NUMBER_MASK) == 0;
        return (solved ? 64 : 0) + ((w >>> WORK_SHIFT) & 63);
    }
}
