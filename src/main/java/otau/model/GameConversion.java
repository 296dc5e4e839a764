package otau.model;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;

/**
 * Converts between the record layer's {@link GameRecord} and the model's tree, losing
 * nothing: moves and variations in order, comments, comments before moves, NAGs,
 * evaluations, markup, tags and the comment after the result. Both directions walk the
 * tree with an explicit stack, so a very long line cannot overflow the call stack.
 */
final class GameConversion {
    private GameConversion() {
    }

    static GameModel.Game fromRecord(GameRecord record, GameOrigin origin) {
        GameNode root = GameNode.root(record.start());
        copyAnnotations(record.root(), root);
        Deque<RecordNode> from = new ArrayDeque<>();
        Deque<GameNode> to = new ArrayDeque<>();
        from.push(record.root());
        to.push(root);
        while (!from.isEmpty()) {
            RecordNode r = from.pop();
            GameNode g = to.pop();
            for (RecordNode rc : r.children()) {
                GameNode gc = g.newChild(rc.position());
                g.mutableChildren().add(gc);
                copyAnnotations(rc, gc);
                from.push(rc);
                to.push(gc);
            }
        }
        return new GameModel.Game(root, new LinkedHashMap<>(record.tags()), record.trailingComment(), origin);
    }

    private static void copyAnnotations(RecordNode r, GameNode g) {
        g.put(Annotation.COMMENT, r.comment());
        g.put(Annotation.STARTING_COMMENT, r.startingComment());
        g.put(Annotation.NAGS, List.copyOf(r.nags()));
        g.put(Annotation.MARKUP, List.copyOf(r.markup()));
        g.put(Annotation.EVALUATION, r.evaluation());
    }

    static GameRecord toRecord(GameNode root, Map<String, String> tags, String trailingComment) {
        GameRecord record = new GameRecord(root.position());
        record.tags().putAll(tags);
        record.setTrailingComment(trailingComment);
        copyAnnotations(root, record.root());
        Deque<GameNode> from = new ArrayDeque<>();
        Deque<RecordNode> to = new ArrayDeque<>();
        from.push(root);
        to.push(record.root());
        while (!from.isEmpty()) {
            GameNode g = from.pop();
            RecordNode r = to.pop();
            for (GameNode gc : g.children()) {
                RecordNode rc = r.addChild(gc.move().hole());
                copyAnnotations(gc, rc);
                from.push(gc);
                to.push(rc);
            }
        }
        return record;
    }

    private static void copyAnnotations(GameNode g, RecordNode r) {
        r.setComment(g.comment());
        r.setStartingComment(g.startingComment());
        r.nags().addAll(g.nags());
        r.markup().addAll(g.markup());
        r.setEvaluation(g.evaluation());
    }
}
