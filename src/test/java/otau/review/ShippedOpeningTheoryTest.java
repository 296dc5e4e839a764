package otau.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;

/** The opening theory shipped with Otau: what it holds, and that the corpus still counts it so. */
class ShippedOpeningTheoryTest {
    private static Position after(int... holes) {
        Position p = Position.start();
        for (int h : holes) {
            p = p.play(h);
        }
        return p;
    }

    @Test
    void theCorpusMainLineIsTheoryAndAMoveThatPeopleLoseWithIsNot() {
        OpeningTheory t = OpeningTheory.bundled();
        assertTrue(t.size() >= 100, "positions: " + t.size());
        // 3... 76(8): the engine's 5.6 stones (8 points of chance) against hundreds of even games.
        OpeningTheory.Line main = t.established(after(7, 9, 6, 8, 1), 7, 0.08);
        assertNotNull(main);
        assertTrue(main.games() >= 400, main.toString());
        // ... but a move whose results do not refute even a small loss is not.
        assertNull(t.established(after(7, 9, 6, 8, 1), 7, 0.0));
        assertTrue(t.lines(Position.start()).get(0).games() > 1000, "the start has most games");
    }

    @Test
    void theShippedTableIsWhatTheCommandCountsFromTheCorpus() throws IOException {
        Path corpus = Path.of(System.getProperty("otau.shared", "../shared"), "corpus", "playok-2398.pgn");
        assumeTrue(Files.isRegularFile(corpus), "corpus not present at " + corpus + ": skipped");
        List<GameRecord> kept = new ArrayList<>();
        for (GameRecord g : RecordReader.read(corpus).games()) {
            if (!g.bothRatedAtLeast(1400)) {
                kept.add(g);
            }
        }
        OpeningTheoryBuilder b = new OpeningTheoryBuilder();
        b.add(kept, 20, g -> true);
        StringWriter counted = new StringWriter();
        b.build(OpeningTheory.MIN_GAMES).write(counted, List.of());
        StringWriter shipped = new StringWriter();
        OpeningTheory.bundled().write(shipped, List.of());
        assertEquals(shipped.toString(), counted.toString(),
                "otau review theory ../shared/corpus/playok-2398.pgn --plies 20 --hold-out-rating 1400");
    }
}
