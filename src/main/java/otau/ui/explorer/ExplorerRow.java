package otau.ui.explorer;

import otau.db.ExplorerMove;

/**
 * One line of the explorer: a move from the position, its statistics (null for a repertoire
 * move no game played) and whether it is in the repertoire of the side to move. Hole 0 is the
 * row of the games that end in the position.
 */
public record ExplorerRow(int hole, String notation, ExplorerMove stats, boolean inRepertoire) {
    public boolean endsHere() {
        return hole == 0;
    }

    public long games() {
        return stats == null ? 0 : stats.games();
    }
}
