package otau.puzzle.train;

import otau.db.DataDirectory;
import otau.db.Schema;
import otau.db.SchemaFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Trainer progress in the embedded SQLite database {@code otau.db}. The file is shared with
 * the game database, so every table here is prefixed {@code puzzle_}; the tables are one
 * {@link SchemaFeature} of the database's schema migrations ({@link Schema#migrate}), so
 * they are versioned and upgraded like the game tables. An attempt is stored in one
 * transaction ({@link #inTransaction}). Its methods may be called from any thread (the
 * trainer records on its background executor), one at a time.
 */
public final class SqliteProgressStore implements ProgressStore {
    /** Version 3: the user's thumbs up/down, one per puzzle. */
    private static final String THUMBS_V3 = "CREATE TABLE puzzle_thumb (puzzle_id TEXT PRIMARY KEY,"
            + " vote INTEGER NOT NULL CHECK (vote IN (-1, 1)), at_ms INTEGER NOT NULL)";

    /**
     * Version 1 is the tables as they were before they joined the migrations: {@code IF NOT
     * EXISTS}, so a file that already has them is taken as it is. Version 2 adds the longest
     * streak-mode run, version 3 the thumbs.
     */
    static final SchemaFeature PROGRESS = new SchemaFeature("puzzle_progress", List.of(String.join(";\n",
            SqliteProgressStore.schemaV1()),
            "CREATE TABLE puzzle_streak_run (id INTEGER PRIMARY KEY CHECK (id = 1), best INTEGER NOT NULL)",
            THUMBS_V3));


    private static String[] schemaV1() {
        return new String[] {
        "CREATE TABLE IF NOT EXISTS puzzle_user (id INTEGER PRIMARY KEY CHECK (id = 1), rating REAL NOT NULL,"
            + " deviation REAL NOT NULL, volatility REAL NOT NULL, streak INTEGER NOT NULL,"
            + " best_streak INTEGER NOT NULL, attempts INTEGER NOT NULL, solved INTEGER NOT NULL)",
        "CREATE TABLE IF NOT EXISTS puzzle_rating (puzzle_id TEXT PRIMARY KEY, rating REAL NOT NULL,"
            + " deviation REAL NOT NULL, volatility REAL NOT NULL)",
        "CREATE TABLE IF NOT EXISTS puzzle_review (puzzle_id TEXT PRIMARY KEY, due_ms INTEGER NOT NULL,"
            + " interval_days INTEGER NOT NULL, lapses INTEGER NOT NULL)",
        "CREATE TABLE IF NOT EXISTS puzzle_attempt (seq INTEGER PRIMARY KEY AUTOINCREMENT, puzzle_id TEXT NOT NULL,"
            + " at_ms INTEGER NOT NULL, solved INTEGER NOT NULL, user_before REAL NOT NULL,"
            + " user_after REAL NOT NULL, puzzle_after REAL NOT NULL)",
        "CREATE INDEX IF NOT EXISTS puzzle_attempt_puzzle ON puzzle_attempt (puzzle_id)"
        };
    }

    private final Connection connection;
    private final Path file;

    private SqliteProgressStore(Connection connection, Path file) {
        this.connection = connection;
        this.file = file;
    }

    /** Opens (creating if need be) the database in the user data directory. */
    public static SqliteProgressStore openDefault() {
        return open(DataDirectory.defaultDatabase());
    }

    /** Opens (creating if need be) the database {@code file} and its puzzle tables. */
    public static SqliteProgressStore open(Path file) {
        try {
            Path dir = file.toAbsolutePath().getParent();
            if (dir != null) {
                Files.createDirectories(dir);
            }
        } catch (IOException e) {
            throw new ProgressStoreException("cannot create the folder of " + file + ": " + e.getMessage(), e);
        }
        try {
            Connection c = otau.db.GameDatabase.openShared(file, PROGRESS);
            return new SqliteProgressStore(c, file);
        } catch (SQLException | otau.db.DatabaseException e) {
            throw new ProgressStoreException("cannot open the puzzle progress in " + file + ": " + e.getMessage(), e);
        }
    }

    /** The store's failure, naming the database file. */
    public static final class ProgressStoreException extends RuntimeException {
        public ProgressStoreException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private ProgressStoreException fail(String what, SQLException e) {
        return new ProgressStoreException("puzzle progress in " + file + ": cannot " + what + ": " + e.getMessage(), e);
    }

    @Override
    public synchronized void inTransaction(Runnable work) {
        try {
            connection.setAutoCommit(false);
            try {
                work.run();
                connection.commit();
            } catch (RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw fail("store the attempt", e);
        }
    }

    @Override
    public synchronized UserState user() {
        try (PreparedStatement ps = connection.prepareStatement(
                "SELECT rating, deviation, volatility, streak, best_streak, attempts, solved FROM puzzle_user WHERE id = 1");
             ResultSet rs = ps.executeQuery()) {
            if (!rs.next()) {
                return UserState.NEW;
            }
            return new UserState(new Glicko2.Rating(rs.getDouble(1), rs.getDouble(2), rs.getDouble(3)),
                    rs.getInt(4), rs.getInt(5), rs.getInt(6), rs.getInt(7));
        } catch (SQLException e) {
            throw fail("read the user's rating", e);
        }
    }

    @Override
    public synchronized void saveUser(UserState u) {
        try (PreparedStatement ps = connection.prepareStatement(
                "INSERT OR REPLACE INTO puzzle_user VALUES (1, ?, ?, ?, ?, ?, ?, ?)")) {
            ps.setDouble(1, u.rating().rating());
            ps.setDouble(2, u.rating().deviation());
            ps.setDouble(3, u.rating().volatility());
            ps.setInt(4, u.streak());
            ps.setInt(5, u.bestStreak());
            ps.setInt(6, u.attempts());
            ps.setInt(7, u.solved());
            ps.executeUpdate();
        } catch (SQLException e) {
            throw fail("save the user's rating", e);
        }
    }

    @Override
    public synchronized Optional<Glicko2.Rating> puzzleRating(String puzzleId) {
        try (PreparedStatement ps = connection.prepareStatement(
                "SELECT rating, deviation, volatility FROM puzzle_rating WHERE puzzle_id = ?")) {
            ps.setString(1, puzzleId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Glicko2.Rating(rs.getDouble(1), rs.getDouble(2), rs.getDouble(3)))
                        : Optional.empty();
            }
        } catch (SQLException e) {
            throw fail("read the rating of puzzle " + puzzleId, e);
        }
    }

    @Override
    public synchronized void savePuzzleRating(String puzzleId, Glicko2.Rating r) {
        try (PreparedStatement ps = connection.prepareStatement("INSERT OR REPLACE INTO puzzle_rating VALUES (?, ?, ?, ?)")) {
            ps.setString(1, puzzleId);
            ps.setDouble(2, r.rating());
            ps.setDouble(3, r.deviation());
            ps.setDouble(4, r.volatility());
            ps.executeUpdate();
        } catch (SQLException e) {
            throw fail("save the rating of puzzle " + puzzleId, e);
        }
    }

    @Override
    public synchronized Optional<Review> review(String puzzleId) {
        try (PreparedStatement ps = connection.prepareStatement(
                "SELECT puzzle_id, due_ms, interval_days, lapses FROM puzzle_review WHERE puzzle_id = ?")) {
            ps.setString(1, puzzleId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(review(rs)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw fail("read the review of puzzle " + puzzleId, e);
        }
    }

    private static Review review(ResultSet rs) throws SQLException {
        return new Review(rs.getString(1), Instant.ofEpochMilli(rs.getLong(2)), rs.getInt(3), rs.getInt(4));
    }

    @Override
    public synchronized void saveReview(Review r) {
        try (PreparedStatement ps = connection.prepareStatement("INSERT OR REPLACE INTO puzzle_review VALUES (?, ?, ?, ?)")) {
            ps.setString(1, r.puzzleId());
            ps.setLong(2, r.due().toEpochMilli());
            ps.setInt(3, r.intervalDays());
            ps.setInt(4, r.lapses());
            ps.executeUpdate();
        } catch (SQLException e) {
            throw fail("save the review of puzzle " + r.puzzleId(), e);
        }
    }

    @Override
    public synchronized void deleteReview(String puzzleId) {
        try (PreparedStatement ps = connection.prepareStatement("DELETE FROM puzzle_review WHERE puzzle_id = ?")) {
            ps.setString(1, puzzleId);
            ps.executeUpdate();
        } catch (SQLException e) {
            throw fail("remove the review of puzzle " + puzzleId, e);
        }
    }

    @Override
    public synchronized List<Review> dueReviews(Instant now) {
        try (PreparedStatement ps = connection.prepareStatement("SELECT puzzle_id, due_ms, interval_days, lapses"
                + " FROM puzzle_review WHERE due_ms <= ? ORDER BY due_ms, puzzle_id")) {
            ps.setLong(1, now.toEpochMilli());
            List<Review> list = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    list.add(review(rs));
                }
            }
            return list;
        } catch (SQLException e) {
            throw fail("read the due reviews", e);
        }
    }

    @Override
    public synchronized void addAttempt(Attempt a) {
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO puzzle_attempt"
                + " (puzzle_id, at_ms, solved, user_before, user_after, puzzle_after) VALUES (?, ?, ?, ?, ?, ?)")) {
            ps.setString(1, a.puzzleId());
            ps.setLong(2, a.at().toEpochMilli());
            ps.setInt(3, a.solved() ? 1 : 0);
            ps.setDouble(4, a.userBefore());
            ps.setDouble(5, a.userAfter());
            ps.setDouble(6, a.puzzleAfter());
            ps.executeUpdate();
        } catch (SQLException e) {
            throw fail("record an attempt at puzzle " + a.puzzleId(), e);
        }
    }

    @Override
    public synchronized List<Attempt> history(int limit) {
        try (PreparedStatement ps = connection.prepareStatement("SELECT puzzle_id, at_ms, solved, user_before,"
                + " user_after, puzzle_after FROM puzzle_attempt ORDER BY seq DESC LIMIT ?")) {
            ps.setInt(1, limit);
            List<Attempt> list = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    list.add(new Attempt(rs.getString(1), Instant.ofEpochMilli(rs.getLong(2)), rs.getInt(3) != 0,
                            rs.getDouble(4), rs.getDouble(5), rs.getDouble(6)));
                }
            }
            return list;
        } catch (SQLException e) {
            throw fail("read the history", e);
        }
    }

    @Override
    public synchronized Set<String> attempted() {
        try (PreparedStatement ps = connection.prepareStatement("SELECT DISTINCT puzzle_id FROM puzzle_attempt");
             ResultSet rs = ps.executeQuery()) {
            Set<String> ids = new HashSet<>();
            while (rs.next()) {
                ids.add(rs.getString(1));
            }
            return ids;
        } catch (SQLException e) {
            throw fail("read the puzzles tried", e);
        }
    }

    @Override
    public synchronized int bestStreakRun() {
        try (PreparedStatement ps = connection.prepareStatement("SELECT best FROM puzzle_streak_run WHERE id = 1");
             ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getInt(1) : 0;
        } catch (SQLException e) {
            throw fail("read the best streak run", e);
        }
    }

    @Override
    public synchronized Map<String, PuzzleResult> results() {
        // The latest attempt at each puzzle: the one with the highest sequence number.
        try (PreparedStatement ps = connection.prepareStatement("SELECT a.puzzle_id, a.solved FROM puzzle_attempt a"
                + " JOIN (SELECT MAX(seq) AS last FROM puzzle_attempt GROUP BY puzzle_id) l ON a.seq = l.last");
             ResultSet rs = ps.executeQuery()) {
            Map<String, PuzzleResult> results = new HashMap<>();
            while (rs.next()) {
                results.put(rs.getString(1), rs.getInt(2) != 0 ? PuzzleResult.SOLVED : PuzzleResult.FAILED);
            }
            return results;
        } catch (SQLException e) {
            throw fail("read the puzzles' results", e);
        }
    }

    @Override
    public synchronized void saveBestStreakRun(int length) {
        try (PreparedStatement ps = connection.prepareStatement(
                "INSERT INTO puzzle_streak_run (id, best) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET best = excluded.best")) {
            ps.setInt(1, length);
            ps.executeUpdate();
        } catch (SQLException e) {
            throw fail("store the best streak run", e);
        }
    }

    @Override
    public synchronized Optional<Thumb> thumb(String puzzleId) {
        try (PreparedStatement ps = connection.prepareStatement("SELECT vote FROM puzzle_thumb WHERE puzzle_id = ?")) {
            ps.setString(1, puzzleId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.ofNullable(Thumb.ofVote(rs.getInt(1))) : Optional.empty();
            }
        } catch (SQLException e) {
            throw fail("read the thumb on puzzle " + puzzleId, e);
        }
    }

    @Override
    public synchronized void setThumb(String puzzleId, Thumb thumb) {
        String sql = thumb == null ? "DELETE FROM puzzle_thumb WHERE puzzle_id = ?"
                : "INSERT OR REPLACE INTO puzzle_thumb (puzzle_id, vote, at_ms) VALUES (?, ?, ?)";
        try (PreparedStatement ps = connection.prepareStatement(sql)) {
            ps.setString(1, puzzleId);
            if (thumb != null) {
                ps.setInt(2, thumb.vote());
                ps.setLong(3, System.currentTimeMillis());
            }
            ps.executeUpdate();
        } catch (SQLException e) {
            throw fail("store the thumb on puzzle " + puzzleId, e);
        }
    }

    @Override
    public synchronized Map<String, Thumb> thumbs() {
        try (PreparedStatement ps = connection.prepareStatement("SELECT puzzle_id, vote FROM puzzle_thumb");
             ResultSet rs = ps.executeQuery()) {
            Map<String, Thumb> thumbs = new HashMap<>();
            while (rs.next()) {
                Thumb t = Thumb.ofVote(rs.getInt(2));
                if (t != null) {
                    thumbs.put(rs.getString(1), t);
                }
            }
            return thumbs;
        } catch (SQLException e) {
            throw fail("read the thumbs", e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            throw fail("close the database", e);
        }
    }
}
