package otau.ui.editor;

import java.util.Objects;
import java.util.Optional;
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
 * form shows (the stone count against 162, the problems marked on the fields). {@link
 * BoardEditorView} lays it out and keeps its controls in step; this class needs no FX toolkit.
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

    public BoardEditorViewModel(Position start) {
        draft = new PositionDraft(start);
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

    /** Reads a position string into the draft; a bad one leaves the draft and names the wrong field. */
    public void pasteFen(String text) {
        try {
            draft.load(Fen.read(text == null ? "" : text.strip()));
            say(null);
        } catch (PositionFormatException e) {
            say(I18n.get("editor.badFen", e.field(), e.problem()));
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
