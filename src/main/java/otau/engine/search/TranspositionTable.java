package otau.engine.search;

/**
 * The hash table shared by all search threads of one engine. Entries are written without
 * locks; each slot stores {@code key ^ data} beside {@code data}, so a slot torn by two
 * threads writing at once simply fails the key check (the Lazy SMP way).
 *
 * <p>Data layout: move+1 (4 bits), bound (2), depth (8), score+32768 (16), age (8). Key and
 * data of a slot sit side by side in one array, so a probe costs one cache miss, not two.
 */
public final class TranspositionTable {
    public static final int UPPER = 1;
    public static final int LOWER = 2;
    public static final int EXACT = 3;
    private static final int ENTRY_BYTES = 16;

    /** Slot i: checked key at 2i, data at 2i + 1. */
    private long[] slots;
    private int mask;
    private int age;

    public TranspositionTable(int mebibytes) {
        resize(mebibytes);
    }

    /** Sets the size (rounded down to a power of two entries) and clears the table. */
    public void resize(int mebibytes) {
        long entries = Math.max(1L, (long) mebibytes * 1024 * 1024 / ENTRY_BYTES);
        int size = Integer.highestOneBit((int) Math.min(entries, 1 << 28));
        slots = new long[2 * size];
        mask = size - 1;
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

    /** The entry's data for {@code key}, or 0 if there is none. */
    public long probe(long key) {
        int i = ((int) key & mask) << 1;
        long d = slots[i + 1];
        return (slots[i] ^ d) == key ? d : 0;
    }

    public void store(long key, int move, int bound, int depth, int score) {
        int i = ((int) key & mask) << 1;
        long old = slots[i + 1];
        boolean same = (slots[i] ^ old) == key;
        if (same && bound != EXACT && depth < depth(old) - 1 && age(old) == age) {
            return;
        }
        if (same && move < 0) {
            move = move(old);
        }
        long d = (move + 1L) | ((long) bound << 4) | ((long) Math.max(0, Math.min(depth, 255)) << 6)
                | ((long) (score + 32768) << 14) | ((long) age << 30);
        slots[i + 1] = d;
        slots[i] = key ^ d;
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
        int sample = Math.min(1000, slots.length / 2);
        int used = 0;
        for (int i = 0; i < sample; i++) {
            long d = slots[2 * i + 1];
            if (d != 0 && age(d) == age) {
                used++;
            }
        }
        return used * 1000 / sample;
    }
}
