package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import otau.game.Position;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Explorer counts for {@link HandGames#five()}, worked out by hand. */
class ExplorerTest {
    @TempDir
    Path dir;
    GameDatabase db;

    @BeforeEach
    void load() throws IOException {
        db = GameDatabase.open(dir.resolve("t.db"));
        db.importFiles(List.of(HandGames.write(dir, "five.pgn", HandGames.five())), ImportOptions.defaults(),
                ImportListener.NONE, CancellationToken.none());
    }

    @AfterEach
    void close() {
        db.close();
    }

    private static void assertMove(ExplorerMove m, int hole, String notation, long games, long w, long d, long b,
                                   Double rating, long rated) {
        assertEquals(hole, m.hole());
        assertEquals(notation, m.notation());
        assertEquals(games, m.games(), "games of " + hole);
        assertEquals(w, m.whiteWins(), "White wins after " + hole);
        assertEquals(d, m.draws(), "draws after " + hole);
        assertEquals(b, m.blackWins(), "Black wins after " + hole);
        assertEquals(rating, m.averageRating(), "rating after " + hole);
        assertEquals(rated, m.ratedGames());
    }

    @Test
    void startPosition() {
        ExplorerResult r = db.explorer().explore(Position.start());
        assertEquals(5, r.games());
        assertEquals(0, r.gamesEnded());
        assertEquals(2, r.moves().size());
        // 7 in G1 (1-0, 1500), G2 (0-1, 1600), G3 (draw, 1400), G5 (*, unrated): White's mean 1500.
        assertMove(r.moves().get(0), 7, "76(10)", 4, 1, 1, 1, 1500.0, 3);
        // 6 in G4 only (1-0, unrated).
        assertMove(r.moves().get(1), 6, "65(10)", 1, 1, 0, 0, null, 0);
    }

    @Test
    void afterSeven() {
        ExplorerResult r = db.explorer().explore(Position.start().play(7));
        assertEquals(4, r.games());
        // 9 in G1 (1-0, Black 1400), G2 (0-1, 1300), G5 (*): Black's mean 1350; 7 in G3 (draw, unrated Black).
        assertMove(r.moves().get(0), 9, "98", 3, 1, 0, 1, 1350.0, 2);
        // Black's 7: nine stones from B7 to White's 6, which then holds ten: 76(10).
        assertMove(r.moves().get(1), 7, "76(10)", 1, 0, 1, 0, null, 0);
    }

    @Test
    void afterSevenNineTwoGamesEndAndOneGoesOn() {
        Position p = Position.start().play(7).play(9);
        ExplorerResult r = db.explorer().explore(p);
        assertEquals(3, r.games());
        assertEquals(2, r.gamesEnded());
        assertEquals(1, r.moves().size());
        assertMove(r.moves().get(0), 8, r.moves().get(0).notation(), 1, 0, 0, 0, null, 0);
        assertEquals(p.play(8).lastMove().notation(), r.moves().get(0).notation());
    }

    @Test
    void byKeyAloneTheNotationIsTheHole() {
        ExplorerResult r = db.explorer().explore(Position.start().hash());
        assertEquals("7", r.moves().get(0).notation());
        assertEquals(4, r.moves().get(0).games());
    }

    @Test
    void anUnknownPositionHasNoMoves() {
        ExplorerResult r = db.explorer().explore(Position.start().play(1));
        assertEquals(0, r.games());
        assertEquals(List.of(), r.moves());
    }

    @Test
    void theIndexStopsAtTheConfiguredPly() throws IOException {
        try (GameDatabase shallow = GameDatabase.open(dir.resolve("s.db"))) {
            shallow.importFiles(List.of(dir.resolve("five.pgn")), ImportOptions.defaults().withIndexPlies(1),
                    ImportListener.NONE, CancellationToken.none());
            assertEquals(1, shallow.indexPlies());
            assertEquals(4, shallow.explorer().explore(Position.start().play(7)).games());
            assertEquals(0, shallow.explorer().explore(Position.start().play(7).play(9)).games());
            assertNull(shallow.explorer().explore(Position.start()).moves().get(1).averageRating());
        }
    }
}
