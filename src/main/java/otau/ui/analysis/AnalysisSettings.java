package otau.ui.analysis;

/** How the panel searches: threads, hash size (MiB), number of lines, which engine. */
public record AnalysisSettings(int threads, int hashMiB, int lines, String engineId) {
    public static final int MAX_LINES = 5;
    public static final AnalysisSettings DEFAULT = new AnalysisSettings(1, 64, 3, EngineChoice.BUILT_IN.id());

    public AnalysisSettings {
        threads = Math.max(1, Math.min(64, threads));
        hashMiB = Math.max(1, Math.min(4096, hashMiB));
        lines = Math.max(1, Math.min(MAX_LINES, lines));
    }

    /**
     * What a result depends on: the engine and the number of lines (threads and hash only
     * change how fast it comes), so results stay valid when only those change.
     */
    public String resultKey() {
        return engineId + "/" + lines;
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
