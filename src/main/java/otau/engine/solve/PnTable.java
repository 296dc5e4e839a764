package otau.engine.solve;

import java.util.Arrays;

/**
 * The proof-number search's table: per position (its Zobrist key, stores included) the
 * proof and disproof numbers last computed, the best move, the proof length and the work
 * spent. A proof (pn 0) and a stored disproof (dn 0) are final; everything else is a
 * heuristic that only steers the search. Four slots per bucket; a full bucket gives up the
 * entry that cost least to compute, unsolved before solved.
 *
 * <p>Each slot is three longs of one array (key; pn | dn &lt;&lt; 32; info | work &lt;&lt; 32), so
 * a bucket is 96 contiguous bytes: a probe touches two or three adjacent cache lines, where five
 * parallel arrays cost up to five misses on a hit. The search probes every child of every
 * node, so these misses are most of a node's cost.
 */
final class PnTable {
    static final int WAYS = 4;
    private static final int SLOT = 3;
    private static final long LOW = 0xFFFF_FFFFL;

    /** slot s: [3s] key, [3s+1] pn | dn << 32, [3s+2] info | work << 32 */
    private final long[] slots;
    private final int mask;
    /** What {@link #touch} read: kept in a field so that the compiler cannot drop the loads. */
    private long touched;

    // Results of the last successful probe.
    int foundPn;
    int foundDn;
    int foundMove;
    int foundLength;

    /** A table in about {@code mebibytes} MiB. */
    static PnTable ofMebibytes(int mebibytes) {
        return new PnTable(Math.max(1024, (long) mebibytes * 1024 * 1024 / 24));
    }

    /** A table of about {@code entries} slots (the tests use a tiny one, to overwrite entries all the time). */
    static PnTable ofEntries(long entries) {
        return new PnTable(entries);
    }

    private PnTable(long entries) {
        // At most 2^29 slots (12 GiB, what --hash 16384 gives), so that 3 longs a slot fit in one array.
        int size = Integer.highestOneBit((int) Math.max(WAYS, Math.min(entries, 1 << 29)));
        slots = new long[size * SLOT];
        mask = (size - 1) & ~(WAYS - 1);
    }

    void clear() {
        Arrays.fill(slots, 0);
    }

    /**
     * Reads every cache line of {@code key}'s bucket (96 bytes: two lines, three when the
     * bucket straddles a boundary) and nothing else, so that a caller
     * about to probe several keys can start all their memory loads at once (Java has no
     * prefetch instruction; independent loads in a row overlap in the processor).
     */
    void touch(long key) {
        int b = bucket(key) * SLOT;
        touched += slots[b] + slots[b + WAYS * SLOT / 2] + slots[b + WAYS * SLOT - 1];
    }

    /** Looks {@code key} up; true and the found* fields set when it is there. */
    boolean probe(long key) {
        int b = bucket(key) * SLOT;
        for (int i = b; i < b + WAYS * SLOT; i += SLOT) {
            long meta = slots[i + 2];
            if (slots[i] == key && meta >>> 32 != 0) {
                long numbers = slots[i + 1];
                foundPn = (int) numbers;
                foundDn = (int) (numbers >>> 32);
                int info = (int) meta;
                foundMove = (info & 0xF) - 1;
                foundLength = info >>> 4;
                return true;
            }
        }
        return false;
    }

    void store(long key, int proof, int disproof, int bestMove, int length, long spent) {
        int b = bucket(key) * SLOT;
        int slot = -1;
        long worst = Long.MAX_VALUE;
        for (int i = b; i < b + WAYS * SLOT; i += SLOT) {
            if (slots[i] == key || slots[i + 2] >>> 32 == 0) {
                slot = i;
                break;
            }
            long value = worth(i);
            if (value < worst) {
                worst = value;
                slot = i;
            }
        }
        int info = (bestMove + 1) | Math.min(length, (1 << 20) - 1) << 4;
        long work = Math.max(1, Math.min(spent, Integer.MAX_VALUE));
        slots[slot] = key;
        slots[slot + 1] = (proof & LOW) | (long) disproof << 32;
        slots[slot + 2] = (info & LOW) | work << 32;
    }

    private long worth(int i) {
        long numbers = slots[i + 1];
        boolean solved = (int) numbers == 0 || (int) (numbers >>> 32) == 0;
        return (solved ? 1L << 31 : 0) + (slots[i + 2] >>> 32);
    }

    private int bucket(long key) {
        return (int) (key ^ key >>> 29) & mask;
    }
}
