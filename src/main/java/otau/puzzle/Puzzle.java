package otau.puzzle;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import otau.game.Position;
import otau.game.Side;

/**
 * One puzzle: a position, the solution tree (the solver's moves and the opponent's best
 * replies, alternating, starting with the side to move; further accepted solver moves as
 * alternatives), its themes, goal and starting rating.
 *
 * @param id        stable identifier, unique in its collection
 * @param start     the puzzle position; its side to move is the solver
 * @param solution  the possible first moves, the main line's first
 * @param themes    theme words (see {@link Theme} for the known ones)
 * @param goal      what the line achieves
 * @param rating    starting difficulty rating
 * @param source    where the puzzle came from (may be empty)
 * @param otherTags any further record tags, kept for a faithful round trip
 */
public record Puzzle(String id, Position start, List<SolutionNode> solution, List<String> themes, Goal goal,
                     int rating, String source, Map<String, String> otherTags) {
    public Puzzle {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a puzzle needs an id");
        }
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(goal, "goal");
        solution = List.copyOf(solution);
        if (solution.isEmpty()) {
            throw new IllegalArgumentException("puzzle " + id + " has no solution moves");
        }
        themes = List.copyOf(themes);
        source = source == null ? "" : source;
        otherTags = Map.copyOf(new LinkedHashMap<>(otherTags));
    }

    /** A stable id from the position: the same position always gets the same id. */
    public static String idFor(Position p) {
        return String.format(java.util.Locale.ROOT, "otau-%08x", (int) (p.hash() ^ (p.hash() >>> 32)));
    }

    /** The side that solves the puzzle. */
    public Side solver() {
        return start.sideToMove();
    }

    /** The main line's holes, in order. */
    public List<Integer> mainLine() {
        List<Integer> line = new ArrayList<>();
        for (SolutionNode n = solution.get(0); n != null; n = n.mainNext()) {
            line.add(n.hole());
        }
        return line;
    }

    /** How many moves the solver must find on the main line. */
    public int solverMoves() {
        return (mainLine().size() + 1) / 2;
    }

    /** Whether the puzzle carries {@code theme}, under its word or an older word for it. */
    public boolean hasTheme(Theme theme) {
        return themes.stream().anyMatch(w -> Theme.of(w) == theme);
    }

    /** The {@code [Title]} tag: a short human caption ("Tuzdyk on 7"); made from the line when the tag is absent. */
    public String title() {
        String t = otherTags.getOrDefault(PuzzleTitle.TAG, "").trim();
        return t.isEmpty() ? PuzzleTitle.of(this) : t;
    }

    /** This puzzle with the {@code [Title]} tag set. */
    public Puzzle withTitle(String title) {
        Map<String, String> tags = new LinkedHashMap<>(otherTags);
        tags.put(PuzzleTitle.TAG, title);
        return new Puzzle(id, start, solution, themes, goal, rating, source, tags);
    }

    public Puzzle withGoal(Goal newGoal) {
        return new Puzzle(id, start, solution, themes, newGoal, rating, source, otherTags);
    }

    public Puzzle withRating(int newRating) {
        return new Puzzle(id, start, solution, themes, goal, newRating, source, otherTags);
    }

    public Puzzle withId(String newId) {
        return new Puzzle(newId, start, solution, themes, goal, rating, source, otherTags);
    }

    public Puzzle withThemes(List<String> newThemes) {
        return new Puzzle(id, start, solution, newThemes, goal, rating, source, otherTags);
    }
}
