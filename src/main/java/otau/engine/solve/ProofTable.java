package otau.engine.solve;

import java.util.Arrays;

/**
 * The solver's transposition table: per position (its Zobrist key, stores included) what has
 * been proved about one question. A proof (the attacker can force the goal) and a
 * disproof (it cannot, whatever the path to the position) are kept forever, in preference
 * to "no proof within d plies", which only saves work at that depth or less. Two slots
 * per index; one instance per question, not shared between threads.
 */
final class ProofTable {
    static final int UNKNOWN = 0;
    static final int PROVEN = 1;
    static final int DISPROVEN = 2;

    private final long[] keys;
    /** status (2 bits) | best move + 1 (4 bits) << 2 | depth (8 bits) << 6 | proof length (plies) << 14 */
    private final int[] data;
    private final int mask;
    private long stored;

    ProofTable(int mebibytes) {
        long entries = Math.max(1024, (long) mebibytes * 1024 * 1024 / 12);
        int size = Integer.highestOneBit((int) Math.min(entries, 1 << 30));
        keys = new long[size];
        data = new int[size];
        mask = size - 1;
    }

    void clear() {
        Arrays.fill(keys, 0);
        Arrays.fill(data, 0);
        stored = 0;
    }

    /** The entry's data for {@code key}, or -1. */
    int probe(long key) {
        int i = (int) (key ^ key >>> 32) & mask;
        if (keys[i] == key && data[i] != 0) {
            return data[i];
        }
        int j = i ^ 1;
        if (keys[j] == key && data[j] != 0) {
            return data[j];
        }
        return -1;
    }

    void store(long key, int status, int bestMove, int depth, int length) {
        int d = status | (bestMove + 1) << 2 | Math.min(depth, 255) << 6 | Math.min(length, (1 << 17) - 1) << 14;
        int i = (int) (key ^ key >>> 32) & mask;
        int j = i ^ 1;
        if (keys[i] == key || data[i] == 0) {
            write(i, key, d);
        } else if (keys[j] == key || data[j] == 0) {
            write(j, key, d);
        } else {
            // Replace the less valuable: no proof before a proof, shallow before deep.
            int vi = worth(data[i]);
            int vj = worth(data[j]);
            write(vi <= vj ? i : j, key, d);
        }
    }

    private void write(int slot, long key, int d) {
        if (data[slot] == 0) {
            stored++;
        }
        // Never let "no proof yet" overwrite what was proved about the same position.
        if (keys[slot] == key && status(data[slot]) != UNKNOWN && status(d) == UNKNOWN) {
            return;
        }
        keys[slot] = key;
        data[slot] = d;
    }

    private static int worth(int d) {
        return status(d) == UNKNOWN ? depth(d) : 1000 + depth(d);
    }

    long stored() {
        return stored;
    }

    int capacity() {
        return keys.length;
    }

    static int status(int d) {
        return d & 3;
    }

    static int bestMove(int d) {
        return ((d >>> 2) & 0xF) - 1;
    }

    static int depth(int d) {
        return (d >>> 6) & 0xFF;
    }

    static int length(int d) {
        return d >>> 14;
    }
}
