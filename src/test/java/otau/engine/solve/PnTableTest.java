package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The packed table against a plain map of what was stored last: a probe that hits must
 * return exactly the numbers and length last stored for that key (never a mix of two
 * entries; a finite number beyond the table's 24 bits as the biggest it keeps), a roomy
 * table must keep everything, a full bucket must give up an open entry before a solved one,
 * and threads sharing the table must never read a torn entry.
 */
class PnTableTest {
    private record Entry(int pn, int dn, int length) { }

    @Test
    void aRoomyTableKeepsEveryEntryExactly() {
        PnTable table = PnTable.ofEntries(1 << 16);
        Map<Long, Entry> stored = new HashMap<>();
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 2_000; i++) {
            long key = random.nextLong();
            Entry e = randomEntry(random);
            table.store(key, e.pn(), e.dn(), e.length(), 1 + random.nextInt(1000));
            stored.put(key, e);
        }
        int found = 0;
        for (Map.Entry<Long, Entry> e : stored.entrySet()) {
            long entry = table.probe(e.getKey());
            if (entry != 0) {
                assertEquals(kept(e.getValue()), found(entry), "key " + e.getKey());
                found++;
            }
        }
        // 2,000 keys in 16,384 buckets of four: a fifth key in one bucket is rare (about 1 in 260
        // for random keys) and does not happen with this seed, so everything must be found.
        assertEquals(stored.size(), found);
        assertEquals(0, table.probe(12345L));
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
                table.store(key, e.pn(), e.dn(), e.length(), 1 + random.nextInt(1 << 20));
                last.put(key, e);
            } else if (table.probe(key) != 0) {
                long entry = table.probe(key);
                assertEquals(kept(last.get(key)), found(entry), "key " + key);
                hits++;
            }
        }
        assertTrue(hits > 1000, "hits " + hits);
    }

    @Test
    void aFullBucketGivesUpTheCheapestOpenEntryBeforeASolvedOne() {
        PnTable table = PnTable.ofEntries(4); // one bucket of four slots
        table.store(1, 0, ProofNumberSearch.INF, 9, 5);        // proved, cheap
        table.store(2, 3, 4, 0, 100);                            // open, dear
        table.store(3, 5, 6, 0, 10);                             // open, cheapest open
        table.store(4, ProofNumberSearch.INF, 0, 0, 7);         // disproved
        table.store(5, 1, 1, 0, 1_000_000);
        assertEquals(0, table.probe(3), "the cheapest open entry goes");
        assertEquals(new Entry(0, ProofNumberSearch.INF, 9), found(table.probe(1)));
        assertTrue(table.probe(2) != 0);
        assertTrue(table.probe(4) != 0);
        assertEquals(new Entry(1, 1, 0), found(table.probe(5)));
    }

    private static Entry randomEntry(SplittableRandom random) {
        int kind = random.nextInt(3);
        int pn = kind == 0 ? 0 : kind == 1 ? ProofNumberSearch.INF : 1 + random.nextInt(ProofNumberSearch.INF - 1);
        int dn = kind == 0 ? ProofNumberSearch.INF : kind == 1 ? 0 : 1 + random.nextInt(ProofNumberSearch.INF - 1);
        return new Entry(pn, dn, kind == 0 ? random.nextInt(PnTable.MAX_LENGTH + 1) : 0);
    }

    private static Entry found(long entry) {
        return new Entry(PnTable.pn(entry), PnTable.dn(entry), PnTable.length(entry));
    }

    /** What the table gives back for an entry: a finite number above its range as the biggest it keeps. */
    private static Entry kept(Entry e) {
        return new Entry(kept(e.pn()), kept(e.dn()), e.length());
    }

    private static int kept(int number) {
        return number == ProofNumberSearch.INF ? number : Math.min(number, PnTable.MAX_STORED);
    }

    @Test
    void bigNumbersComeBackBigButNeverAsADecision() {
        PnTable table = PnTable.ofEntries(1 << 10);
        table.store(1, ProofNumberSearch.INF - 1, 1, 0, 1);
        table.store(2, 1, ProofNumberSearch.INF - 1, 0, 1);
        table.store(3, PnTable.MAX_STORED, PnTable.MAX_STORED + 1, 0, 1);
        table.store(4, 0, ProofNumberSearch.INF, 1000, 1);
        assertEquals(new Entry(PnTable.MAX_STORED, 1, 0), found(table.probe(1)));
        assertEquals(new Entry(1, PnTable.MAX_STORED, 0), found(table.probe(2)));
        assertEquals(new Entry(PnTable.MAX_STORED, PnTable.MAX_STORED, 0), found(table.probe(3)));
        assertEquals(new Entry(0, ProofNumberSearch.INF, 1000), found(table.probe(4)), "a proof and its length are exact");
    }

    /**
     * Four threads store and probe the same few keys at once, each key always with numbers
     * derived from it: whatever a probe returns must be an entry written for that key, never
     * a mix of two writes (a torn slot must fail the key check).
     */
    @Test
    void threadsSharingTheTableNeverReadAnotherKeysEntry() throws Exception {
        PnTable table = PnTable.ofEntries(16); // four buckets: every store fights over slots
        java.util.concurrent.atomic.AtomicReference<String> wrong = new java.util.concurrent.atomic.AtomicReference<>();
        java.util.concurrent.atomic.AtomicLong hits = new java.util.concurrent.atomic.AtomicLong();
        Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            long seed = t;
            threads[t] = new Thread(() -> {
                SplittableRandom random = new SplittableRandom(seed);
                for (int i = 0; i < 2_000_000 && wrong.get() == null; i++) {
                    long key = 1 + random.nextInt(64);
                    int variant = random.nextInt(4);
                    if (random.nextBoolean()) {
                        table.store(key, pnFor(key, variant), dnFor(key, variant), (int) key, 1 + random.nextInt(1 << 20));
                    } else {
                        long entry = table.probe(key);
                        if (entry != 0) {
                            hits.incrementAndGet();
                            int v = PnTable.pn(entry) - pnFor(key, 0);
                            if (v < 0 || v > 3 || PnTable.dn(entry) != dnFor(key, v) || PnTable.length(entry) != key) {
                                wrong.set("key " + key + " read " + found(entry));
                            }
                        }
                    }
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(null, wrong.get());
        assertTrue(hits.get() > 10_000, "hits " + hits.get());
    }

    private static int pnFor(long key, int variant) {
        return (int) key * 1000 + variant;
    }

    private static int dnFor(long key, int variant) {
        return (int) key * 7 + variant * 3;
    }
}
