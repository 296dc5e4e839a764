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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordNode;
import otau.game.record.RecordProblem;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;

/**
 * Reads record files game by game and writes them with their position index rows, a
 * batch of games per transaction. A cancel stops after the current game and commits the
 * whole games done so far; an error rolls the open batch back, so the file never holds
 * half a game.
 */
final class GameImporter {
    private static final int PROGRESS_EVERY = 250;

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
            } catch (IOException e) {
                scans.add(null);
                fileErrors.add(f + ": cannot read: " + reason(e));
            }
        }
        c.setAutoCommit(false);
        try {
            insertGame = c.prepareStatement("""
                    INSERT OR IGNORE INTO games (event, site, date, round, white, black, result, white_elo,
                        black_elo, other_tags, ply_count, start_fen, record, content_key, source)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""");
            insertPosition = c.prepareStatement("""
                    INSERT OR IGNORE INTO positions (key, next_move, game_id, ply, result, mover_elo)
                    VALUES (?, ?, ?, ?, ?, ?)""");
            for (int i = 0; i < files.size() && !cancel.isCancelled(); i++) {
                if (scans.get(i) != null) {
                    importFile(files.get(i), scans.get(i), i + 1, files.size());
                    bytesBefore += scans.get(i).size();
                }
            }
            c.commit();
            recordIndexDepth();
            c.commit();
        } catch (SQLException | RuntimeException e) {
            c.rollback();
            throw e;
        } finally {
            close(insertGame);
            close(insertPosition);
            c.setAutoCommit(true);
        }
        report(files.isEmpty() ? "" : files.get(files.size() - 1).getFileName().toString(), files.size(),
                files.size(), bytesBefore);
        return new ImportReport(imported, duplicates, broken, problems, fileErrors, positions,
                Duration.ofNanos(System.nanoTime() - t0), cancel.isCancelled());
    }

    private void importFile(Path file, RecordFileScan scan, int index, int count) throws SQLException {
        String name = file.getFileName().toString();
        CountingStream counted;
        try (CountingStream in = new CountingStream(Files.newInputStream(file));
             BufferedReader reader = new BufferedReader(new InputStreamReader(in, scan.charset()), 1 << 16)) {
            counted = in;
            RecordChunker chunker = new RecordChunker(reader);
            int gameBase = 1;
            RecordChunker.Chunk chunk;
            while (!cancel.isCancelled() && (chunk = chunker.next()) != null) {
                gameBase += importChunk(chunk, name, gameBase);
                if (gamesRead % PROGRESS_EVERY == 0) {
                    report(name, index, count, bytesBefore + counted.count);
                }
            }
        } catch (IOException e) {
            fileErrors.add(file + ": cannot read: " + reason(e));
        }
    }

    /** Imports the games of one piece of a file; returns how many games it held. */
    private int importChunk(RecordChunker.Chunk chunk, String source, int gameBase) throws SQLException {
        ReadResult read = RecordReader.read(chunk.text(), source);
        int games = read.games().size();
        Set<Integer> brokenNumbers = new HashSet<>();
        for (RecordProblem p : read.problems()) {
            problems.add(new RecordProblem(p.source(), gameBase + p.gameNumber() - 1,
                    chunk.firstLine() + p.line() - 1, p.token(), p.moveNumber(), p.message()));
            brokenNumbers.add(p.gameNumber());
            games = Math.max(games, p.gameNumber());
        }
        broken += brokenNumbers.size();
        gamesRead += brokenNumbers.size();
        boolean single = read.games().size() == 1 && read.problems().isEmpty();
        for (GameRecord g : read.games()) {
            boolean brokenHere = !g.problems().isEmpty() || games == 1 && !brokenNumbers.isEmpty();
            if (brokenHere || cancel.isCancelled()) {
                continue;
            }
            String text = single ? chunk.text().strip() + "\n" : RecordWriter.write(g);
            writeGame(GameRow.of(g, text), g, source);
        }
        return Math.max(games, 1);
    }

    private void writeGame(GameRow row, GameRecord game, String source) throws SQLException {
        gamesRead++;
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
        g.setString(15, source);
        if (g.executeUpdate() == 0) {
            duplicates++;
            return;
        }
        long id;
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT last_insert_rowid()")) {
            rs.next();
            id = rs.getLong(1);
        }
        indexPositions(id, row, game);
        imported++;
        if (++inBatch >= options.batchSize()) {
            c.commit();
            inBatch = 0;
        }
    }

    /** Rows for the main line's positions at plies 0..indexPlies; a position met twice counts once. */
    private void indexPositions(long gameId, GameRow row, GameRecord game) throws SQLException {
        PreparedStatement p = insertPosition;
        List<RecordNode> line = game.mainLine();
        int last = Math.min(options.indexPlies(), line.size());
        Set<Long> seen = new HashSet<>();
        Position pos = game.start();
        for (int ply = 0; ply <= last; ply++) {
            if (ply > 0) {
                pos = line.get(ply - 1).position();
            }
            long key = pos.hash();
            if (!seen.add(key)) {
                continue;
            }
            p.setLong(1, key);
            p.setInt(2, ply < line.size() ? line.get(ply).move().hole() : 0);
            p.setLong(3, gameId);
            p.setInt(4, ply);
            setInt(p, 5, row.resultCode());
            setInt(p, 6, row.moverElo(pos));
            p.addBatch();
            positions++;
        }
        p.executeBatch();
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

    private static String reason(IOException e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
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
