package otau.game.record;

import java.util.ArrayList;
import java.util.List;
import otau.game.Move;
import otau.game.Position;

/**
 * One node of a record's move tree: the move that led here (null at the root), the
 * position after it, its annotations, and the continuations in order (the first is the
 * main line). A plain mutable data structure for reading and writing; the application's
 * observable model is built from it.
 */
public final class RecordNode {
    private final RecordNode parent;
    private final Position position;
    private final List<RecordNode> children = new ArrayList<>();
    private final List<Integer> nags = new ArrayList<>();
    private final List<Markup> markup = new ArrayList<>();
    private String comment = "";
    private String startingComment = "";
    private Evaluation evaluation;

    private RecordNode(RecordNode parent, Position position) {
        this.parent = parent;
        this.position = position;
    }

    /** A root holding the record's start position. */
    public static RecordNode root(Position start) {
        return new RecordNode(null, start.withoutLastMove());
    }

    /**
     * Adds a continuation: plays {@code hole} here, reusing an existing child with the same
     * move. The new child becomes the last variation.
     */
    public RecordNode addChild(int hole) {
        RecordNode existing = child(hole);
        return existing != null ? existing : addNew(position.play(hole));
    }

    /**
     * Adds a continuation already played from this node's position ({@code next.lastMove()}
     * says which), reusing an existing child with the same move.
     */
    public RecordNode addChild(Position next) {
        Move m = next.lastMove();
        if (m == null) {
            throw new IllegalArgumentException("a continuation must come from a move");
        }
        RecordNode existing = child(m.hole());
        return existing != null ? existing : addNew(next);
    }

    private RecordNode child(int hole) {
        for (RecordNode c : children) {
            if (c.move().hole() == hole) {
                return c;
            }
        }
        return null;
    }

    private RecordNode addNew(Position next) {
        RecordNode child = new RecordNode(this, next);
        children.add(child);
        return child;
    }

    public RecordNode parent() {
        return parent;
    }

    public boolean isRoot() {
        return parent == null;
    }

    public Position position() {
        return position;
    }

    /** The move that led here, or null at the root. */
    public Move move() {
        return position.lastMove();
    }

    public List<RecordNode> children() {
        return children;
    }

    /** The main-line continuation, or null at the end of a line. */
    public RecordNode mainChild() {
        return children.isEmpty() ? null : children.get(0);
    }

    /** Numeric annotation glyphs ($1..$255), in order. */
    public List<Integer> nags() {
        return nags;
    }

    /** Highlighted holes and arrows. */
    public List<Markup> markup() {
        return markup;
    }

    /** The comment after the move (at the root: the comment before the first move). */
    public String comment() {
        return comment;
    }

    public void setComment(String comment) {
        this.comment = comment == null ? "" : comment;
    }

    /** A comment written before the move (only at the start of a variation). */
    public String startingComment() {
        return startingComment;
    }

    public void setStartingComment(String startingComment) {
        this.startingComment = startingComment == null ? "" : startingComment;
    }

    public Evaluation evaluation() {
        return evaluation;
    }

    public void setEvaluation(Evaluation evaluation) {
        this.evaluation = evaluation;
    }

    /** Number of nodes below and including this one (counted without recursion: lines may be very long). */
    public int size() {
        int n = 0;
        java.util.ArrayDeque<RecordNode> todo = new java.util.ArrayDeque<>();
        todo.push(this);
        while (!todo.isEmpty()) {
            RecordNode node = todo.pop();
            n++;
            node.children.forEach(todo::push);
        }
        return n;
    }
}
