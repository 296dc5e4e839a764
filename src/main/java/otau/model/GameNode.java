package otau.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.Evaluation;
import otau.game.record.Markup;

/**
 * One node of the game tree: the move that led here (none at the root), the position
 * after it, its annotations and its continuations in order (the first is the main line).
 *
 * <p>Nodes are changed only by {@link GameModel}. The plain getters always return the
 * current state; the properties are created on first use (a tree of thousands of nodes
 * pays nothing for properties nobody watches) and are brought up to date when an edit or
 * a batch of edits completes, so a listener never sees a half-applied batch.
 */
public final class GameNode {
    private final GameNode parent;
    private final Position position;
    private final List<GameNode> children = new ArrayList<>(2);
    private final List<GameNode> childrenView = Collections.unmodifiableList(children);
    private String comment = "";
    private String startingComment = "";
    private List<Integer> nags = List.of();
    private List<Markup> markup = List.of();
    private Evaluation evaluation;
    /** Set on the top node of a subtree while it is cut out of the tree. */
    private boolean detached;

    private ReadOnlyStringWrapper commentProperty;
    private ReadOnlyStringWrapper startingCommentProperty;
    private ReadOnlyObjectWrapper<List<Integer>> nagsProperty;
    private ReadOnlyObjectWrapper<List<Markup>> markupProperty;
    private ReadOnlyObjectWrapper<Evaluation> evaluationProperty;

    private GameNode(GameNode parent, Position position) {
        this.parent = parent;
        this.position = position;
    }

    /** A root for a game that starts at {@code start}. */
    static GameNode root(Position start) {
        return new GameNode(null, start.withoutLastMove());
    }

    /** A detached child holding a position already played from this one (no replay). */
    GameNode newChild(Position after) {
        return new GameNode(this, after);
    }

    /** A detached child of this node after {@code hole}; {@link GameModel} links it in. */
    GameNode newChild(int hole) {
        return new GameNode(this, position.play(hole));
    }

    // --- structure -------------------------------------------------------------------

    public GameNode parent() {
        return parent;
    }

    public boolean isRoot() {
        return parent == null;
    }

    /** The continuations in order; the first is the main line. Unmodifiable, live. */
    public List<GameNode> children() {
        return childrenView;
    }

    /** The main-line continuation, or null at the end of a line. */
    public GameNode mainChild() {
        return children.isEmpty() ? null : children.get(0);
    }

    public boolean hasChildren() {
        return !children.isEmpty();
    }

    /** The child reached by {@code hole}, or null. */
    public GameNode child(int hole) {
        for (GameNode c : children) {
            if (c.move().hole() == hole) {
                return c;
            }
        }
        return null;
    }

    /** This node's place among its parent's children (0 = main line), or -1 at the root. */
    public int index() {
        return parent == null ? -1 : parent.children.indexOf(this);
    }

    /** Number of moves from the root. */
    public int ply() {
        int n = 0;
        for (GameNode p = parent; p != null; p = p.parent) {
            n++;
        }
        return n;
    }

    /** True when every node from the root to here is a first child. */
    public boolean isOnMainLine() {
        for (GameNode n = this; n.parent != null; n = n.parent) {
            if (n.parent.children.isEmpty() || n.parent.children.get(0) != n) {
                return false;
            }
        }
        return true;
    }

    /** The nodes from the root to this node, both included. */
    public List<GameNode> pathFromRoot() {
        List<GameNode> path = new ArrayList<>(ply() + 1);
        for (GameNode n = this; n != null; n = n.parent) {
            path.add(n);
        }
        Collections.reverse(path);
        return path;
    }

    /** This node and the first children after it, to the end of the line. */
    public List<GameNode> lineFromHere() {
        List<GameNode> line = new ArrayList<>();
        for (GameNode n = this; n != null; n = n.mainChild()) {
            line.add(n);
        }
        return line;
    }

    /** The last node of the line that continues through first children from here. */
    public GameNode endOfLine() {
        GameNode n = this;
        while (!n.children.isEmpty()) {
            n = n.children.get(0);
        }
        return n;
    }

    /** True when {@code other} is this node or lies below it. */
    public boolean isAncestorOf(GameNode other) {
        for (GameNode n = other; n != null; n = n.parent) {
            if (n == this) {
                return true;
            }
        }
        return false;
    }

    /** The top node of the tree this node hangs from, or null if a cut-out subtree holds it. */
    GameNode attachedRoot() {
        GameNode n = this;
        while (true) {
            if (n.detached) {
                return null;
            }
            if (n.parent == null) {
                return n;
            }
            n = n.parent;
        }
    }

    /** Number of nodes below and including this one. */
    public int size() {
        // Counted with an explicit stack: a long game must not overflow the call stack.
        int n = 0;
        java.util.ArrayDeque<GameNode> todo = new java.util.ArrayDeque<>();
        todo.push(this);
        while (!todo.isEmpty()) {
            GameNode node = todo.pop();
            n++;
            node.children.forEach(todo::push);
        }
        return n;
    }

    // --- position and move -----------------------------------------------------------

    public Position position() {
        return position;
    }

    /** The move that led here, or null at the root. */
    public Move move() {
        return position.lastMove();
    }

    /** The move's record token, e.g. {@code 65(10)}; empty at the root. */
    public String notation() {
        Move m = move();
        return m == null ? "" : m.notation();
    }

    /**
     * The move-number label of the move that led here: "12." for a White move, "12..." for
     * a Black move; empty at the root.
     */
    public String moveLabel() {
        if (parent == null) {
            return "";
        }
        Position before = parent.position;
        return before.moveNumber() + (before.sideToMove() == Side.WHITE ? "." : "...");
    }

    /** The side that played the move that led here, or null at the root. */
    public Side mover() {
        return parent == null ? null : parent.position.sideToMove();
    }

    // --- annotations -----------------------------------------------------------------

    /** The comment after the move (at the root: before the first move). */
    public String comment() {
        return comment;
    }

    /** A comment written before the move, at the start of a variation. */
    public String startingComment() {
        return startingComment;
    }

    /** Numeric annotation glyphs, in order; unmodifiable. */
    public List<Integer> nags() {
        return nags;
    }

    /** Highlighted holes and arrows; unmodifiable. */
    public List<Markup> markup() {
        return markup;
    }

    /** The engine evaluation kept with this node, or null. */
    public Evaluation evaluation() {
        return evaluation;
    }

    public ReadOnlyStringProperty commentProperty() {
        if (commentProperty == null) {
            commentProperty = new ReadOnlyStringWrapper(this, "comment", comment);
        }
        return commentProperty.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty startingCommentProperty() {
        if (startingCommentProperty == null) {
            startingCommentProperty = new ReadOnlyStringWrapper(this, "startingComment", startingComment);
        }
        return startingCommentProperty.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<List<Integer>> nagsProperty() {
        if (nagsProperty == null) {
            nagsProperty = new ReadOnlyObjectWrapper<>(this, "nags", nags);
        }
        return nagsProperty.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<List<Markup>> markupProperty() {
        if (markupProperty == null) {
            markupProperty = new ReadOnlyObjectWrapper<>(this, "markup", markup);
        }
        return markupProperty.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Evaluation> evaluationProperty() {
        if (evaluationProperty == null) {
            evaluationProperty = new ReadOnlyObjectWrapper<>(this, "evaluation", evaluation);
        }
        return evaluationProperty.getReadOnlyProperty();
    }

    // --- changes, for GameModel only --------------------------------------------------

    List<GameNode> mutableChildren() {
        return children;
    }

    void setDetached(boolean detached) {
        this.detached = detached;
    }

    /** Sets an annotation and returns the value it replaces. */
    Object put(Annotation what, Object value) {
        Object old = get(what);
        switch (what) {
            case COMMENT -> comment = (String) value;
            case STARTING_COMMENT -> startingComment = (String) value;
            case NAGS -> nags = castList(value);
            case MARKUP -> markup = castList(value);
            case EVALUATION -> evaluation = (Evaluation) value;
            default -> throw new IllegalArgumentException(what.toString());
        }
        return old;
    }

    Object get(Annotation what) {
        return switch (what) {
            case COMMENT -> comment;
            case STARTING_COMMENT -> startingComment;
            case NAGS -> nags;
            case MARKUP -> markup;
            case EVALUATION -> evaluation;
        };
    }

    @SuppressWarnings("unchecked")
    private static <T> List<T> castList(Object value) {
        return (List<T>) value;
    }

    /** Brings the properties that exist up to date with the fields. */
    void publish() {
        if (commentProperty != null) {
            commentProperty.set(comment);
        }
        if (startingCommentProperty != null) {
            startingCommentProperty.set(startingComment);
        }
        if (nagsProperty != null) {
            nagsProperty.set(nags);
        }
        if (markupProperty != null) {
            markupProperty.set(markup);
        }
        if (evaluationProperty != null) {
            evaluationProperty.set(evaluation);
        }
    }

    @Override
    public String toString() {
        return parent == null ? "(start)" : moveLabel() + " " + notation();
    }
}
