package otau.engine.search;

/**
 * The hash table shared by all search threads of one engine. Entries are written without
 * locks; each slot stores {@code key ^ data} beside {@code data}, so a slot torn by two
 * threads writing at once simply fails the key check (the Lazy SMP way).
 *
 * <p>Slots come in buckets of four that fill one 64-byte cache line: a probe costs one
 * memory read, and a new entry can evict the least useful of four (the shallowest, or one
 * left over from an earlier search) instead of whatever happened to share its index.
 *
 * <p>Data layout: move+1 (4 bits), bound (2), depth (8), score+32768 (16), age (8).
 *
 * <p>The same layout and rules as {@link otau.engine.core.BucketTable}, which the other
 * searches' tables extend, kept in a class of its own: this table is the engine's hot path,
 * and as a subclass (generic probe and store, or its own loops over the inherited array) the
 * engine's bench lost 5 to 10 % of its nodes per CPU second, alternating runs.
 */
public final class TranspositionTable {
    public static final int UPPER = 1;
    public static final int LOWER = 2;
    public static final int EXACT = 3;
    private static final int SLOTS_PER_BUCKET = 4;
    /** Longs per bucket: key and data of each slot. */
    private static final int BUCKET_LONGS = 2 * SLOTS_PER_BUCKET;
    private static final int BUCKET_BYTES = 8 * BUCKET_LONGS;
    /**
     * Where the first bucket starts in the array. A large array begins on a heap-region
     * boundary and its elements 16 bytes after that, so six longs further on is a cache-line
     * boundary; if the guess is wrong the table still works, a probe just may touch two lines.
     */
    private static final int FIRST = 6;

    private long[] slots;
    private int bucketMask;
    private int age;

    public TranspositionTable(int mebibytes) {
        resize(mebibytes);
    }

    /** Sets the size (rounded down to a power of two buckets) and clears the table. */
    public void resize(int mebibytes) {
        long buckets = Math.max(1L, (long) mebibytes * 1024 * 1024 / BUCKET_BYTES);
        int size = Integer.highestOneBit((int) Math.min(buckets, 1 << 26));
        slots = new long[FIRST + size * BUCKET_LONGS + (BUCKET_LONGS - FIRST)];
        bucketMask = size - 1;
        age = 0;
    }

    public void clear() {
        java.util.Arrays.fill(slots, 0);
        age = 0;
    }

    /** Marks a new search: older entries become the first to be replaced. */
    public void newSearch() {
        age = (age + 1) & 0xFF;
    }

    private int bucket(long key) {
        return FIRST + (((int) (key >>> 32) & bucketMask) * BUCKET_LONGS);
    }

    /** The entry's data for {@code key}, or 0 if there is none. */
    public long probe(long key) {
        final long[] s = slots;
        int b = bucket(key);
        for (int i = b; i < b + BUCKET_LONGS; i += 2) {
            long d = s[i + 1];
            if ((s[i] ^ d) == key) {
                return d;
            }
        }
        return 0;
    }

    public void store(long key, int move, int bound, int depth, int score) {
        final long[] s = slots;
        int b = bucket(key);
        int target = -1;
        int worst = Integer.MAX_VALUE;
        for (int i = b; i < b + BUCKET_LONGS; i += 2) {
            long old = s[i + 1];
            if ((s[i] ^ old) == key) {
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
            // Otherwise evict the least useful: empty, then stale, then shallow.
            int value = old == 0 ? -1 : depth(old) + (age(old) == age ? 256 : 0);
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
        int sample = Math.min(1000, (bucketMask + 1) * SLOTS_PER_BUCKET);
        int used = 0;
        for (int i = 0; i < sample; i++) {
            long d = slots[FIRST + 2 * i + 1];
            if (d != 0 && age(d) == age) {
                used++;
            }
        }
        return used * 1000 / sample;
    }
}
