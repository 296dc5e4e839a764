package otau.ui.explorer;

import java.util.ArrayList;
import java.util.List;
import otau.db.ExplorerMove;
import otau.db.ExplorerResult;
import otau.game.Position;

/**
 * What the explorer read for one position: the database's moves and the repertoire's moves
 * there, tagged with the position so that an answer for a position the user has left is
 * recognised and dropped, and how many plies of every game the database indexes.
 */
record ExplorerData(Position position, ExplorerResult result, List<Integer> repertoire, int indexPlies) {
    ExplorerData {
        repertoire = List.copyOf(repertoire);
    }

    /** True when the position lies past the plies every game is indexed to (counted from the start). */
    boolean beyondIndex() {
        int ply = (position.moveNumber() - 1) * 2 + (position.sideToMove() == otau.game.Side.BLACK ? 1 : 0);
        return indexPlies > 0 && ply > indexPlies;
    }

    /**
     * The rows to show: the played moves, most played first, then repertoire moves no game
     * played, then the games that end here (hole 0).
     */
    List<ExplorerRow> rows() {
        List<ExplorerRow> rows = new ArrayList<>();
        for (ExplorerMove m : result.moves()) {
            rows.add(new ExplorerRow(m.hole(), m.notation(), m, repertoire.contains(m.hole())));
        }
        for (int hole : repertoire) {
            if (result.moves().stream().noneMatch(m -> m.hole() == hole) && position.isLegal(hole)) {
                rows.add(new ExplorerRow(hole, position.play(hole).lastMove().notation(), null, true));
            }
        }
        if (result.ended() != null) {
            rows.add(new ExplorerRow(0, otau.ui.I18n.get("explorer.endsHere"), result.ended(), false));
        }
        return rows;
    }
}
