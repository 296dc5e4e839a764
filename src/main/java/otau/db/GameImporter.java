package otau.db;

import java.io.BufferedReader;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.file.Files;
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
import otau.game.record.RecordEncoding;
import otau.game.record.RecordProblem;
import otau.game.record.RecordWriter;

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

    private final Connection c;
    private final ImportOptions options;
    private final ImportListener listener;
    private final CancellationToken cancel;

    private final List<RecordProblem> problems = new ArrayList<>();
    private final List<String> fileErrors = new ArrayList<>();
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
        List<RecordFileScan> scans = new ArrayList<>();
        for (Path f : files) {
            try {
                RecordFileScan s = RecordFileScan.of(f);
                scans.add(s);
                totalBytes += s.size();
                estimatedGames += s.estimatedGames();
            } catch (RecordEncoding.UnsupportedEncodingFileException e) {
                scans.add(null);
                fileErrors.add(f + ": " + e.getMessage());
            } catch (IOException e) {
                scans.add(null);
                fileErrors.add(otau.io.FileProblems.describe(f, e, "cannot read"));
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
                if (scans.get(i) != null) {
                    importFile(files.get(i), scans.get(i), i + 1, files.size());
                    bytesBefore += scans.get(i).size();
                }
            }
            if (imported > 0) {
                recordIndexDepth();
            }
            commit();
        } catch (SQLException | RuntimeException e) {
            c.rollback();
            totals.clear();
            throw e;
        } finally {
            if (workers != null) {
                workers.shutdownNow();
            }
            close(insertGame);
            close(insertPosition);
            close(lastId);
            c.setAutoCommit(true);
        }
        report(files.isEmpty() ? "" : files.get(files.size() - 1).getFileName().toString(), files.size(),
                files.size(), bytesBefore);
        return new ImportReport(imported, duplicates, broken, problems, fileErrors, positions,
                Duration.ofNanos(System.nanoTime() - t0), cancel.isCancelled());
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
            c.rollback();
            totals.clear();
            throw e;
        } finally {
            close(insertGame);
            close(insertPosition);
            close(lastId);
            c.setAutoCommit(true);
        }
    }

    private void importFile(Path file, RecordFileScan scan, int index, int count) throws SQLException {
        String name = file.getFileName().toString();
        Deque<Future<ParsedChunk>> inFlight = new ArrayDeque<>();
        int gameBase = 1;
        try (CountingStream in = skipped(new CountingStream(Files.newInputStream(file)), scan.skip());
             BufferedReader reader = new BufferedReader(new InputStreamReader(in, scan.charset()), 1 << 16)) {
            RecordChunker chunker = new RecordChunker(reader);
            RecordChunker.Chunk chunk;
            while (!cancel.isCancelled() && (chunk = chunker.next()) != null) {
                RecordChunker.Chunk piece = chunk;
                inFlight.add(workers.submit(() -> ParsedChunk.parse(piece, name, options.indexPlies())));
                if (inFlight.size() >= IN_FLIGHT) {
                    gameBase += write(await(inFlight.poll()), gameBase);
                    progress(name, index, count, bytesBefore + in.count);
                }
            }
            while (!inFlight.isEmpty() && !cancel.isCancelled()) {
                gameBase += write(await(inFlight.poll()), gameBase);
                progress(name, index, count, bytesBefore + in.count);
            }
        } catch (IOException e) {
            fileErrors.add(otau.io.FileProblems.describe(file, e, "cannot read"));
        } finally {
            for (Future<ParsedChunk> f : inFlight) {
                f.cancel(false);
            }
        }
    }

    /** Skips a byte-order mark, which the decoder would otherwise glue to the first tag. */
    private static CountingStream skipped(CountingStream in, int bytes) throws IOException {
        in.readNBytes(bytes);
        return in;
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

    private void recordIndexDepth() throws SQLException {
        try (PreparedStatement s = c.prepareStatement("""
                INSERT INTO settings(name, value) VALUES ('index_plies', ?)
                ON CONFLICT(name) DO UPDATE SET value = max(CAST(value AS INTEGER), CAST(excluded.value AS INTEGER))""")) {
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

    /** Counts the bytes read, for progress by bytes. */
    private static final class CountingStream extends FilterInputStream {
        long count;

        CountingStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count += n;
            }
            return n;
        }
    }
}
