package otau.export;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.Markup;
import otau.game.record.RecordNode;
import otau.game.study.Chapter;
import otau.game.study.Study;

/**
 * What a study's handout shows, worked out from its chapters before anything is drawn: for
 * each chapter its marked positions (a comment, a glyph or markup) in the order a reader
 * meets them in the record — each variation right after the move it replaces — and, for
 * the worksheet part, one exercise per interactive chapter.
 */
public final class HandoutContent {
    private HandoutContent() {
    }

    /** One diagram of a chapter: the position, its caption, the coach's marks and words. */
    public record Diagram(Position position, String caption, List<Markup> markup, String comment) {
        public Diagram {
            markup = List.copyOf(markup);
            comment = comment == null ? "" : comment.strip();
        }
    }

    /** A chapter's heading and its diagrams; {@code blackAtBottom} when the chapter is seen from Black's side. */
    public record ChapterPage(String title, boolean blackAtBottom, List<Diagram> diagrams) {
        public ChapterPage {
            diagrams = List.copyOf(diagrams);
        }
    }

    /**
     * The chapters as diagrams. With {@code interactiveAsExercises} the interactive chapters
     * are left out here (they are the worksheet's exercises, and their comments would give
     * the answers away).
     */
    public static List<ChapterPage> chapters(Study study, HandoutLabels labels, boolean interactiveAsExercises) {
        List<ChapterPage> pages = new ArrayList<>();
        for (int i = 0; i < study.size(); i++) {
            Chapter c = study.chapter(i);
            if (interactiveAsExercises && c.isInteractive()) {
                continue;
            }
            String title = (i + 1) + ". " + (c.name().isBlank() ? labels.chapter(i + 1) : c.name());
            pages.add(new ChapterPage(title, c.orientation() == Side.BLACK, diagrams(c.record(), labels)));
        }
        return List.copyOf(pages);
    }

    /** The marked positions of one game; its start position when nothing in it is marked. */
    static List<Diagram> diagrams(GameRecord game, HandoutLabels labels) {
        List<Diagram> out = new ArrayList<>();
        RecordNode root = game.root();
        if (!blank(root.comment()) || !root.markup().isEmpty()) {
            out.add(new Diagram(root.position(), labels.start(), root.markup(), root.comment()));
        }
        visit(root, false, labels, out);
        if (out.isEmpty()) {
            out.add(new Diagram(root.position(), labels.start(), List.of(), ""));
        }
        return out;
    }

    /** A step of the walk: mark one move, or go through the continuations of one. */
    private record Step(RecordNode node, boolean inVariation, boolean markOnly) {
    }

    /**
     * Record order: the main move, then each variation whole, then the main line goes on.
     * An explicit stack rather than recursion, so a game of any length prints.
     */
    private static void visit(RecordNode start, boolean inVariation, HandoutLabels labels, List<Diagram> out) {
        Deque<Step> todo = new ArrayDeque<>();
        todo.push(new Step(start, inVariation, false));
        while (!todo.isEmpty()) {
            Step step = todo.pop();
            if (step.markOnly()) {
                mark(step.node(), step.inVariation(), labels, out);
                continue;
            }
            List<RecordNode> children = step.node().children();
            if (children.isEmpty()) {
                continue;
            }
            RecordNode main = children.get(0);
            mark(main, step.inVariation(), labels, out);
            // Pushed last first: each variation marked and walked in turn, then the main line.
            todo.push(new Step(main, step.inVariation(), false));
            for (int i = children.size() - 1; i >= 1; i--) {
                todo.push(new Step(children.get(i), true, false));
                todo.push(new Step(children.get(i), true, true));
            }
        }
    }

    private static void mark(RecordNode n, boolean inVariation, HandoutLabels labels, List<Diagram> out) {
        String comment = joined(n.startingComment(), n.comment());
        if (comment.isEmpty() && n.nags().isEmpty() && n.markup().isEmpty()) {
            return;
        }
        String move = moveLabel(n) + " " + n.move().notation() + glyphs(n.nags());
        out.add(new Diagram(n.position(), inVariation ? labels.afterInVariation(move) : labels.after(move),
                n.markup(), comment));
    }

    /**
     * The worksheet's exercises: for each interactive chapter with moves, the position where
     * the student (the chapter's orientation) first moves, the chapter's name, its own goal
     * from its {@code [Goal]} tag ("Black to move: win 5 stones"; "…: find the best move" without
     * one) and the main line from there as the answer.
     */
    public static List<WorksheetItem> exercises(Study study, HandoutLabels labels) {
        List<WorksheetItem> items = new ArrayList<>();
        for (int i = 0; i < study.size(); i++) {
            Chapter c = study.chapter(i);
            if (!c.isInteractive()) {
                continue;
            }
            RecordNode from = c.record().root();
            if (from.position().sideToMove() != c.orientation() && from.mainChild() != null) {
                // The opponent's move comes first: the board plays it, the student answers.
                from = from.mainChild();
            }
            if (from.mainChild() == null) {
                continue;
            }
            String name = c.name().isBlank() ? labels.chapter(i + 1) : c.name();
            Side student = from.position().sideToMove();
            items.add(new WorksheetItem(from.position(), name, student,
                    labels.goal(student, c.record().tag("Goal")), line(from)));
        }
        return List.copyOf(items);
    }

    /** The main line after {@code from}, numbered: "3. 12(22) 45(4) 4. 25X", or "3... 45(4) 4. 25X". */
    static String line(RecordNode from) {
        StringBuilder sb = new StringBuilder();
        for (RecordNode n = from.mainChild(); n != null; n = n.mainChild()) {
            Position before = n.parent().position();
            boolean white = before.sideToMove() == Side.WHITE;
            if (white || sb.length() == 0) {
                sb.append(sb.length() == 0 ? "" : " ").append(moveLabel(n)).append(' ');
            } else {
                sb.append(' ');
            }
            sb.append(n.move().notation());
        }
        return sb.toString();
    }

    /** "12." before a White move, "12..." before a Black one. */
    private static String moveLabel(RecordNode n) {
        Position before = n.parent().position();
        return before.moveNumber() + (before.sideToMove() == Side.WHITE ? "." : "...");
    }

    /** The glyphs ! ? !! ?? !? ?! joined to the move; other NAGs are not printed. */
    private static String glyphs(List<Integer> nags) {
        StringBuilder sb = new StringBuilder();
        for (int nag : nags) {
            switch (nag) {
                case 1 -> sb.append('!');
                case 2 -> sb.append('?');
                case 3 -> sb.append("!!");
                case 4 -> sb.append("??");
                case 5 -> sb.append("!?");
                case 6 -> sb.append("?!");
                default -> {
                }
            }
        }
        return sb.toString();
    }

    private static String joined(String before, String after) {
        String a = blank(before) ? "" : before.strip();
        String b = blank(after) ? "" : after.strip();
        return a.isEmpty() ? b : b.isEmpty() ? a : a + " " + b;
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
