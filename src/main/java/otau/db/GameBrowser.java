package otau.db;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;

/** Searches the games table for a browser: filter, sort, page, count, open. */
public final class GameBrowser {
    private final GameDatabase db;

    GameBrowser(GameDatabase db) {
        this.db = db;
    }

    /** One page of games matching the filter, in the given order. */
    public List<GameSummary> search(GameFilter filter, GameSort sort, int limit, int offset) {
        if (limit < 0 || offset < 0) {
            throw new IllegalArgumentException("limit and offset are 0 or more");
        }
        Where where = where(filter);
        String sql = "SELECT id, event, site, date, round, white, black, result, white_elo, black_elo, ply_count"
                + " FROM games" + where.sql + " ORDER BY " + sort.column().sql + (sort.descending() ? " DESC" : "")
                + (sort.column() == GameSort.Column.ID ? "" : ", id" + (sort.descending() ? " DESC" : ""))
                + " LIMIT ? OFFSET ?";
        return db.query(c -> {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                int i = where.bind(ps);
                ps.setInt(i++, limit);
                ps.setInt(i, offset);
                List<GameSummary> rows = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        rows.add(new GameSummary(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4),
                                rs.getString(5), rs.getString(6), rs.getString(7), rs.getString(8),
                                (Integer) rs.getObject(9), (Integer) rs.getObject(10), rs.getInt(11)));
                    }
                }
                return List.copyOf(rows);
            }
        });
    }

    /** The names {@link #names} completes. */
    public enum NameField { PLAYER, EVENT }

    /**
     * Up to {@code limit} distinct names of players (White or Black) or events that start with
     * {@code prefix} (case ignored), in alphabetical order: the suggestions as one types a filter.
     */
    public List<String> names(NameField field, String prefix, int limit) {
        String like = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
        String sql = field == NameField.PLAYER
                ? "SELECT name FROM (SELECT white AS name FROM games WHERE white LIKE ? ESCAPE '\\'"
                        + " UNION SELECT black FROM games WHERE black LIKE ? ESCAPE '\\')"
                        + " WHERE name <> '?' ORDER BY name COLLATE NOCASE LIMIT ?"
                : "SELECT DISTINCT event FROM games WHERE event LIKE ? ESCAPE '\\' AND event <> '?'"
                        + " ORDER BY event COLLATE NOCASE LIMIT ?";
        return db.query(c -> {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                int i = 1;
                ps.setString(i++, like);
                if (field == NameField.PLAYER) {
                    ps.setString(i++, like);
                }
                ps.setInt(i, limit);
                List<String> out = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(rs.getString(1));
                    }
                }
                return List.copyOf(out);
            }
        });
    }

    /** How many games match the filter (for the pager). */
    public long count(GameFilter filter) {
        Where where = where(filter);
        return db.query(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT count(*) FROM games" + where.sql)) {
                where.bind(ps);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            }
        });
    }

    /** The game as stored, read back into a record; empty when there is no game with that id. */
    public Optional<GameRecord> open(long id) {
        String text = db.query(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT record FROM games WHERE id = ?")) {
                ps.setLong(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? rs.getString(1) : null;
                }
            }
        });
        return text == null ? Optional.empty() : Optional.of(RecordReader.readGame(text));
    }

    private record Where(String sql, List<Object> args) {
        int bind(PreparedStatement ps) throws SQLException {
            int i = 1;
            for (Object a : args) {
                ps.setObject(i++, a);
            }
            return i;
        }
    }

    private static Where where(GameFilter f) {
        List<String> terms = new ArrayList<>();
        List<Object> args = new ArrayList<>();
        if (notBlank(f.player())) {
            String like = contains(f.player());
            switch (f.playerSide()) {
                case WHITE -> terms.add("white LIKE ? ESCAPE '\\'");
                case BLACK -> terms.add("black LIKE ? ESCAPE '\\'");
                case EITHER -> {
                    terms.add("(white LIKE ? ESCAPE '\\' OR black LIKE ? ESCAPE '\\')");
                    args.add(like);
                }
            }
            args.add(like);
        }
        if (notBlank(f.event())) {
            terms.add("event LIKE ? ESCAPE '\\'");
            args.add(contains(f.event()));
        }
        if (notBlank(f.dateFrom())) {
            terms.add("date >= ?");
            args.add(f.dateFrom().strip());
        }
        if (notBlank(f.dateTo())) {
            // A prefix such as 2024.12 covers the whole month: compare with the prefix's upper end.
            terms.add("date <= ?");
            args.add(f.dateTo().strip() + "\uffff");
        }
        if (notBlank(f.result())) {
            terms.add("result = ?");
            args.add(f.result().strip());
        }
        if (f.minMoves() != null) {
            terms.add("(ply_count + 1) / 2 >= ?");
            args.add(f.minMoves());
        }
        if (f.maxMoves() != null) {
            terms.add("(ply_count + 1) / 2 <= ?");
            args.add(f.maxMoves());
        }
        if (f.positionKey() != null) {
            terms.add("id IN (SELECT game_id FROM positions WHERE key = ?)");
            args.add(f.positionKey());
        }
        return new Where(terms.isEmpty() ? "" : " WHERE " + String.join(" AND ", terms), args);
    }

    private static boolean notBlank(String s) {
        return s != null && !s.isBlank();
    }

    private static String contains(String text) {
        String escaped = text.strip().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
        return "%" + escaped + "%";
    }
}
