package otau.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import otau.game.Position;
import otau.game.Side;

/**
 * Edits a side's repertoire as a tree: reads it, deletes a move with the lines below it,
 * promotes a move to its position's main move, comments a move, and takes snapshots that
 * put a side back as it was (the tree's undo).
 */
public final class RepertoireEditor {
    private final GameDatabase db;

    RepertoireEditor(GameDatabase db) {
        this.db = db;
    }

    /** The side's repertoire as a tree, with its comments and move order. */
    public RepertoireTree tree(Side side) {
        return db.query(c -> RepertoireTree.build(side, rows(c, side), comments(c, side)));
    }

    static List<RepertoireTree.Row> rows(Connection c, Side side) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                SELECT r.key, r.fen, r.move, a.rank FROM repertoire r LEFT JOIN repertoire_annotations a
                  ON a.side = r.side AND a.key = r.key AND a.move = r.move
                WHERE r.side = ? ORDER BY r.rowid""")) {
            ps.setInt(1, side.index());
            List<RepertoireTree.Row> rows = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    int rank = rs.getInt(4);
                    rows.add(new RepertoireTree.Row(rs.getLong(1), rs.getString(2), rs.getInt(3),
                            rs.wasNull() ? null : rank));
                }
            }
            return rows;
        }
    }

    static Map<RepertoireTree.MoveRef, String> comments(Connection c, Side side) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT key, move, comment FROM repertoire_annotations WHERE side = ? AND comment <> ''")) {
            ps.setInt(1, side.index());
            Map<RepertoireTree.MoveRef, String> out = new HashMap<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put(new RepertoireTree.MoveRef(rs.getLong(1), rs.getInt(2)), rs.getString(3));
                }
            }
            return out;
        }
    }

    /**
     * Deletes the move {@code hole} played from {@code before} and every line of the
     * repertoire that only it led to. For the side's own move that is the stored move; for
     * an opponent's reply, the side's moves in the position after it. Positions that are
     * still reached another way keep their moves. The positions deleted leave the drill.
     * Returns how many stored moves were deleted.
     */
    public int deleteBranch(Side side, Position before, int hole) {
        if (!before.isLegal(hole)) {
            throw new IllegalArgumentException("move " + hole + " cannot be played here: " + before.whyIllegal(hole));
        }
        return db.transaction(c -> {
            RepertoireTree.Moves moves = RepertoireTree.Moves.of(rows(c, side));
            RepertoireTree treeBefore = RepertoireTree.build(side, moves, Map.of(), null);
            Set<Long> extraRoots = new HashSet<>();
            for (RepertoireTree.Node r : treeBefore.roots().subList(1, treeBefore.roots().size())) {
                extraRoots.add(r.position().hash());
            }
            RepertoireTree.Moves after = before.sideToMove() == side
                    ? moves.without(Set.of(), new RepertoireTree.MoveRef(before.hash(), hole))
                    : moves.without(Set.of(before.play(hole).hash()), null);
            Set<Long> kept = RepertoireTree.build(side, after, Map.of(), extraRoots).keysWithMoves();
            List<RepertoireTree.MoveRef> doomed = new ArrayList<>();
            moves.byKey.forEach((key, holes) -> {
                for (int h : holes) {
                    boolean cut = !kept.contains(key) || !after.byKey.getOrDefault(key, List.of()).contains(h);
                    if (cut) {
                        doomed.add(new RepertoireTree.MoveRef(key, h));
                    }
                }
            });
            for (RepertoireTree.MoveRef m : doomed) {
                delete(c, "DELETE FROM repertoire WHERE side = ? AND key = ? AND move = ?", side, m);
                delete(c, "DELETE FROM repertoire_annotations WHERE side = ? AND key = ? AND move = ?", side, m);
            }
            try (PreparedStatement ps = c.prepareStatement("""
                    DELETE FROM repertoire_training WHERE side = ?1
                      AND NOT EXISTS (SELECT 1 FROM repertoire r WHERE r.side = ?1 AND r.key = repertoire_training.key)""")) {
                ps.setInt(1, side.index());
                ps.executeUpdate();
            }
            return doomed.size();
        });
    }

    private static void delete(Connection c, String sql, Side side, RepertoireTree.MoveRef m) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setInt(1, side.index());
            ps.setLong(2, m.key());
            ps.setInt(3, m.hole());
            ps.executeUpdate();
        }
    }

    /**
     * Makes {@code hole} the main move of its position (the one the drill expects), the
     * others keeping their order after it. Returns false if it is not a move of the side there.
     */
    public boolean promote(Side side, long key, int hole) {
        return db.transaction(c -> {
            List<Integer> order = new ArrayList<>(Repertoire.movesAt(c, side, key));
            if (!order.remove(Integer.valueOf(hole))) {
                return false;
            }
            order.add(0, hole);
            for (int rank = 0; rank < order.size(); rank++) {
                try (PreparedStatement ps = c.prepareStatement("""
                        INSERT INTO repertoire_annotations (side, key, move, rank) VALUES (?, ?, ?, ?)
                        ON CONFLICT(side, key, move) DO UPDATE SET rank = excluded.rank""")) {
                    ps.setInt(1, side.index());
                    ps.setLong(2, key);
                    ps.setInt(3, order.get(rank));
                    ps.setInt(4, rank);
                    ps.executeUpdate();
                }
            }
            return true;
        });
    }

    /** Sets the comment of a move (the side's or a reply) played from position {@code key}; blank clears it. */
    public void comment(Side side, long key, int hole, String text) {
        db.query(c -> {
            setComment(c, side, key, hole, text);
            return null;
        });
    }

    static void setComment(Connection c, Side side, long key, int hole, String text) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO repertoire_annotations (side, key, move, comment) VALUES (?, ?, ?, ?)
                ON CONFLICT(side, key, move) DO UPDATE SET comment = excluded.comment""")) {
            ps.setInt(1, side.index());
            ps.setLong(2, key);
            ps.setInt(3, hole);
            ps.setString(4, text == null ? "" : text.strip());
            ps.executeUpdate();
        }
    }

    /** Everything stored for one side: its moves, their order and comments, and its training state. */
    public record Snapshot(Side side, List<List<Object>> moves, List<List<Object>> annotations,
                           List<List<Object>> training) {
    }

    private static final String MOVE_COLUMNS = "key, fen, move, added_at";
    private static final String ANNOTATION_COLUMNS = "key, move, rank, comment";
    private static final String TRAINING_COLUMNS =
            "key, repetitions, interval_days, ease, due_at, reviewed_at, lapses";

    /** The side's stored state now, to put back with {@link #restore}. */
    public Snapshot snapshot(Side side) {
        return db.query(c -> new Snapshot(side,
                read(c, "repertoire", MOVE_COLUMNS, side),
                read(c, "repertoire_annotations", ANNOTATION_COLUMNS, side),
                read(c, "repertoire_training", TRAINING_COLUMNS, side)));
    }

    /** Puts a side back exactly as it was in {@code s}, in one transaction. */
    public void restore(Snapshot s) {
        db.transaction(c -> {
            write(c, "repertoire", MOVE_COLUMNS, s.side(), s.moves());
            write(c, "repertoire_annotations", ANNOTATION_COLUMNS, s.side(), s.annotations());
            write(c, "repertoire_training", TRAINING_COLUMNS, s.side(), s.training());
            return null;
        });
    }

    private static List<List<Object>> read(Connection c, String table, String columns, Side side) throws SQLException {
        int n = columns.split(",").length;
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT " + columns + " FROM " + table + " WHERE side = ? ORDER BY rowid")) {
            ps.setInt(1, side.index());
            List<List<Object>> rows = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    List<Object> row = new ArrayList<>();
                    for (int i = 1; i <= n; i++) {
                        row.add(rs.getObject(i));
                    }
                    rows.add(java.util.Collections.unmodifiableList(row));
                }
            }
            return List.copyOf(rows);
        }
    }

    private static void write(Connection c, String table, String columns, Side side, List<List<Object>> rows)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + table + " WHERE side = ?")) {
            ps.setInt(1, side.index());
            ps.executeUpdate();
        }
        int n = columns.split(",").length;
        String marks = "?" + ", ?".repeat(n);
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO " + table + " (side, " + columns + ") VALUES (" + marks + ")")) {
            for (List<Object> row : rows) {
                ps.setInt(1, side.index());
                for (int i = 0; i < n; i++) {
                    ps.setObject(i + 2, row.get(i));
                }
                ps.executeUpdate();
            }
        }
    }
}
