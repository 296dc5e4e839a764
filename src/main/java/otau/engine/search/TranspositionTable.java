package otau.engine.search;

import otau.engine.core.BucketTable;

/**
 * The alpha-beta table shared by all search threads of one engine: a {@link BucketTable} of
 * buckets of four one-word slots, one 64-byte cache line each, so a probe costs one memory
 * read and a new entry can evict the least useful of four (left over from an earlier search
 * first, then the shallowest) instead of whatever happened to share its index.
 *
 * <p>Data layout: move+1 (4 bits), bound (2), depth (8), score+32768 (16), age (8). The bound
 * is never 0, so a written word never is, as the layout requires.
 */
public final class TranspositionTable extends BucketTable {
    public static final int UPPER = 1;
    public static final int LOWER = 2;
    public static final int EXACT = 3;

    private int age;

    public TranspositionTable(int mebibytes) {
        super(slotsIn(mebibytes, 1));
    }

    @Override
    protected int ways() {
        return 4;
    }

    @Override
    protected int payloadLongs() {
        return 1;
    }

    /** Sets the size (rounded down to a power of two buckets) and clears the table. */
    public void resize(int mebibytes) {
        allocate(slotsIn(mebibytes, 1));
        age = 0;
    }

    @Override
    public void clear() {
        super.clear();
        age = 0;
    }

    /** Marks a new search: older entries become the first to be replaced. */
    public void newSearch() {
        age = (age + 1) & 0xFF;
    }

    /** The entry's data for {@code key}, or 0 if there is none. */
    public long probe(long key) {
        int slot = find(key);
        return slot < 0 ? 0 : word(slot, 0);
    }

    public void store(long key, int move, int bound, int depth, int score) {
        int slot = place(key);
        if (holds(slot, key)) {
            long old = word(slot, 0);
            // The same position: keep a deeper result of this search unless the new one is exact.
            if (bound != EXACT && depth < depth(old) - 1 && age(old) == age) {
                return;
            }
            if (move < 0) {
                move = move(old);
            }
        }
        long d = (move + 1L) | ((long) bound << 4) | ((long) Math.max(0, Math.min(depth, 255)) << 6)
                | ((long) (score + 32768) << 14) | ((long) age << 30);
        write(slot, key, d);
    }

    /** Stale entries go first, then the shallowest. */
    @Override
    protected long worth(int slot) {
        long d = word(slot, 0);
        return depth(d) + (age(d) == age ? 256 : 0);
    }

    public static int move(long d) {
        return (int) (d & 0xF) - 1;
    }

    public static int bound(long d) {
        return (int) (d >>> 4) & 3;
    }

    public static int depth(long d) {
        return (int) (d >>> 6) & 0xFF;
    }

    public static int score(long d) {
        return (int) ((d >>> 14) & 0xFFFF) - 32768;
    }

    private static int age(long d) {
        return (int) (d >>> 30) & 0xFF;
    }

    /** Per mille of a sample of slots written during the current search. */
    public int hashfull() {
        int sample = Math.min(1000, capacity());
        int used = 0;
        for (int i = 0; i < sample; i++) {
            long d = word(slotAt(i), 0);
            if (d != 0 && age(d) == age) {
                used++;
            }
        }
        return used * 1000 / sample;
    }
}
