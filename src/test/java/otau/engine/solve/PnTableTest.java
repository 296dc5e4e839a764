package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The packed table against a plain map of what was stored last: a probe that hits must
 * return exactly the numbers, move and length last stored for that key (never a mix of two
 * entries), a roomy table must keep everything, and a full bucket must give up an open entry
 * before a solved one.
 */
class PnTableTest {
    private record Entry(int pn, int dn, int move, int length) { }

    @Test
    void aRoomyTableKeepsEveryEntryExactly() {
        PnTable table = PnTable.ofEntries(1 << 16);
        Map<Long, Entry> stored = new HashMap<>();
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 2_000; i++) {
            long key = random.nextLong();
            Entry e = randomEntry(random);
            table.store(key, e.pn(), e.dn(), e.move(), e.length(), 1 + random.nextInt(1000));
            stored.put(key, e);
        }
        int found = 0;
        for (Map.Entry<Long, Entry> e : stored.entrySet()) {
            if (table.probe(e.getKey())) {
                assertEquals(e.getValue(), found(table), "key " + e.getKey());
                found++;
            }
        }
        // 2,000 keys in 16,384 buckets of four: a fifth key in one bucket is rare (about 1 in 260
        // for random keys) and does not happen with this seed, so everything must be found.
        assertEquals(stored.size(), found);
        assertFalse(table.probe(12345L));
    }

    @Test
    void aThrashingTableNeverReturnsAStaleOrMixedEntry() {
        PnTable table = PnTable.ofEntries(64);
        Map<Long, Entry> last = new HashMap<>();
        SplittableRandom random = new SplittableRandom(11);
        long[] keys = new long[500];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = random.nextLong();
        }
        int hits = 0;
        for (int i = 0; i < 50_000; i++) {
            long key = keys[random.nextInt(keys.length)];
            if (random.nextBoolean()) {
                Entry e = randomEntry(random);
                table.store(key, e.pn(), e.dn(), e.move(), e.length(), 1 + random.nextInt(1 << 20));
                last.put(key, e);
            } else if (table.probe(key)) {
                assertEquals(last.get(key), found(table), "key " + key);
                hits++;
            }
        }
        assertTrue(hits > 1000, "hits " + hits);
    }

    @Test
    void aFullBucketGivesUpTheCheapestOpenEntryBeforeASolvedOne() {
        PnTable table = PnTable.ofEntries(4); // one bucket of four slots
        table.store(1, 0, ProofNumberSearch.INF, 2, 9, 5);        // proved, cheap
        table.store(2, 3, 4, 1, 0, 100);                            // open, dear
        table.store(3, 5, 6, 0, 0, 10);                             // open, cheapest open
        table.store(4, ProofNumberSearch.INF, 0, 8, 0, 7);         // disproved
        table.store(5, 1, 1, 4, 0, 1_000_000);
        assertFalse(table.probe(3), "the cheapest open entry goes");
        assertTrue(table.probe(1));
        assertEquals(new Entry(0, ProofNumberSearch.INF, 2, 9), found(table));
        assertTrue(table.probe(2));
        assertTrue(table.probe(4));
        assertTrue(table.probe(5));
        assertEquals(new Entry(1, 1, 4, 0), found(table));
    }

    private static Entry randomEntry(SplittableRandom random) {
        int kind = random.nextInt(3);
        int pn = kind == 0 ? 0 : kind == 1 ? ProofNumberSearch.INF : 1 + random.nextInt(ProofNumberSearch.INF - 1);
        int dn = kind == 0 ? ProofNumberSearch.INF : kind == 1 ? 0 : 1 + random.nextInt(ProofNumberSearch.INF - 1);
        return new Entry(pn, dn, random.nextInt(9), kind == 0 ? random.nextInt(1 << 20) : 0);
    }

    private static Entry found(PnTable table) {
        return new Entry(table.foundPn, table.foundDn, table.foundMove, table.foundLength);
    }
}
