package otau.ui.editor;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import otau.game.Fen;
import otau.game.Position;
import otau.game.PositionFormatException;
import otau.game.Side;
import otau.ui.I18n;
import otau.ui.board.HoleRef;

/**
 * The board editor's state and actions over its {@link PositionDraft}: the hole the form
 * edits, what the clicks, the scroll wheel and the form's fields do to the draft, the message
 * line (why an edit was refused, what a pasted position string has wrong), and the texts the
 * form shows (the stone count against 162, the problems marked on the fields), and the undo
 * history: every change of the draft, whatever made it (a click, a typed count, Clear, a paste),
 * is one step back. {@link BoardEditorView} lays it out and keeps its controls in step; this
 * class needs no FX toolkit.
 */
public final class BoardEditorViewModel {
    private final PositionDraft draft;
    private final ReadOnlyObjectWrapper<HoleRef> selected =
            new ReadOnlyObjectWrapper<>(this, "selected", new HoleRef(Side.WHITE, 1));
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper totalText = new ReadOnlyStringWrapper(this, "totalText");
    /** Why the stones do not add up, or null when the position is consistent. */
    private final ReadOnlyStringWrapper totalProblem = new ReadOnlyStringWrapper(this, "totalProblem");
    /** Why the selected hole cannot be a tuzdyk, or null. */
    private final ReadOnlyStringWrapper tuzdykProblem = new ReadOnlyStringWrapper(this, "tuzdykProblem");

    /** How many changes undo keeps. */
    static final int HISTORY = 500;

    /** The position the editor opened with: the draft differs from it when there is work to lose. */
    private final Position start;
    /** The draft as it stands, as a position (each change is compared with it). */
    private Position current;
    private final Deque<Position> undo = new ArrayDeque<>();
    private final Deque<Position> redo = new ArrayDeque<>();
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
    /** True while undo or redo loads the draft: that change is not a new step. */
    private boolean travelling;

    public BoardEditorViewModel(Position start) {
        this.start = start;
        draft = new PositionDraft(start);
        current = draft.toPosition();
        draft.addListener(this::remember);
        draft.addListener(this::refresh);
        selected.addListener((o, was, now) -> refresh());
        refresh();
    }

    public PositionDraft draft() {
        return draft;
    }

    public ReadOnlyObjectProperty<HoleRef> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    public HoleRef selected() {
        return selected.get();
    }

    /** Makes {@code h} the hole the form edits. */
    public void select(HoleRef h) {
        selected.set(Objects.requireNonNull(h));
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty totalTextProperty() {
        return totalText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty totalProblemProperty() {
        return totalProblem.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty tuzdykProblemProperty() {
        return tuzdykProblem.getReadOnlyProperty();
    }

    /** After every change of the draft: the position before it becomes a step back. */
    private void remember() {
        Position now = draft.toPosition();
        if (same(now, current)) {
            return;
        }
        if (!travelling) {
            undo.push(current);
            if (undo.size() > HISTORY) {
                undo.removeLast();
            }
            redo.clear();
        }
        current = now;
        canUndo.set(!undo.isEmpty());
        canRedo.set(!redo.isEmpty());
    }

    /** Takes back the last change of the draft. */
    public void undo() {
        travel(undo, redo);
    }

    /** Makes again the change undo took back last. */
    public void redo() {
        travel(redo, undo);
    }

    private void travel(Deque<Position> from, Deque<Position> to) {
        Position back = from.poll();
        if (back == null) {
            return;
        }
        to.push(current);
        travelling = true;
        try {
            draft.load(back);
        } finally {
            travelling = false;
        }
        canUndo.set(!undo.isEmpty());
        canRedo.set(!redo.isEmpty());
        say(null);
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    /** True when the draft is no longer the position the editor opened with: closing would lose it. */
    public boolean isModified() {
        return !same(draft.toPosition(), start);
    }

    /** Equal as the editor shows them: {@link Position#equals} leaves out the move number, a field of the form. */
    private static boolean same(Position a, Position b) {
        return a.equals(b) && a.moveNumber() == b.moveNumber();
    }

    private void refresh() {
        String problem = draft.problem();
        totalText.set(problem == null ? I18n.get("editor.totalOk", draft.total()) : problem);
        totalProblem.set(problem);
        tuzdykProblem.set(draft.tuzdykProblem(selected.get()));
    }

    private void say(String text) {
        message.set(text == null ? "" : text);
    }

    // --- the board as editing surface ------------------------------------------------------

    /** A click or a wheel step on a hole: {@code delta} stones more (or fewer); the hole becomes the selected one. */
    public void changeHole(HoleRef h, int delta) {
        say(draft.add(h, delta));
        // After the change, so the count typed next replaces the new value.
        select(h);
    }

    /** A click or a wheel step on a store: {@code delta} stones more (or fewer). */
    public void changeStore(Side s, int delta) {
        draft.setStore(s, draft.store(s) + delta);
    }

    // --- the form ----------------------------------------------------------------------------

    /** The count typed for the selected hole; a count the draft refuses is said in the message. */
    public void setSelectedCount(int n) {
        say(draft.setCount(selected.get(), n));
    }

    /** The tuzdyk check box: the selected hole becomes (or stops being) a tuzdyk, or the message says why not. */
    public void toggleTuzdyk() {
        say(draft.toggleTuzdyk(selected.get()));
    }

    public void startPosition() {
        draft.load(Position.start());
        say(null);
    }

    public void clear() {
        draft.clear();
        say(null);
    }

    /**
     * Reads a position string into the draft; a bad one leaves the draft and names the wrong field.
     * Returns whether the string was read.
     */
    public boolean pasteFen(String text) {
        try {
            draft.load(otau.game.PositionStrings.read(text == null ? "" : text.strip()));
            say(null);
            return true;
        } catch (PositionFormatException e) {
            say(I18n.get("editor.badFen", e.field(), e.problem()));
            return false;
        }
    }

    /** The position string to copy; the message says it was copied. */
    public String copyFen() {
        say(I18n.get("editor.fenCopied"));
        return Fen.write(draft.toPosition());
    }

    /** The position to study, when the stones add up. */
    public Optional<Position> positionToStudy() {
        return draft.isConsistent() ? Optional.of(draft.toPlayablePosition()) : Optional.empty();
    }
}
