import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import otau.db.GameBrowser;
import otau.db.GameDatabase;
import otau.db.GameFilter;
import otau.db.GameSort;
import otau.game.Position;

/**
 * Times the games browser's queries on a database: for each filter, the first page (100 rows,
 * newest first) and the count the pager shows; a page sorted by a name; the name suggestions as
 * one types. Each
 * query runs REPEATS times; the median and the slowest are printed in milliseconds. It shows
 * whether the browser's queries, which a newer request replaces but no Cancel reaches, stay
 * under the second after which work must show progress.
 *
 * <p>Run from the worktree root after {@code mvn -B -q -o package -DskipTests -Dlayout.skip=true},
 * on a database such as {@code otau db bench --keep} leaves:
 * <pre>
 * java -cp target/otau.jar src/test/tools/BrowserQueryTimes.java DATABASE [REPEATS]
 * </pre>
 */
public final class BrowserQueryTimes {
    private BrowserQueryTimes() {
    }

    public static void main(String[] args) {
        int repeats = args.length > 1 ? Integer.parseInt(args[1]) : 9;
        try (GameDatabase db = GameDatabase.open(Path.of(args[0]))) {
            GameBrowser games = db.games();
            GameSort newest = GameSort.by(GameSort.Column.DATE).reversed();
            String someone = games.search(GameFilter.any(), GameSort.byId(), 1, 500).get(0).white();
            String part = someone.length() > 3 ? someone.substring(1, 4) : someone;
            long afterOne = Position.start().play(1).hash();
            List<Object[]> filters = List.of(
                    new Object[] {"none", GameFilter.any()},
                    new Object[] {"player (part of a name), either side", GameFilter.any().withPlayer(part, GameFilter.PlayerSide.EITHER)},
                    new Object[] {"dates (one month)", GameFilter.any().withDates("2020.01", "2020.01")},
                    new Object[] {"result 1-0, 30-60 moves", GameFilter.any().withResult("1-0").withMoves(30, 60)},
                    new Object[] {"reaches the position after 1. 1", GameFilter.any().withPosition(afterOne)});
            System.out.printf(Locale.ROOT, "%d games; %d runs each; median / slowest, ms%n",
                    games.count(GameFilter.any()), repeats);
            for (Object[] f : filters) {
                GameFilter filter = (GameFilter) f[1];
                String page = time(repeats, () -> games.search(filter, newest, 100, 0).size());
                String count = time(repeats, () -> games.count(filter));
                System.out.printf(Locale.ROOT, "%-40s page %s   count %s%n", f[0], page, count);
            }
            GameSort byWhite = GameSort.by(GameSort.Column.WHITE);
            System.out.printf(Locale.ROOT, "%-40s page %s%n", "none, sorted by White's name",
                    time(repeats, () -> games.search(GameFilter.any(), byWhite, 100, 0).size()));
            System.out.printf(Locale.ROOT, "%-40s page %s%n", "none, sorted by White, page 500",
                    time(repeats, () -> games.search(GameFilter.any(), byWhite, 100, 50_000).size()));
            String names = time(repeats, () -> games.names(GameBrowser.NameField.PLAYER, part.substring(0, 1), 10).size());
            System.out.printf(Locale.ROOT, "%-40s %s%n", "name suggestions (one letter)", names);
        }
    }

    private static String time(int repeats, Supplier<?> query) {
        List<Double> ms = new ArrayList<>();
        for (int i = 0; i < repeats; i++) {
            long t = System.nanoTime();
            query.get();
            ms.add((System.nanoTime() - t) / 1e6);
        }
        Collections.sort(ms);
        return String.format(Locale.ROOT, "%.1f / %.1f", ms.get(ms.size() / 2), ms.get(ms.size() - 1));
    }
}
