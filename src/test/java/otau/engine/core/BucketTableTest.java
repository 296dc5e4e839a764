package otau.engine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The shared table layout against a {@link HashMap} of what was stored last: a hit returns
 * exactly the words last stored for that key (never another key's, never a mix), a roomy
 * table keeps everything, and a full bucket gives up its least worthy entry.
 */
class BucketTableTest {
    /** Two payload words; the first is the worth, never 0. */
    private abstract static class Pairs extends BucketTable {
        long found0;
        long found1;

        Pairs(long slots) {
            super(slots);
        }

        static Pairs of(long slots, int ways) {
            return switch (ways) {
                case 1 -> new Pairs(slots) {
                    @Override
                    protected int ways() {
                        return 1;
                    }
                };
                case 2 -> new Pairs(slots) {
                    @Override
                    protected int ways() {
                        return 2;
                    }
                };
                default -> new Pairs(slots) {
                    @Override
                    protected int ways() {
                        return 4;
                    }
                };
            };
        }

        @Override
        protected int payloadLongs() {
            return 2;
        }

        boolean probe(long key) {
            int slot = find(key);
            if (slot < 0) {
                return false;
            }
            found0 = word(slot, 0);
            found1 = word(slot, 1);
            return true;
        }

        void store(long key, long w0, long w1) {
            write(place(key), key, w0, w1);
        }

        @Override
        protected long worth(int slot) {
            return word(slot, 0);
        }
    }

    private record Entry(long w0, long w1) { }

    @Test
    void aRoomyTableKeepsEveryEntryExactly() {
        Pairs table = Pairs.of(1 << 16, 4);
        Map<Long, Entry> stored = new HashMap<>();
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 3_000; i++) {
            long key = random.nextLong();
            Entry e = new Entry(1 + random.nextInt(1 << 30), random.nextLong());
            table.store(key, e.w0(), e.w1());
            stored.put(key, e);
        }
        for (Map.Entry<Long, Entry> e : stored.entrySet()) {
            assertTrue(table.probe(e.getKey()), "key " + e.getKey());
            assertEquals(e.getValue(), new Entry(table.found0, table.found1));
        }
        assertFalse(table.probe(42L));
        table.clear();
        for (long key : stored.keySet()) {
            assertFalse(table.probe(key));
        }
    }

    @Test
    void aThrashingTableReturnsOnlyWhatWasLastStored() {
        for (int ways : new int[] {1, 2, 4}) {
            Pairs table = Pairs.of(32, ways);
            Map<Long, Entry> last = new HashMap<>();
            SplittableRandom random = new SplittableRandom(ways);
            long[] keys = new long[300];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = random.nextLong();
            }
            int hits = 0;
            for (int i = 0; i < 40_000; i++) {
                long key = keys[random.nextInt(keys.length)];
                if (random.nextBoolean()) {
                    Entry e = new Entry(1 + random.nextInt(1000), random.nextLong());
                    table.store(key, e.w0(), e.w1());
                    last.put(key, e);
                } else if (table.probe(key)) {
                    assertEquals(last.get(key), new Entry(table.found0, table.found1), "ways " + ways);
                    hits++;
                }
            }
            assertTrue(hits > 500, "ways " + ways + ": hits " + hits);
        }
    }

    @Test
    void aFullBucketGivesUpItsLeastWorthyEntryAndAnUpdateStaysInPlace() {
        Pairs table = Pairs.of(4, 4); // one bucket: every key shares it
        table.store(1, 50, 1);
        table.store(2, 10, 2);
        table.store(3, 70, 3);
        table.store(4, 10, 4);
        table.store(3, 5, 33); // an update of a key already there replaces nothing else
        for (long k = 1; k <= 4; k++) {
            assertTrue(table.probe(k), "key " + k);
        }
        assertEquals(33, probe1(table, 3));
        table.store(5, 60, 5); // evicts key 3 (worth 5 now)
        assertFalse(table.probe(3));
        table.store(6, 60, 6); // then the first of the two of worth 10: key 2
        assertFalse(table.probe(2));
        assertTrue(table.probe(4) && table.probe(1) && table.probe(5) && table.probe(6));
        assertEquals(4, table.capacity());
    }

    @Test
    void aZeroFirstWordReadsAsEmpty() {
        Pairs table = Pairs.of(8, 2);
        table.store(7, 0, 99);
        assertFalse(table.probe(7));
        table.store(7, 1, 99);
        assertTrue(table.probe(7));
        assertEquals(99, table.found1);
    }

    private static long probe1(Pairs table, long key) {
        assertTrue(table.probe(key));
        return table.found1;
    }
}
