package otau.ui.classroom;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import otau.game.Side;
import otau.model.GameNode;
import otau.puzzle.GoalStatement;
import otau.ui.I18n;
import otau.ui.movelist.NagGlyphs;

/** What classroom mode writes on the screen for a move: pure text, so it is tested without a window. */
final class ClassroomText {
    private ClassroomText() {
    }

    /**
     * The heading: the study and chapter names when the game is a study's chapter, else the
     * players, else the event; empty when none is known.
     */
    static String heading(Map<String, String> tags) {
        String chapter = known(tags.get("ChapterName"));
        String study = known(tags.get("StudyName"));
        if (!chapter.isEmpty()) {
            return study.isEmpty() ? chapter : I18n.get("classroom.heading.chapter", study, chapter);
        }
        String white = known(tags.get("White"));
        String black = known(tags.get("Black"));
        if (!white.isEmpty() && !black.isEmpty()) {
            return I18n.get("movelist.players", white, black);
        }
        return !study.isEmpty() ? study : known(tags.get("Event"));
    }

    /**
     * The goal for the class, in the interface language, when the game has a {@code [Goal]}
     * (a puzzle or an etude chapter): "White to move wins". It is stated for the side of its
     * {@code [Orientation]} tag, else for the side to move at the start; empty without a goal,
     * since an annotated game sets none.
     */
    static String goal(Map<String, String> tags, Side toMoveAtStart) {
        if (known(tags.get("Goal")).isEmpty()) {
            return "";
        }
        String o = known(tags.get("Orientation")).toLowerCase(java.util.Locale.ROOT);
        Side side = o.equals("white") ? Side.WHITE : o.equals("black") ? Side.BLACK : toMoveAtStart;
        return GoalStatement.of(I18n.language().tag()).state(side, tags.get("Goal"));
    }

    /** The move that led to {@code node} with its glyphs ("12... 65(10)!"), or "Start" at the root. */
    static String move(GameNode node) {
        if (node.isRoot()) {
            return I18n.get("classroom.start");
        }
        return node.moveLabel() + " " + node.notation() + NagGlyphs.text(node.nags());
    }

    /** The coach's words at {@code node}: the comment before the move, then the one after it. */
    static String comment(GameNode node) {
        String before = node.isRoot() ? "" : blankIfNull(node.startingComment());
        String after = blankIfNull(node.comment());
        if (before.isEmpty()) {
            return after;
        }
        return after.isEmpty() ? before : before + "\n" + after;
    }

    /**
     * The game's result at the end of its main line: the final count where the position is
     * finished ("White wins · 86 : 76"), else the decided {@code [Result]} of a game resigned or
     * lost on time ("Black wins · 0-1"); empty elsewhere, and for an unknown result.
     */
    static String result(GameNode node, Map<String, String> tags) {
        if (!node.isOnMainLine() || node.hasChildren()) {
            return "";
        }
        otau.game.Position p = node.position();
        if (p.isGameOver()) {
            otau.game.Outcome o = p.outcome();
            String count = o.whiteStore() + " : " + o.blackStore();
            return I18n.get(o.winner() == Side.WHITE ? "classroom.result.white"
                    : o.winner() == Side.BLACK ? "classroom.result.black" : "classroom.result.draw", count);
        }
        String r = known(tags.get("Result"));
        return switch (r) {
            case "1-0" -> I18n.get("classroom.result.white", r);
            case "0-1" -> I18n.get("classroom.result.black", r);
            case "1/2-1/2" -> I18n.get("classroom.result.draw", r);
            default -> "";
        };
    }

    /**
     * The moves that ↑ and ↓ choose between at {@code node} (its siblings, {@code node}
     * among them), or an empty list where there is no choice.
     */
    static List<GameNode> choices(GameNode node) {
        if (node.isRoot() || node.parent().children().size() < 2) {
            return List.of();
        }
        return new ArrayList<>(node.parent().children());
    }

    /** A variation's label: its first move ("12. 34"). */
    static String choice(GameNode node) {
        return node.moveLabel() + " " + node.notation();
    }

    /** Which way the board shows a chapter: its [Orientation] tag, else as the workbench had it. */
    static boolean blackAtBottom(Map<String, String> tags, boolean workbenchFlipped) {
        String o = known(tags.get("Orientation")).toLowerCase(java.util.Locale.ROOT);
        if (o.equals("black")) {
            return true;
        }
        return !o.equals("white") && workbenchFlipped;
    }

    private static String known(String tag) {
        return tag == null || tag.isBlank() || tag.strip().equals("?") ? "" : tag.strip();
    }

    private static String blankIfNull(String s) {
        return s == null ? "" : s.strip();
    }
}
