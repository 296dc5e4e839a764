package otau.db;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import otau.game.Position;

/**
 * The opening explorer: for a position, every move the games played from it, with results
 * and the movers' average rating. A lookup reads the position's per-move totals (one row
 * a move), kept by the import, so it costs the same for the start position as for a rare one.
 */
public final class OpeningExplorer {
    private static final String SQL = """
            SELECT next_move, games, white_wins, draws, black_wins,
                   CAST(elo_sum AS REAL) / nullif(elo_count, 0), elo_count
            FROM move_stats WHERE key = ?""";

    private final GameDatabase db;

    OpeningExplorer(GameDatabase db) {
        this.db = db;
    }

    /** Moves from the position, with their record tokens. */
    public ExplorerResult explore(Position position) {
        ExplorerResult r = explore(position.hash());
        List<ExplorerMove> named = new ArrayList<>();
        for (ExplorerMove m : r.moves()) {
            String notation = position.isLegal(m.hole()) ? position.play(m.hole()).lastMove().notation()
                    : m.notation();
            named.add(new ExplorerMove(m.hole(), notation, m.games(), m.whiteWins(), m.draws(), m.blackWins(),
                    m.averageRating(), m.ratedGames()));
        }
        return new ExplorerResult(r.key(), r.games(), r.gamesEnded(), named);
    }

    /** Moves from the position with this key; each move's notation is its hole number. */
    public ExplorerResult explore(long key) {
        return db.query(c -> {
            List<ExplorerMove> moves = new ArrayList<>();
            long total = 0;
            long ended = 0;
            try (PreparedStatement ps = c.prepareStatement(SQL)) {
                ps.setLong(1, key);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        int hole = rs.getInt(1);
                        long games = rs.getLong(2);
                        total += games;
                        if (hole == 0) {
                            ended = games;
                            continue;
                        }
                        long rated = rs.getLong(7);
                        moves.add(new ExplorerMove(hole, Integer.toString(hole), games, rs.getLong(3), rs.getLong(4),
                                rs.getLong(5), rated == 0 ? null : rs.getDouble(6), rated));
                    }
                }
            }
            moves.sort(Comparator.comparingLong(ExplorerMove::games).reversed()
                    .thenComparingInt(ExplorerMove::hole));
            return new ExplorerResult(key, total, ended, moves);
        });
    }
}
