package otau.ui.puzzle;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.function.Supplier;
import java.util.Locale;
import java.util.function.BiConsumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;
import otau.game.Position;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCodec;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.SolutionNode;
import otau.puzzle.train.ProgressStore;
import otau.puzzle.train.Thumb;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.SpokenText;
import otau.ui.ProblemLines;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * The state and actions of the collection editor ({@link CollectionEditorView} lays it out):
 * the collection as edited, whether it differs from the file, the puzzle selected and the form
 * over it (id, themes, goal, rating), the line last given to the workbench, the user's thumbs
 * and the status line. Every edit makes a new immutable collection; nothing is written before
 * {@link #save}. Because collections are immutable, undo and redo keep whole collections (they
 * share their puzzles): an edit undone back to the file's collection is no longer unsaved.
 * Needs no FX toolkit: the file is written on the executor.
 */
public final class CollectionEditorModel {
    /** What the editor asks of the workbench. */
    public interface Workbench {
        GameModel model();

        /** Runs {@code then} once the game may be replaced (the unsaved-work question; after "Save", once written). */
        void confirmDiscardChanges(Runnable then);

        /** Where the file is written, off the FX thread. */
        BackgroundExecutor executor();

        /** The user's progress, for the thumbs column; null for none. */
        default ProgressStore progress() {
            return null;
        }
    }

    private final Path file;
    private final Workbench workbench;
    private final PuzzlePrompts prompts;
    private final BiConsumer<Path, PuzzleCollection> onSaved;
    private final ReadOnlyObjectWrapper<PuzzleCollection> collection = new ReadOnlyObjectWrapper<>(this, "collection");
    private final ReadOnlyBooleanWrapper modified = new ReadOnlyBooleanWrapper(this, "modified");
    /** The collection as the file holds it (read, or last saved): the edited one differs from it when modified. */
    private PuzzleCollection saved;
    /** Edits that undo can take back, the latest first; redo holds what undo took back. */
    private final Deque<Step> undo = new ArrayDeque<>();
    private final Deque<Step> redo = new ArrayDeque<>();
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
    private final ObjectProperty<Puzzle> selected = new SimpleObjectProperty<>(this, "selected");
    private final StringProperty idText = new SimpleStringProperty(this, "id", "");
    private final StringProperty themesText = new SimpleStringProperty(this, "themes", "");
    private final ObjectProperty<Goal.Kind> goalKind = new SimpleObjectProperty<>(this, "goal");
    /** A gain goal's stones; kept while another kind is picked, so switching back loses nothing. */
    private final ObjectProperty<Integer> gainStones = new SimpleObjectProperty<>(this, "gain", 1);
    private final ObjectProperty<Integer> rating = new SimpleObjectProperty<>(this, "rating", 1500);
    /** Shown through a binding: made again when the interface's language changes. */
    private final SpokenText status = new SpokenText(this, "status");
    /** The user's thumbs by puzzle id, read in the background (empty until then). */
    private final ObservableMap<String, Thumb> thumbs = FXCollections.observableHashMap();
    /** The puzzle whose line is in the workbench ("Open in workbench"), or null. */
    private String openedId;
    /** The workbench game's root as Open in Workbench left it: a game opened since is not that puzzle's. */
    private GameNode openedRoot;

    /** How many edits undo keeps; a collection kept costs one reference a puzzle. */
    static final int HISTORY = 200;

    /**
     * One edit: the collection and the selected puzzle's id before it and after it (undo goes
     * back to the first, redo forward to the second), and the edit in words.
     */
    private record Step(PuzzleCollection before, String selectedBefore, PuzzleCollection after, String selectedAfter,
                        Supplier<String> edit) {
    }

    public CollectionEditorModel(Path file, PuzzleCollection collection, Workbench workbench, PuzzlePrompts prompts,
                                 BiConsumer<Path, PuzzleCollection> onSaved) {
        this.file = file;
        this.workbench = workbench;
        this.prompts = prompts;
        this.onSaved = onSaved;
        this.collection.set(collection);
        this.saved = collection;
        selected.addListener((o, a, p) -> showDetails(p));
        if (!collection.problems().isEmpty()) {
            status.say(() -> I18n.get("puzzles.editor.problems", collection.problems().size(),
                    ProblemLines.of(collection.problems().get(0))));
        }
    }

    /** Reads the user's thumbs (in the background) for the thumbs column: coaches prune by them. */
    void readThumbs() {
        ProgressStore store = workbench.progress();
        if (store == null) {
            return;
        }
        workbench.executor().submit(BackgroundTask.of(I18n.get("puzzles.readingProgress"), ctx -> store.thumbs())
                .onSuccess(read -> {
                    thumbs.clear();
                    thumbs.putAll(read);
                }));
    }

    /** "+1", "-1" or "" for the user's thumb on puzzle {@code id}. */
    String thumbText(String id) {
        Thumb t = thumbs.get(id);
        return t == null ? "" : t == Thumb.UP ? "+1" : "-1";
    }

    /** How many puzzles have a thumb (for tests: the thumbs were read). */
    int thumbsShown() {
        return thumbs.size();
    }

    /** The form shows {@code p}'s tags (empty without one; the rating stays as it was). */
    private void showDetails(Puzzle p) {
        if (p == null) {
            idText.set("");
            themesText.set("");
            goalKind.set(null);
            formAsShown = formNow();
            return;
        }
        idText.set(p.id());
        themesText.set(String.join(" ", p.themes()));
        goalKind.set(p.goal().kind());
        if (p.goal().kind() == Goal.Kind.GAIN) {
            gainStones.set(p.goal().stones());
        }
        rating.set(p.rating());
        formAsShown = formNow();
    }

    /** The form's fields, to tell whether the user typed anything since a puzzle was shown. */
    private record Form(String id, String themes, Goal.Kind goal, Integer gain, Integer rating) {
    }

    private Form formAsShown;

    private Form formNow() {
        return new Form(idText.get(), themesText.get(), goalKind.get(), gainStones.get(), rating.get());
    }

    /** Makes {@code c} the collection edited, selects {@code select} (null: none) and says {@code message}. */
    private void change(PuzzleCollection c, Puzzle select, Supplier<String> message) {
        Puzzle was = selected.get();
        undo.push(new Step(collection.get(), was == null ? null : was.id(), c, select == null ? null : select.id(),
                message));
        if (undo.size() > HISTORY) {
            undo.removeLast();
        }
        redo.clear();
        show(c, select);
        status.say(message);
    }

    /**
     * The file was written from elsewhere (Save as Etude added a puzzle to it): the puzzles the
     * editor lacks come in, so that its next Save does not write over them. With nothing unsaved
     * the file's collection becomes the one edited (still nothing unsaved); with changes, they
     * come in as one more change, undoable, and Save writes both. Its own saves are ignored.
     */
    void fileWritten(PuzzleCollection written) {
        if (written == saved) {
            return;
        }
        // New to the file since the editor read it: a puzzle the editor deleted is not brought back.
        List<Puzzle> lacking = written.puzzles().stream()
                .filter(p -> collection.get().indexOf(p.id()) < 0 && saved.indexOf(p.id()) < 0).toList();
        if (lacking.isEmpty()) {
            return;
        }
        String ids = String.join(", ", lacking.stream().map(Puzzle::id).toList());
        if (!modified.get()) {
            saved = written;
            show(written, lacking.get(lacking.size() - 1));
            status.say(() -> I18n.get("puzzles.editor.addedElsewhere", ids));
            return;
        }
        PuzzleCollection merged = collection.get();
        for (Puzzle p : lacking) {
            merged = merged.withAdded(p);
        }
        change(merged, lacking.get(lacking.size() - 1), () -> I18n.get("puzzles.editor.addedElsewhere", ids));
    }

    /** Takes back the last edit (the collection and the selection before it). */
    void undo() {
        Step step = undo.poll();
        if (step != null) {
            redo.push(step);
            show(step.before(), step.selectedBefore());
            status.say(() -> I18n.get("puzzles.editor.undone", step.edit().get()));
        }
    }

    /** Makes again the edit undo took back last. */
    void redo() {
        Step step = redo.poll();
        if (step != null) {
            undo.push(step);
            show(step.after(), step.selectedAfter());
            status.say(() -> I18n.get("puzzles.editor.redone", step.edit().get()));
        }
    }

    private void show(PuzzleCollection c, String selectId) {
        int at = selectId == null ? -1 : c.indexOf(selectId);
        show(c, at < 0 ? null : c.puzzles().get(at));
    }

    private void show(PuzzleCollection c, Puzzle select) {
        collection.set(c);
        selected.set(select);
        modified.set(c != saved);
        canUndo.set(!undo.isEmpty());
        canRedo.set(!redo.isEmpty());
    }

    /** Moves the selected puzzle {@code step} places (negative: up). */
    void moveBy(int step) {
        Puzzle p = selected.get();
        if (p == null) {
            return;
        }
        int to = collection.get().indexOf(p.id()) + step;
        if (to >= 0 && to < collection.get().puzzles().size()) {
            move(p.id(), to);
        }
    }

    /** Moves puzzle {@code puzzleId} to place {@code index} (0-based) and selects it. */
    void move(String puzzleId, int index) {
        if (collection.get().indexOf(puzzleId) == index) {
            return;
        }
        PuzzleCollection moved = collection.get().withMoved(puzzleId, index);
        change(moved, moved.puzzles().get(index), () -> I18n.get("puzzles.editor.moved", puzzleId, index + 1));
    }

    /** Deletes the selected puzzle once the user agrees. */
    void delete() {
        Puzzle p = selected.get();
        if (p == null || !prompts.confirm(I18n.get("puzzles.editor.deleteTitle"),
                I18n.get("puzzles.editor.deleteQuestion", p.id()))) {
            return;
        }
        change(collection.get().withRemoved(p.id()), null, () -> I18n.get("puzzles.editor.deleted", p.id()));
    }

    /** Writes the id, themes, goal and rating of the form into the selected puzzle. */
    void applyDetails() {
        applyForm();
    }

    /**
     * Applies the form to the selected puzzle; false when one of its values cannot be taken (the
     * status line says which), true when applied or when there was nothing to apply.
     */
    private boolean applyForm() {
        Puzzle p = selected.get();
        if (p == null) {
            return true;
        }
        try {
            Goal.Kind kind = goalKind.get() == null ? p.goal().kind() : goalKind.get();
            Integer stones = gainStones.get();
            if (kind == Goal.Kind.GAIN && (stones == null || stones < 1)) {
                status.say(() -> I18n.get("puzzles.editor.gainTooSmall"));
                return false;
            }
            Goal g = kind == Goal.Kind.GAIN ? Goal.gain(stones) : new Goal(kind, 0);
            List<String> words = Arrays.stream(themesText.get().trim().split("[\\s,]+")).filter(w -> !w.isBlank())
                    .map(w -> w.toLowerCase(Locale.ROOT)).distinct().toList();
            Puzzle edited = new Puzzle(idText.get().trim(), p.start(), p.solution(), words, g, rating.get(),
                    p.source(), p.otherTags());
            if (edited.equals(p)) {
                return true;
            }
            change(collection.get().withReplaced(p.id(), edited), edited, () -> I18n.get("puzzles.editor.edited", edited.id()));
            return true;
        } catch (IllegalArgumentException e) {
            status.say(() -> FailureText.of(e));
            return false;
        }
    }

    /** Puts the selected puzzle (position and solution with its variations) in the workbench as the game. */
    void openInWorkbench() {
        Puzzle p = selected.get();
        if (p == null) {
            return;
        }
        workbench.confirmDiscardChanges(() -> {
            GameModel model = workbench.model();
            model.replaceGame(PuzzleCodec.encode(p), null, "Edit puzzle " + p.id());
            model.markSaved();
            openedId = p.id();
            openedRoot = model.root();
            status.say(() -> I18n.get("puzzles.editor.opened", p.id()));
        });
    }

    /**
     * Puts a line a proof found (a refuting defence, a cook's win) in the workbench as a game of
     * its own, from the puzzle's start, to be played through there; the game on the board is
     * asked about first, as Open in Workbench asks.
     */
    void showProofLine(otau.game.Position start, List<Integer> line) {
        workbench.confirmDiscardChanges(() -> {
            otau.game.record.GameRecord g = new otau.game.record.GameRecord(start);
            otau.game.record.RecordNode at = g.root();
            for (int hole : line) {
                at = at.addChild(hole);
            }
            GameModel model = workbench.model();
            model.replaceGame(g, null, "Proof line");
            model.markSaved();
            status.say(() -> I18n.get("puzzles.editor.lineShown", otau.ui.puzzle.PuzzleNames.numbered(start, line)));
        });
    }

    /**
     * Makes the workbench's game the selected puzzle's position and solution: the main line,
     * the variations at the solver's turns as further accepted moves (the opponent's
     * variations are left out: the solution answers with one reply).
     */
    void takeLineFromWorkbench() {
        Puzzle p = selected.get();
        if (p == null) {
            return;
        }
        GameNode root = workbench.model().root();
        if (!root.hasChildren()) {
            status.say(() -> I18n.get("puzzles.editor.noMoves"));
            return;
        }
        Position start = root.position();
        // The game on the board must be the selected puzzle's, or the user says so: another
        // puzzle's, or a game opened since (a database game), would overwrite it unasked.
        boolean opened = openedRoot != null && openedRoot == root;
        String question = opened && !openedId.equals(p.id()) ? I18n.get("puzzles.editor.otherPuzzle", openedId, p.id())
                : !opened && openedRoot != null ? I18n.get("puzzles.editor.notOpened", p.id()) : null;
        if (question != null && !prompts.confirm(I18n.get("puzzles.editor.takeLineTitle"), question)) {
            return;
        }
        try {
            Puzzle edited = new Puzzle(p.id(), start, solution(root, true), p.themes(), p.goal(), p.rating(),
                    p.source(), p.otherTags());
            change(collection.get().withReplaced(p.id(), edited), edited, () -> I18n.get("puzzles.editor.lineTaken",
                    p.id(), PuzzleTexts.notation(start, edited.mainLine())));
        } catch (IllegalArgumentException e) {
            status.say(() -> FailureText.of(e));
        }
    }

    /**
     * The solution tree below {@code root}: every move of the solver, the main reply of the
     * opponent. A loop with its own stack (built from the leaves up), so a line of any length fits.
     */
    static List<SolutionNode> solution(GameNode root, boolean solverToMove) {
        record Frame(List<GameNode> branches, boolean solverToMove, List<SolutionNode> built) {
        }
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(branches(root, solverToMove), solverToMove, new ArrayList<>()));
        while (true) {
            Frame top = stack.peek();
            if (top.built().size() < top.branches().size()) {
                GameNode next = top.branches().get(top.built().size());
                stack.push(new Frame(branches(next, !top.solverToMove()), !top.solverToMove(), new ArrayList<>()));
                continue;
            }
            stack.pop();
            if (stack.isEmpty()) {
                return top.built();
            }
            Frame parent = stack.peek();
            GameNode done = parent.branches().get(parent.built().size());
            parent.built().add(new SolutionNode(done.move().hole(), top.built()));
        }
    }

    private static List<GameNode> branches(GameNode node, boolean solverToMove) {
        return solverToMove ? node.children()
                : node.children().isEmpty() ? List.of() : List.of(node.children().get(0));
    }

    /**
     * Saves the collection over its file (atomically), written on the background executor;
     * an edit made while it is written stays unsaved.
     */
    void save() {
        save(() -> { });
    }

    /** As {@link #save()}; {@code afterwards} runs once the file is written (not when writing failed). */
    private void save(Runnable afterwards) {
        PuzzleCollection saving = collection.get();
        workbench.executor().submit(BackgroundTask.<PuzzleCollection>of(I18n.get("puzzles.editor.save"), ctx -> {
            saving.write(file);
            return saving;
        }).onSuccess(written -> {
            saved = written;
            modified.set(collection.get() != written);
            status.say(() -> I18n.get("puzzles.editor.saved", file.getFileName(), written.puzzles().size()));
            onSaved.accept(file, written);
            afterwards.run();
        }).onFailure(e -> prompts.showError(I18n.get("puzzles.editor.saveFailed"), FailureText.of(e))));
    }

    /**
     * Runs {@code close} once the editor may close: at once when nothing is unsaved, else as the
     * user answers the workbench's question. Save writes the file first (in the background) and
     * closes when it is written with no edit made meanwhile; a failed write keeps the window with
     * its message; Don't Save closes; Cancel keeps the window.
     */
    void whenMayClose(Runnable close) {
        // What was typed into the form and not yet applied is part of the work asked about; a
        // value the form cannot take keeps the window, its status line saying which.
        if (!formNow().equals(formAsShown) && !applyForm()) {
            return;
        }
        if (!modified.get()) {
            close.run();
            return;
        }
        switch (prompts.askSaveChanges(file.getFileName().toString())) {
            case SAVE -> save(() -> {
                if (!modified.get()) {
                    close.run();
                }
            });
            case DISCARD -> close.run();
            case CANCEL -> { }
        }
    }

    public ReadOnlyObjectProperty<PuzzleCollection> collectionProperty() {
        return collection.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty modifiedProperty() {
        return modified.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    /** The puzzle the form and the actions work on (the view's table selection), or null. */
    ObjectProperty<Puzzle> selectedProperty() {
        return selected;
    }

    StringProperty idTextProperty() {
        return idText;
    }

    StringProperty themesTextProperty() {
        return themesText;
    }

    ObjectProperty<Goal.Kind> goalKindProperty() {
        return goalKind;
    }

    ObjectProperty<Integer> gainStonesProperty() {
        return gainStones;
    }

    ObjectProperty<Integer> ratingProperty() {
        return rating;
    }

    ReadOnlyStringProperty statusProperty() {
        return status.property();
    }

    ObservableMap<String, Thumb> thumbs() {
        return thumbs;
    }

    public Path file() {
        return file;
    }
}
