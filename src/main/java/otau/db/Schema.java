package otau.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * Creates and upgrades the tables. Each step runs in its own transaction together with
 * the version bump, so a file is always at a whole version; running on an up-to-date file
 * does nothing.
 */
public final class Schema {
    /** Name under which the core steps are reported; their version is {@code PRAGMA user_version}. */
    public static final String CORE_NAME = "core";

    /** The game database: games, the position index and its per-move totals, the repertoire and its training state. */
    public static final SchemaFeature CORE = new SchemaFeature(CORE_NAME, List.of(
            // 1: games and the position index
            """
            CREATE TABLE games (
                id INTEGER PRIMARY KEY,
                event TEXT, site TEXT, date TEXT, round TEXT,
                white TEXT, black TEXT, result TEXT,
                white_elo INTEGER, black_elo INTEGER,
                other_tags TEXT NOT NULL DEFAULT '',
                ply_count INTEGER NOT NULL,
                start_fen TEXT,
                record TEXT NOT NULL,
                content_key INTEGER NOT NULL,
                source TEXT
            );
            CREATE UNIQUE INDEX games_content_key ON games(content_key);
            CREATE INDEX games_white ON games(white COLLATE NOCASE);
            CREATE INDEX games_black ON games(black COLLATE NOCASE);
            CREATE INDEX games_date ON games(date);
            CREATE INDEX games_event ON games(event COLLATE NOCASE);
            -- One row per indexed position of a game's main line. The primary key is the
            -- explorer's access path: all rows of a position are one contiguous range, and
            -- result and mover_elo ride along so a lookup never touches the games table.
            CREATE TABLE positions (
                key INTEGER NOT NULL,
                next_move INTEGER NOT NULL,
                game_id INTEGER NOT NULL,
                ply INTEGER NOT NULL,
                result INTEGER,
                mover_elo INTEGER,
                PRIMARY KEY (key, next_move, game_id, ply)
            ) WITHOUT ROWID;
            CREATE TABLE feature_schema (
                feature TEXT PRIMARY KEY,
                version INTEGER NOT NULL
            );
            CREATE TABLE settings (
                name TEXT PRIMARY KEY,
                value TEXT NOT NULL
            )
            """,
            // 2: the repertoire and its spaced-repetition state
            """
            CREATE TABLE repertoire (
                side INTEGER NOT NULL,
                key INTEGER NOT NULL,
                fen TEXT NOT NULL,
                move INTEGER NOT NULL,
                added_at INTEGER NOT NULL,
                PRIMARY KEY (side, key, move)
            );
            CREATE TABLE repertoire_training (
                side INTEGER NOT NULL,
                key INTEGER NOT NULL,
                repetitions INTEGER NOT NULL,
                interval_days REAL NOT NULL,
                ease REAL NOT NULL,
                due_at INTEGER NOT NULL,
                reviewed_at INTEGER NOT NULL,
                lapses INTEGER NOT NULL,
                PRIMARY KEY (side, key)
            );
            CREATE INDEX repertoire_training_due ON repertoire_training(side, due_at)
            """,
            // 3: per-move totals for the explorer, so that a position reached by every game
            // (the start) is answered from a handful of rows; filled from the index rows already there
            """
            CREATE TABLE move_stats (
                key INTEGER NOT NULL,
                next_move INTEGER NOT NULL,
                games INTEGER NOT NULL,
                white_wins INTEGER NOT NULL,
                draws INTEGER NOT NULL,
                black_wins INTEGER NOT NULL,
                elo_sum INTEGER NOT NULL,
                elo_count INTEGER NOT NULL,
                PRIMARY KEY (key, next_move)
            ) WITHOUT ROWID;
            INSERT INTO move_stats
                SELECT key, next_move, count(*), total(result = 1), total(result = 0), total(result = -1),
                       total(mover_elo), count(mover_elo)
                FROM positions GROUP BY key, next_move
            """,
            // 4: the explorer's filters. Each index row carries its game's ratings, day and time
            // control, so a filtered lookup reads one key range of the primary key and never the
            // games table; the day and time control are computed as GameFacets does.
            """
            ALTER TABLE games ADD COLUMN day INTEGER;
            ALTER TABLE games ADD COLUMN time_control INTEGER;
            UPDATE games SET day = CASE
                WHEN trim(date) GLOB '[0-9][0-9][0-9][0-9].[0-9][0-9].[0-9][0-9]*'
                    THEN CAST(substr(trim(date), 1, 4) || substr(trim(date), 6, 2) || substr(trim(date), 9, 2) AS INTEGER)
                WHEN trim(date) GLOB '[0-9][0-9][0-9][0-9].[0-9][0-9]*'
                    THEN CAST(substr(trim(date), 1, 4) || substr(trim(date), 6, 2) AS INTEGER) * 100
                WHEN trim(date) GLOB '[0-9][0-9][0-9][0-9]*' THEN CAST(substr(trim(date), 1, 4) AS INTEGER) * 10000
                END;
            UPDATE games SET time_control = (
                SELECT CASE WHEN substr(v, 1, 1) GLOB '[0-9]' THEN nullif(CAST(substr(v, 1, 9) AS INTEGER), 0) END
                FROM (SELECT ltrim(substr(other_tags, instr(other_tags, '[TimeControl "') + 14)) AS v))
                WHERE instr(other_tags, '[TimeControl "') > 0;
            CREATE INDEX games_time_control ON games(time_control);
            ALTER TABLE positions ADD COLUMN white_elo INTEGER;
            ALTER TABLE positions ADD COLUMN black_elo INTEGER;
            ALTER TABLE positions ADD COLUMN day INTEGER;
            ALTER TABLE positions ADD COLUMN time_control INTEGER;
            UPDATE positions SET (white_elo, black_elo, day, time_control) =
                (SELECT white_elo, black_elo, day, time_control FROM games WHERE games.id = positions.game_id)
            """));

    private Schema() {
    }

    /**
     * Brings the core tables and then {@code feature}'s up to date, for a feature that keeps
     * its own connection to the shared file (the puzzle trainer's progress).
     */
    public static void migrate(Connection c, SchemaFeature feature) throws SQLException {
        migrateCore(c);
        migrateFeature(c, feature);
    }

    /** Brings the core tables up to date; returns the version the file had before. */
    static int migrateCore(Connection c) throws SQLException {
        return migrateCore(c, CancellationToken.none());
    }

    /**
     * As {@link #migrateCore(Connection)}, stopped by {@code stop}: before the next step, or in
     * the middle of one (its statement interrupted and its transaction rolled back), so the file
     * stays at the last whole version; then throws {@link java.util.concurrent.CancellationException}.
     */
    static int migrateCore(Connection c, CancellationToken stop) throws SQLException {
        int before = userVersion(c);
        if (before > CORE.latestVersion()) {
            throw new DatabaseException(otau.io.Phrase.of("db.newer", before, CORE.latestVersion()));
        }
        for (int v = before; v < CORE.latestVersion(); v++) {
            int at = v;
            runStep(c, CORE.steps().get(v), "PRAGMA user_version = " + (v + 1), () -> userVersion(c) == at, stop);
        }
        return before;
    }

    /** Brings a feature's tables up to date (after the core); returns its version before. */
    static int migrateFeature(Connection c, SchemaFeature feature) throws SQLException {
        return migrateFeature(c, feature, CancellationToken.none());
    }

    /** As {@link #migrateFeature(Connection, SchemaFeature)}, stopped by {@code stop} as the core's upgrade is. */
    static int migrateFeature(Connection c, SchemaFeature feature, CancellationToken stop) throws SQLException {
        if (feature.name().equals(CORE_NAME)) {
            return migrateCore(c, stop);
        }
        int before = featureVersion(c, feature.name());
        if (before > feature.latestVersion()) {
            throw new DatabaseException(otau.io.Phrase.of("db.newerFeature", feature.name(), before));
        }
        for (int v = before; v < feature.latestVersion(); v++) {
            String bump = "INSERT INTO feature_schema(feature, version) VALUES ('"
                    + feature.name().replace("'", "''") + "', " + (v + 1)
                    + ") ON CONFLICT(feature) DO UPDATE SET version = excluded.version";
            int at = v;
            runStep(c, feature.steps().get(v), bump, () -> featureVersion(c, feature.name()) == at, stop);
        }
        return before;
    }

    static int userVersion(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("PRAGMA user_version")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    static int featureVersion(Connection c, String feature) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT version FROM feature_schema WHERE feature = ?")) {
            ps.setString(1, feature);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }

    /** A check run inside the step's transaction. */
    private interface StillDue {
        boolean check() throws SQLException;
    }

    /**
     * Runs one step and its version bump as one transaction. The transaction takes the write
     * lock first (BEGIN IMMEDIATE) and then checks the step is still due: two connections
     * opening the same new file at once (the game database and the puzzle progress) would
     * otherwise both run it, and the second fail with "table games already exists".
     */
    private static void runStep(Connection c, String script, String bump, StillDue due, CancellationToken stop)
            throws SQLException {
        if (stop.isCancelled()) {
            throw stopped(null);
        }
        boolean auto = c.getAutoCommit();
        c.setAutoCommit(true);
        // Cancel interrupts the statement under way (sqlite3_interrupt, safe from any thread).
        Runnable unhook = stop.whenCancelled(() -> interrupt(c));
        try (Statement s = c.createStatement()) {
            s.execute("BEGIN IMMEDIATE");
            try {
                if (due.check()) {
                    for (String sql : statements(script)) {
                        s.execute(sql);
                    }
                    s.execute(bump);
                }
                if (stop.isCancelled()) {
                    throw stopped(null);
                }
                s.execute("COMMIT");
            } catch (SQLException | RuntimeException e) {
                rollBack(s, e);
                if (stop.isCancelled() && !(e instanceof java.util.concurrent.CancellationException)) {
                    throw stopped(e);
                }
                throw e;
            }
        } finally {
            unhook.run();
            c.setAutoCommit(auto);
        }
    }

    private static java.util.concurrent.CancellationException stopped(Exception cause) {
        java.util.concurrent.CancellationException e =
                new java.util.concurrent.CancellationException("the upgrade of the file was stopped");
        if (cause != null) {
            e.initCause(cause);
        }
        return e;
    }

    /** Rolls the step back; an interrupted statement may have rolled it back already (then nothing is left to do). */
    private static void rollBack(Statement s, Exception cause) {
        try {
            s.execute("ROLLBACK");
        } catch (SQLException e) {
            if (!String.valueOf(e.getMessage()).contains("no transaction is active")) {
                cause.addSuppressed(e);
            }
        }
    }

    private static void interrupt(Connection c) {
        try (Statement s = c.createStatement()) {
            s.cancel();
        } catch (SQLException e) {
            // A closed connection has nothing running to interrupt.
        }
    }

    /** Splits a script at semicolons outside quotes; {@code --} comments are dropped. */
    static List<String> statements(String script) {
        List<String> out = new java.util.ArrayList<>();
        StringBuilder sb = new StringBuilder();
        char quote = 0;
        for (int i = 0; i < script.length(); i++) {
            char ch = script.charAt(i);
            if (quote != 0) {
                sb.append(ch);
                if (ch == quote) {
                    quote = 0;
                }
            } else if (ch == '\'' || ch == '"') {
                quote = ch;
                sb.append(ch);
            } else if (ch == '-' && i + 1 < script.length() && script.charAt(i + 1) == '-') {
                while (i < script.length() && script.charAt(i) != '\n') {
                    i++;
                }
                sb.append('\n');
            } else if (ch == ';') {
                add(out, sb);
            } else {
                sb.append(ch);
            }
        }
        add(out, sb);
        return out;
    }

    private static void add(List<String> out, StringBuilder sb) {
        String sql = sb.toString().strip();
        if (!sql.isEmpty()) {
            out.add(sql);
        }
        sb.setLength(0);
    }
}
