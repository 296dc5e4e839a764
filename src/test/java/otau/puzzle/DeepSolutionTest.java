package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import otau.LongLines;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;

/**
 * A puzzle whose line is 20,000 plies long (what {@code puzzles import} writes from a long
 * CSV line) goes through every collection reader and writer without overflowing the stack.
 * Oracle: the line built (LongLines' 18-ply cycle, checked by hand), read back equal.
 */
class DeepSolutionTest {
    private static final int PLIES = 20_001; // odd: the line ends on a solver move

    private static Puzzle longPuzzle() {
        return new Puzzle("otau-long", LongLines.start(), SolutionNode.line(LongLines.holes(PLIES), List.of()),
                List.of("counting"), Goal.draw(), 1500, "", Map.of());
    }

    @Test
    void collectionFileRoundTrip() {
        Puzzle p = longPuzzle();
        String text = LongLines.onSmallStack(() -> RecordWriter.write(PuzzleCodec.encode(p)));
        GameRecord back = RecordReader.read(text, "long.pgn").games().get(0);
        PuzzleCodec.Decoded d = LongLines.onSmallStack(() -> PuzzleCodec.decode(back));
        PuzzleCodec.Decoded.Ok ok = assertInstanceOf(PuzzleCodec.Decoded.Ok.class, d);
        assertEquals(PLIES, ok.puzzle().mainLine().size());
        assertEquals(LongLines.holes(PLIES), ok.puzzle().mainLine());
        assertEquals(true, LongLines.onSmallStack(() -> p.solution().equals(ok.puzzle().solution())));
        assertEquals(p.solution().hashCode(), (int) LongLines.onSmallStack(() -> ok.puzzle().solution().hashCode()));
        // The collection reader, as `puzzles verify` and the trainer use it.
        PuzzleCollection c = LongLines.onSmallStack(() -> PuzzleCollection.parse(text, "long", "long.pgn"));
        assertEquals(List.of(), c.problems());
        assertEquals(PLIES, c.puzzles().get(0).mainLine().size());
    }

    @Test
    void csvRoundTripAndTheFastCheck() {
        Puzzle p = longPuzzle();
        String csv = PuzzleCsv.write(List.of(p));
        PuzzleCsv.Read r = LongLines.onSmallStack(() -> PuzzleCsv.read(csv, "long.csv"));
        assertEquals(List.of(), r.problems());
        assertEquals(LongLines.holes(PLIES), r.puzzles().get(0).mainLine());
        // The fast check walks the tree: every move is legal, so what it may say is about the
        // goal of the whole line (an unfinished line reaches no draw), never about a move.
        List<PuzzleVerifier.Failure> f = LongLines.onSmallStack(() -> PuzzleVerifier.checkLines(p));
        assertEquals(List.of(), f.stream().filter(x -> !x.move().isEmpty()).toList());
    }
}
