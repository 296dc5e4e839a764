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

    /** How many of the games end in this position. */
    public long gamesEnded() {
        return ended == null ? 0 : ended.games();
    }
}
