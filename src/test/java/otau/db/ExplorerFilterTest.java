package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import otau.game.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The explorer's filters on six hand-written games, counted by hand. */
class ExplorerFilterTest {
    @TempDir
    Path dir;
    GameDatabase db;

    /**
     * T1 7 9 1-0 Aibek–Dana 1500/1400 2024.01.10 300; T2 7 9 0-1 Dana–Aibek 1600/1300 2024.02.11 300+5;
     * T3 7 7 draw Erlan–Aibek 1400/- 2024.03.12 600; T4 6 9 1-0 Dana–Erlan 1800/1700 2025.01.05 600;
     * T5 7 9 8 * Erlan–Dana unrated 2024.??.?? no time control; T6 7 1-0 Aibek–Erlan 1550/1450 2024.02.?? "-":
     * it ends after 7.
     */
    static String games() {
        return tc(HandGames.game("Club", "2024.01.10", "Aibek", "Dana", "1-0", "1500", "1400", "1. 7 9"), "300")
                + tc(HandGames.game("Club", "2024.02.11", "Dana", "Aibek", "0-1", "1600", "1300", "1. 7 9"), "300+5")
                + tc(HandGames.game("Cup", "2024.03.12", "Erlan", "Aibek", "1/2-1/2", "1400", null, "1. 7 7"), "600")
                + tc(HandGames.game("Cup", "2025.01.05", "Dana", "Erlan", "1-0", "1800", "1700", "1. 6 9"), " 600 ")
                + HandGames.game("Open", "2024.??.??", "Erlan", "Dana", "*", null, null, "1. 7 9 2. 8")
                + tc(HandGames.game("Open", "2024.02.??", "Aibek", "Erlan", "1-0", "1550", "1450", "1. 7"), "-");
    }

    private static String tc(String game, String value) {
        return game.replace("[Result ", "[TimeControl \"" + value + "\"]\n[Result ");
    }

    @BeforeEach
    void load() throws IOException {
        db = GameDatabase.open(dir.resolve("f.db"));
        db.importFiles(List.of(HandGames.write(dir, "six.pgn", games())), ImportOptions.defaults(),
                ImportListener.NONE, CancellationToken.none());
    }

    @AfterEach
    void close() {
        db.close();
    }

    private ExplorerResult start(ExplorerFilter f) {
        return db.explorer().explore(Position.start(), f);
    }

    private ExplorerResult afterSeven(ExplorerFilter f) {
        return db.explorer().explore(Position.start().play(7), f);
    }

    @Test
    void noFilterAndAnEmptyFilterCountTheSame() {
        ExplorerResult totals = start(ExplorerFilter.none());
        ExplorerResult counted = start(ExplorerFilter.none().withRatings(null, null).withDates(" ", ""));
        assertEquals(totals, counted);
        assertEquals(6, totals.games());
        // A filter that admits every game goes through the index rows and must agree with the totals.
        ExplorerResult all = start(ExplorerFilter.none().withDates("1900", "2100"));
        assertEquals(totals.moves(), all.moves());
        assertEquals(6, all.games());
    }

    @Test
    void ratingRangeNeedsBothPlayersInside() {
        ExplorerResult r = start(ExplorerFilter.none().withRatings(1400, 1600));
        // T1 (1500/1400) and T6 (1550/1450); T2 has Black at 1300, T3 an unrated Black, T4 is above.
        assertEquals(2, r.games());
        assertEquals(1, r.moves().size());
        assertEquals(7, r.moves().get(0).hole());
        assertEquals(2, r.moves().get(0).whiteWins());
        assertEquals(1525.0, r.moves().get(0).averageRating());
        assertEquals(1, start(ExplorerFilter.none().withRatings(1700, null)).games());
        assertEquals(6, start(ExplorerFilter.none().withRatings(null, 1800)).games() + 2,
                "T3 and T5 are not rated on both sides");
    }

    @Test
    void datesTakePrefixesAndAMonthCoversItsUnknownDays() {
        // 2024.02 covers T2 (2024.02.11) and T6 (2024.02.??).
        assertEquals(2, start(ExplorerFilter.none().withDates("2024.02", "2024.02")).games());
        // From 2024.02.01: T2, T3, T4, T6 (2024.02.?? is day 0 of the month: before the 1st).
        assertEquals(3, start(ExplorerFilter.none().withDates("2024.02.01", null)).games());
        // The year 2024: everything but T4.
        assertEquals(5, start(ExplorerFilter.none().withDates("2024", "2024")).games());
        assertEquals(1, start(ExplorerFilter.none().withDates("2025.01.05", "2025.01.05")).games());
    }

    @Test
    void timeControlIsTheTagsBaseInSeconds() {
        ExplorerResult five = afterSeven(ExplorerFilter.none().withTimeControl(300));
        assertEquals(2, five.games());
        assertEquals(9, five.moves().get(0).hole());
        assertEquals(2, start(ExplorerFilter.none().withTimeControl(600)).games());
        assertEquals(List.of(300, 600), db.explorer().timeControls());
    }

    @Test
    void playerBySide() {
        ExplorerFilter aibek = ExplorerFilter.none().withPlayer("aibek", GameFilter.PlayerSide.EITHER);
        assertEquals(4, start(aibek).games());
        assertEquals(2, start(aibek.withPlayer("AIBEK", GameFilter.PlayerSide.WHITE)).games());
        assertEquals(2, start(aibek.withPlayer("Aibek", GameFilter.PlayerSide.BLACK)).games());
        // A part of a name is enough (Aibek's four games), and a part of no name finds none.
        assertEquals(4, start(aibek.withPlayer("Aib", GameFilter.PlayerSide.EITHER)).games(), "a part of a name");
        assertEquals(0, start(aibek.withPlayer("Aibx", GameFilter.PlayerSide.EITHER)).games());
    }

    @Test
    void theGamesThatEndHereCarryTheirResults() {
        ExplorerResult r = afterSeven(ExplorerFilter.none());
        assertEquals(5, r.games());
        assertEquals(1, r.gamesEnded());
        assertEquals(0, r.ended().hole());
        assertEquals(1, r.ended().whiteWins());
        ExplorerResult filtered = afterSeven(ExplorerFilter.none().withTimeControl(300));
        assertNull(filtered.ended());
        assertEquals(0, filtered.gamesEnded());
        ExplorerResult rated = afterSeven(ExplorerFilter.none().withRatings(1450, null));
        assertEquals(1, rated.gamesEnded(), "T6 ends after 7");
        assertEquals(1450.0, rated.ended().averageRating(), "rated by the player to move, Black");
    }

    @Test
    void combinedFilters() {
        ExplorerFilter f = ExplorerFilter.none().withRatings(1300, 1600).withTimeControl(300)
                .withPlayer("Dana", GameFilter.PlayerSide.BLACK);
        ExplorerResult r = start(f);
        assertEquals(1, r.games());
        assertEquals(1, r.moves().get(0).whiteWins());
    }

    @Test
    void badBoundsAreRefusedNamingTheField() {
        IllegalArgumentException date = assertThrows(IllegalArgumentException.class,
                () -> ExplorerFilter.none().withDates("24.1", null));
        assertTrue(date.getMessage().startsWith("date from: "), date.getMessage());
        IllegalArgumentException order = assertThrows(IllegalArgumentException.class,
                () -> ExplorerFilter.none().withDates("2025", "2024.12"));
        assertTrue(order.getMessage().contains("after"), order.getMessage());
        IllegalArgumentException rating = assertThrows(IllegalArgumentException.class,
                () -> ExplorerFilter.none().withRatings(1800, 1200));
        assertTrue(rating.getMessage().startsWith("rating"), rating.getMessage());
    }

    @Test
    void facetsOfDatesAndTimeControls() {
        assertEquals(20241226, GameFacets.day("2024.12.26"));
        assertEquals(20241200, GameFacets.day("2024.12.??"));
        assertEquals(20240000, GameFacets.day("2024.??.??"));
        assertNull(GameFacets.day("????.??.??"));
        assertEquals(20241299, GameFacets.lastDay("2024"));
        assertEquals(20241299, GameFacets.lastDay("2024.12"));
        assertEquals(20241200, GameFacets.firstDay("2024.12"));
        assertEquals(300, GameFacets.timeControl("300+5"));
        assertNull(GameFacets.timeControl("-"));
        assertNull(GameFacets.timeControl("0"));
    }
}
