package otau.ui.study;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import otau.game.Side;
import otau.game.study.Chapter;
import otau.game.study.ChapterMode;
import otau.game.study.Study;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.model.GameTreeEvent;

/**
 * The open study and its chapters on the shared game model (FX thread only). The current
 * chapter's game is the model's game: edits there are the model's (and its undo's); when
 * another chapter is opened the one left is taken from the model first, so its edits stay.
 * Edits of the chapter list (add, rename, duplicate, delete, reorder, mode, orientation) have
 * an undo history of their own ({@link ChapterListHistory}); {@link StudySavedState} tells
 * whether the study differs from its file.
 */
final class StudySession {
    private final GameModel model;
    private final ObservableList<ChapterSlot> slots = FXCollections.observableArrayList();
    private final ChapterListHistory history = new ChapterListHistory();
    private final StudySavedState saved = new StudySavedState();
    private final ReadOnlyIntegerWrapper current = new ReadOnlyIntegerWrapper(this, "current", -1);
    private final ReadOnlyIntegerWrapper version = new ReadOnlyIntegerWrapper(this, "version");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
    private String studyName = "";
    private Path file;
    private boolean loading;
    private boolean open;
    /** True while the chapter list is being changed: the list view's selection then means nothing. */
    private boolean editing;

    StudySession(GameModel model) {
        this.model = model;
        model.addTreeListener(this::treeChanged);
        model.rootProperty().addListener((o, a, b) -> followRoot());
    }

    // --- what is open ---------------------------------------------------------------------

    boolean isOpen() {
        return open;
    }

    String studyName() {
        return studyName;
    }

    Path file() {
        return file;
    }

    ObservableList<ChapterSlot> slots() {
        return slots;
    }

    /** The index of the chapter on the board, or -1 when the board shows something else. */
    ReadOnlyIntegerProperty currentProperty() {
        return current.getReadOnlyProperty();
    }

    int current() {
        return current.get();
    }

    Chapter currentChapter() {
        int i = current.get();
        return i < 0 ? null : slots.get(i).chapter();
    }

    /** Counts every change of the study (list, names, content, saved state). */
    Observable changes() {
        return version.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    boolean isModified() {
        return open && saved.isModified();
    }

    /** Counts the studies opened (see {@link #opening()}). */
    private long opening;

    /** Opens {@code study} (from {@code file}, null for a new one) with its first chapter on the board. */
    void open(Study study, Path file, boolean modified) {
        opening++;
        open = true;
        this.file = file;
        studyName = study.name();
        editing = true;
        try {
            slots.setAll(study.chapters().stream().map(ChapterSlot::new).toList());
        } finally {
            editing = false;
        }
        history.clear();
        saved.reset(modified);
        current.set(-1);
        if (!slots.isEmpty()) {
            select(0);
        }
        changed();
    }

    /** Forgets the study; the model keeps the game on the board. */
    void close() {
        open = false;
        editing = true;
        try {
            slots.clear();
        } finally {
            editing = false;
        }
        history.clear();
        current.set(-1);
        file = null;
        changed();
    }

    /** The study as it is now, the current chapter taken from the model. */
    Study snapshot() {
        capture();
        List<Chapter> list = new ArrayList<>();
        for (ChapterSlot s : slots) {
            list.add(s.chapter());
        }
        return new Study(studyName, list);
    }

    /** A save point: what {@link #snapshot} would give now. */
    long[] savePoint() {
        return saved.savePoint();
    }

    /** Which opening of a study this is: a save that ends after another study was opened (or none) is not this one's. */
    long opening() {
        return opening;
    }

    /** The study was written to {@code file} as of {@code point}; later edits still count as unsaved. */
    void saved(Path file, long[] point) {
        this.file = file;
        saved.saved(point);
        changed();
    }

    // --- chapters on the board -------------------------------------------------------------

    /** Puts chapter {@code index} on the board (the one left keeps its edits). */
    void select(int index) {
        if (index == current.get() && slots.get(index).liveRoot() == model.root()) {
            return;
        }
        capture();
        ChapterSlot slot = slots.get(index);
        loading = true;
        try {
            model.replaceGame(slot.chapter().record(), null, "Open chapter " + slot.chapter().name());
            model.markSaved();
        } finally {
            loading = false;
        }
        slot.setLiveRoot(model.root());
        current.set(index);
        changed();
    }

    void next() {
        if (current.get() + 1 < slots.size()) {
            select(current.get() + 1);
        }
    }

    void previous() {
        if (current.get() > 0) {
            select(current.get() - 1);
        }
    }

    /** Takes the current chapter's game from the model into its slot. */
    private void capture() {
        int i = current.get();
        if (i >= 0 && slots.get(i).liveRoot() == model.root()) {
            ChapterSlot s = slots.get(i);
            s.setChapter(s.chapter().withRecord(model.toRecord()));
        }
    }

    private void treeChanged(List<GameTreeEvent> events) {
        if (loading || !open) {
            return;
        }
        followRoot();
        int i = current.get();
        if (i >= 0 && slots.get(i).liveRoot() == model.root()
                && events.stream().anyMatch(e -> !(e instanceof GameTreeEvent.GameReplaced))) {
            // Taken at once: another feature may replace the model's game at any time.
            capture();
            saved.contentEdited();
            changed();
        }
    }

    /** Undo or another feature changed the model's game: the chapter it belongs to, if any, is current. */
    private void followRoot() {
        if (loading || !open) {
            return;
        }
        GameNode root = model.root();
        int found = -1;
        for (int i = 0; i < slots.size(); i++) {
            if (slots.get(i).liveRoot() == root) {
                found = i;
            }
        }
        if (found != current.get()) {
            current.set(found);
            changed();
        }
    }

    // --- list edits (undoable) -----------------------------------------------------------

    /**
     * Makes the game on the board, which belongs to no chapter (a game from the database, a
     * pasted one), the last chapter, without reloading it.
     */
    void adoptBoardGame(String name) {
        if (current.get() >= 0) {
            throw new IllegalStateException("the game on the board is a chapter already");
        }
        remember();
        ChapterSlot slot = new ChapterSlot(otau.game.study.Chapter.of(name, model.toRecord()));
        slot.setLiveRoot(model.root());
        slots.add(slot);
        listEdited();
        current.set(slots.size() - 1);
        changed();
    }

    /** Adds {@code chapter} after the others and opens it. */
    void add(Chapter chapter) {
        remember();
        slots.add(new ChapterSlot(chapter));
        listEdited();
        select(slots.size() - 1);
    }

    void rename(int index, String name) {
        editChapter(index, name == null || name.isBlank() || name.strip().equals(slots.get(index).chapter().name()),
                c -> c.withName(name));
    }

    void setMode(int index, ChapterMode mode) {
        editChapter(index, slots.get(index).chapter().mode() == mode, c -> c.withMode(mode));
    }

    void setOrientation(int index, Side side) {
        editChapter(index, slots.get(index).chapter().orientation() == side, c -> c.withOrientation(side));
    }

    /** Changes chapter {@code index}'s header as one undoable step, unless it would stay {@code same}. */
    private void editChapter(int index, boolean same, java.util.function.UnaryOperator<Chapter> change) {
        if (same) {
            return;
        }
        remember();
        ChapterSlot s = slots.get(index);
        s.setChapter(change.apply(s.chapter()));
        slots.set(index, s);
        listEdited();
    }

    void setStudyName(String name) {
        if (name == null || name.isBlank() || name.strip().equals(studyName)) {
            return;
        }
        remember();
        studyName = name.strip();
        listEdited();
    }

    /** Puts a copy of chapter {@code index} (its own game) right after it. */
    void duplicate(int index) {
        capture();
        remember();
        Chapter c = slots.get(index).chapter();
        slots.add(index + 1, new ChapterSlot(c.copy(ChapterSlot.copyName(c.name(), slots))));
        listEdited();
        followRoot();
    }

    /** Deletes chapter {@code index}; when it was on the board, a neighbour takes its place. */
    void delete(int index) {
        capture();
        remember();
        boolean wasCurrent = index == current.get();
        slots.remove(index);
        listEdited();
        followRoot();
        if (wasCurrent && !slots.isEmpty()) {
            select(Math.min(index, slots.size() - 1));
        }
    }

    /** Moves chapter {@code from} to index {@code to} (drag and drop). */
    void move(int from, int to) {
        if (from == to || from < 0 || to < 0 || from >= slots.size() || to >= slots.size()) {
            return;
        }
        remember();
        ChapterSlot s = slots.remove(from);
        slots.add(to, s);
        listEdited();
        followRoot();
    }

    void undo() {
        restore(history.undo(state()));
    }

    void redo() {
        restore(history.redo(state()));
    }

    private ChapterListHistory.ListState state() {
        return ChapterListHistory.ListState.of(studyName, slots, saved.listId());
    }

    private void remember() {
        history.remember(state());
        editing = true;
    }

    private void listEdited() {
        editing = false;
        saved.listEdited();
        changed();
    }

    /** True while the list is being changed (selection events then come from the change, not the user). */
    boolean isEditing() {
        return editing;
    }

    /**
     * Brings back a list (null: nothing to undo or redo); each chapter keeps its game as
     * edited since (only names, modes and order go back).
     */
    private void restore(ChapterListHistory.ListState s) {
        if (s == null) {
            return;
        }
        capture();
        studyName = s.studyName();
        for (int i = 0; i < s.slots().size(); i++) {
            ChapterSlot slot = s.slots().get(i);
            Chapter h = s.headers().get(i);
            slot.setChapter(slot.chapter().withName(h.name()).withMode(h.mode()).withOrientation(h.orientation()));
        }
        editing = true;
        try {
            slots.setAll(s.slots());
        } finally {
            editing = false;
        }
        saved.listRestored(s.id());
        followRoot();
        changed();
    }

    private void changed() {
        canUndo.set(history.canUndo());
        canRedo.set(history.canRedo());
        version.set(version.get() + 1);
    }
}
