package otau.game.record;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import otau.game.Fen;
import otau.game.Side;

/**
 * Writes game records (FORMATS.md §2): the seven standard tags first, then the others;
 * every move as its full token (landing digit, {@code X}, {@code (n)}) so the output
 * opens in PlayOK-style tools; comments with {@code [%eval]} and markup; variations;
 * NAGs. Lines are wrapped at 80 characters.
 */
public final class RecordWriter {
    private static final int WIDTH = 80;

    private RecordWriter() {
    }

    /** Several games separated by blank lines. */
    public static String write(List<GameRecord> games) {
        return joined(games, RecordWriter::write);
    }

    /** The games written one by one and separated by blank lines (TGK files are laid out the same way). */
    static String joined(List<GameRecord> games, java.util.function.Function<GameRecord, String> writer) {
        StringBuilder sb = new StringBuilder();
        for (GameRecord g : games) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(writer.apply(g));
        }
        return sb.toString();
    }

    public static String write(GameRecord game) {
        StringBuilder sb = new StringBuilder();
        Map<String, String> tags = game.tags();
        for (String name : GameRecord.SEVEN_TAG_ROSTER) {
            String v = tags.get(name);
            if (v == null) {
                v = name.equals("Result") ? "*" : "?";
            }
            tag(sb, name, v);
        }
        boolean custom = !game.startsFromStandardPosition();
        if (custom) {
            tag(sb, "SetUp", "1");
            tag(sb, "FEN", Fen.write(game.start()));
        }
        for (Map.Entry<String, String> e : tags.entrySet()) {
            String name = e.getKey();
            if (GameRecord.SEVEN_TAG_ROSTER.contains(name) || name.equals("FEN") || name.equals("SetUp")) {
                continue;
            }
            tag(sb, name, e.getValue());
        }
        sb.append('\n');
        List<String> words = new ArrayList<>();
        RecordNode root = game.root();
        String rootComment = commentText(root);
        if (!rootComment.isEmpty()) {
            words.add("{" + rootComment + "}");
        }
        writeLine(root, words, true);
        words.add(game.result());
        if (!game.trailingComment().isEmpty()) {
            words.add("{" + writable(game.trailingComment()) + "}");
        }
        wrap(sb, words);
        return sb.toString();
    }

    /**
     * One tag line, with quotes and backslashes escaped; TGK shares the syntax. A tag is one line:
     * a line break in its value (a CSV cell may hold one) is written as a space.
     */
    static void tag(StringBuilder sb, String name, String value) {
        String oneLine = value.replace("\r\n", " ").replace('\r', ' ').replace('\n', ' ');
        sb.append('[').append(name).append(" \"")
                .append(oneLine.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    /**
     * Writes the continuation of {@code parent}: its main child, the other children as
     * variations, then the main line onwards.
     */
    private static void writeLine(RecordNode parent, List<String> words, boolean forceNumber) {
        // One frame per open line (the main line, then each variation inside it): an explicit
        // stack instead of recursion, so no nesting of variations can overflow the call stack.
        Deque<Line> open = new ArrayDeque<>();
        open.push(new Line(parent, forceNumber, false));
        while (!open.isEmpty()) {
            Line line = open.peek();
            List<RecordNode> children = line.node.children();
            if (line.nextVariation == 0) {
                if (children.isEmpty()) {
                    open.pop();
                    if (line.variation) {
                        words.add(")");
                    }
                    continue;
                }
                RecordNode main = children.get(0);
                writeMove(main, words, line.needNumber);
                line.needNumber = !commentText(main).isEmpty();
                line.nextVariation = 1;
            }
            if (line.nextVariation < children.size()) {
                RecordNode variation = children.get(line.nextVariation++);
                words.add("(");
                writeMove(variation, words, true);
                line.needNumber = true;
                open.push(new Line(variation, !commentText(variation).isEmpty(), true));
            } else {
                line.node = children.get(0);
                line.nextVariation = 0;
            }
        }
    }

    /** A line being written: the node whose continuation comes next and the variations of it still to write. */
    private static final class Line {
        RecordNode node;
        boolean needNumber;
        final boolean variation;
        int nextVariation;

        Line(RecordNode node, boolean needNumber, boolean variation) {
            this.node = node;
            this.needNumber = needNumber;
            this.variation = variation;
        }
    }

    private static void writeMove(RecordNode node, List<String> words, boolean forceNumber) {
        if (!node.startingComment().isEmpty()) {
            words.add("{" + writable(node.startingComment()) + "}");
            forceNumber = true;
        }
        var before = node.parent().position();
        if (before.sideToMove() == Side.WHITE) {
            words.add(before.moveNumber() + ".");
        } else if (forceNumber) {
            words.add(before.moveNumber() + "...");
        }
        words.add(node.move().notation());
        for (int nag : node.nags()) {
            words.add("$" + nag);
        }
        String comment = commentText(node);
        if (!comment.isEmpty()) {
            words.add("{" + comment + "}");
        }
    }

    /** The comment as written: text, then the evaluation and markup commands. */
    static String commentText(RecordNode node) {
        StringBuilder sb = new StringBuilder(node.comment());
        if (node.evaluation() != null) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(node.evaluation().toCommand());
        }
        if (!node.markup().isEmpty()) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(Markup.toCommands(node.markup()));
        }
        return writable(sb.toString());
    }

    /** A line inside a comment that a reader would take for the next game's tags. */
    private static final java.util.regex.Pattern TAG_LIKE_LINE =
            java.util.regex.Pattern.compile("\\s*\\n(?=[ \\t]*\\[[A-Za-z0-9_]+[ \\t]*\")");

    /**
     * The comment as it can stand between braces: a brace would end it (or, read by our reader, start
     * a damaged one), so both are written as parentheses (the comment editor shows them so as they
     * are typed); a line that starts like a tag joins the line before it, so it is not read as the
     * next game's tags. Line breaks are written as they are and read back.
     */
    static String writable(String comment) {
        String text = comment.replace("\r\n", "\n").replace('\r', '\n').replace('{', '(').replace('}', ')');
        return TAG_LIKE_LINE.matcher(text).replaceAll(" ");
    }

    private static void wrap(StringBuilder sb, List<String> words) {
        int lineLength = 0;
        String previous = "";
        for (String w : words) {
            boolean glued = w.equals(")") || previous.equals("(");
            previous = w;
            // A comment may hold spaces; it is wrapped like any other word.
            if (lineLength > 0 && lineLength + 1 + w.length() > WIDTH && !glued) {
                sb.append('\n');
                lineLength = 0;
            } else if (glued) {
                // "(" sticks to the next word and ")" to the previous one.
            } else if (lineLength > 0) {
                sb.append(' ');
                lineLength++;
            }
            sb.append(w);
            int lineBreak = w.lastIndexOf('\n');
            lineLength = lineBreak < 0 ? lineLength + w.length() : w.length() - lineBreak - 1;
        }
        sb.append('\n');
    }
}
