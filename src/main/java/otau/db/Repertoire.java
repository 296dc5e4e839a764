package otau.db;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

/**
 * The user's opening repertoire: for White and for Black, the moves they mean to play in
 * given positions. A position may hold more than one move (each counts as right in training).
 */
public final class Repertoire {
    /**
     * The repertoire's own additions to the core tables: per move, its rank among the
     * position's moves (set by promoting one; unranked moves follow, by hole) and a comment.
     * A comment may belong to an opponent's reply too, so a row needs no repertoire move.
     */
    public static final SchemaFeature ANNOTATIONS = new SchemaFeature("repertoire_annotations", List.of("""
            CREATE TABLE repertoire_annotations (
                side INTEGER NOT NULL,
                key INTEGER NOT NULL,
                move INTEGER NOT NULL,
                rank INTEGER,
                comment TEXT NOT NULL DEFAULT '',
                PRIMARY KEY (side, key, move)
            )
            """));

    private final GameDatabase db;

    Repertoire(GameDatabase db) {
        this.db = db;
    }

    /**
     * Marks {@code hole} as the repertoire move for {@code side} in {@code position}, where
     * that side must be to move. Returns false if it was already marked.
     */
    public boolean add(Side side, Position position, int hole) {
        if (position.sideToMove() != side) {
            throw new IllegalArgumentException("a move of " + name(side) + "'s repertoire needs " + name(side)
                    + " to move, but " + name(position.sideToMove()) + " is to move in " + Fen.write(position));
        }
        String why = position.whyIllegal(hole);
        if (why != null) {
            throw new IllegalArgumentException("move " + hole + " cannot be played in " + Fen.write(position)
                    + ": " + why);
        }
        return db.query(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT OR IGNORE INTO repertoire (side, key, fen, move, added_at) VALUES (?, ?, ?, ?, ?)")) {
                ps.setInt(1, side.index());
                ps.setLong(2, position.hash());
                ps.setString(3, Fen.write(position.withoutLastMove()));
                ps.setInt(4, hole);
                ps.setLong(5, System.currentTimeMillis());
                return ps.executeUpdate() == 1;
            }
        });
    }

    /**
     * Walks a line of moves (holes) from {@code start} and marks every move {@code side}
     * makes in it; the other side's moves are the replies the repertoire expects. Returns
     * how many moves were newly marked.
     */
    public int addLine(Side side, Position start, List<Integer> holes) {
        Position p = start;
        int added = 0;
        for (int hole : holes) {
            if (p.sideToMove() == side && add(side, p, hole)) {
                added++;
            }
            String why = p.whyIllegal(hole);
            if (why != null) {
                throw new IllegalArgumentException("move " + hole + " cannot be played in " + Fen.write(p) + ": " + why);
            }
            p = p.play(hole);
        }
        return added;
    }

    /** Takes a move out of the repertoire; returns false if it was not there. */
    public boolean remove(Side side, long key, int hole) {
        return db.transaction(c -> {
            int n;
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM repertoire WHERE side = ? AND key = ? AND move = ?")) {
                ps.setInt(1, side.index());
                ps.setLong(2, key);
                ps.setInt(3, hole);
                n = ps.executeUpdate();
            }
            try (PreparedStatement ps = c.prepareStatement(
                    "DELETE FROM repertoire_annotations WHERE side = ? AND key = ? AND move = ?")) {
                ps.setInt(1, side.index());
                ps.setLong(2, key);
                ps.setInt(3, hole);
                ps.executeUpdate();
            }
            // A position left with no move is no longer trained.
            try (PreparedStatement ps = c.prepareStatement("""
                    DELETE FROM repertoire_training WHERE side = ? AND key = ?
                      AND NOT EXISTS (SELECT 1 FROM repertoire r WHERE r.side = ? AND r.key = ?)""")) {
                ps.setInt(1, side.index());
                ps.setLong(2, key);
                ps.setInt(3, side.index());
                ps.setLong(4, key);
                ps.executeUpdate();
            }
            return n == 1;
        });
    }

    /** Every move of a side's repertoire, in the order they were added. */
    public List<RepertoireMove> list(Side side) {
        return db.query(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT key, fen, move FROM repertoire WHERE side = ? ORDER BY rowid")) {
                ps.setInt(1, side.index());
                List<RepertoireMove> moves = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        moves.add(move(side, rs.getLong(1), rs.getString(2), rs.getInt(3)));
                    }
                }
                return List.copyOf(moves);
            }
        });
    }

    /** The repertoire moves of a side in one position (empty if none). */
    public List<Integer> movesAt(Side side, long key) {
        return db.query(c -> movesAt(c, side, key));
    }

    static List<Integer> movesAt(java.sql.Connection c, Side side, long key) throws java.sql.SQLException {
        // The main move first (the promoted one, else the first added): the trainer shows it
        // as the expected answer.
        try (PreparedStatement ps = c.prepareStatement("""
                SELECT r.move FROM repertoire r LEFT JOIN repertoire_annotations a
                  ON a.side = r.side AND a.key = r.key AND a.move = r.move
                WHERE r.side = ? AND r.key = ? ORDER BY a.rank IS NULL, a.rank, r.rowid""")) {
            ps.setInt(1, side.index());
            ps.setLong(2, key);
            List<Integer> holes = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    holes.add(rs.getInt(1));
                }
            }
            return List.copyOf(holes);
        }
    }

    /**
     * A line from the start position to the repertoire position {@code key} of {@code side}:
     * that side's repertoire moves, and the other side's replies that lead to another of its
     * repertoire positions (the shortest such line). Empty when the position is not reached
     * that way from the start (a repertoire built from a set-up position).
     */
    public List<Integer> lineTo(Side side, long key) {
        java.util.Map<Long, List<Integer>> moves = new java.util.HashMap<>();
        for (RepertoireMove m : list(side)) {
            moves.computeIfAbsent(m.key(), k -> new ArrayList<>()).add(m.hole());
        }
        if (!moves.containsKey(key)) {
            return List.of();
        }
        // Breadth first over the side's repertoire positions; each step is its move and a reply.
        java.util.Map<Long, List<Integer>> lines = new java.util.HashMap<>();
        java.util.ArrayDeque<Position> queue = new java.util.ArrayDeque<>();
        for (Position p : firstPositions(side)) {
            if (moves.containsKey(p.hash()) && !lines.containsKey(p.hash())) {
                lines.put(p.hash(), p.equals(Position.start()) ? List.of() : List.of(p.lastMove().hole()));
                queue.add(p);
            }
        }
        while (!queue.isEmpty()) {
            Position p = queue.poll();
            List<Integer> line = lines.get(p.hash());
            if (p.hash() == key) {
                return line;
            }
            for (int mine : moves.get(p.hash())) {
                if (!p.isLegal(mine)) {
                    continue;
                }
                Position afterMine = p.play(mine);
                for (int reply : afterMine.isGameOver() ? new int[0] : afterMine.legalMoves()) {
                    Position next = afterMine.play(reply);
                    if (moves.containsKey(next.hash()) && !lines.containsKey(next.hash())) {
                        List<Integer> longer = new ArrayList<>(line);
                        longer.add(mine);
                        longer.add(reply);
                        lines.put(next.hash(), List.copyOf(longer));
                        queue.add(next);
                    }
                }
            }
        }
        return List.of();
    }

    /** Where the side first moves: the start for White, each position after White's first move for Black. */
    private static List<Position> firstPositions(Side side) {
        Position start = Position.start();
        List<Position> out = new ArrayList<>();
        if (side == Side.WHITE) {
            out.add(start);
        } else {
            for (int hole : start.legalMoves()) {
                out.add(start.play(hole));
            }
        }
        return out;
    }

    static RepertoireMove move(Side side, long key, String fen, int hole) {
        Position p = Fen.read(fen);
        String notation = p.isLegal(hole) ? p.play(hole).lastMove().notation() : Integer.toString(hole);
        return new RepertoireMove(side, key, fen, hole, notation);
    }

    static String name(Side s) {
        return s == Side.WHITE ? "White" : "Black";
    }
}
