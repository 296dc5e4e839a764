package otau.db;

import java.util.List;

/**
 * What the database knows about a position.
 *
 * @param key   the position's Zobrist key
 * @param games games that reached the position within the indexed plies
 * @param ended the games whose main line ends here, with their results (hole 0; null when none)
 * @param moves the moves played from it, most played first
 */
public record ExplorerResult(long key, long games, ExplorerMove ended, List<ExplorerMove> moves) {
    public ExplorerResult {
        moves = List.copyOf(moves);
    }

    /**
     * The counts of two databases together, as if their games were in one: games, results and
     * rated games add up, and each average rating is weighted by its rated games.
     */
    public static ExplorerResult merge(ExplorerResult a, ExplorerResult b) {
        java.util.Map<Integer, ExplorerMove> by = new java.util.LinkedHashMap<>();
        for (ExplorerMove m : a.moves()) {
            by.put(m.hole(), m);
        }
        for (ExplorerMove m : b.moves()) {
            by.merge(m.hole(), m, ExplorerMove::plus);
        }
        List<ExplorerMove> moves = new java.util.ArrayList<>(by.values());
        moves.sort(java.util.Comparator.comparingLong(ExplorerMove::games).reversed()
                .thenComparingInt(ExplorerMove::hole));
        ExplorerMove ended = a.ended() == null ? b.ended() : b.ended() == null ? a.ended() : a.ended().plus(b.ended());
        return new ExplorerResult(a.key(), a.games() + b.games(), ended, moves);
    }

    /** How many of the games end in this position. */
    public long gamesEnded() {
        return ended == null ? 0 : ended.games();
    }
}
