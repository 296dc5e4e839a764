package otau.engine.solve;

import otau.engine.core.BucketTable;

/**
 * The deepening search's table: per position (its Zobrist key, stores included) what has
 * been proved about one question. A proof (the attacker can force the goal) and a
 * disproof (it cannot, whatever the path to the position) are kept forever, in preference
 * to "no proof within d plies", which only saves work at that depth or less. Buckets of two
 * slots; one instance per question, not shared between threads.
 *
 * <p>The status constants are also the answers of every exact search.
 */
final class ProofTable extends BucketTable {
    static final int UNKNOWN = 0;
    static final int PROVEN = 1;
    static final int DISPROVEN = 2;

    ProofTable(int mebibytes) {
        super(Math.max(1024, slotsIn(mebibytes, 1)));
    }

    @Override
    protected int ways() {
        return 2;
    }

    @Override
    protected int payloadLongs() {
        return 1;
    }

    /** The entry's data for {@code key}, or -1. */
    int probe(long key) {
        int slot = find(key);
        return slot < 0 ? -1 : (int) word(slot, 0);
    }

    /**
     * Stores what is known of {@code key}. An entry of status UNKNOWN, no move, depth 0 and
     * length 0 packs to 0, which is an empty slot: it is not kept (it says nothing).
     */
    void store(long key, int status, int bestMove, int depth, int length) {
        int d = status | (bestMove + 1) << 2 | Math.min(depth, 255) << 6 | Math.min(length, (1 << 17) - 1) << 14;
        int slot = place(key);
        // Never let "no proof yet" overwrite what was proved about the same position.
        if (holds(slot, key) && status((int) word(slot, 0)) != UNKNOWN && status(d) == UNKNOWN) {
            return;
        }
        write(slot, key, d & 0xFFFF_FFFFL);
    }

    /** No proof before a proof, shallow before deep. */
    @Override
    protected long worth(int slot) {
        int d = (int) word(slot, 0);
        return status(d) == UNKNOWN ? depth(d) : 1000 + depth(d);
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
