package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import otau.game.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The PlayOK corpus beside the project imports whole; skipped when the corpus is absent. */
class CorpusImportTest {
    @TempDir
    Path dir;

    @Test
    void everyPlayOkGameImportsAndTheStartPositionCountsThemAll() {
        Path file = Path.of(System.getProperty("otau.shared", "../shared"), "corpus", "playok-2398.pgn");
        assumeTrue(Files.isRegularFile(file), "corpus not present at " + file + ": skipped");
        try (GameDatabase db = GameDatabase.open(dir.resolve("c.db"))) {
            ImportReport r = db.importFiles(List.of(file), ImportOptions.defaults().withIndexPlies(4),
                    ImportListener.NONE, CancellationToken.none());
            assertEquals("[]", r.problems().toString());
            assertEquals(2398, r.imported());
            ExplorerResult start = db.explorer().explore(Position.start());
            assertEquals(2398, start.games());
            // Games with no move at all (forfeits) end in the start position.
            assertEquals(2398 - start.gamesEnded(), start.moves().stream().mapToLong(ExplorerMove::games).sum());
            assertEquals(db.games().count(GameFilter.any().withMoves(null, 0)), start.gamesEnded());
        }
    }
}
