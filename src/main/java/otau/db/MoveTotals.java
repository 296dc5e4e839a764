package otau.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * The explorer's per-move totals gathered over one import batch and added to
 * {@code move_stats} just before the batch commits, so they always agree with the index
 * rows. Early positions repeat in almost every game, so a batch touches far fewer rows
 * than it indexes.
 */
final class MoveTotals {
    private record KeyMove(long key, int move) {
    }

    /** games, White wins, draws, Black wins, rating sum, rated games. */
    private final Map<KeyMove, long[]> totals = new HashMap<>();

    void add(long key, int move, Integer result, Integer moverElo) {
        long[] t = totals.computeIfAbsent(new KeyMove(key, move), k -> new long[6]);
        t[0]++;
        if (result != null) {
            t[result == 1 ? 1 : result == 0 ? 2 : 3]++;
        }
        if (moverElo != null) {
            t[4] += moverElo;
            t[5]++;
        }
    }

    void flush(Connection c) throws SQLException {
        if (totals.isEmpty()) {
            return;
        }
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO move_stats (key, next_move, games, white_wins, draws, black_wins, elo_sum, elo_count)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(key, next_move) DO UPDATE SET games = games + excluded.games,
                  white_wins = white_wins + excluded.white_wins, draws = draws + excluded.draws,
                  black_wins = black_wins + excluded.black_wins, elo_sum = elo_sum + excluded.elo_sum,
                  elo_count = elo_count + excluded.elo_count""")) {
            for (Map.Entry<KeyMove, long[]> e : totals.entrySet()) {
                long[] t = e.getValue();
                ps.setLong(1, e.getKey().key());
                ps.setInt(2, e.getKey().move());
                for (int i = 0; i < 6; i++) {
                    ps.setLong(3 + i, t[i]);
                }
                ps.addBatch();
            }
            ps.executeBatch();
        }
        totals.clear();
    }

    /** Forgets the batch (it was rolled back). */
    void clear() {
        totals.clear();
    }
}
