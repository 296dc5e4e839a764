package otau.db;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import otau.game.record.GameRecord;
import otau.game.record.RecordPiece;
import otau.game.record.RecordProblem;
import otau.game.record.RecordStream;
import otau.game.record.RecordWriter;
import otau.io.Phrase;

/**
 * Reads record files game by game and writes them with their position index rows, a
 * batch of games per transaction. Worker threads read the games (most of the work); this
 * thread writes them in file order. A cancel stops after the current game and commits the
 * whole games done so far; an error rolls the open batch back, so the file never holds
 * half a game.
 */
final class GameImporter {
    /** Pieces read ahead of the writer: enough to keep the workers busy, little memory. */
    private static final int IN_FLIGHT = 256;
    /** Characters of those pieces at most (about 128 MB), whatever their number. */
    private static final long MAX_CHARS_IN_FLIGHT = 64L << 20;

    private final Connection c;
    private final ImportOptions options;
    private final ImportListener listener;
    private final CancellationToken cancel;

    private final List<RecordProblem> problems = new ArrayList<>();
    private final List<Phrase> fileErrors = new ArrayList<>();
    private final List<RecordProblem> notices = new ArrayList<>();
    private int imported;
    private int duplicates;
    private int broken;
    private int gamesRead;
    private int inBatch;
    private long positions;
    private long bytesBefore;
    private long totalBytes;
    private int estimatedGames;

    private PreparedStatement insertGame;
    private PreparedStatement insertPosition;
    private PreparedStatement lastId;
    private int lastReported;
    private ExecutorService workers;
    private final MoveTotals totals = new MoveTotals();

    GameImporter(Connection c, ImportOptions options, ImportListener listener, CancellationToken cancel) {
        this.c = c;
        this.options = options;
        this.listener = listener;
        this.cancel = cancel;
    }

    ImportReport run(List<Path> files) throws SQLException {
        long t0 = System.nanoTime();
        List<RecordStream> streams = new ArrayList<>();
        for (Path f : files) {
            try {
                RecordStream s = RecordStream.open(f);
                streams.add(s);
                totalBytes += s.size();
                estimatedGames += s.estimatedGames();
            } catch (IOException e) {
                // Missing, a folder, a pipe, unreadable, UTF-16 without a mark…: named with the reason.
                streams.add(null);
                fileErrors.add(otau.io.FileProblems.say(f, e, "cannot read"));
            }
        }
        c.setAutoCommit(false);
        try {
            prepareStatements();
            workers = Executors.newFixedThreadPool(workerCount(), r -> {
                Thread t = new Thread(r, "otau-import");
                t.setDaemon(true);
                return t;
            });
            for (int i = 0; i < files.size() && !cancel.isCancelled(); i++) {
                if (streams.get(i) != null) {
                    importFile(files.get(i), streams.get(i), i + 1, files.size());
                    bytesBefore += streams.get(i).size();
                }
            }
            if (imported > 0) {
                recordIndexDepth();
            }
            commit();
        } catch (SQLException | RuntimeException e) {
            rollback(c, e);
            totals.clear();
            throw e;
        } finally {
            if (workers != null) {
                workers.shutdownNow();
            }
            close(insertGame);
            close(insertPosition);
            close(lastId);
            endTransaction(c);
            for (RecordStream stream : streams) {
                closeQuietly(stream);
            }
        }
        report(files.isEmpty() ? "" : files.get(files.size() - 1).getFileName().toString(), files.size(),
                files.size(), bytesBefore);
        return new ImportReport(imported, duplicates, broken, problems, fileErrors, positions,
                Duration.ofNanos(System.nanoTime() - t0), cancel.isCancelled(), notices);
    }

    private void prepareStatements() throws SQLException {
        insertGame = c.prepareStatement("""
                INSERT OR IGNORE INTO games (event, site, date, round, white, black, result, white_elo,
                    black_elo, other_tags, ply_count, start_fen, record, content_key, source, day, time_control)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""");
        insertPosition = c.prepareStatement("""
                INSERT INTO positions (key, next_move, game_id, ply, result, mover_elo, white_elo, black_elo, day,
                    time_control)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""");
        lastId = c.prepareStatement("SELECT last_insert_rowid()");
    }

    /**
     * Writes one game (a game just played) with its index rows and the explorer's totals in
     * one transaction. Returns false when the file already holds the same game.
     */
    boolean addOne(GameRecord game, String source) throws SQLException {
        String text = RecordWriter.write(game);
        ParsedChunk.ParsedGame parsed = ParsedChunk.index(GameRow.of(game, text, source), game, options.indexPlies());
        c.setAutoCommit(false);
        try {
            prepareStatements();
            writeGame(parsed);
            if (imported > 0) {
                recordIndexDepth();
            }
            commit();
            return imported > 0;
        } catch (SQLException | RuntimeException e) {
            rollback(c, e);
            totals.clear();
            throw e;
        } finally {
            close(insertGame);
            close(insertPosition);
            close(lastId);
            endTransaction(c);
        }
    }

    private void importFile(Path file, RecordStream stream, int index, int count) throws SQLException {
        String name = stream.source();
        Deque<Future<ParsedChunk>> inFlight = new ArrayDeque<>();
        Deque<Integer> sizes = new ArrayDeque<>();
        long queuedChars = 0;
        int gameBase = 1;
        try {
            RecordPiece chunk;
            while (!cancel.isCancelled() && (chunk = stream.next()) != null) {
                RecordPiece piece = chunk;
                inFlight.add(workers.submit(() -> ParsedChunk.parse(piece, name, options.indexPlies())));
                sizes.add(piece.text().length());
                queuedChars += piece.text().length();
                notices.addAll(stream.takeNotices());
                // Bounded both ways: a few huge games hold as much memory as many small ones.
                while (inFlight.size() >= IN_FLIGHT || queuedChars > MAX_CHARS_IN_FLIGHT) {
                    queuedChars -= sizes.poll();
                    gameBase += write(await(inFlight.poll()), gameBase);
                    progress(name, index, count, bytesBefore + stream.bytesRead());
                }
            }
            while (!inFlight.isEmpty() && !cancel.isCancelled()) {
                gameBase += write(await(inFlight.poll()), gameBase);
                progress(name, index, count, bytesBefore + stream.bytesRead());
            }
            notices.addAll(stream.takeNotices());
        } catch (IOException e) {
            fileErrors.add(otau.io.FileProblems.say(file, e, "cannot read"));
        } finally {
            for (Future<ParsedChunk> f : inFlight) {
                f.cancel(false);
            }
        }
    }

    private static void closeQuietly(RecordStream stream) {
        if (stream != null) {
            try {
                stream.close();
            } catch (IOException ignored) {
                // only read from: closing it loses nothing
            }
        }
    }

    private static ParsedChunk await(Future<ParsedChunk> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("the import was interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Writes the games of one piece of a file; returns how many games it held. */
    private int write(ParsedChunk chunk, int gameBase) throws SQLException {
        for (RecordProblem p : chunk.problems()) {
            problems.add(p.relocated(gameBase + p.gameNumber() - 1, p.line()));
        }
        broken += chunk.broken();
        gamesRead += chunk.broken();
        for (ParsedChunk.ParsedGame g : chunk.games()) {
            if (cancel.isCancelled()) {
                break;
            }
            writeGame(g);
        }
        return chunk.count();
    }

    private void writeGame(ParsedChunk.ParsedGame game) throws SQLException {
        gamesRead++;
        GameRow row = game.row();
        PreparedStatement g = insertGame;
        g.setString(1, row.event());
        g.setString(2, row.site());
        g.setString(3, row.date());
        g.setString(4, row.round());
        g.setString(5, row.white());
        g.setString(6, row.black());
        g.setString(7, row.result());
        setInt(g, 8, row.whiteElo());
        setInt(g, 9, row.blackElo());
        g.setString(10, row.otherTags());
        g.setInt(11, row.plyCount());
        g.setString(12, row.startFen());
        g.setString(13, row.record());
        g.setLong(14, row.contentKey());
        g.setString(15, row.source());
        setInt(g, 16, row.day());
        setInt(g, 17, row.timeControl());
        if (g.executeUpdate() == 0) {
            duplicates++;
            return;
        }
        long id;
        try (ResultSet rs = lastId.executeQuery()) {
            rs.next();
            id = rs.getLong(1);
        }
        PreparedStatement p = insertPosition;
        for (int i = 0; i < game.keys().length; i++) {
            p.setLong(1, game.keys()[i]);
            p.setInt(2, game.nextMoves()[i]);
            p.setLong(3, id);
            p.setInt(4, game.plies()[i]);
            setInt(p, 5, row.resultCode());
            setInt(p, 6, game.moverElos()[i]);
            setInt(p, 7, row.whiteElo());
            setInt(p, 8, row.blackElo());
            setInt(p, 9, row.day());
            setInt(p, 10, row.timeControl());
            p.addBatch();
            totals.add(game.keys()[i], game.nextMoves()[i], row.resultCode(), game.moverElos()[i]);
        }
        p.executeBatch();
        positions += game.keys().length;
        imported++;
        if (++inBatch >= options.batchSize()) {
            commit();
        }
    }

    /** Ends the batch: the explorer's totals for its games go into the same transaction. */
    private void commit() throws SQLException {
        if (inBatch > 0) {
            // With every batch, so an import killed half-way still says how deep its games are indexed.
            recordIndexDepth();
        }
        totals.flush(c);
        c.commit();
        inBatch = 0;
    }

    /**
     * Rolls back after {@code failure}. SQLite has often rolled back already (a full disk, a
     * read-only file), and then rollback itself fails: that must not hide why.
     */
    static void rollback(Connection c, Exception failure) {
        try {
            c.rollback();
        } catch (SQLException e) {
            failure.addSuppressed(e);
        }
    }

    /**
     * Back to auto-commit once the work has been committed or rolled back. The driver commits
     * here, which fails with "no transaction is active" when SQLite already rolled back.
     */
    static void endTransaction(Connection c) {
        try {
            c.setAutoCommit(true);
        } catch (SQLException ignored) {
            // nothing is left open to commit: the outcome was decided (and reported) before
        }
    }

    private void progress(String file, int index, int count, long bytes) {
        if (gamesRead - lastReported >= options.progressEvery()) {
            lastReported = gamesRead;
            report(file, index, count, bytes);
        }
    }

    /** Readers for every core but the one the writer keeps busy. */
    private static int workerCount() {
        return Math.max(1, Math.min(8, Runtime.getRuntime().availableProcessors() - 1));
    }

    /**
     * Records how deep the games are indexed: the shallowest import's depth, since the
     * explorer's "first N plies of each game" must hold for every game in the file.
     */
    private void recordIndexDepth() throws SQLException {
        try (PreparedStatement s = c.prepareStatement("""
                INSERT INTO settings(name, value) VALUES ('index_plies', ?)
                ON CONFLICT(name) DO UPDATE SET value = min(CAST(value AS INTEGER), CAST(excluded.value AS INTEGER))""")) {
            s.setString(1, Integer.toString(options.indexPlies()));
            s.executeUpdate();
        }
    }

    private void report(String file, int index, int count, long bytes) {
        listener.progress(new ImportProgress(file, index, count, bytes, totalBytes, gamesRead,
                Math.max(estimatedGames, gamesRead), imported, duplicates, broken));
    }

    private static void setInt(PreparedStatement s, int i, Integer v) throws SQLException {
        if (v == null) {
            s.setNull(i, Types.INTEGER);
        } else {
            s.setInt(i, v);
        }
    }

    private static void close(Statement s) {
        if (s != null) {
            try {
                s.close();
            } catch (SQLException ignored) {
                // closing a statement after the work is done: nothing left to lose
            }
        }
    }
}
