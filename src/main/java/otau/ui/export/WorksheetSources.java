package otau.ui.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import otau.export.WorksheetItem;
import otau.export.WorksheetItems;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordReader;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.ui.I18n;

/** Where a worksheet's positions come from: a puzzle collection, or the marked moments of a game. */
public final class WorksheetSources {
    private WorksheetSources() {
    }

    /** The puzzles read from a collection and what could not be read. */
    public record Puzzles(List<WorksheetItem> items, ReadResult read) {
    }

    /**
     * Every puzzle of a collection file ({@code puzzles/*.pgn}): its position, its Id as
     * caption, its goal in words and its solution line.
     */
    public static Puzzles puzzles(Path file) throws IOException {
        ReadResult read = RecordReader.read(file);
        List<WorksheetItem> items = new ArrayList<>();
        for (GameRecord g : read.games()) {
            WorksheetItem item = WorksheetItems.of(g);
            items.add(new WorksheetItem(item.position(), item.caption(), item.toMove(),
                    WorksheetTexts.goal(g.tag("Goal")), item.solution()));
        }
        return new Puzzles(List.copyOf(items), read);
    }

    /**
     * The main-line positions a commentator marked: each node with a comment, an annotation
     * glyph or markup (and the start, if it has a comment or markup). The caption names the
     * move that led there, the goal is "find the best move", and the answer is the move the
     * game went on with, followed by the comment.
     */
    public static List<WorksheetItem> markedPositions(GameModel model) {
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
            String caption = n.isRoot() ? I18n.get("worksheet.caption.start")
                    : I18n.get("worksheet.caption.after", n.moveLabel() + " " + n.notation());
            items.add(new WorksheetItem(n.position(), caption, n.position().sideToMove(),
                    I18n.get("worksheet.goal.bestMove"), answer(n)));
        }
        return List.copyOf(items);
    }

    private static String answer(GameNode n) {
        StringBuilder sb = new StringBuilder();
        if (n.hasChildren()) {
            GameNode next = n.mainChild();
            sb.append(I18n.get("worksheet.answer.played", next.moveLabel() + " " + next.notation()));
        }
        if (!n.comment().isEmpty()) {
            sb.append(sb.length() == 0 ? "" : " — ").append(n.comment());
        }
        return sb.toString();
    }
}
