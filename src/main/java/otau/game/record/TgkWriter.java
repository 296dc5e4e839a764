package otau.game.record;

import java.util.List;
import java.util.Map;
import otau.game.Position;
import otau.game.Side;

/**
 * Writes a game in TGK, the format of Y. Shambayev's Toguz Kumalak apps and databases
 * (FORMATS.md §2): the seven required tags ({@code ?} when unknown), the optional tags
 * that format knows ({@code Count} filled from the final stores), then the main line
 * one move pair a line ({@code 23. 93x 98x}) with two-digit tokens and a lower-case
 * {@code x} for a tuzdyk. TGK has no comments, variations, capture totals or set-up
 * positions, so those are left out, and a game that does not start from the start
 * position cannot be written at all.
 */
public final class TgkWriter {
    /** The tags every TGK record carries, in the order the format lists them. */
    public static final List<String> REQUIRED_TAGS =
            List.of("White", "Black", "Result", "Date", "Event", "Round", "Site");
    /** The optional tags of the format; every other tag is dropped. */
    public static final List<String> OPTIONAL_TAGS = List.of("Count", "Comment", "TimeControl",
            "WhiteElo", "BlackElo", "WhiteTitle", "BlackTitle");

    private TgkWriter() {
    }

    /** Why {@code game} cannot be written as TGK, or null when it can. */
    public static String whyNotWritable(GameRecord game) {
        if (!game.startsFromStandardPosition()) {
            return "TGK records always start from the start position; this game starts from a set-up position";
        }
        return null;
    }

    /** What a game may hold that TGK has no room for. */
    public enum Omitted {
        COMMENTS("comments"), VARIATIONS("variations"), GLYPHS("glyphs"), MARKUP("arrows and rings"),
        EVALUATIONS("evaluations");

        private final String words;

        Omitted(String words) {
            this.words = words;
        }

        /** In English, for messages outside the interface ("comments", "arrows and rings"). */
        public String words() {
            return words;
        }
    }

    /**
     * What of {@code game} a TGK record would leave out; empty when it keeps everything.
     * (The comment before the first move is kept: it becomes the Comment tag, on one line.)
     */
    public static java.util.Set<Omitted> omitted(GameRecord game) {
        java.util.Set<Omitted> lost = java.util.EnumSet.noneOf(Omitted.class);
        String own = game.tag("Comment");
        String first = game.root().comment();
        // The first comment becomes the Comment tag, unless the game has a Comment tag of its own.
        if (!blank(game.trailingComment()) || (own != null && !blank(first) && !first.strip().equals(own.strip()))) {
            lost.add(Omitted.COMMENTS);
        }
        java.util.ArrayDeque<RecordNode> todo = new java.util.ArrayDeque<>(List.of(game.root()));
        while (!todo.isEmpty()) {
            RecordNode n = todo.pop();
            if (!n.isRoot() && (!blank(n.comment()) || !blank(n.startingComment()))) {
                lost.add(Omitted.COMMENTS);
            }
            if (n.children().size() > 1) {
                lost.add(Omitted.VARIATIONS);
            }
            if (!n.nags().isEmpty()) {
                lost.add(Omitted.GLYPHS);
            }
            if (!n.markup().isEmpty()) {
                lost.add(Omitted.MARKUP);
            }
            if (n.evaluation() != null) {
                lost.add(Omitted.EVALUATIONS);
            }
            todo.addAll(n.children());
        }
        return lost;
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    /** Several games separated by blank lines. */
    public static String write(List<GameRecord> games) {
        return RecordWriter.joined(games, TgkWriter::write);
    }

    /**
     * One game as TGK.
     *
     * @throws IllegalArgumentException when {@link #whyNotWritable} names a reason
     */
    public static String write(GameRecord game) {
        String why = whyNotWritable(game);
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
        StringBuilder sb = new StringBuilder();
        Map<String, String> tags = game.tags();
        for (String name : REQUIRED_TAGS) {
            String v = tags.get(name);
            if (v == null || v.isBlank()) {
                v = name.equals("Result") ? "*" : "?";
            }
            RecordWriter.tag(sb, name, v);
        }
        Position end = game.finalPosition();
        for (String name : OPTIONAL_TAGS) {
            String v = switch (name) {
                case "Count" -> count(end);
                case "Comment" -> commentTag(game);
                default -> tags.get(name);
            };
            if (v != null && !v.isBlank()) {
                RecordWriter.tag(sb, name, v);
            }
        }
        sb.append('\n');
        List<RecordNode> line = game.mainLine();
        for (int i = 0; i < line.size(); i++) {
            RecordNode node = line.get(i);
            Position before = node.parent().position();
            boolean white = before.sideToMove() == Side.WHITE;
            if (white || i == 0) {
                if (i > 0) {
                    sb.append('\n');
                }
                sb.append(before.moveNumber()).append(white ? ". " : "... ");
            } else {
                sb.append(' ');
            }
            sb.append(token(node));
        }
        if (!line.isEmpty()) {
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * The final stores, White first ("82-80"). When the game ended because the side to move
     * had no stones, the stones left on the other side belong to that other player's store
     * (RULES.md, end of the game), so they are counted in.
     */
    static String count(Position end) {
        var outcome = end.outcome();
        if (outcome != null) {
            return outcome.whiteStore() + "-" + outcome.blackStore();
        }
        return end.store(Side.WHITE) + "-" + end.store(Side.BLACK);
    }

    /** The two-digit token with a lower-case x for a tuzdyk; TGK writes no capture totals. */
    static String token(RecordNode node) {
        var m = node.move();
        return "" + m.hole() + m.landing() + (m.tuzdyk() ? "x" : "");
    }

    /** The game's own Comment tag, else the comment before the first move, on one line. */
    private static String commentTag(GameRecord game) {
        String own = game.tag("Comment");
        String text = own != null ? own : game.root().comment();
        return text == null ? null : text.replaceAll("\\s+", " ").trim();
    }
}
