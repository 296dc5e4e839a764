package otau.db;

import java.util.List;

/**
 * What the database knows about a position.
 *
 * @param key        the position's Zobrist key
 * @param games      games that reached the position within the indexed plies
 * @param gamesEnded of those, games whose main line ends here
 * @param moves      the moves played from it, most played first
 */
public record ExplorerResult(long key, long games, long gamesEnded, List<ExplorerMove> moves) {
    public ExplorerResult {
        moves = List.copyOf(moves);
    }
}
