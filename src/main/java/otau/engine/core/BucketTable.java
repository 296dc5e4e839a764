package otau.engine.core;

import java.util.Arrays;

/**
 * The one transposition-table layout of every search in Otau: a fixed number of slots, each a
 * key and one or more payload words in one {@code long[]}, grouped in buckets of a few slots
 * that sit side by side in memory, so that a probe reads one or two cache lines.
 *
 * <p>What a slot means is the subclass's business (an alpha-beta bound, proof numbers, a
 * proof's status and length, bounds on a distance); this class finds a position's slot, picks
 * the slot a new entry replaces, and reads and writes the words. Rules every table shares:
 * <ul>
 *   <li>a slot whose first payload word is 0 is empty, so an entry's first word is never 0;</li>
 *   <li>the key word holds {@code key ^ word0}: a slot torn by two threads writing at once
 *       fails the key check instead of answering for the wrong position (the Lazy SMP way);</li>
 *   <li>a new entry goes to its position's own slot, else the bucket's first empty one, else
 *       the slot of least {@link #worth} (the first of equal worth).</li>
 * </ul>
 * Nothing is allocated after construction. The bucket is chosen by the key's high 32 bits.
 *
 * <p>Subclasses: the engine's alpha-beta table ({@code otau.engine.search.TranspositionTable}),
 * the df-pn and deepening solvers' tables, the shortest-win bounds and the puzzle judge's table.
 */
public abstract class BucketTable {
    /**
     * Where the first slot starts in the array. A large array begins on a heap-region
     * boundary and its elements 16 bytes after that, so six longs further on is a cache-line
     * boundary; a bucket of 64 bytes then fills one line. If the guess is wrong the table
     * still works, a probe just may touch two lines.
     */
    private static final int FIRST = 6;

    private long[] slots;
    private int bucketMask;

    /**
     * @param slots about how many slots (rounded down to a power of two; at least one bucket)
     */
    protected BucketTable(long slots) {
        int ways = ways();
        if (payloadLongs() < 1 || ways < 1 || Integer.bitCount(ways) != 1) {
            throw new IllegalArgumentException("payload " + payloadLongs() + ", ways " + ways);
        }
        allocate(slots);
    }

    /**
     * Slots per bucket, a power of two. A constant of the subclass: the probe loops are
     * compiled into each table's own code, where a constant count lets them be unrolled
     * (what the alpha-beta table's speed needs).
     */
    protected abstract int ways();

    /** Payload words per slot, besides the key; a constant of the subclass, like {@link #ways}. */
    protected abstract int payloadLongs();

    /** Slots that fit in {@code mebibytes} MiB with {@code payloadLongs} payload words each. */
    public static long slotsIn(long mebibytes, int payloadLongs) {
        return Math.max(0, mebibytes) * 1024 * 1024 / (8L * (1 + payloadLongs));
    }

    /** Gives the table about {@code count} slots, all empty. */
    protected final void allocate(long count) {
        int ways = ways();
        int slotLongs = 1 + payloadLongs();
        // The whole table is one Java array: at most 2^31 - 1 longs.
        long most = Integer.highestOneBit((Integer.MAX_VALUE - FIRST) / slotLongs);
        long size = Long.highestOneBit(Math.max(ways, Math.min(count, most)));
        slots = null; // a table being resized lets its old array go first
        while (true) {
            try {
                slots = new long[FIRST + (int) size * slotLongs];
                break;
            } catch (OutOfMemoryError e) {
                // A table is a cache: a smaller one only costs time. The heap, or a free run of
                // it as long as one array, can be short of what the sizing reckoned with.
                if (size <= ways) {
                    throw e;
                }
                size /= 2;
            }
        }
        bucketMask = (int) (size / ways) - 1;
    }

    /** Empties every slot. */
    public void clear() {
        Arrays.fill(slots, 0);
    }

    /** How many slots the table has. */
    public final int capacity() {
        return (bucketMask + 1) * ways();
    }

    private int bucket(long key) {
        return FIRST + ((int) (key >>> 32) & bucketMask) * ways() * (1 + payloadLongs());
    }

    /** The slot that holds {@code key}, or -1. */
    protected final int find(long key) {
        final long[] s = slots;
        final int slotLongs = 1 + payloadLongs();
        final int b = bucket(key);
        for (int i = b; i < b + ways() * slotLongs; i += slotLongs) {
            long w = s[i + 1];
            if ((s[i] ^ w) == key && w != 0) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The first payload word of {@code key}'s entry, or 0 when the table does not have it. For a
     * one-word table read by several threads: the word returned is the one the key check
     * passed, where {@link #find} and a later {@link #word} read could pair the key with a
     * word another thread has written since.
     */
    protected final long findWord(long key) {
        final long[] s = slots;
        final int slotLongs = 1 + payloadLongs();
        final int b = bucket(key);
        for (int i = b; i < b + ways() * slotLongs; i += slotLongs) {
            long w = s[i + 1];
            if ((s[i] ^ w) == key && w != 0) {
                return w;
            }
        }
        return 0;
    }

    /** Whether slot {@code slot} holds {@code key} (after {@link #place}: the entry is an update). */
    protected final boolean holds(int slot, long key) {
        long w = slots[slot + 1];
        return (slots[slot] ^ w) == key && w != 0;
    }

    /**
     * The slot a new entry for {@code key} goes to: the one that holds it, else the bucket's
     * first empty slot, else the least worth keeping.
     */
    protected final int place(long key) {
        final long[] s = slots;
        final int slotLongs = 1 + payloadLongs();
        final int b = bucket(key);
        int empty = -1;
        int target = b;
        long worst = Long.MAX_VALUE;
        for (int i = b; i < b + ways() * slotLongs; i += slotLongs) {
            long w = s[i + 1];
            if (w == 0) {
                if (empty < 0) {
                    empty = i;
                }
            } else if ((s[i] ^ w) == key) {
                return i;
            } else if (empty < 0) {
                long v = worth(i);
                if (v < worst) {
                    worst = v;
                    target = i;
                }
            }
        }
        return empty >= 0 ? empty : target;
    }

    /**
     * How much an occupied slot is worth keeping when its bucket is full: the lowest goes
     * first. Read the slot through {@link #word}.
     */
    protected abstract long worth(int slot);

    /** Payload word {@code index} of a slot. */
    protected final long word(int slot, int index) {
        return slots[slot + 1 + index];
    }

    /** Writes a one-word entry ({@code word0} not 0). */
    protected final void write(int slot, long key, long word0) {
        slots[slot + 1] = word0;
        slots[slot] = key ^ word0;
    }

    /** Writes a two-word entry ({@code word0} not 0). */
    protected final void write(int slot, long key, long word0, long word1) {
        slots[slot + 2] = word1;
        slots[slot + 1] = word0;
        slots[slot] = key ^ word0;
    }

    /** The slot at position {@code n} of the table (for sampling how full it is). */
    protected final int slotAt(int n) {
        return FIRST + n * (1 + payloadLongs());
    }

    /**
     * Reads every cache line of {@code key}'s bucket and nothing else, so that a caller about
     * to probe several keys can start all their memory loads at once (Java has no prefetch
     * instruction; independent loads in a row overlap in the processor). Returns what it read,
     * for the caller to keep so that the compiler cannot drop the loads.
     */
    protected final long prefetch(long key) {
        int b = bucket(key);
        int bucketLongs = ways() * (1 + payloadLongs());
        return slots[b] + slots[b + bucketLongs / 2] + slots[b + bucketLongs - 1];
    }
}
