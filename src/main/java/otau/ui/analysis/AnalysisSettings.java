package otau.ui.analysis;

import otau.ui.preferences.EngineDefaults;

/** How the panel searches: threads, hash size (MiB), number of lines ({@link EngineDefaults}), which engine. */
public record AnalysisSettings(int threads, int hashMiB, int lines, String engineId) {
    public static final int MAX_LINES = EngineDefaults.MAX_LINES;
    /** The workbench's engine defaults (Edit → Preferences shows the same), with the built-in engine. */
    public static final AnalysisSettings DEFAULT = of(EngineDefaults.standard(), EngineChoice.BUILT_IN.id());

    public static AnalysisSettings of(EngineDefaults d, String engineId) {
        return new AnalysisSettings(d.threads(), d.hashMiB(), d.lines(), engineId);
    }

    public EngineDefaults engineDefaults() {
        return new EngineDefaults(threads, hashMiB, lines);
    }

    public AnalysisSettings {
        // The same ranges as Edit → Preferences, so the panel and the preferences read one file alike.
        threads = Math.max(1, Math.min(EngineDefaults.MAX_THREADS, threads));
        hashMiB = Math.max(EngineDefaults.MIN_HASH, Math.min(EngineDefaults.MAX_HASH, hashMiB));
        lines = Math.max(1, Math.min(MAX_LINES, lines));
    }

    /**
     * What a result depends on: the engine and the number of lines (threads and hash only
     * change how fast it comes), so results stay valid when only those change.
     */
    public String resultKey() {
        return engineId + "/" + lines;
    }

    /**
     * The settings an engine is given: the built-in engine's own limits (64 threads, 4,096 MiB)
     * bound what Preferences allows for added engines, which it would refuse.
     */
    public AnalysisSettings forEngine(boolean builtIn) {
        if (!builtIn) {
            return this;
        }
        return new AnalysisSettings(Math.min(threads, otau.engine.search.SearchEngine.MAX_THREADS),
                Math.min(hashMiB, otau.engine.search.SearchEngine.MAX_HASH_MIB), lines, engineId);
    }

    public AnalysisSettings withThreads(int v) {
        return new AnalysisSettings(v, hashMiB, lines, engineId);
    }

    public AnalysisSettings withHash(int v) {
        return new AnalysisSettings(threads, v, lines, engineId);
    }

    public AnalysisSettings withLines(int v) {
        return new AnalysisSettings(threads, hashMiB, v, engineId);
    }

    public AnalysisSettings withEngine(String id) {
        return new AnalysisSettings(threads, hashMiB, lines, id);
    }
}
