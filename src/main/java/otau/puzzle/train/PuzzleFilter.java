package otau.puzzle.train;

import java.util.Set;
import otau.puzzle.Puzzle;

/**
 * Which puzzles a training run draws from.
 *
 * @param themes    theme words, any of which a puzzle must carry (empty: every theme)
 * @param minRating least starting rating
 * @param maxRating greatest starting rating
 */
public record PuzzleFilter(Set<String> themes, int minRating, int maxRating) {
    public PuzzleFilter {
        themes = Set.copyOf(themes);
        if (minRating > maxRating) {
            throw new IllegalArgumentException("the difficulty range " + minRating + ".." + maxRating + " is empty");
        }
    }

    public static PuzzleFilter all() {
        return new PuzzleFilter(Set.of(), 0, Integer.MAX_VALUE);
    }

    public boolean accepts(Puzzle p) {
        return p.rating() >= minRating && p.rating() <= maxRating
                && (themes.isEmpty() || p.themes().stream().anyMatch(themes::contains));
    }
}
