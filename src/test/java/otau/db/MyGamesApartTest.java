package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Position;

/**
 * Removing and moving games, and the counts of two databases shown together. The oracle is a
 * second way to the same file: the counts after removing a game must be those of a database
 * into which that game was never imported, and two databases merged must count as one that
 * holds all their games.
 */
class MyGamesApartTest {
    private static final String[] GAMES = {
            HandGames.game("A", "2024.01.01", "Aibek", "Dana", "1-0", "1500", "1400", "1. 7 9 2. 3 4"),
            HandGames.game("A", "2024.01.02", "Dana", "Aibek", "0-1", "1600", "1300", "1. 7 9 2. 3 5"),
            HandGames.game("A", "2024.01.03", "Erlan", "Aibek", "1/2-1/2", "1400", null, "1. 7 7"),
            HandGames.game("A", "2024.01.04", "Dana", "Erlan", "1-0", null, null, "1. 6 9 2. 1"),
            HandGames.game("A", "2024.01.05", "Erlan", "Dana", "*", "1700", "1750", "1. 7 9 2. 8"),
    };
    /** Every position the games above pass through, as hole sequences from the start. */
    private static final int[][] LINES = {{}, {7}, {7, 9}, {7, 9, 3}, {7, 7}, {6}, {6, 9}, {6, 9, 1}, {7, 9, 8}};

    @TempDir
    Path dir;

    private GameDatabase imported(String name, List<String> games) throws Exception {
        GameDatabase db = GameDatabase.open(dir.resolve(name + ".db"));
        if (!games.isEmpty()) {
            db.importFiles(List.of(HandGames.write(dir, name + ".pgn", String.join("", games))),
                    ImportOptions.defaults(), ImportListener.NONE, CancellationToken.none());
        }
        return db;
    }

    private static List<ExplorerResult> counts(GameDatabase db) {
        List<ExplorerResult> out = new ArrayList<>();
        for (int[] line : LINES) {
            Position p = Position.start();
            for (int m : line) {
                p = p.play(m);
            }
            out.add(db.explorer().explore(p));
        }
        return out;
    }

    private static long idOf(GameDatabase db, String date) {
        return db.games().search(GameFilter.any().withDates(date, date), GameSort.byId(), 1, 0).get(0).id();
    }

    @Test
    void aRemovedGameLeavesTheCountsOfADatabaseThatNeverHadIt() throws Exception {
        for (int removed = 0; removed < GAMES.length; removed++) {
            List<String> others = new ArrayList<>(List.of(GAMES));
            others.remove(removed);
            try (GameDatabase all = imported("all" + removed, List.of(GAMES));
                 GameDatabase without = imported("without" + removed, others)) {
                assertTrue(all.removeGame(idOf(all, "2024.01.0" + (removed + 1))));
                assertEquals(counts(without), counts(all), "without game " + (removed + 1));
                assertEquals(4, all.gameCount());
                // No totals row is left at zero games.
                assertEquals(0L, (long) all.query(c -> {
                    try (var s = c.createStatement(); var rs = s.executeQuery("SELECT count(*) FROM move_stats WHERE games <= 0")) {
                        rs.next();
                        return rs.getLong(1);
                    }
                }));
            }
        }
    }

    @Test
    void aMovedGameLeavesOneDatabaseForTheOtherAndTheTwoTogetherCountAsBefore() throws Exception {
        try (GameDatabase reference = imported("reference", List.of(GAMES));
             GameDatabase mine = imported("mine", List.of());
             GameDatabase both = imported("both", List.of(GAMES));
             GameDatabase onlySecond = imported("second", List.of(GAMES[1]))) {
            List<ExplorerResult> before = counts(reference);
            assertTrue(reference.moveGame(idOf(reference, "2024.01.02"), mine));
            assertEquals(4, reference.gameCount());
            assertEquals(1, mine.gameCount());
            assertEquals(counts(onlySecond), counts(mine));
            assertEquals("Dana", mine.games().search(GameFilter.any(), GameSort.byId(), 1, 0).get(0).white());

            List<ExplorerResult> merged = new ArrayList<>();
            List<ExplorerResult> a = counts(reference);
            List<ExplorerResult> b = counts(mine);
            for (int i = 0; i < a.size(); i++) {
                merged.add(ExplorerResult.merge(a.get(i), b.get(i)));
            }
            assertEquals(sameRatings(counts(both)), sameRatings(merged));
            assertEquals(sameRatings(before), sameRatings(merged));

            assertFalse(reference.moveGame(99_999, mine), "no such game");
            assertThrows(IllegalArgumentException.class, () -> mine.moveGame(1, mine));
        }
    }

    /** Averages are compared to the nearest 1e-9: a weighted mean is summed in another order. */
    private static List<String> sameRatings(List<ExplorerResult> results) {
        List<String> out = new ArrayList<>();
        for (ExplorerResult r : results) {
            Set<String> moves = new LinkedHashSet<>();
            for (ExplorerMove m : r.moves()) {
                moves.add(m.hole() + ":" + m.games() + "/" + m.whiteWins() + "/" + m.draws() + "/" + m.blackWins()
                        + "/" + (m.averageRating() == null ? "-" : String.format("%.6f", m.averageRating()))
                        + "/" + m.ratedGames());
            }
            out.add(r.games() + " " + r.gamesEnded() + " " + moves);
        }
        return out;
    }
}
