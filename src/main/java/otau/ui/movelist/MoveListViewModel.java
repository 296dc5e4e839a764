package otau.ui.movelist;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import otau.model.Annotation;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.model.GameTreeEvent;

/**
 * What the move list shows and does, without its nodes: how a line reads (its moves, comments
 * and groups of variations, in order, with the numbers it needs), which lines a change of the
 * game touches, where to scroll, and the actions of a click (go to a move, edit a comment). {@link MoveListView}
 * turns the entries into labels and texts and keeps them per node; this class works on the game
 * tree only, so it is tested without the FX toolkit.
 */
public final class MoveListViewModel {
    /** One piece of a line, in reading order. */
    public sealed interface Entry {
        GameNode node();
    }

    /** A comment: before {@code node}'s move ({@code starting}) or after it (or on the game, at the root). */
    public record Comment(GameNode node, String text, boolean starting) implements Entry {
    }

    /** {@code node}'s move; {@code numbered} when it shows its move number, {@code mainLine} on the main line. */
    public record Move(GameNode node, boolean numbered, boolean mainLine) implements Entry {
    }

    /** The variations to {@code node}'s move, shown after it: the first move of each. */
    public record Variations(GameNode node, List<GameNode> starts) implements Entry {
    }

    /**
     * What a batch of tree events asks of the list. {@code replaced}: build everything anew.
     * {@code appended}: a move played at the end of a line, which alone may be appended (when its
     * line is shown); else the subtrees {@code removed} are forgotten, the items {@code refreshed}
     * redraw their glyphs and evaluation, and the lines starting at {@code lines} are laid out again.
     */
    public record Changes(boolean replaced, GameNode appended, List<GameNode> removed, Set<GameNode> refreshed,
                          Set<GameNode> lines, boolean tagsChanged) {
    }

    private final GameModel model;
    /** Whether each move shows its stored evaluation ({@code [%eval]}) after it. */
    private final BooleanProperty showEvaluations = new SimpleBooleanProperty(this, "showEvaluations");
    private Consumer<GameNode> onEditComment = n -> { };
    private Consumer<GameNode> onEditCommentBefore = n -> { };

    public MoveListViewModel(GameModel model) {
        this.model = Objects.requireNonNull(model);
    }

    public GameModel model() {
        return model;
    }

    public BooleanProperty showEvaluationsProperty() {
        return showEvaluations;
    }

    /** Called with the node whose comment the user wants to write or change. */
    public void setOnEditComment(Consumer<GameNode> handler) {
        onEditComment = Objects.requireNonNull(handler);
    }

    public Consumer<GameNode> onEditComment() {
        return onEditComment;
    }

    /** What edits the comment written before a move (where a variation starts). */
    public void setOnEditCommentBefore(Consumer<GameNode> handler) {
        onEditCommentBefore = Objects.requireNonNull(handler);
    }

    public Consumer<GameNode> onEditCommentBefore() {
        return onEditCommentBefore;
    }

    /**
     * A primary click at {@code node}: a double click on text (a comment, or a move's own text)
     * edits that node's comment, the one before the move when that was the text clicked; otherwise
     * a click on a move goes to it.
     */
    public void clicked(GameNode node, boolean doubleClickOnText, boolean onMove) {
        clicked(node, doubleClickOnText, onMove, false);
    }

    public void clicked(GameNode node, boolean doubleClickOnText, boolean onMove, boolean onCommentBefore) {
        if (doubleClickOnText && onCommentBefore) {
            onEditCommentBefore.accept(node);
        } else if (doubleClickOnText) {
            onEditComment.accept(node);
        } else if (onMove) {
            model.goTo(node);
        }
    }

    /** True when there is nothing to show: no move and no comment on the game. */
    public boolean isEmpty() {
        return !model.root().hasChildren() && model.root().comment().isEmpty();
    }

    // --- how a line reads ----------------------------------------------------------------

    /** The line from {@code start} (the root, or a variation's first move) to its end, in reading order. */
    public static List<Entry> line(GameNode start) {
        List<Entry> out = new ArrayList<>();
        boolean mainLine = start.isRoot();
        for (GameNode n : start.lineFromHere()) {
            if (n.isRoot()) {
                addComment(out, n, n.comment(), false);
                continue;
            }
            addComment(out, n, n.startingComment(), true);
            out.add(new Move(n, needsNumber(n), mainLine));
            addComment(out, n, n.comment(), false);
            List<GameNode> siblings = n.parent().children();
            if (n.index() == 0 && siblings.size() > 1) {
                out.add(new Variations(n, List.copyOf(siblings.subList(1, siblings.size()))));
            }
        }
        return out;
    }

    private static void addComment(List<Entry> out, GameNode n, String text, boolean starting) {
        if (!text.isEmpty()) {
            out.add(new Comment(n, text, starting));
        }
    }

    /**
     * Whether a Black move shows its number: when it does not directly follow White's move
     * in the same run (start of a line, after a comment or after variations).
     */
    static boolean needsNumber(GameNode n) {
        GameNode p = n.parent();
        if (n.index() > 0 || p.isRoot() || !n.startingComment().isEmpty() || !p.comment().isEmpty()) {
            return true;
        }
        return p.index() == 0 && p.parent().children().size() > 1;
    }

    /** The root, or the first move of the variation holding {@code n}. */
    static GameNode lineStart(GameNode n) {
        for (GameNode m = n; !m.isRoot(); m = m.parent()) {
            if (m.index() > 0) {
                return m;
            }
        }
        GameNode root = n;
        while (!root.isRoot()) {
            root = root.parent();
        }
        return root;
    }

    /** True for the root and a variation's first move: the nodes a line starts at. */
    static boolean startsALine(GameNode n) {
        return n.isRoot() || n.index() > 0;
    }

    // --- following the model -------------------------------------------------------------

    /** What {@code events} (one delivery of the model) ask of the list. */
    public Changes changes(List<GameTreeEvent> events) {
        List<GameNode> removed = new ArrayList<>();
        Set<GameNode> refreshed = new LinkedHashSet<>();
        Set<GameNode> dirty = new LinkedHashSet<>();
        boolean tags = false;
        for (GameTreeEvent e : events) {
            if (e instanceof GameTreeEvent.GameReplaced) {
                return new Changes(true, null, List.of(), Set.of(), Set.of(), true);
            } else if (e instanceof GameTreeEvent.NodeAdded a) {
                dirty.add(a.parent());
            } else if (e instanceof GameTreeEvent.NodeRemoved r) {
                removed.add(r.node());
                dirty.add(r.parent());
            } else if (e instanceof GameTreeEvent.NodeMoved m) {
                dirty.add(m.parent());
            } else if (e instanceof GameTreeEvent.AnnotationChanged a) {
                annotationChanged(a, refreshed, dirty);
            } else if (e instanceof GameTreeEvent.TagsChanged) {
                tags = true;
            }
        }
        Set<GameNode> lines = new LinkedHashSet<>();
        for (GameNode n : dirty) {
            if (isAttached(n)) {
                lines.add(lineStart(n));
            }
        }
        GameNode appended = events.size() == 1 && events.get(0) instanceof GameTreeEvent.NodeAdded a
                && isPlayedAtTheEnd(a) ? a.node() : null;
        return new Changes(false, appended, removed, refreshed, lines, tags);
    }

    /** The common case, a move played at the end of a line with nothing around it. */
    private static boolean isPlayedAtTheEnd(GameTreeEvent.NodeAdded added) {
        GameNode node = added.node();
        return added.index() == 0 && added.parent().children().size() == 1 && !node.hasChildren()
                && node.comment().isEmpty() && node.startingComment().isEmpty();
    }

    private static void annotationChanged(GameTreeEvent.AnnotationChanged a, Set<GameNode> refreshed, Set<GameNode> dirty) {
        GameNode n = a.node();
        if (a.annotation() == Annotation.NAGS || a.annotation() == Annotation.EVALUATION) {
            refreshed.add(n);
        } else if (a.annotation() == Annotation.COMMENT || a.annotation() == Annotation.STARTING_COMMENT) {
            dirty.add(n);
            // The next move's number depends on whether a comment separates it.
            dirty.addAll(n.children());
        }
    }

    private boolean isAttached(GameNode n) {
        GameNode m = n;
        while (!m.isRoot()) {
            if (!m.parent().children().contains(m)) {
                return false;
            }
            m = m.parent();
        }
        return m == model.root();
    }

    /** {@code top} and every node below it. */
    static List<GameNode> subtree(GameNode top) {
        List<GameNode> out = new ArrayList<>();
        List<GameNode> stack = new ArrayList<>(List.of(top));
        while (!stack.isEmpty()) {
            GameNode n = stack.remove(stack.size() - 1);
            out.add(n);
            stack.addAll(n.children());
        }
        return out;
    }

    /**
     * Where to scroll so a move spanning {@code itemTop..itemBottom} of the content is in view
     * with a little room around it: the new scroll value (0..1), or -1 when it is in view already
     * or everything fits. {@code viewTop} is the content's y at the top of the viewport.
     */
    public static double scrollValue(double viewTop, double viewHeight, double contentHeight,
                                     double itemTop, double itemBottom) {
        if (contentHeight <= viewHeight) {
            return -1;
        }
        double room = Math.min(viewHeight / 4, 40);
        double newTop = viewTop;
        if (itemTop - room < viewTop) {
            newTop = itemTop - room;
        } else if (itemBottom + room > viewTop + viewHeight) {
            newTop = itemBottom + room - viewHeight;
        }
        if (newTop == viewTop) {
            return -1;
        }
        return Math.max(0, Math.min(1, newTop / (contentHeight - viewHeight)));
    }
}
