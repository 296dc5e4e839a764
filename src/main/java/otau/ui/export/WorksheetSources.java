package otau.ui.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import otau.export.WorksheetItem;
import otau.export.WorksheetItems;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordReader;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.puzzle.GoalStatement;

/** Where a worksheet's positions come from: a puzzle collection, or the marked moments of a game. */
public final class WorksheetSources {
    private WorksheetSources() {
    }

    /**
     * The puzzles read from a collection and what could not be read; the items are made in
     * the sheet's language when it is printed ({@link #items}).
     */
    public record Puzzles(List<GameRecord> games, ReadResult read) {
        /**
         * Every puzzle: its position, its title (else its Id) as caption, its goal in words
         * and its solution line; a generated title and the goal in the sheet's language.
         */
        public List<WorksheetItem> items(WorksheetTexts texts) {
            List<WorksheetItem> items = new ArrayList<>();
            otau.ui.PuzzleWords words = texts.puzzleWords();
            for (GameRecord g : games) {
                WorksheetItem item = WorksheetItems.of(g, GoalStatement.of(texts.language().tag()));
                // A generated title is kept in English in the file: printed in the sheet's language.
                String title = words.title(g);
                items.add(title.isEmpty() ? item : new WorksheetItem(item.position(), title, item.toMove(),
                        item.goal(), item.solution()));
            }
            return List.copyOf(items);
        }

        /** The items in the workbench's language. */
        public List<WorksheetItem> items() {
            return items(WorksheetTexts.current());
        }
    }

    /** Reads a collection file ({@code puzzles/*.pgn}). */
    public static Puzzles puzzles(Path file) throws IOException {
        ReadResult read = RecordReader.read(file);
        return new Puzzles(List.copyOf(read.games()), read);
    }

    /** The marked positions in the workbench's language. */
    public static List<WorksheetItem> markedPositions(GameModel model) {
        return markedPositions(model, WorksheetTexts.current());
    }

    /**
     * The main-line positions a commentator marked: each node with a comment, an annotation
     * glyph or markup (and the start, if it has a comment or markup). The caption names the
     * move that led there, the goal is "White to move: find the best move", and the answer is the move the
     * game went on with, followed by that move's own comment (the marked node's comment is
     * about the move before: it belongs to the previous item's answer, not this one's).
     */
    public static List<WorksheetItem> markedPositions(GameModel model, WorksheetTexts texts) {
        List<GameNode> nodes = new ArrayList<>();
        GameNode root = model.root();
        if (!root.comment().isEmpty() || !root.markup().isEmpty()) {
            nodes.add(root);
        }
        for (GameNode n : model.mainLine()) {
            if (!n.comment().isEmpty() || !n.nags().isEmpty() || !n.markup().isEmpty()) {
                nodes.add(n);
            }
        }
        List<WorksheetItem> items = new ArrayList<>();
        for (GameNode n : nodes) {
            String caption = n.isRoot() ? texts.get("worksheet.caption.start")
                    : texts.get("worksheet.caption.after", n.moveLabel() + " " + n.notation());
            Side toMove = n.position().sideToMove();
            items.add(new WorksheetItem(n.position(), caption, toMove, texts.goal(toMove, null), answer(n, texts)));
        }
        return List.copyOf(items);
    }

    private static String answer(GameNode n, WorksheetTexts texts) {
        if (!n.hasChildren()) {
            return "";
        }
        GameNode next = n.mainChild();
        StringBuilder sb = new StringBuilder(texts.get("worksheet.answer.played", next.moveLabel() + " " + next.notation()));
        if (!next.comment().isEmpty()) {
            sb.append(" — ").append(next.comment());
        }
        return sb.toString();
    }
}
