package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.db.GameDatabase;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;

/** {@code db move}: a training game that landed in a reference database goes to My games. */
class DbMoveCliTest {
    private static GameRecord game(String white, int... moves) {
        GameRecord g = GameRecord.newGame();
        g.tags().put("White", white);
        g.tags().put("Black", "Otau level 2");
        g.tags().put("Result", "1-0");
        RecordNode n = g.root();
        for (int m : moves) {
            n = n.addChild(m);
        }
        return g;
    }

    @Test
    void movesGamesByIdAndNamesAnIdThatIsNotThere(@TempDir Path dir) {
        Path reference = dir.resolve("masters.db");
        Path mine = dir.resolve("mine.db");
        try (GameDatabase db = GameDatabase.open(reference)) {
            db.addGame(game("Master", 7, 9), "masters");
            db.addGame(game("Me", 6, 9), "training");
        }
        CliTest.Run r = CliTest.run("db", "move", "--db", reference.toString(), "--to", mine.toString(),
                "--id", "2");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("masters.db: 1 game; mine.db: 1 game"), r.out());
        try (GameDatabase db = GameDatabase.open(reference); GameDatabase my = GameDatabase.open(mine)) {
            assertEquals(1, db.explorer().explore(Position.start()).games());
            assertEquals(7, db.explorer().explore(Position.start()).moves().get(0).hole());
            assertEquals(6, my.explorer().explore(Position.start()).moves().get(0).hole());
        }
        CliTest.Run missing = CliTest.run("db", "move", "--db", reference.toString(), "--to", mine.toString(),
                "--id", "2");
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("has no game 2"), missing.err());
        CliTest.Run same = CliTest.run("db", "move", "--db", reference.toString(), "--to", reference.toString(),
                "--id", "1");
        assertEquals(2, same.status());
        assertTrue(same.err().contains("--to names the database the games are in"), same.err());
    }

    /** A mistyped --db is named as missing, and no empty database is made in its place. */
    @Test
    void aDatabaseThatIsNotThereIsNamedAndNotMade(@TempDir Path dir) {
        Path typo = dir.resolve("mastres.db");
        CliTest.Run move = CliTest.run("db", "move", "--db", typo.toString(), "--to", dir.resolve("mine.db").toString(),
                "--id", "1");
        CliTest.Run explore = CliTest.run("db", "explore", "--db", typo.toString());
        for (CliTest.Run r : java.util.List.of(move, explore)) {
            assertEquals(1, r.status(), r.err());
            assertTrue(r.err().contains(typo + ": no such database"), r.err());
        }
        assertTrue(java.nio.file.Files.notExists(typo), "nothing made under the mistyped name");
        assertTrue(java.nio.file.Files.notExists(dir.resolve("mine.db")), "nor where the games would have gone");
    }
}
