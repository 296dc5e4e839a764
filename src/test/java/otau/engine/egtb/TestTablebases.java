package otau.engine.egtb;

import java.util.HashMap;
import java.util.Map;

/**
 * Tablebases built in memory for the tests, once per test JVM and size: several test classes
 * use the same small tables, and the 7-stone one takes seconds to build. A table is only read.
 */
public final class TestTablebases {
    private static final Map<Integer, Tablebase> BUILT = new HashMap<>();

    private TestTablebases() {
    }

    /** The table of every position with up to {@code stones} stones in the holes. */
    public static synchronized Tablebase upTo(int stones) {
        return BUILT.computeIfAbsent(stones, Tablebase::build);
    }
}
