package otau.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;

/**
 * The real-game corpus beside the project (../shared/corpus) replays with every landing
 * digit, X and (n) matching. Skipped when the corpus is absent, as in a user's clone.
 */
class CorpusTest {
    static Path corpus() {
        String shared = System.getProperty("otau.shared", "../shared");
        return Path.of(shared, "corpus", "playok-2398.pgn");
    }

    @Test
    void everyGameReplaysWithoutMismatch() throws Exception {
        Path file = corpus();
        assumeTrue(Files.isRegularFile(file), "corpus not present at " + file + ": skipped");
        ReadResult r = RecordReader.read(file);
        assertEquals(2398, r.games().size());
        assertEquals("[]", r.problems().toString());
        long moves = r.games().stream().mapToLong(g -> g.mainLine().size()).sum();
        assertEquals(222045, moves);
        // Written back and read again, every game keeps its moves and final position.
        for (GameRecord g : r.games().subList(0, 200)) {
            GameRecord again = RecordReader.readGame(RecordWriter.write(g));
            assertEquals(g.finalPosition(), again.finalPosition());
            assertEquals(g.tags(), again.tags());
        }
    }
}
