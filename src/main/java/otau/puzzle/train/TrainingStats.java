package otau.puzzle.train;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import otau.puzzle.Puzzle;

/**
 * What the dashboard shows, worked out from the attempt history: the success rate in each
 * theme, the user's rating after each attempt, and the puzzles whose latest try failed.
 *
 * @param themes   per theme word, the attempts at puzzles carrying it, most tried first
 * @param rating   the user's rating after each attempt, oldest first
 * @param failures the puzzles (of those known) whose latest attempt failed, most recent failure first
 * @param solvedAttempts how many of all the attempts were solved
 */
public record TrainingStats(List<ThemeStats> themes, List<RatingPoint> rating, List<Puzzle> failures,
                            int solvedAttempts) {
    /** Attempts at puzzles of one theme and how many were solved. */
    public record ThemeStats(String theme, int attempts, int solved) {
        /** Solved share, 0..1 (0 with no attempt). */
        public double successRate() {
            return attempts == 0 ? 0 : solved / (double) attempts;
        }
    }

    /** The user's rating right after an attempt. */
    public record RatingPoint(Instant at, double rating) {
    }

    public TrainingStats {
        themes = List.copyOf(themes);
        rating = List.copyOf(rating);
        failures = List.copyOf(failures);
    }

    /**
     * @param attempts every attempt, oldest first ({@link ProgressStore#attempts})
     * @param puzzles  the puzzles known now, by id: an attempt at a puzzle not among them counts
     *                 towards the rating but not towards any theme or the failures
     */
    public static TrainingStats of(List<Attempt> attempts, Map<String, Puzzle> puzzles) {
        Map<String, int[]> byTheme = new LinkedHashMap<>();
        List<RatingPoint> rating = new ArrayList<>();
        Map<String, Attempt> latest = new LinkedHashMap<>();
        int solved = 0;
        for (Attempt a : attempts) {
            if (a.solved()) {
                solved++;
            }
            rating.add(new RatingPoint(a.at(), a.userAfter()));
            latest.remove(a.puzzleId());
            latest.put(a.puzzleId(), a);
            Puzzle p = puzzles.get(a.puzzleId());
            if (p == null) {
                continue;
            }
            for (String theme : p.themes()) {
                int[] counts = byTheme.computeIfAbsent(theme, t -> new int[2]);
                counts[0]++;
                if (a.solved()) {
                    counts[1]++;
                }
            }
        }
        List<ThemeStats> themes = new ArrayList<>();
        byTheme.forEach((t, c) -> themes.add(new ThemeStats(t, c[0], c[1])));
        themes.sort(Comparator.comparingInt(ThemeStats::attempts).reversed().thenComparing(ThemeStats::theme));
        List<Attempt> last = new ArrayList<>(latest.values());
        java.util.Collections.reverse(last);
        List<Puzzle> failures = last.stream().filter(a -> !a.solved()).map(a -> puzzles.get(a.puzzleId()))
                .filter(java.util.Objects::nonNull).toList();
        return new TrainingStats(themes, rating, failures, solved);
    }
}
