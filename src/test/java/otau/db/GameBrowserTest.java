package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import otau.db.GameFilter.PlayerSide;
import otau.game.Position;
import otau.game.record.GameRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GameBrowserTest {
    @TempDir
    Path dir;
    GameDatabase db;
    GameBrowser games;

    @BeforeEach
    void load() throws IOException {
        db = GameDatabase.open(dir.resolve("t.db"));
        db.importFiles(List.of(HandGames.write(dir, "five.pgn", HandGames.five())), ImportOptions.defaults(),
                ImportListener.NONE, CancellationToken.none());
        games = db.games();
    }

    @AfterEach
    void close() {
        db.close();
    }

    private List<String> whites(GameFilter f, GameSort sort) {
        return games.search(f, sort, 100, 0).stream().map(GameSummary::white).toList();
    }

    @Test
    void everythingInImportOrder() {
        assertEquals(List.of("Aibek", "Dana", "Erlan", "Dana", "Erlan"), whites(GameFilter.any(), GameSort.byId()));
        assertEquals(5, games.count(GameFilter.any()));
    }

    @Test
    void playerOnEitherSideOrOne() {
        assertEquals(3, games.count(GameFilter.any().withPlayer("aibek", PlayerSide.EITHER)));
        assertEquals(1, games.count(GameFilter.any().withPlayer("Aibek", PlayerSide.WHITE)));
        assertEquals(2, games.count(GameFilter.any().withPlayer("Aibek", PlayerSide.BLACK)));
        assertEquals(3, games.count(GameFilter.any().withPlayer("erl", PlayerSide.EITHER)));
        assertEquals(0, games.count(GameFilter.any().withPlayer("%", PlayerSide.EITHER)));
    }

    @Test
    void eventDatesResultAndMoves() {
        assertEquals(2, games.count(GameFilter.any().withEvent("cup")));
        assertEquals(3, games.count(GameFilter.any().withDates("2024", "2024")));
        assertEquals(3, games.count(GameFilter.any().withDates("2024.02.11", "2025.01")));
        assertEquals(2, games.count(GameFilter.any().withDates("2025", null)));
        assertEquals(2, games.count(GameFilter.any().withResult("1-0")));
        assertEquals(1, games.count(GameFilter.any().withResult("*")));
        // Four games of two plies (one move), one of three plies (two moves).
        assertEquals(1, games.count(GameFilter.any().withMoves(2, null)));
        assertEquals(4, games.count(GameFilter.any().withMoves(null, 1)));
        assertEquals(List.of("Dana", "Dana"),
                whites(GameFilter.any().withResult("1-0").withPlayer("Erlan", PlayerSide.EITHER)
                        .withResult(null).withPlayer("Dana", PlayerSide.WHITE), GameSort.byId()));
    }

    @Test
    void gamesReachingAPosition() {
        Position afterSevenNine = Position.start().play(7).play(9);
        assertEquals(3, games.count(GameFilter.any().withPosition(afterSevenNine.hash())));
        assertEquals(List.of("Dana"), whites(GameFilter.any().withPosition(Position.start().play(6).hash()),
                GameSort.byId()));
    }

    @Test
    void sortingAndPaging() {
        assertEquals(List.of("Erlan", "Dana", "Erlan", "Dana", "Aibek"),
                whites(GameFilter.any(), GameSort.by(GameSort.Column.DATE).reversed()));
        List<GameSummary> byWhiteElo = games.search(GameFilter.any(), GameSort.by(GameSort.Column.WHITE_ELO), 10, 0);
        // Unrated G4 and G5 first (ties by id), then 1400, 1500, 1600.
        assertEquals(List.of(4L, 5L, 3L, 1L, 2L), byWhiteElo.stream().map(GameSummary::id).toList());
        assertEquals(List.of("Aibek", "Dana", "Dana", "Erlan", "Erlan"),
                whites(GameFilter.any(), GameSort.by(GameSort.Column.WHITE)));
        List<GameSummary> page = games.search(GameFilter.any(), GameSort.by(GameSort.Column.MOVES).reversed(), 2, 1);
        assertEquals(2, page.size());
        assertEquals(List.of(4L, 3L), page.stream().map(GameSummary::id).toList());
        assertEquals(List.of(), games.search(GameFilter.any(), GameSort.byId(), 10, 5));
    }

    @Test
    void openingAGameReadsItsRecord() {
        GameSummary last = games.search(GameFilter.any(), GameSort.byId(), 1, 4).get(0);
        assertEquals(3, last.plies());
        assertEquals(2, last.moves());
        GameRecord g = games.open(last.id()).orElseThrow();
        assertEquals("Erlan", g.tag("White"));
        assertEquals(3, g.mainLine().size());
        assertEquals(Position.start().play(7).play(9).play(8), g.finalPosition());
        assertTrue(games.open(999).isEmpty());
    }

    @Test
    void namesStartingWithWhatWasTypedForAutoCompletion() {
        assertEquals(List.of("Dana"), games.names(GameBrowser.NameField.PLAYER, "d", 10));
        assertEquals(List.of("Aibek", "Dana", "Erlan"), games.names(GameBrowser.NameField.PLAYER, "", 10));
        assertEquals(List.of("Aibek", "Dana"), games.names(GameBrowser.NameField.PLAYER, "", 2));
        assertEquals(List.of("Club", "Cup"), games.names(GameBrowser.NameField.EVENT, "C", 10));
        assertEquals(List.of(), games.names(GameBrowser.NameField.EVENT, "%", 10), "% is a letter here, not a wildcard");
    }
}
