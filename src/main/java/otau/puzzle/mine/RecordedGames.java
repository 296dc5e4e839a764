package otau.puzzle.mine;

import java.util.Locale;
import otau.game.record.GameRecord;

/**
 * The recorded-games source: the main line of each record. A game from PlayOK (the real-game
 * corpus) is named only by site and year, never by its players or number; others by their
 * file and number.
 */
public final class RecordedGames {
    private RecordedGames() {
    }

    /** Game {@code number} (1-based) of the file {@code fileName}. */
    public static MinedGame of(GameRecord r, String fileName, int number) {
        String site = r.tags().getOrDefault("Site", "");
        if (site.equalsIgnoreCase("PlayOK")) {
            String date = r.tags().getOrDefault("Date", "");
            String year = date.length() >= 4 && date.substring(0, 4).matches("[0-9]{4}") ? ", " + date.substring(0, 4) : "";
            return MinedGame.of(r, "PlayOK game" + year, false);
        }
        return MinedGame.of(r, String.format(Locale.ROOT, "%s, game %d", fileName, number), true);
    }
}
