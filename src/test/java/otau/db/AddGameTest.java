package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;

class AddGameTest {
    @TempDir
    Path dir;

    private static GameRecord played(String result, int... moves) {
        GameRecord g = GameRecord.newGame();
        g.tags().put("Event", "Otau training game");
        g.tags().put("White", "You");
        g.tags().put("Black", "Otau level 3");
        g.tags().put("Result", result);
        g.tags().put("Takebacks", "1");
        RecordNode n = g.root();
        for (int m : moves) {
            n = n.addChild(m);
        }
        return g;
    }

    @Test
    void oneGameGoesInWithItsIndexAndOnlyOnce() {
        try (GameDatabase db = GameDatabase.open(dir.resolve("t.db"))) {
            assertTrue(db.addGame(played("1-0", 7, 9, 3), "training"));
            assertEquals(1, db.gameCount());
            assertEquals(1, db.explorer().explore(Position.start().play(7)).games());
            assertEquals(1, db.explorer().explore(Position.start()).moves().get(0).whiteWins());
            assertFalse(db.addGame(played("1-0", 7, 9, 3), "training"), "the same game is not stored twice");
            assertEquals(1, db.gameCount());
            GameRecord back = db.games().open(db.games().search(GameFilter.any(), GameSort.byId(), 1, 0)
                    .get(0).id()).orElseThrow();
            assertEquals("1", back.tag("Takebacks"));
            assertEquals(3, back.mainLine().size());
        }
    }
}
