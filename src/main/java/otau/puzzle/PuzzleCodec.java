package otau.puzzle;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import otau.io.Phrase;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.game.record.RecordProblem;

/** Converts between game records and puzzles (FORMATS.md §4). */
public final class PuzzleCodec {
    /** Tags that the puzzle's own fields carry. */
    static final Set<String> PUZZLE_TAGS = Set.of("FEN", "SetUp", "Id", "Theme", "Goal", "Rating", "Source");
    public static final int DEFAULT_RATING = 1500;

    private PuzzleCodec() {
    }

    /** A puzzle read from a record, or the reason it is not one. */
    public sealed interface Decoded permits Decoded.Ok, Decoded.Bad {
        record Ok(Puzzle puzzle) implements Decoded {
        }

        /**
         * @param tag the tag at fault ({@code Id}, {@code Goal}, {@code Rating}), "" for the
         *            game as a whole, or null when {@code move} locates the problem
         */
        record Bad(String puzzleId, String move, String tag, Phrase what) implements Decoded {
        }
    }

    public static Decoded decode(GameRecord record) {
        Map<String, String> tags = record.tags();
        String id = tags.getOrDefault("Id", "").trim();
        if (id.isEmpty()) {
            return new Decoded.Bad("", "", "Id", Phrase.of("puzzle.noId"));
        }
        // No [FEN]: the puzzle starts from the standard position (writers omit it there).
        Goal goal;
        if (tags.getOrDefault("Goal", "").isBlank()) {
            return new Decoded.Bad(id, "", "Goal", Phrase.of("puzzle.noGoal"));
        }
        try {
            goal = Goal.parse(tags.getOrDefault("Goal", ""));
        } catch (IllegalArgumentException e) {
            String written = RecordProblem.shorten(tags.getOrDefault("Goal", ""));
            return new Decoded.Bad(id, "", "Goal", Phrase.of("puzzle.goal", written));
        }
        int rating = DEFAULT_RATING;
        if (tags.containsKey("Rating")) {
            String text = tags.get("Rating").trim();
            if (!text.matches("[0-9]{1,9}")) {
                return new Decoded.Bad(id, "", "Rating", Phrase.of(text.matches("-?[0-9]+") ? "puzzle.ratingRange"
                        : "puzzle.ratingNumber", RecordProblem.shorten(text)));
            }
            rating = Integer.parseInt(text);
            if (rating < 100 || rating > 4000) {
                return new Decoded.Bad(id, "", "Rating", Phrase.of("puzzle.ratingRange", rating));
            }
        }
        RecordNode root = record.root();
        if (root.children().isEmpty()) {
            return new Decoded.Bad(id, "", "", Phrase.of("puzzle.noMoves"));
        }
        Side solver = record.start().sideToMove();
        String bad = badVariation(root, solver);
        if (bad != null) {
            return new Decoded.Bad(id, bad, null, Phrase.of("puzzle.opponentAlternative"));
        }
        List<String> themes = Arrays.stream(tags.getOrDefault("Theme", "").trim().split("\\s+"))
                .filter(s -> !s.isEmpty()).toList();
        Map<String, String> other = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : tags.entrySet()) {
            // The placeholders every record carries are not the puzzle's own.
            boolean placeholder = e.getValue().equals("?") && GameRecord.SEVEN_TAG_ROSTER.contains(e.getKey())
                    || e.getKey().equals("Result") || e.getKey().equals("Event") && e.getValue().equals("Puzzle");
            if (!PUZZLE_TAGS.contains(e.getKey()) && !placeholder) {
                other.put(e.getKey(), e.getValue());
            }
        }
        Position start = record.start();
        return new Decoded.Ok(new Puzzle(id, start, nodes(root), themes, goal, rating,
                tags.getOrDefault("Source", ""), other));
    }

    /** The first alternative at an opponent's move, in record order; null when there is none. */
    private static String badVariation(RecordNode root, Side solver) {
        // An explicit stack, here and below: a solution line may be thousands of plies long.
        Deque<RecordNode> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            RecordNode node = todo.pop();
            if (node.children().size() > 1 && node.position().sideToMove() != solver) {
                return MoveLabel.of(node.children().get(1));
            }
            for (int i = node.children().size() - 1; i >= 0; i--) {
                todo.push(node.children().get(i));
            }
        }
        return null;
    }

    /** The solution tree below {@code root}, built from the leaves up. */
    private static List<SolutionNode> nodes(RecordNode root) {
        // Post-order: every node's followers are made before the node itself.
        Map<RecordNode, List<SolutionNode>> made = new IdentityHashMap<>();
        Deque<RecordNode> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            RecordNode node = todo.peek();
            boolean ready = true;
            for (RecordNode c : node.children()) {
                if (!made.containsKey(c)) {
                    todo.push(c);
                    ready = false;
                }
            }
            if (!ready) {
                continue;
            }
            todo.pop();
            List<SolutionNode> list = new ArrayList<>();
            for (RecordNode c : node.children()) {
                list.add(new SolutionNode(c.move().hole(), made.remove(c)));
            }
            made.put(node, list);
        }
        return made.get(root);
    }

    public static GameRecord encode(Puzzle puzzle) {
        GameRecord g = new GameRecord(puzzle.start());
        Map<String, String> tags = g.tags();
        tags.put("Event", "Puzzle");
        for (String t : GameRecord.SEVEN_TAG_ROSTER) {
            tags.putIfAbsent(t, "?");
        }
        tags.put("Result", "*");
        tags.putAll(puzzle.otherTags());
        tags.put("Id", puzzle.id());
        if (!puzzle.themes().isEmpty()) {
            tags.put("Theme", String.join(" ", puzzle.themes()));
        }
        tags.put("Goal", puzzle.goal().toString());
        tags.put("Rating", Integer.toString(puzzle.rating()));
        if (!puzzle.source().isEmpty()) {
            tags.put("Source", puzzle.source());
        }
        addAll(g.root(), puzzle.solution());
        return g;
    }

    private static void addAll(RecordNode root, List<SolutionNode> first) {
        Deque<Map.Entry<RecordNode, List<SolutionNode>>> todo = new ArrayDeque<>();
        todo.push(Map.entry(root, first));
        while (!todo.isEmpty()) {
            var e = todo.pop();
            for (SolutionNode s : e.getValue()) {
                // Children are added in order before any grandchild, so the main line stays first.
                todo.push(Map.entry(e.getKey().addChild(s.hole()), s.next()));
            }
        }
    }
}
