package otau.ui.explorer;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import otau.db.ExplorerFilter;
import otau.db.ExplorerResult;
import otau.db.GameDatabase;
import otau.game.Position;
import otau.ui.I18n;
import otau.ui.database.DatabaseSession;

/**
 * Which games the explorer counts: the open database (the games the user imported, the
 * reference), the user's own games, or both together (Lichess's Masters / Lichess tabs).
 */
enum ExplorerSource {
    REFERENCE, MINE, BOTH;

    /** The name in the explorer's header: the open database's file name, "My games", or both. */
    String label(DatabaseSession session) {
        GameDatabase db = session.current();
        String reference = db == null ? I18n.get("explorer.source.none") : db.file().getFileName().toString();
        return switch (this) {
            case REFERENCE -> reference;
            case MINE -> I18n.get("explorer.source.mine");
            case BOTH -> I18n.get("explorer.source.both", reference);
        };
    }

    /** The databases to read, one or two (never the same file twice); empty when none is open. Off the FX thread. */
    List<GameDatabase> databases(DatabaseSession session) {
        GameDatabase db = session.current();
        List<GameDatabase> out = new ArrayList<>();
        if (this != MINE && db != null) {
            out.add(db);
        }
        if (this != REFERENCE && !(db != null && session.currentIsMyGames() && this == BOTH)) {
            out.add(session.myGames());
        }
        return out;
    }

    /** The position's moves in the chosen games, the counts of two databases added together. */
    static ExplorerResult explore(List<GameDatabase> dbs, Position p, ExplorerFilter filter) {
        ExplorerResult r = null;
        for (GameDatabase db : dbs) {
            ExplorerResult one = db.explorer().explore(p, filter);
            r = r == null ? one : ExplorerResult.merge(r, one);
        }
        return r;
    }

    /** The plies every game of the chosen databases is indexed to: the shallowest, 0 when none is known. */
    static int indexPlies(List<GameDatabase> dbs) {
        int plies = 0;
        for (GameDatabase db : dbs) {
            int p = db.indexPlies();
            if (p > 0) {
                plies = plies == 0 ? p : Math.min(plies, p);
            }
        }
        return plies;
    }

    /** The time controls of the chosen databases' games, shortest first. */
    static List<Integer> timeControls(List<GameDatabase> dbs) {
        TreeSet<Integer> all = new TreeSet<>();
        for (GameDatabase db : dbs) {
            all.addAll(db.explorer().timeControls());
        }
        return List.copyOf(all);
    }
}
