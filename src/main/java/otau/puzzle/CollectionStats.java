package otau.puzzle;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** The figures of a collection: count, share of multi-move puzzles, per theme, goals and a rating histogram. */
public record CollectionStats(int count, int multiMove, Map<Theme, Integer> themes, Map<String, Integer> goals,
                              Map<Integer, Integer> ratings, int minRating, int maxRating) {
    /** Width of a rating bucket. */
    public static final int BUCKET = 200;

    public static CollectionStats of(List<Puzzle> puzzles) {
        Map<Theme, Integer> themes = new EnumMap<>(Theme.class);
        Map<String, Integer> goals = new TreeMap<>();
        Map<Integer, Integer> ratings = new TreeMap<>();
        int multi = 0;
        int min = Integer.MAX_VALUE;
        int max = 0;
        for (Puzzle p : puzzles) {
            multi += p.solverMoves() > 1 ? 1 : 0;
            p.themes().stream().map(Theme::of).filter(t -> t != null).distinct().forEach(t -> themes.merge(t, 1, Integer::sum));
            goals.merge(p.goal().kind().name().toLowerCase(Locale.ROOT), 1, Integer::sum);
            ratings.merge(p.rating() / BUCKET * BUCKET, 1, Integer::sum);
            min = Math.min(min, p.rating());
            max = Math.max(max, p.rating());
        }
        return new CollectionStats(puzzles.size(), multi, themes, goals, ratings, puzzles.isEmpty() ? 0 : min, max);
    }

    /** Lines for a terminal. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "puzzles: %d%n", count));
        sb.append(String.format(Locale.ROOT, "two or more solver moves: %d (%.0f%%)%n", multiMove,
                count == 0 ? 0.0 : 100.0 * multiMove / count));
        sb.append("themes:");
        for (Theme t : Theme.values()) {
            sb.append(' ').append(t.word()).append(' ').append(themes.getOrDefault(t, 0));
        }
        sb.append(String.format("%ngoals:"));
        goals.forEach((g, n) -> sb.append(' ').append(g).append(' ').append(n));
        sb.append(String.format(Locale.ROOT, "%nratings %d..%d:%n", minRating, maxRating));
        int most = ratings.values().stream().mapToInt(Integer::intValue).max().orElse(1);
        ratings.forEach((from, n) -> sb.append(String.format(Locale.ROOT, "  %4d-%4d %5d %s%n", from, from + BUCKET - 1,
                n, "#".repeat(Math.max(1, n * 40 / most)))));
        return sb.toString();
    }
}
