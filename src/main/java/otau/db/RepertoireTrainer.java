package otau.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

/**
 * Drills a side's repertoire: asks the positions that are due first (earliest first), then
 * positions never asked (in the order they were added), and schedules each again by
 * {@link ReviewState}. The clock is injected so tests can move time on.
 */
public final class RepertoireTrainer {
    private final GameDatabase db;
    private final Clock clock;

    RepertoireTrainer(GameDatabase db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    /** The next position to ask, or empty when nothing is due and every position has been asked. */
    public Optional<RepertoireQuiz> next(Side side) {
        long now = clock.millis();
        return db.query(c -> {
            Long key = null;
            String fen = null;
            boolean fresh = false;
            try (PreparedStatement ps = c.prepareStatement("""
                    SELECT t.key, (SELECT r.fen FROM repertoire r WHERE r.side = t.side AND r.key = t.key LIMIT 1)
                    FROM repertoire_training t
                    WHERE t.side = ? AND t.due_at <= ?
                      AND EXISTS (SELECT 1 FROM repertoire r WHERE r.side = t.side AND r.key = t.key)
                    ORDER BY t.due_at, t.key LIMIT 1""")) {
                ps.setInt(1, side.index());
                ps.setLong(2, now);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        key = rs.getLong(1);
                        fen = rs.getString(2);
                    }
                }
            }
            if (key == null) {
                try (PreparedStatement ps = c.prepareStatement("""
                        SELECT r.key, r.fen FROM repertoire r
                        WHERE r.side = ? AND NOT EXISTS
                          (SELECT 1 FROM repertoire_training t WHERE t.side = r.side AND t.key = r.key)
                        ORDER BY r.rowid LIMIT 1""")) {
                    ps.setInt(1, side.index());
                    try (ResultSet rs = ps.executeQuery()) {
                        if (rs.next()) {
                            key = rs.getLong(1);
                            fen = rs.getString(2);
                            fresh = true;
                        }
                    }
                }
            }
            if (key == null) {
                return Optional.<RepertoireQuiz>empty();
            }
            return Optional.of(new RepertoireQuiz(side, key, Fen.read(fen), Repertoire.movesAt(c, side, key), fresh));
        });
    }

    /** Judges the user's move in a quiz and schedules the position again. */
    public QuizAnswer answer(RepertoireQuiz quiz, int hole) {
        Instant now = clock.instant();
        return db.transaction(c -> {
            List<Integer> accepted = Repertoire.movesAt(c, quiz.side(), quiz.key());
            if (accepted.isEmpty()) {
                throw new IllegalArgumentException("the position is no longer in " + Repertoire.name(quiz.side())
                        + "'s repertoire: " + Fen.write(quiz.position()));
            }
            boolean correct = accepted.contains(hole);
            ReviewState state = load(c, quiz.side(), quiz.key()).after(correct);
            Instant due = now.plus(state.delay());
            try (PreparedStatement ps = c.prepareStatement("""
                    INSERT INTO repertoire_training
                      (side, key, repetitions, interval_days, ease, due_at, reviewed_at, lapses)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(side, key) DO UPDATE SET repetitions = excluded.repetitions,
                      interval_days = excluded.interval_days, ease = excluded.ease, due_at = excluded.due_at,
                      reviewed_at = excluded.reviewed_at, lapses = excluded.lapses""")) {
                ps.setInt(1, quiz.side().index());
                ps.setLong(2, quiz.key());
                ps.setInt(3, state.repetitions());
                ps.setDouble(4, state.intervalDays());
                ps.setDouble(5, state.ease());
                ps.setLong(6, due.toEpochMilli());
                ps.setLong(7, now.toEpochMilli());
                ps.setInt(8, state.lapses());
                ps.executeUpdate();
            }
            List<String> expected = new ArrayList<>();
            Position p = quiz.position();
            for (int h : accepted) {
                expected.add(p.isLegal(h) ? p.play(h).lastMove().notation() : Integer.toString(h));
            }
            return new QuizAnswer(correct, expected, state, due);
        });
    }

    /** Counts for a side: positions, never asked, due now, and when the next review falls due. */
    public TrainingStats stats(Side side) {
        long now = clock.millis();
        return db.query(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    SELECT
                      (SELECT count(DISTINCT key) FROM repertoire WHERE side = ?1),
                      (SELECT count(DISTINCT r.key) FROM repertoire r WHERE r.side = ?1 AND NOT EXISTS
                        (SELECT 1 FROM repertoire_training t WHERE t.side = r.side AND t.key = r.key)),
                      (SELECT count(*) FROM repertoire_training WHERE side = ?1 AND due_at <= ?2),
                      (SELECT min(due_at) FROM repertoire_training WHERE side = ?1 AND due_at > ?2)""")) {
                ps.setInt(1, side.index());
                ps.setLong(2, now);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    long next = rs.getLong(4);
                    Instant nextDue = rs.wasNull() ? null : Instant.ofEpochMilli(next);
                    return new TrainingStats(rs.getInt(1), rs.getInt(2), rs.getInt(3), nextDue);
                }
            }
        });
    }

    /**
     * Positions of a side whose last answer was right (they wait for a later review, not to
     * be relearnt): the trainer's "learned" count.
     */
    public int learned(Side side) {
        return db.query(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    SELECT count(*) FROM repertoire_training t WHERE t.side = ? AND t.repetitions > 0
                      AND EXISTS (SELECT 1 FROM repertoire r WHERE r.side = t.side AND r.key = t.key)""")) {
                ps.setInt(1, side.index());
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    return rs.getInt(1);
                }
            }
        });
    }

    /** The stored review state of a position, or a fresh one. */
    public ReviewState state(Side side, long key) {
        return db.query(c -> load(c, side, key));
    }

    private static ReviewState load(Connection c, Side side, long key) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT repetitions, interval_days, ease, lapses FROM repertoire_training WHERE side = ? AND key = ?")) {
            ps.setInt(1, side.index());
            ps.setLong(2, key);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? new ReviewState(rs.getInt(1), rs.getDouble(2), rs.getDouble(3), rs.getInt(4))
                        : ReviewState.fresh();
            }
        }
    }
}
