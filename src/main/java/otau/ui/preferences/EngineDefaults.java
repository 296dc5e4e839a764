package otau.ui.preferences;

import otau.engine.search.SearchEngine;
import otau.ui.workbench.WorkbenchPreferences;

/**
 * The engine settings of the workbench, the one source for the Preferences window, the
 * engine panel's settings and the review: kept in the workbench settings under
 * {@value #THREADS}, {@value #HASH_MIB} and {@value #LINES}, changed from either place.
 *
 * @param threads search threads, 1..{@value #MAX_THREADS}
 * @param hashMiB transposition table size in MiB, {@value #MIN_HASH}..{@value #MAX_HASH}
 * @param lines   principal variations shown (multi-PV), 1..9
 */
public record EngineDefaults(int threads, int hashMiB, int lines) {
    public static final String THREADS = "engine.threads";
    public static final String HASH_MIB = "engine.hashMiB";
    public static final String LINES = "engine.lines";
    public static final int MAX_THREADS = 256;
    public static final int MIN_HASH = 1;
    public static final int MAX_HASH = 65536;
    public static final int MAX_LINES = SearchEngine.MAX_MULTI_PV;

    public EngineDefaults {
        threads = clamp(threads, 1, MAX_THREADS);
        hashMiB = clamp(hashMiB, MIN_HASH, MAX_HASH);
        lines = clamp(lines, 1, MAX_LINES);
    }

    /** One thread per core up to four (leaving the rest to the user), the engine's own hash size, three lines. */
    public static EngineDefaults standard() {
        return new EngineDefaults(Math.min(4, Runtime.getRuntime().availableProcessors()),
                SearchEngine.DEFAULT_HASH_MIB, 3);
    }

    /** The stored values, each missing or damaged one replaced by {@link #standard()}'s. */
    public static EngineDefaults read(WorkbenchPreferences p) {
        EngineDefaults d = standard();
        // Settings saved by the engine panel before it shared these keys still count.
        return new EngineDefaults(intValue(p, THREADS, intValue(p, "analysis.threads", d.threads)),
                intValue(p, HASH_MIB, intValue(p, "analysis.hash", d.hashMiB)),
                intValue(p, LINES, intValue(p, "analysis.lines", d.lines)));
    }

    public void write(WorkbenchPreferences p) {
        p.put(THREADS, threads);
        p.put(HASH_MIB, hashMiB);
        p.put(LINES, lines);
    }

    private static int intValue(WorkbenchPreferences p, String key, int fallback) {
        double v = p.getDouble(key, fallback);
        return v == Math.rint(v) && Math.abs(v) < Integer.MAX_VALUE ? (int) v : fallback;
    }

    private static int clamp(int v, int min, int max) {
        return Math.max(min, Math.min(max, v));
    }
}
