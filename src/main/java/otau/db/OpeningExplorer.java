package otau.db;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import otau.game.Position;

/**
 * The opening explorer: for a position, every move the games played from it, with results
 * and the movers' average rating, and the games that end there. Unfiltered, a lookup reads
 * the position's per-move totals (one row a move), kept by the import, so it costs the same
 * for the start position as for a rare one. Filtered, it counts the position's index rows,
 * one contiguous range of the primary key that carries each game's ratings, day and time
 * control; only a player filter looks at the games table: the names that contain the typed part
 * (folded as {@link PlayerNames} says, widened by the {@link PlayerAliases}) are looked up there.
 */
public final class OpeningExplorer {
    private static final String TOTALS = """
            SELECT next_move, games, white_wins, draws, black_wins,
                   CAST(elo_sum AS REAL) / nullif(elo_count, 0), elo_count
            FROM move_stats WHERE key = ?""";

    private static final String FILTERED = """
            SELECT next_move, count(*), total(result = 1), total(result = 0), total(result = -1),
                   avg(mover_elo), count(mover_elo)
            FROM positions WHERE key = ?""";

    private final GameDatabase db;

    OpeningExplorer(GameDatabase db) {
        this.db = db;
    }

    /** Moves from the position, with their record tokens. */
    public ExplorerResult explore(Position position) {
        return explore(position, ExplorerFilter.none());
    }

    /** Moves from the position in the games the filter admits, with their record tokens. */
    public ExplorerResult explore(Position position, ExplorerFilter filter) {
        ExplorerResult r = explore(position.hash(), filter);
        List<ExplorerMove> named = new ArrayList<>();
        for (ExplorerMove m : r.moves()) {
            String notation = position.isLegal(m.hole()) ? position.play(m.hole()).lastMove().notation()
                    : m.notation();
            named.add(new ExplorerMove(m.hole(), notation, m.games(), m.whiteWins(), m.draws(), m.blackWins(),
                    m.averageRating(), m.ratedGames()));
        }
        return new ExplorerResult(r.key(), r.games(), r.ended(), named);
    }

    /** Moves from the position with this key; each move's notation is its hole number. */
    public ExplorerResult explore(long key) {
        return explore(key, ExplorerFilter.none());
    }

    /** Moves from the position with this key in the games the filter admits. */
    public ExplorerResult explore(long key, ExplorerFilter filter) {
        List<Object> args = new ArrayList<>();
        args.add(key);
        java.util.Set<String> players = filter.player() == null ? java.util.Set.of()
                : db.players().matchingNames(filter.player());
        String sql = filter.isEmpty() ? TOTALS : FILTERED + where(filter, players, args) + " GROUP BY next_move";
        return db.query(c -> {
            List<ExplorerMove> moves = new ArrayList<>();
            long total = 0;
            ExplorerMove ended = null;
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                for (int i = 0; i < args.size(); i++) {
                    ps.setObject(i + 1, args.get(i));
                }
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        ExplorerMove m = move(rs);
                        total += m.games();
                        if (m.hole() == 0) {
                            ended = m;
                        } else {
                            moves.add(m);
                        }
                    }
                }
            }
            moves.sort(Comparator.comparingLong(ExplorerMove::games).reversed()
                    .thenComparingInt(ExplorerMove::hole));
            return new ExplorerResult(key, total, ended, moves);
        });
    }

    /** The time controls of the games, shortest first (seconds; games without one are not listed). */
    public List<Integer> timeControls() {
        return db.query(c -> {
            List<Integer> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT DISTINCT time_control FROM games WHERE time_control IS NOT NULL ORDER BY time_control");
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getInt(1));
                }
            }
            return out;
        });
    }

    private static ExplorerMove move(ResultSet rs) throws SQLException {
        int hole = rs.getInt(1);
        long rated = rs.getLong(7);
        return new ExplorerMove(hole, hole == 0 ? "" : Integer.toString(hole), rs.getLong(2), rs.getLong(3),
                rs.getLong(4), rs.getLong(5), rated == 0 ? null : rs.getDouble(6), rated);
    }

    /** The filter's terms on the index rows; their arguments are appended to {@code args}. */
    private static String where(ExplorerFilter f, java.util.Set<String> players, List<Object> args) {
        StringBuilder sb = new StringBuilder();
        if (f.minRating() != null) {
            sb.append(" AND white_elo >= ? AND black_elo >= ?");
            args.add(f.minRating());
            args.add(f.minRating());
        }
        if (f.maxRating() != null) {
            sb.append(" AND white_elo <= ? AND black_elo <= ?");
            args.add(f.maxRating());
            args.add(f.maxRating());
        }
        if (f.firstDay() != null) {
            sb.append(" AND day >= ?");
            args.add(f.firstDay());
        }
        if (f.lastDay() != null) {
            sb.append(" AND day <= ?");
            args.add(f.lastDay());
        }
        if (f.timeControl() != null) {
            sb.append(" AND time_control = ?");
            args.add(f.timeControl());
        }
        if (f.player() != null) {
            if (players.isEmpty()) {
                return sb.append(" AND 0").toString();
            }
            // One argument however many names match: a JSON array read by json_each.
            String in = "IN (SELECT value FROM json_each(?))";
            String white = "SELECT id FROM games WHERE white " + in;
            String black = "SELECT id FROM games WHERE black " + in;
            String games = switch (f.playerSide()) {
                case WHITE -> white;
                case BLACK -> black;
                case EITHER -> white + " UNION ALL " + black;
            };
            sb.append(" AND game_id IN (").append(games).append(')');
            String names = jsonArray(players);
            args.add(names);
            if (f.playerSide() == GameFilter.PlayerSide.EITHER) {
                args.add(names);
            }
        }
        return sb.toString();
    }

    static String jsonArray(java.util.Collection<String> strings) {
        StringBuilder sb = new StringBuilder("[");
        for (String s : strings) {
            if (sb.length() > 1) {
                sb.append(',');
            }
            sb.append('"');
            for (int i = 0; i < s.length(); i++) {
                char ch = s.charAt(i);
                if (ch == '"' || ch == '\\') {
                    sb.append('\\').append(ch);
                } else if (ch < 0x20) {
                    sb.append(String.format("\\u%04x", (int) ch));
                } else {
                    sb.append(ch);
                }
            }
            sb.append('"');
        }
        return sb.append(']').toString();
    }
}
