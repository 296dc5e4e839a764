package otau.ui.explorer;

import java.util.ArrayList;
import java.util.List;
import otau.db.ExplorerMove;
import otau.db.ExplorerResult;
import otau.game.Position;

/**
 * What the explorer read for one position: the database's moves and the repertoire's moves
 * there, tagged with the position so that an answer for a position the user has left is
 * recognised and dropped.
 */
record ExplorerData(Position position, ExplorerResult result, List<Integer> repertoire) {
    ExplorerData {
        repertoire = List.copyOf(repertoire);
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
