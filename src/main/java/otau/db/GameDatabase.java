package otau.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.List;
import otau.game.record.GameRecord;

/**
 * One game database file: games, the position index for the explorer, the repertoire and
 * its training state, and room for other features' tables ({@link #ensureSchema}).
 *
 * <p>Queries share one connection and are serialised on it, so any thread may call them
 * (never the FX thread: a UI runs them as background tasks). An import opens its own
 * connection; thanks to the write-ahead log, queries keep answering while it runs.
 */
public final class GameDatabase implements AutoCloseable {
    private final Path file;
    private final Connection connection;
    private final Object lock = new Object();

    private GameDatabase(Path file, Connection connection) {
        this.file = file;
        this.connection = connection;
    }

    /** Opens (creating it and its folder when missing) the database file and brings its tables up to date. */
    public static GameDatabase open(Path file) {
        return open(file, CancellationToken.none());
    }

    /**
     * As {@link #open(Path)}; {@code stop} stops the upgrade of a file made by an older version
     * (seconds for a large one) before its next step or in the middle of one, which is rolled
     * back: the file stays as it was at its last whole version, closed, and this throws
     * {@link java.util.concurrent.CancellationException}.
     */
    public static GameDatabase open(Path file, CancellationToken stop) {
        Path abs = file.toAbsolutePath();
        try {
            if (abs.getParent() != null) {
                Files.createDirectories(abs.getParent());
            }
        } catch (IOException e) {
            throw new DatabaseException(otau.io.FileProblems.describe(abs.getParent(), e,
                    "cannot create the folder for " + abs.getFileName()), e);
        }
        if (Files.isDirectory(abs)) {
            throw new DatabaseException(otau.io.Phrase.of("db.isFolder", abs.toString()));
        }
        Connection c;
        try {
            synchronized (OPENING) {
                c = connect(abs);
                try {
                    Schema.migrateCore(c, stop);
                    Schema.migrateFeature(c, Repertoire.ANNOTATIONS, stop);
                } catch (SQLException | RuntimeException e) {
                    closeQuietly(c);
                    throw e;
                }
            }
        } catch (SQLException e) {
            throw new DatabaseException(DatabaseProblems.describe(abs, "db.cannotSetUp", e), e);
        }
        return new GameDatabase(abs, c);
    }

    /** The user's default database, {@code otau.db} in the {@link DataDirectory}. */
    public static GameDatabase openDefault() {
        return open(DataDirectory.defaultDatabase());
    }

    /**
     * Held while a connection to a file is made and its schema brought up to date. The game
     * database and the puzzle progress open the same file, often at the same moment; SQLite
     * answers a second connection switching a new file to WAL with "database is locked"
     * at once, without waiting.
     */
    private static final Object OPENING = new Object();

    /**
     * A connection to {@code file} set up as the game database's own (write-ahead log, busy
     * timeout), with the core tables and {@code feature}'s brought up to date: for a feature
     * that keeps its own connection to the shared file.
     */
    public static Connection openShared(Path file, SchemaFeature feature) throws SQLException {
        synchronized (OPENING) {
            Connection c = connect(file.toAbsolutePath());
            try {
                Schema.migrate(c, feature);
                return c;
            } catch (SQLException | RuntimeException e) {
                closeQuietly(c);
                throw e;
            }
        }
    }

    static Connection connect(Path file) {
        Connection c;
        try {
            c = DriverManager.getConnection("jdbc:sqlite:" + file);
        } catch (SQLException e) {
            throw new DatabaseException(DatabaseProblems.describe(file, "db.cannotOpen", e), e);
        }
        try (Statement s = c.createStatement()) {
            s.execute("PRAGMA busy_timeout = 10000");
            s.execute("PRAGMA journal_mode = WAL");
            // With the write-ahead log, NORMAL keeps the file consistent after a crash and
            // only risks the last commits after a power loss: right for a game collection.
            s.execute("PRAGMA synchronous = NORMAL");
            s.execute("PRAGMA temp_store = MEMORY");
            s.execute("PRAGMA cache_size = -131072");
            s.execute("PRAGMA mmap_size = 268435456");
            return c;
        } catch (SQLException e) {
            // A file that is not a database fails here: the connection must not stay open.
            closeQuietly(c);
            throw new DatabaseException(DatabaseProblems.describe(file, "db.cannotOpen", e), e);
        }
    }

    public Path file() {
        return file;
    }

    /** The core schema version of the file ({@code PRAGMA user_version}). */
    public int schemaVersion() {
        return query(Schema::userVersion);
    }

    /**
     * Creates or upgrades another feature's tables in this file (see {@link SchemaFeature});
     * returns the feature's version before the call. Safe to call on every start.
     */
    public int ensureSchema(SchemaFeature feature) {
        return query(c -> Schema.migrateFeature(c, feature));
    }

    /**
     * Imports record files. Runs on the calling thread until done or cancelled; the listener
     * hears about progress on that thread. Problems in the files are reported, not thrown;
     * a failure of the database itself is thrown after the open batch is rolled back.
     */
    public ImportReport importFiles(List<Path> files, ImportOptions options, ImportListener listener,
                                    CancellationToken cancel) {
        return importOn(connect(file), files, options, listener, cancel);
    }

    /** Imports on a connection of its own to this file, which is closed at the end. */
    ImportReport importOn(Connection c, List<Path> files, ImportOptions options, ImportListener listener,
                          CancellationToken cancel) {
        try {
            return new GameImporter(c, options, listener, cancel).run(files);
        } catch (SQLException e) {
            throw new DatabaseException(DatabaseProblems.describe(file, "db.importFailed", e), e);
        } finally {
            closeQuietly(c);
        }
    }

    /**
     * Adds one game (e.g. a game just played) with its explorer index, all in one transaction.
     * Returns false when the file already holds the same game.
     */
    public boolean addGame(GameRecord game, String source) {
        return query(c -> {
            int plies = Math.max(ImportOptions.DEFAULT_INDEX_PLIES, indexPliesOn(c));
            return new GameImporter(c, ImportOptions.defaults().withIndexPlies(plies), ImportListener.NONE,
                    CancellationToken.none()).addOne(game, source);
        });
    }

    /** Searching, counting and opening games. */
    public GameBrowser games() {
        return new GameBrowser(this);
    }

    /** Moves played from a position, with results and ratings. */
    public OpeningExplorer explorer() {
        return new OpeningExplorer(this);
    }

    /** The moves the user has marked as their repertoire. */
    public Repertoire repertoire() {
        return new Repertoire(this);
    }

    /** The repertoire as a tree: delete, promote, comment, undo. */
    public RepertoireEditor repertoireEditor() {
        return new RepertoireEditor(this);
    }

    /** Imports lines into the repertoire from game records. */
    public RepertoireLines repertoireLines() {
        return new RepertoireLines(this);
    }

    /** The "same player" list: spellings of one name joined for the explorer's filter and counts. */
    public PlayerAliases aliases() {
        return new PlayerAliases(this);
    }

    /** Finding players by a part of their name, with the spellings joined to them. */
    public PlayerSearch players() {
        return new PlayerSearch(this);
    }

    /**
     * Removes one game, its index rows and its share of the explorer's totals, in one
     * transaction. Returns false when there is no game with that id.
     */
    public boolean removeGame(long id) {
        return transaction(c -> {
            try (PreparedStatement totals = c.prepareStatement("""
                    UPDATE move_stats SET games = games - d.n, white_wins = white_wins - d.w, draws = draws - d.dr,
                        black_wins = black_wins - d.b, elo_sum = elo_sum - d.es, elo_count = elo_count - d.ec
                    FROM (SELECT key, next_move, count(*) AS n, total(result = 1) AS w, total(result = 0) AS dr,
                                 total(result = -1) AS b, total(mover_elo) AS es, count(mover_elo) AS ec
                          FROM positions WHERE game_id = ? GROUP BY key, next_move) AS d
                    WHERE move_stats.key = d.key AND move_stats.next_move = d.next_move""");
                 PreparedStatement empty = c.prepareStatement("""
                    DELETE FROM move_stats WHERE games <= 0 AND key IN (SELECT key FROM positions WHERE game_id = ?)""");
                 PreparedStatement positions = c.prepareStatement("DELETE FROM positions WHERE game_id = ?");
                 PreparedStatement games = c.prepareStatement("DELETE FROM games WHERE id = ?")) {
                for (PreparedStatement ps : List.of(totals, empty, positions, games)) {
                    ps.setLong(1, id);
                }
                totals.executeUpdate();
                empty.executeUpdate();
                positions.executeUpdate();
                return games.executeUpdate() > 0;
            }
        });
    }

    /**
     * Moves one game into {@code target}: it is added there (with its source) and then removed
     * here. Should the second step fail, the game is in both files, never in neither. Returns
     * false when there is no game with that id here.
     */
    public boolean moveGame(long id, GameDatabase target) {
        if (target.file().equals(file)) {
            throw new IllegalArgumentException("a game cannot be moved into the database it is in");
        }
        java.util.Optional<GameRecord> game = games().open(id);
        if (game.isEmpty()) {
            return false;
        }
        String source = query(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT source FROM games WHERE id = ?")) {
                ps.setLong(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? rs.getString(1) : null;
                }
            }
        });
        target.addGame(game.get(), source);
        return removeGame(id);
    }

    /** Quizzes the repertoire with spaced repetition; the clock decides what is due. */
    public RepertoireTrainer trainer(Clock clock) {
        return new RepertoireTrainer(this, clock);
    }

    /** Number of games in the file. */
    public long gameCount() {
        return query(c -> {
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM games")) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    /** Plies of every game's main line the explorer covers (the shallowest import's depth), 0 if none yet. */
    public int indexPlies() {
        return query(GameDatabase::indexPliesOn);
    }

    private static int indexPliesOn(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT value FROM settings WHERE name = 'index_plies'");
             ResultSet rs = s.executeQuery()) {
            return rs.next() ? Integer.parseInt(rs.getString(1)) : 0;
        }
    }

    /** Work on the shared connection. */
    @FunctionalInterface
    public interface SqlWork<T> {
        T run(Connection c) throws SQLException;
    }

    /**
     * Runs work on the shared connection, serialised with every other query; for features
     * that keep their own tables in this file. SQL failures come back as {@link DatabaseException}.
     */
    public <T> T query(SqlWork<T> work) {
        synchronized (lock) {
            try {
                return work.run(connection);
            } catch (SQLException e) {
                throw new DatabaseException(DatabaseProblems.at(file, e), e);
            }
        }
    }

    /** Like {@link #query} inside one transaction: all of the work is written, or none of it. */
    public <T> T transaction(SqlWork<T> work) {
        return query(c -> {
            c.setAutoCommit(false);
            try {
                T result = work.run(c);
                c.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                GameImporter.rollback(c, e);
                throw e;
            } finally {
                GameImporter.endTransaction(c);
            }
        });
    }

    @Override
    public void close() {
        synchronized (lock) {
            closeQuietly(connection);
        }
    }

    private static void closeQuietly(Connection c) {
        try {
            c.close();
        } catch (SQLException ignored) {
            // the file is consistent after every commit; a failed close loses nothing
        }
    }
}
