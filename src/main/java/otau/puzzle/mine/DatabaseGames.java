package otau.puzzle.mine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import otau.db.GameBrowser;
import otau.db.GameDatabase;
import otau.db.GameFilter;
import otau.db.GameSort;
import otau.db.GameSummary;
import otau.game.Side;
import otau.game.record.GameRecord;

/**
 * The database source: the games of an {@code otau.db} that match a filter, in import order.
 * With a player's name, only that player's chances are wanted: puzzles where they are the
 * side to move (after their opponent's mistake).
 */
public final class DatabaseGames {
    private static final int PAGE = 500;

    private final GameDatabase db;
    private final GameFilter filter;
    private final String name;

    /** @param name names the database in each puzzle's source (e.g. its file name) */
    public DatabaseGames(GameDatabase db, GameFilter filter, String name) {
        this.db = db;
        this.filter = filter;
        this.name = name;
    }

    /** The matching games, in import order (ids and the player's side, no records yet). */
    public List<Entry> list() {
        GameBrowser games = db.games();
        List<Entry> all = new ArrayList<>();
        for (int offset = 0; ; offset += PAGE) {
            List<GameSummary> page = games.search(filter, GameSort.byId(), PAGE, offset);
            for (GameSummary s : page) {
                all.add(new Entry(s.id(), sideOf(s), s.date()));
            }
            if (page.size() < PAGE) {
                return all;
            }
        }
    }

    /** One game to mine: its id, the side whose chances are wanted (null: both), its date. */
    public record Entry(long id, Side solver, String date) {
    }

    /** The game of {@code e}, ready to mine; empty when it has gone from the database. */
    public Optional<MinedGame> open(Entry e) {
        Optional<GameRecord> r = db.games().open(e.id());
        String date = e.date() == null || e.date().startsWith("?") ? "" : " (" + e.date() + ")";
        return r.map(g -> MinedGame.of(g, String.format(Locale.ROOT, "%s, game %d%s", name, e.id(), date), true));
    }

    private Side sideOf(GameSummary s) {
        String player = filter.player();
        if (player == null || player.isBlank()) {
            return null;
        }
        String p = player.toLowerCase(Locale.ROOT);
        boolean white = s.white() != null && s.white().toLowerCase(Locale.ROOT).contains(p);
        boolean black = s.black() != null && s.black().toLowerCase(Locale.ROOT).contains(p);
        return switch (filter.playerSide()) {
            case WHITE -> Side.WHITE;
            case BLACK -> Side.BLACK;
            case EITHER -> white == black ? null : white ? Side.WHITE : Side.BLACK;
        };
    }
}
