package otau.db;

import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;

/**
 * Moves a side's repertoire in and out of game records: every variation of a record counts,
 * the side's moves become repertoire moves and the comments of any move are kept; out, the
 * tree becomes one record with variations (and one more for each line that starts from a
 * set-up position), which our readers read back to the same repertoire.
 */
public final class RepertoireLines {
    private final GameDatabase db;

    RepertoireLines(GameDatabase db) {
        this.db = db;
    }

    /** What an import added. */
    public record Imported(int moves, int comments) {
    }

    /**
     * Adds every move {@code side} makes in any variation of {@code games} to its repertoire,
     * with the comments written after moves; all of it is written, or none. Moves already
     * there stay as they are; a comment replaces the move's old one.
     */
    public Imported importRecords(Side side, List<GameRecord> games, java.util.function.BooleanSupplier cancelled) {
        return db.transaction(c -> {
            int moves = 0;
            int comments = 0;
            long now = System.currentTimeMillis();
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT OR IGNORE INTO repertoire (side, key, fen, move, added_at) VALUES (?, ?, ?, ?, ?)")) {
                // Positions that had no move before: their moves keep the record's order
                // (the main line's move first), so an export read back has the same main moves.
                java.util.Map<Long, List<Integer>> fresh = new java.util.HashMap<>();
                java.util.Set<Long> seen = new java.util.HashSet<>();
                ArrayList<RecordNode> stack = new ArrayList<>();
                for (GameRecord g : games) {
                    if (cancelled != null && cancelled.getAsBoolean()) {
                        throw new java.util.concurrent.CancellationException("import cancelled");
                    }
                    stack.add(g.root());
                    while (!stack.isEmpty()) {
                        RecordNode n = stack.remove(stack.size() - 1);
                        for (int i = n.children().size() - 1; i >= 0; i--) {
                            stack.add(n.children().get(i));
                        }
                        if (n.isRoot()) {
                            continue;
                        }
                        Position before = n.parent().position();
                        int hole = n.move().hole();
                        if (before.sideToMove() == side) {
                            long key = before.hash();
                            if (!fresh.containsKey(key) && !seen.contains(key)) {
                                seen.add(key);
                                if (Repertoire.movesAt(c, side, key).isEmpty()) {
                                    fresh.put(key, new ArrayList<>());
                                }
                            }
                            List<Integer> order = fresh.get(key);
                            if (order != null && !order.contains(hole)) {
                                order.add(hole);
                            }
                            ps.setInt(1, side.index());
                            ps.setLong(2, before.hash());
                            ps.setString(3, Fen.write(before.withoutLastMove()));
                            ps.setInt(4, hole);
                            ps.setLong(5, now);
                            moves += ps.executeUpdate();
                        }
                        if (!n.comment().isBlank()) {
                            RepertoireEditor.setComment(c, side, before.hash(), hole, n.comment());
                            comments++;
                        }
                    }
                }
                for (java.util.Map.Entry<Long, List<Integer>> e : fresh.entrySet()) {
                    if (e.getValue().size() > 1) {
                        rank(c, side, e.getKey(), e.getValue());
                    }
                }
            }
            return new Imported(moves, comments);
        });
    }

    private static void rank(java.sql.Connection c, Side side, long key, List<Integer> order)
            throws java.sql.SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO repertoire_annotations (side, key, move, rank) VALUES (?, ?, ?, ?)
                ON CONFLICT(side, key, move) DO UPDATE SET rank = excluded.rank""")) {
            for (int i = 0; i < order.size(); i++) {
                ps.setInt(1, side.index());
                ps.setLong(2, key);
                ps.setInt(3, order.get(i));
                ps.setInt(4, i);
                ps.executeUpdate();
            }
        }
    }

    /**
     * The tree as records: the lines from the start as one record (main moves as main line,
     * the rest as variations, comments after their moves), then a record for each line from a
     * set-up position. {@code title} goes into each record's Event tag.
     */
    public static List<GameRecord> toRecords(RepertoireTree tree, String title) {
        List<GameRecord> out = new ArrayList<>();
        for (RepertoireTree.Node root : tree.roots()) {
            if (root.children().isEmpty() && !out.isEmpty()) {
                continue;
            }
            GameRecord g = root.position().equals(Position.start()) ? GameRecord.newGame()
                    : new GameRecord(root.position());
            if (!g.tags().containsKey("Event")) {
                for (String t : GameRecord.SEVEN_TAG_ROSTER) {
                    g.tags().put(t, "?");
                }
                g.tags().put("Result", "*");
            }
            g.tags().put("Event", title);
            copy(root, g.root());
            out.add(g);
        }
        return out;
    }

    private static void copy(RepertoireTree.Node from, RecordNode to) {
        for (RepertoireTree.Node child : from.children()) {
            RecordNode n = to.addChild(child.hole());
            n.setComment(child.comment());
            copy(child, n);
        }
    }
}
