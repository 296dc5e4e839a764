package otau.engine.search;

import otau.engine.core.BucketTable;

/**
 * The alpha-beta table shared by all search threads of one engine. Entries are written
 * without locks ({@link BucketTable} keeps {@code key ^ data} beside {@code data}, so a slot
 * torn by two threads writing at once simply fails the key check).
 *
 * <p>Slots come in buckets of four that fill one 64-byte cache line: a probe costs one
 * memory read, and a new entry can evict the least useful of four (the shallowest, or one
 * left over from an earlier search) instead of whatever happened to share its index.
 *
 * <p>Data layout: move+1 (4 bits), bound (2), depth (8), score+32768 (16), age (8).
 */
public final class TranspositionTable extends BucketTable {
    public static final int UPPER = 1;
    public static final int LOWER = 2;
    public static final int EXACT = 3;
    private static final int WAYS = 4;

    private int age;

    public TranspositionTable(int mebibytes) {
        super(slots(mebibytes));
    }

    @Override
    protected int ways() {
        return WAYS;
    }

    @Override
    protected int payloadLongs() {
        return 1;
    }

    /** At most 2^26 buckets (4 GiB). */
    private static long slots(int mebibytes) {
        return Math.min(slotsIn(mebibytes, 1), (long) WAYS << 26);
    }

    /** Sets the size (rounded down to a power of two buckets) and clears the table. */
    public void resize(int mebibytes) {
        allocate(slots(mebibytes));
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
        // The bucket scanned here rather than through find(): this is the engine's hot path.
        final long[] s = array();
        final int b = bucketStart(key);
        for (int i = b; i < b + 2 * WAYS; i += 2) {
            long d = s[i + 1];
            if ((s[i] ^ d) == key) {
                return d;
            }
        }
        return 0;
    }

    public void store(long key, int move, int bound, int depth, int score) {
        final long[] s = array();
        final int b = bucketStart(key);
        int target = b;
        int worst = Integer.MAX_VALUE;
        for (int i = b; i < b + 2 * WAYS; i += 2) {
            long old = s[i + 1];
            if ((s[i] ^ old) == key && old != 0) {
                // The same position: keep a deeper result of this search unless the new one is exact.
                if (bound != EXACT && depth < depth(old) - 1 && age(old) == age) {
                    return;
                }
                if (move < 0) {
                    move = move(old);
                }
                target = i;
                break;
            }
            // Otherwise evict the least useful: empty, then stale, then shallow (as place() would).
            int value = old == 0 ? -1 : value(old);
            if (value < worst) {
                worst = value;
                target = i;
            }
        }
        long d = (move + 1L) | ((long) bound << 4) | ((long) Math.max(0, Math.min(depth, 255)) << 6)
                | ((long) (score + 32768) << 14) | ((long) age << 30);
        s[target + 1] = d;
        s[target] = key ^ d;
    }

    /** Stale entries first, then shallow ones. */
    @Override
    protected long worth(int slot) {
        return value(word(slot, 0));
    }

    private int value(long d) {
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
