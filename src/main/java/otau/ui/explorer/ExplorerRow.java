package otau.ui.explorer;

import otau.db.ExplorerMove;

/**
 * One line of the explorer: a move from the position, its statistics (null for a repertoire
 * move no game played) and whether it is in the repertoire of the side to move.
 */
public record ExplorerRow(int hole, String notation, ExplorerMove stats, boolean inRepertoire) {
    public long games() {
        return stats == null ? 0 : stats.games();
    }
}
