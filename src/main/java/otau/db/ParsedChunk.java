package otau.db;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordPiece;
import otau.game.record.RecordNode;
import otau.game.record.RecordProblem;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;

/**
 * One piece of a record file, read and turned into rows ready to insert. Built on worker
 * threads (reading games is most of an import's work); the database writes the pieces in
 * file order.
 *
 * @param games    games to insert
 * @param problems problems, with game numbers relative to the piece and lines of the file
 * @param broken   games not imported because of a problem
 * @param count    games the piece held by the reader's numbering
 */
record ParsedChunk(List<ParsedGame> games, List<RecordProblem> problems, int broken, int count) {

    /** A game's row and its index rows: position at {@code plies[i]} has key {@code keys[i]}. */
    record ParsedGame(GameRow row, long[] keys, int[] nextMoves, int[] plies, Integer[] moverElos) {
    }

    static ParsedChunk parse(RecordPiece chunk, String source, int indexPlies) {
        try {
            return parseOrThrow(chunk, source, indexPlies);
        } catch (RuntimeException | StackOverflowError e) {
            // Whatever went wrong, it is this piece's problem, not the whole import's.
            RecordProblem p = new RecordProblem(source, 1, chunk.firstLine(), "", "", "could not be read: " + e);
            return new ParsedChunk(List.of(), List.of(p), 1, 1);
        }
    }

    private static ParsedChunk parseOrThrow(RecordPiece chunk, String source, int indexPlies) {
        // Numbered from 1 within the piece; the writer moves the numbers to the file's.
        ReadResult read = RecordReader.read(chunk, source, 1);
        int count = read.games().size();
        Set<Integer> brokenNumbers = new HashSet<>();
        List<RecordProblem> problems = new ArrayList<>();
        for (RecordProblem p : read.problems()) {
            problems.add(p);
            brokenNumbers.add(p.gameNumber());
            count = Math.max(count, p.gameNumber());
        }
        // The chunker gives one game a piece; the original text is kept as it was written then.
        boolean single = read.games().size() == 1 && read.problems().isEmpty();
        List<ParsedGame> games = new ArrayList<>();
        for (GameRecord g : read.games()) {
            boolean broken = !g.problems().isEmpty() || count == 1 && !brokenNumbers.isEmpty();
            if (!broken) {
                String text = single ? chunk.text().strip() + "\n" : RecordWriter.write(g);
                games.add(index(GameRow.of(g, text, source), g, indexPlies));
            }
        }
        return new ParsedChunk(games, problems, brokenNumbers.size(), count);
    }

    /** Index rows for the main line's positions at plies 0..indexPlies; a position met twice counts once. */
    static ParsedGame index(GameRow row, GameRecord game, int indexPlies) {
        List<RecordNode> line = game.mainLine();
        int last = Math.min(indexPlies, line.size());
        long[] keys = new long[last + 1];
        int[] next = new int[last + 1];
        int[] plies = new int[last + 1];
        Integer[] elos = new Integer[last + 1];
        Set<Long> seen = new HashSet<>();
        int n = 0;
        Position pos = game.start();
        for (int ply = 0; ply <= last; ply++) {
            if (ply > 0) {
                pos = line.get(ply - 1).position();
            }
            long key = pos.hash();
            if (!seen.add(key)) {
                continue;
            }
            keys[n] = key;
            next[n] = ply < line.size() ? line.get(ply).move().hole() : 0;
            plies[n] = ply;
            elos[n] = row.moverElo(pos);
            n++;
        }
        if (n < keys.length) {
            keys = java.util.Arrays.copyOf(keys, n);
            next = java.util.Arrays.copyOf(next, n);
            plies = java.util.Arrays.copyOf(plies, n);
            elos = java.util.Arrays.copyOf(elos, n);
        }
        return new ParsedGame(row, keys, next, plies, elos);
    }
}
