package otau.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;
import otau.game.IllegalMoveException;
import otau.game.Position;
import otau.game.record.Evaluation;
import otau.game.record.GameRecord;
import otau.game.record.Markup;
import otau.io.Phrase;

/**
 * The shared observable game model: one game tree, its tags, the current node (the
 * cursor) and the undo history. The board, the move list, the engine panel, the editor,
 * the explorer and the puzzle trainer all observe it and change it only through its
 * methods, on one thread (the FX thread; see {@link ThreadGuard}).
 *
 * <p>Every edit is one undoable step; {@link #batch} makes several edits one step.
 * Observers see one consistent state: properties are brought up to date and the
 * {@link GameTreeEvent}s delivered only when the outermost edit or batch completes, and
 * the plain getters ({@link #currentNode()}, {@link GameNode#comment()} …) always return
 * the state after the last completed change. Navigation moves the cursor and is not an
 * edit; undo and redo move the cursor to the node they affect.
 *
 * <p>The model needs javafx.base only, not a running FX toolkit.
 *
 * <p>Over 400 lines on purpose: every edit, undo and batch follows one protocol (the state
 * settled first, the observable mirror and the events brought up to date once at the end)
 * that each public method must keep, so they stay together. What stands apart does:
 * the tree ({@link GameNode}), the edits ({@link Edit}), the event delivery
 * ({@link TreeEventDelivery}) and the files ({@code otau.model.files}).
 */
public final class GameModel {
    private static final Pattern TAG_NAME = Pattern.compile("[A-Za-z0-9_]+");
    private static final int HISTORY_LIMIT = 10_000;

    /** One whole game, as swapped by opening a file or starting a new game. */
    record Game(GameNode root, Map<String, String> tags, String trailingComment, GameOrigin origin) {
    }

    /** A step of the undo history with where the cursor stood around it. */
    private record Step(Edit edit, GameNode cursorBefore, GameNode cursorAfter, long id) {
    }

    private final ThreadGuard guard;

    // The state; plain fields so getters are always current.
    private GameNode root;
    private final LinkedHashMap<String, String> tags = new LinkedHashMap<>();
    private String trailingComment = "";
    private GameOrigin origin;
    private GameNode cursor;

    // The observable mirror, brought up to date when a change completes.
    private final ReadOnlyObjectWrapper<GameNode> rootProperty = new ReadOnlyObjectWrapper<>(this, "root");
    private final ReadOnlyObjectWrapper<GameNode> currentNodeProperty = new ReadOnlyObjectWrapper<>(this, "currentNode");
    private final ReadOnlyObjectWrapper<Position> currentPositionProperty =
            new ReadOnlyObjectWrapper<>(this, "currentPosition");
    private final ReadOnlyObjectWrapper<GameOrigin> originProperty = new ReadOnlyObjectWrapper<>(this, "origin");
    private final ObservableMap<String, String> observableTags = FXCollections.observableMap(new LinkedHashMap<>());
    private final ObservableMap<String, String> tagsView = FXCollections.unmodifiableObservableMap(observableTags);
    private final ReadOnlyBooleanWrapper modifiedProperty = new ReadOnlyBooleanWrapper(this, "modified");
    private final ReadOnlyBooleanWrapper canUndoProperty = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedoProperty = new ReadOnlyBooleanWrapper(this, "canRedo");
    private final ReadOnlyStringWrapper undoDescriptionProperty = new ReadOnlyStringWrapper(this, "undoDescription", "");
    private final ReadOnlyStringWrapper redoDescriptionProperty = new ReadOnlyStringWrapper(this, "redoDescription", "");

    // Undo history.
    private final Deque<Step> undoStack = new ArrayDeque<>();
    private final Deque<Step> redoStack = new ArrayDeque<>();
    private long nextStepId = 1;
    private long savedStepId;

    // The change in progress.
    private int depth;
    private List<Edit> batchSteps;
    private String batchDescription;
    private List<GameTreeEvent> pendingEvents = new ArrayList<>();
    private Set<GameNode> touched = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Mutator mutator = new Mutator();

    // Delivery of tree events, kept in order even when a listener edits the model.
    private final TreeEventDelivery delivery = new TreeEventDelivery();

    /** A model holding a new game, confined to the first thread that uses it. */
    public GameModel() {
        this(ThreadGuard.confinedToFirstCaller());
    }

    public GameModel(ThreadGuard guard) {
        this.guard = Objects.requireNonNull(guard);
        Game g = GameConversion.fromRecord(GameRecord.newGame(), null);
        mutator.setGame(g);
        cursor = root;
        pendingEvents.clear();
        touched.clear();
        publish();
    }

    // --- the game ----------------------------------------------------------------------

    public GameNode root() {
        return root;
    }

    public ReadOnlyObjectProperty<GameNode> rootProperty() {
        return rootProperty.getReadOnlyProperty();
    }

    /** The tags in order; read-only, changed through {@link #setTag}. */
    public ObservableMap<String, String> tags() {
        return tagsView;
    }

    public String tag(String name) {
        return tags.get(name);
    }

    public String trailingComment() {
        return trailingComment;
    }

    /** The file and slot the game came from, or null for a game not yet saved. */
    public GameOrigin origin() {
        return origin;
    }

    public ReadOnlyObjectProperty<GameOrigin> originProperty() {
        return originProperty.getReadOnlyProperty();
    }

    /** The main line's nodes after the root, in order. */
    public List<GameNode> mainLine() {
        List<GameNode> line = root.lineFromHere();
        return line.subList(1, line.size());
    }

    /** The game as a record (a fresh copy), ready for {@code RecordWriter}. */
    public GameRecord toRecord() {
        return GameConversion.toRecord(root, tags, trailingComment);
    }

    // --- the cursor --------------------------------------------------------------------

    public GameNode currentNode() {
        return cursor;
    }

    public ReadOnlyObjectProperty<GameNode> currentNodeProperty() {
        return currentNodeProperty.getReadOnlyProperty();
    }

    public Position currentPosition() {
        return cursor.position();
    }

    public ReadOnlyObjectProperty<Position> currentPositionProperty() {
        return currentPositionProperty.getReadOnlyProperty();
    }

    /** The nodes from the root to the cursor. */
    public List<GameNode> currentPath() {
        return cursor.pathFromRoot();
    }

    /** Whether {@code node} belongs to this game's tree now (not deleted, not of a replaced game). */
    public boolean contains(GameNode node) {
        return node != null && node.attachedRoot() == root;
    }

    /** Moves the cursor to {@code node}, which must belong to this game's tree. */
    public void goTo(GameNode node) {
        guard.check();
        requireInTree(node);
        moveCursor(node);
    }

    /** One move forward along the main continuation; false at the end of a line. */
    public boolean forward() {
        guard.check();
        GameNode next = cursor.mainChild();
        if (next == null) {
            return false;
        }
        moveCursor(next);
        return true;
    }

    /** One move back; false at the start. */
    public boolean back() {
        guard.check();
        if (cursor.isRoot()) {
            return false;
        }
        moveCursor(cursor.parent());
        return true;
    }

    public void toStart() {
        guard.check();
        moveCursor(root);
    }

    /** To the end of the line the cursor is on (following first continuations). */
    public void toEnd() {
        guard.check();
        moveCursor(cursor.endOfLine());
    }

    /** To the next sibling of the current move (the next variation); false if none. */
    public boolean nextVariation() {
        return sibling(+1);
    }

    /** To the previous sibling of the current move; false if none. */
    public boolean previousVariation() {
        return sibling(-1);
    }

    private boolean sibling(int step) {
        guard.check();
        if (cursor.isRoot()) {
            return false;
        }
        List<GameNode> siblings = cursor.parent().children();
        int i = siblings.indexOf(cursor) + step;
        if (i < 0 || i >= siblings.size()) {
            return false;
        }
        moveCursor(siblings.get(i));
        return true;
    }

    private void moveCursor(GameNode node) {
        if (cursor == node) {
            return;
        }
        cursor = node;
        if (depth == 0) {
            publish();
        }
    }

    // --- editing -----------------------------------------------------------------------

    /**
     * Plays {@code hole} (1..9) at the cursor: goes to the existing continuation with that
     * move, or adds it (as the main line if there is none, else as the last variation).
     * The cursor moves to the node reached.
     *
     * @throws IllegalArgumentException naming why the move is illegal
     */
    public GameNode playMove(int hole) {
        return playMove(cursor, hole);
    }

    /** Plays {@code hole} after {@code at} (see {@link #playMove(int)}). */
    public GameNode playMove(GameNode at, int hole) {
        guard.check();
        requireInTree(at);
        GameNode existing = at.child(hole);
        if (existing != null) {
            moveCursor(existing);
            return existing;
        }
        Phrase why = at.position().illegality(hole);
        if (why != null) {
            throw new IllegalMoveException(Phrase.of("move.illegal", hole, why));
        }
        GameNode node = at.newChild(hole);
        run(new Edit.AddNode("Play " + node.moveLabel() + " " + node.notation(), node, at.children().size()), node);
        return node;
    }

    /**
     * Makes the line through {@code node} the main line: every variation on the way from
     * the root moves to first place. One undoable step.
     */
    public void promoteToMainLine(GameNode node) {
        guard.check();
        requireInTree(node);
        if (node.isOnMainLine()) {
            return;
        }
        batch("Promote to main line", () -> {
            for (GameNode n : node.pathFromRoot()) {
                if (!n.isRoot() && n.index() > 0) {
                    run(new Edit.MoveNode("Promote", n, 0), cursor);
                    keepFirstMoveCommentWritable(n.parent());
                }
            }
        });
    }

    /**
     * Moves the variation that holds {@code node} one place up among its siblings (to the
     * main line when it is the first variation).
     *
     * @throws IllegalArgumentException when {@code node} is on the main line
     */
    public void promoteVariation(GameNode node) {
        guard.check();
        requireInTree(node);
        GameNode start = variationStart(node);
        if (start.index() > 1 || start.startingComment().isEmpty()) {
            // One step, whose undo shows the promoted move.
            run(new Edit.MoveNode("Promote variation", start, start.index() - 1), cursor);
            return;
        }
        batch("Promote variation", () -> {
            run(new Edit.MoveNode("Promote variation", start, start.index() - 1), cursor);
            keepFirstMoveCommentWritable(start.parent());
        });
    }

    /**
     * Deletes the variation that holds {@code node}, from its first move.
     *
     * @throws IllegalArgumentException when {@code node} is on the main line
     */
    public void deleteVariation(GameNode node) {
        guard.check();
        requireInTree(node);
        removeSubtree(variationStart(node), "Delete variation");
    }

    /** Deletes {@code node} and every move after it; the cursor goes to its parent if it was below. */
    public void deleteFrom(GameNode node) {
        guard.check();
        requireInTree(node);
        if (node.isRoot()) {
            throw new IllegalArgumentException("the start of the game cannot be deleted");
        }
        removeSubtree(node, "Delete from " + node.moveLabel() + " " + node.notation());
    }

    private void removeSubtree(GameNode top, String description) {
        GameNode after = top.isAncestorOf(cursor) ? top.parent() : cursor;
        GameNode parent = top.parent();
        batch(description, () -> {
            run(new Edit.RemoveNode(description, top), after);
            keepFirstMoveCommentWritable(parent);
        });
    }

    /**
     * A comment before a move is written only where a variation starts, "( {why} 1... 11 …)": before
     * a line's next move it reads back as the previous move's comment (the game's, before the first
     * move). So when a variation's first move becomes the line's own, its comment before the move
     * joins the comment it would be read into, here and visibly, as one step with the edit.
     */
    private void keepFirstMoveCommentWritable(GameNode parent) {
        if (!parent.hasChildren()) {
            return;
        }
        GameNode first = parent.children().get(0);
        String before = first.startingComment();
        if (before.isEmpty()) {
            return;
        }
        String after = parent.comment();
        annotate(parent, Annotation.COMMENT, after.isEmpty() ? before : after + " " + before);
        annotate(first, Annotation.STARTING_COMMENT, "");
    }

    /** The first node of the variation holding {@code node}: the nearest one that is not a first child. */
    private static GameNode variationStart(GameNode node) {
        for (GameNode n = node; !n.isRoot(); n = n.parent()) {
            if (n.index() > 0) {
                return n;
            }
        }
        throw new IllegalArgumentException(node + " is on the main line, not in a variation");
    }

    public void setComment(GameNode node, String comment) {
        annotate(node, Annotation.COMMENT, comment == null ? "" : comment.strip());
    }

    public void setStartingComment(GameNode node, String comment) {
        requireMove(node, "a comment before the move");
        annotate(node, Annotation.STARTING_COMMENT, comment == null ? "" : comment.strip());
    }

    /** Sets the annotation glyphs ($1..$255, no repeats, in the order given). */
    public void setNags(GameNode node, List<Integer> nags) {
        requireMove(node, "an annotation symbol");
        List<Integer> clean = new ArrayList<>();
        for (Integer n : nags) {
            if (n == null || n < 1 || n > 255) {
                throw new IllegalArgumentException("an annotation symbol is $1..$255, not $" + n);
            }
            if (!clean.contains(n)) {
                clean.add(n);
            }
        }
        annotate(node, Annotation.NAGS, List.copyOf(clean));
    }

    /** Adds the glyph if absent, removes it if present. */
    public void toggleNag(GameNode node, int nag) {
        List<Integer> list = new ArrayList<>(node.nags());
        if (!list.remove(Integer.valueOf(nag))) {
            list.add(nag);
        }
        setNags(node, list);
    }

    public void setMarkup(GameNode node, List<Markup> markup) {
        annotate(node, Annotation.MARKUP, List.copyOf(markup));
    }

    /** Adds the markup item if absent, removes it if present (a click on the board). */
    public void toggleMarkup(GameNode node, Markup item) {
        List<Markup> list = new ArrayList<>(node.markup());
        if (!list.remove(item)) {
            list.add(item);
        }
        setMarkup(node, list);
    }

    /** Sets or (with null) clears the engine evaluation kept with the node. */
    public void setEvaluation(GameNode node, Evaluation evaluation) {
        annotate(node, Annotation.EVALUATION, evaluation);
    }

    private void annotate(GameNode node, Annotation what, Object value) {
        guard.check();
        requireInTree(node);
        if (Objects.equals(node.get(what), value)) {
            return;
        }
        run(new Edit.Annotate("Edit " + what.label(), node, what, value), cursor);
    }

    private static void requireMove(GameNode node, String what) {
        if (node.isRoot()) {
            throw new IllegalArgumentException(what + " belongs to a move, not to the start of the game");
        }
    }

    /**
     * Sets a tag, or removes it when {@code value} is null. The start position is not a tag
     * to edit: use {@link #newGameFrom}.
     */
    public void setTag(String name, String value) {
        guard.check();
        if (name == null || !TAG_NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("a tag name is letters, digits and '_': '" + name + "'");
        }
        if (name.equals("FEN") || name.equals("SetUp")) {
            throw new IllegalArgumentException("the " + name + " tag follows the start position; "
                    + "start a new game from a position instead");
        }
        if (Objects.equals(tags.get(name), value)) {
            return;
        }
        Map<String, String> after = new LinkedHashMap<>(tags);
        if (value == null) {
            after.remove(name);
        } else {
            after.put(name, value);
        }
        run(new Edit.SetTags((value == null ? "Remove tag " : "Set ") + name, tags, after), cursor);
    }

    /** Replaces the game with a new one from the start position. Undoable. */
    public void newGame() {
        newGameFrom(Position.start());
    }

    /** Replaces the game with a new one starting at {@code start} (e.g. from the editor), dated today. Undoable. */
    public void newGameFrom(Position start) {
        GameRecord g = GameRecord.newGame();
        GameRecord fresh = new GameRecord(start);
        fresh.tags().putAll(g.tags());
        // A game is dated the day it is started (a record's date is the day it was played).
        fresh.tags().put("Date", java.time.LocalDate.now().format(java.time.format.DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        replaceGame(fresh, null, "New game");
    }

    /**
     * Replaces the game with {@code record} (opening a file, loading from the database),
     * as an undoable step; the cursor goes to its start. Call {@link #markSaved()} after
     * it when the record is the file's saved state.
     */
    public void replaceGame(GameRecord record, GameOrigin origin, String description) {
        guard.check();
        Game after = GameConversion.fromRecord(record, origin);
        run(new Edit.ReplaceGame(description, mutator.game(), after), after.root());
    }

    /**
     * Runs {@code edits} (calls to this model's methods) as one undoable step named
     * {@code description}; observers are told once, after it completes. If {@code edits}
     * throws, everything it changed is reverted and the exception passed on.
     */
    public void batch(String description, Runnable edits) {
        guard.check();
        boolean outer = depth == 0;
        List<Edit> outerSteps = batchSteps;
        String outerDescription = batchDescription;
        GameNode cursorAtStart = cursor;
        List<Edit> steps = new ArrayList<>();
        batchSteps = steps;
        batchDescription = description;
        depth++;
        try {
            edits.run();
        } catch (RuntimeException | Error e) {
            for (int i = steps.size() - 1; i >= 0; i--) {
                steps.get(i).revert(mutator);
            }
            depth--;
            batchSteps = outerSteps;
            batchDescription = outerDescription;
            cursor = reattach(cursorAtStart);
            if (outer) {
                publish();
            }
            throw e;
        }
        depth--;
        batchSteps = outerSteps;
        batchDescription = outerDescription;
        if (!steps.isEmpty()) {
            Edit combined = steps.size() == 1 && !outer ? steps.get(0) : new Edit.Batch(description, steps);
            if (outer) {
                push(new Step(combined, cursorAtStart, cursor, nextStepId++));
            } else {
                batchSteps.add(combined);
            }
        }
        if (outer) {
            publish();
        }
    }

    /** Applies an edit and records it (in the open batch, or as a step of its own). */
    private void run(Edit edit, GameNode cursorAfter) {
        GameNode before = cursor;
        edit.apply(mutator);
        cursor = reattach(cursorAfter);
        if (depth > 0) {
            batchSteps.add(edit);
            return;
        }
        push(new Step(edit, before, cursor, nextStepId++));
        publish();
    }

    private void push(Step step) {
        if (!redoStack.isEmpty()) {
            redoStack.clear();
        }
        undoStack.push(step);
        if (undoStack.size() > HISTORY_LIMIT) {
            undoStack.removeLast();
        }
    }

    // --- undo ----------------------------------------------------------------------------

    public boolean undo() {
        guard.check();
        requireNoBatch();
        Step step = undoStack.poll();
        if (step == null) {
            return false;
        }
        step.edit().revert(mutator);
        redoStack.push(step);
        GameNode focus = step.edit().focus();
        cursor = reattach(focus != null ? focus : step.cursorBefore());
        publish();
        return true;
    }

    public boolean redo() {
        guard.check();
        requireNoBatch();
        Step step = redoStack.poll();
        if (step == null) {
            return false;
        }
        step.edit().apply(mutator);
        undoStack.push(step);
        GameNode focus = step.edit().focus();
        cursor = reattach(focus != null ? focus : step.cursorAfter());
        publish();
        return true;
    }

    private void requireNoBatch() {
        if (depth > 0) {
            throw new IllegalStateException("undo and redo are not allowed inside a batch");
        }
    }

    /** Number of steps undo can revert. */
    int undoStepCount() {
        return undoStack.size();
    }

    public boolean canUndo() {
        return !undoStack.isEmpty();
    }

    public boolean canRedo() {
        return !redoStack.isEmpty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndoProperty.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedoProperty.getReadOnlyProperty();
    }

    /** What undo would revert, e.g. "Play 12. 65(10)"; empty when nothing. */
    public ReadOnlyStringProperty undoDescriptionProperty() {
        return undoDescriptionProperty.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redoDescriptionProperty() {
        return redoDescriptionProperty.getReadOnlyProperty();
    }

    /** True when the game differs from its last saved (or opened) state. */
    public boolean isModified() {
        return currentStepId() != savedStepId;
    }

    public ReadOnlyBooleanProperty modifiedProperty() {
        return modifiedProperty.getReadOnlyProperty();
    }

    /** Records the current state as saved: undoing or redoing back to it clears {@link #isModified()}. */
    public void markSaved() {
        guard.check();
        savedStepId = currentStepId();
        publish();
    }

    /**
     * The state a save is taken from: a save written in the background passes it to
     * {@link #markSavedAt} when done, so edits made meanwhile still count as unsaved.
     */
    public long savePoint() {
        return currentStepId();
    }

    /** Records the state {@link #savePoint()} returned as the saved one. */
    public void markSavedAt(long savePoint) {
        guard.check();
        savedStepId = savePoint;
        publish();
    }

    /** Records where the game now lives (after "save as"); not an edit. */
    public void setOrigin(GameOrigin origin) {
        guard.check();
        this.origin = origin;
        publish();
    }

    private long currentStepId() {
        Step top = undoStack.peek();
        return top == null ? 0 : top.id();
    }

    // --- listeners ---------------------------------------------------------------------

    public void addTreeListener(GameTreeListener listener) {
        delivery.add(listener);
    }

    public void removeTreeListener(GameTreeListener listener) {
        delivery.remove(listener);
    }

    // --- internals ---------------------------------------------------------------------

    private void requireInTree(GameNode node) {
        if (node == null || node.attachedRoot() != root) {
            throw new IllegalArgumentException("the node " + node + " is not part of this game");
        }
    }

    /** {@code node} if it is in the tree, else its nearest ancestor that is, else the root. */
    private GameNode reattach(GameNode node) {
        for (GameNode n = node; n != null; n = n.parent()) {
            if (n.attachedRoot() == root) {
                return n;
            }
        }
        return root;
    }

    /**
     * Brings the observable mirror up to date and delivers the tree events. The events are
     * queued first, so events of an edit made by a listener arrive after these.
     */
    private void publish() {
        if (!pendingEvents.isEmpty()) {
            delivery.queue(pendingEvents);
            pendingEvents = new ArrayList<>();
        }
        Set<GameNode> nodes = touched;
        touched = Collections.newSetFromMap(new IdentityHashMap<>());
        for (GameNode n : nodes) {
            n.publish();
        }
        syncTags();
        rootProperty.set(root);
        originProperty.set(origin);
        currentNodeProperty.set(cursor);
        currentPositionProperty.set(cursor.position());
        canUndoProperty.set(!undoStack.isEmpty());
        canRedoProperty.set(!redoStack.isEmpty());
        undoDescriptionProperty.set(undoStack.isEmpty() ? "" : undoStack.peek().edit().description());
        redoDescriptionProperty.set(redoStack.isEmpty() ? "" : redoStack.peek().edit().description());
        modifiedProperty.set(isModified());
        delivery.deliver();
    }

    private void syncTags() {
        observableTags.keySet().removeIf(k -> !tags.containsKey(k));
        for (Map.Entry<String, String> e : tags.entrySet()) {
            if (!Objects.equals(observableTags.get(e.getKey()), e.getValue())) {
                observableTags.put(e.getKey(), e.getValue());
            }
        }
    }

    /** The raw changes, each recorded as an event. */
    private final class Mutator implements TreeMutator {
        @Override
        public void insert(GameNode parent, GameNode node, int index) {
            parent.mutableChildren().add(index, node);
            node.setDetached(false);
            pendingEvents.add(new GameTreeEvent.NodeAdded(parent, node, index));
        }

        @Override
        public void remove(GameNode parent, GameNode node) {
            int index = parent.mutableChildren().indexOf(node);
            parent.mutableChildren().remove(index);
            node.setDetached(true);
            pendingEvents.add(new GameTreeEvent.NodeRemoved(parent, node, index));
        }

        @Override
        public void move(GameNode parent, GameNode node, int toIndex) {
            List<GameNode> children = parent.mutableChildren();
            int from = children.indexOf(node);
            children.remove(from);
            children.add(toIndex, node);
            pendingEvents.add(new GameTreeEvent.NodeMoved(parent, node, from, toIndex));
        }

        @Override
        public Object annotate(GameNode node, Annotation what, Object value) {
            Object old = node.put(what, value);
            touched.add(node);
            pendingEvents.add(new GameTreeEvent.AnnotationChanged(node, what));
            return old;
        }

        @Override
        public void setTags(Map<String, String> newTags) {
            tags.clear();
            tags.putAll(newTags);
            pendingEvents.add(new GameTreeEvent.TagsChanged());
        }

        @Override
        public void setGame(Game game) {
            root = game.root();
            tags.clear();
            tags.putAll(game.tags());
            trailingComment = game.trailingComment();
            origin = game.origin();
            pendingEvents.add(new GameTreeEvent.GameReplaced(root));
        }

        @Override
        public Game game() {
            return new Game(root, new LinkedHashMap<>(tags), trailingComment, origin);
        }
    }
}
