package otau.engine.solve;

import java.util.Arrays;

/**
 * The proof-number search's table: per position (its Zobrist key, stores included) the
 * proof and disproof numbers last computed, the best move, the proof length and the work
 * spent. A proof (pn 0) and a stored disproof (dn 0) are final; everything else is a
 * heuristic that only steers the search. Four slots per bucket; a full bucket gives up the
 * entry that cost least to compute, unsolved before solved.
 */
final class PnTable {
    static final int WAYS = 4;

    private final long[] keys;
    private final int[] pn;
    private final int[] dn;
    /** best move + 1 (4 bits) | proof length (plies, 20 bits) << 4 */
    private final int[] info;
    private final int[] work;
    private final int mask;

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
        int size = Integer.highestOneBit((int) Math.max(WAYS, Math.min(entries, 1 << 30)));
        keys = new long[size];
        pn = new int[size];
        dn = new int[size];
        info = new int[size];
        work = new int[size];
        mask = (size - 1) & ~(WAYS - 1);
    }

    void clear() {
        Arrays.fill(keys, 0);
        Arrays.fill(work, 0);
    }

    /** Looks {@code key} up; true and the found* fields set when it is there. */
    boolean probe(long key) {
        int b = bucket(key);
        for (int i = b; i < b + WAYS; i++) {
            if (keys[i] == key && work[i] != 0) {
                foundPn = pn[i];
                foundDn = dn[i];
                foundMove = (info[i] & 0xF) - 1;
                foundLength = info[i] >>> 4;
                return true;
            }
        }
        return false;
    }

    void store(long key, int proof, int disproof, int bestMove, int length, long spent) {
        int b = bucket(key);
        int slot = -1;
        long worst = Long.MAX_VALUE;
        for (int i = b; i < b + WAYS; i++) {
            if (keys[i] == key || work[i] == 0) {
                slot = i;
                break;
            }
            long value = worth(i);
            if (value < worst) {
                worst = value;
                slot = i;
            }
        }
        keys[slot] = key;
        pn[slot] = proof;
        dn[slot] = disproof;
        info[slot] = (bestMove + 1) | Math.min(length, (1 << 20) - 1) << 4;
        work[slot] = (int) Math.max(1, Math.min(spent, Integer.MAX_VALUE));
    }

    private long worth(int i) {
        boolean solved = pn[i] == 0 || dn[i] == 0;
        return (solved ? 1L << 31 : 0) + work[i];
    }

    private int bucket(long key) {
        return (int) (key ^ key >>> 29) & mask;
    }
}
