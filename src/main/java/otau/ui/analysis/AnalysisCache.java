package otau.ui.analysis;

import java.util.LinkedHashMap;
import java.util.Map;
import otau.game.Position;

/**
 * The last result per position and settings, so that going back to a position shows what
 * was found there at once. Keeps the most recently used entries only. FX thread only.
 */
public final class AnalysisCache {
    /** Position equality covers the whole board (its hash code is the Zobrist hash), not the move number. */
    private record Key(Position position, String settings) {
    }

    private final int capacity;
    private final Map<Key, AnalysisSnapshot> entries;
    private long version;

    public AnalysisCache(int capacity) {
        this.capacity = capacity;
        this.entries = new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, AnalysisSnapshot> eldest) {
                return size() > AnalysisCache.this.capacity;
            }
        };
    }

    private static Key key(Position p, AnalysisSettings s) {
        return new Key(p.withoutLastMove(), s.resultKey());
    }

    public AnalysisSnapshot get(Position p, AnalysisSettings s) {
        return entries.get(key(p, s));
    }

    public void put(AnalysisSettings s, AnalysisSnapshot snapshot) {
        entries.put(key(snapshot.position(), s), snapshot);
        version++;
    }

    /** Grows with every change; views that show cached values compare it to redraw only when needed. */
    public long version() {
        return version;
    }

    public int size() {
        return entries.size();
    }
}
