package otau.ui.puzzle;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.train.ProgressStore;
import otau.puzzle.train.PuzzleFilter;
import otau.puzzle.train.PuzzleResult;
import otau.puzzle.train.PuzzleTrainer;
import otau.puzzle.train.Thumb;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.ProblemLines;
import otau.ui.puzzle.PuzzleLibrary.LoadedCollection;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * The state and actions of the trainer's chooser ({@link PuzzleChooser} lays it out): the
 * collections read, the one chosen, the filters (themes, difficulty, result), the puzzles that
 * match, the user's results and thumbs, the replay queue and the user's own collections kept
 * between runs. It needs no FX toolkit: file work goes to the {@link BackgroundExecutor}, and
 * questions and notes to small interfaces, so tests drive it with a same-thread executor.
 */
public final class PuzzleChooserModel {
    private final BackgroundExecutor executor;
    private final StatusNotices notices;
    private final PuzzlePrompts prompts;
    private final List<Path> folders;
    private final PuzzleTrainer trainer;
    private final ObservableList<LoadedCollection> collections = FXCollections.observableArrayList();
    private final ObjectProperty<LoadedCollection> selectedCollection = new SimpleObjectProperty<>(this, "collection");
    private final ObservableList<String> offeredThemes = FXCollections.observableArrayList();
    private final ObservableSet<String> themeFilter = FXCollections.observableSet();
    private final IntegerProperty minRating =
            new SimpleIntegerProperty(this, "minRating", TrainerController.MIN_RATING);
    private final IntegerProperty maxRating =
            new SimpleIntegerProperty(this, "maxRating", TrainerController.MAX_RATING);
    /** Null: any result. */
    private final ObjectProperty<PuzzleResult> resultFilter = new SimpleObjectProperty<>(this, "result");
    private final ObservableList<Puzzle> matching = FXCollections.observableArrayList();
    private final PuzzleMarks marks;
    private final ObjectProperty<Puzzle> currentPuzzle = new SimpleObjectProperty<>(this, "currentPuzzle");
    /** The puzzle selected in the list (set by the view), or null. */
    private final ObjectProperty<Puzzle> selectedPuzzle = new SimpleObjectProperty<>(this, "selectedPuzzle");
    private final ReplayQueue replay = new ReplayQueue();
    private final OwnCollections own;
    private final BooleanBinding removable;
    private final ObjectBinding<Puzzle> thumbTarget;
    private final ObjectBinding<Thumb> targetThumb;
    private Consumer<Puzzle> onStart = p -> { };
    /** Where the packed collection is copied from and to. */
    private PuzzleLibrary.Origin origin = PuzzleLibrary.Origin.standard();
    /** The library folder the shipped collections were read from (null until read). */
    private Path libraryFolder;

    public PuzzleChooserModel(BackgroundExecutor executor, StatusNotices notices, PuzzlePrompts prompts,
                              ProgressStore store, List<Path> folders, PuzzleTrainer trainer) {
        this.executor = executor;
        this.notices = notices;
        this.prompts = prompts;
        this.folders = List.copyOf(folders);
        this.trainer = trainer;
        this.own = new OwnCollections(executor, notices);
        this.marks = new PuzzleMarks(executor, notices, store);
        selectedCollection.addListener((o, a, b) -> refreshMatching());
        themeFilter.addListener((SetChangeListener<String>) c -> refreshMatching());
        minRating.addListener((o, a, b) -> refreshMatching());
        maxRating.addListener((o, a, b) -> refreshMatching());
        resultFilter.addListener((o, a, b) -> refreshMatching());
        collections.addListener((ListChangeListener<LoadedCollection>) c -> offerThemes());
        // Only the user's own: the shipped collections are always there.
        removable = Bindings.createBooleanBinding(() -> isOwn(selectedCollection.get()), selectedCollection,
                own.files());
        thumbTarget = Bindings.createObjectBinding(() -> currentPuzzle.get() != null ? currentPuzzle.get()
                : selectedPuzzle.get(), currentPuzzle, selectedPuzzle);
        targetThumb = Bindings.createObjectBinding(() -> thumbTarget.get() == null ? null
                : marks.thumbs().get(thumbTarget.get().id()), thumbTarget, marks.thumbs());
    }

    /** The theme words of the puzzles read, ordered by their names. */
    private void offerThemes() {
        Set<String> words = new TreeSet<>(Comparator.comparing(PuzzleNames::theme).thenComparing(w -> w));
        collections.forEach(c -> c.collection().puzzles().forEach(p -> words.addAll(p.themes())));
        offeredThemes.setAll(words);
        // A ticked theme no collection has any more is no longer offered, nor filtered on.
        if (!words.isEmpty()) {
            themeFilter.retainAll(words);
        }
    }

    // --- thumbs -----------------------------------------------------------------------------

    /** The puzzle the thumb buttons act on: the one in hand, else the list's selection. */
    ObjectBinding<Puzzle> thumbTargetBinding() {
        return thumbTarget;
    }

    /** The thumb the puzzle the buttons act on has now (null: none, or no such puzzle). */
    ObjectBinding<Thumb> targetThumbBinding() {
        return targetThumb;
    }

    /** Gives the thumb target {@code t}, or takes it away when it has it already. */
    void toggleThumb(Thumb t) {
        Puzzle p = thumbTarget.get();
        if (p != null) {
            setThumb(p, marks.thumbs().get(p.id()) == t ? null : t);
        }
    }

    /** Gives {@code p} the thumb {@code t} (null: none), shown at once and stored in the background. */
    public void setThumb(Puzzle p, Thumb t) {
        if (p != null) {
            marks.setThumb(p, t);
        }
    }

    public ObservableMap<String, Thumb> thumbs() {
        return marks.thumbs();
    }

    // --- results and replays ----------------------------------------------------------------

    /** Reads each puzzle's latest result and the thumbs again (in the background), e.g. after an attempt. */
    public void refreshResults() {
        marks.refresh(() -> {
            if (resultFilter.get() != null) {
                refreshMatching();
            }
        });
    }

    public ObservableMap<String, PuzzleResult> results() {
        return marks.results();
    }

    /** A replay: {@code puzzles} in order, the first started now, the rest taken by "Next puzzle". */
    public void replay(List<Puzzle> puzzles) {
        replay.setAll(puzzles);
        nextQueued().ifPresent(onStart);
    }

    /** The next puzzle of the replay under way, taken off it; empty when none is under way. */
    public Optional<Puzzle> nextQueued() {
        return replay.next();
    }

    /** How many puzzles of the replay are still to come. */
    public ReadOnlyIntegerProperty queuedProperty() {
        return replay.sizeProperty();
    }

    /** Starts {@code p} as choosing it in the list does (nothing for null). */
    void start(Puzzle p) {
        if (p != null) {
            onStart.accept(p);
        }
    }

    // --- collections ------------------------------------------------------------------------

    /** Keeps the user's own collections in {@code r} from now on (set before {@link #loadDefaultCollections}). */
    void remember(RememberedCollections r) {
        own.remember(r);
    }

    /** Copies the packed collection from and to the places of {@code o} (set before {@link #loadDefaultCollections}). */
    void origin(PuzzleLibrary.Origin o) {
        this.origin = o;
    }

    /**
     * Reads the collections of the first folder that has any, and the collections the user
     * opened before (in the background). A remembered file that is no longer there is named
     * once and dropped from the list; one that is there but cannot be read is named and kept
     * (it may be fixed).
     */
    void loadDefaultCollections() {
        // Copying the packed collection out and finding the folder is file work: all of it in the background.
        RememberedCollections list = own.remembered();
        PuzzleLibrary.Origin from = origin;
        executor.submit(BackgroundTask.of(I18n.get("puzzles.loadingLibrary"),
                        ctx -> LibraryRead.read(from, folders, list, ctx))
                .onSuccess(this::libraryRead)
                .onFailure(e -> notices.showMessage(I18n.get("puzzles.libraryFailed", FailureText.of(e)))));
    }

    private void libraryRead(LibraryRead read) {
        libraryFolder = read.folder();
        folderRead(read.shipped());
        addCollections(read.own());
        // The list as it was, less what has gone (an unreadable file stays: it may be fixed).
        own.merge(read.stays(), !read.gone().isEmpty());
        if (!read.gone().isEmpty()) {
            // In the status line and a note in the corner that stays a while: said once, then forgotten.
            notices.showProblem(I18n.get("puzzles.collectionsGone",
                    String.join(", ", read.gone().stream().map(Path::toString).toList())), null);
        }
        if (!read.unreadable().isEmpty()) {
            notices.showProblem(I18n.get("puzzles.collectionsUnreadable", String.join("; ", read.unreadable())), null);
        }
    }

    /** Shows what was read, and names what was not (the first file, with the reason). */
    private void folderRead(PuzzleLibrary.FolderRead read) {
        addCollections(read.collections());
        if (!read.unreadable().isEmpty()) {
            notices.showMessage(I18n.get("puzzles.filesSkipped", read.unreadable().size(),
                    read.unreadable().get(0).said()));
        }
    }

    /** The folder a file chooser starts in: the chosen collection's, else the library's (no file is touched). */
    Path browseFolder() {
        if (selectedCollection.get() != null) {
            return selectedCollection.get().file().getParent();
        }
        if (libraryFolder != null) {
            return libraryFolder;
        }
        return folders.isEmpty() ? null : folders.get(folders.size() - 1);
    }

    /** Asks for collection files (several may be chosen) and reads them. */
    void openCollection() {
        prompts.chooseCollectionsToOpen(browseFolder()).forEach(this::openCollection);
    }

    /** Reads {@code file} (in the background), selects it and keeps it in the library. */
    void openCollection(Path file) {
        executor.submit(BackgroundTask.of(I18n.get("puzzles.loading", file.getFileName()), ctx ->
                        new LoadedCollection(file, PuzzleCollection.read(file)))
                .onSuccess(c -> {
                    addCollections(List.of(c));
                    selectedCollection.set(find(file).orElse(c));
                    // A file of the folder the library read is there anyway: nothing to keep (one of
                    // another candidate folder, passed over for the shipped one, is the user's own).
                    Path parent = OwnCollections.normal(file).getParent();
                    boolean libraryOwn = libraryFolder != null ? OwnCollections.normal(libraryFolder).equals(parent)
                            // Not read yet (or it failed): any of the folders it looks in may be it.
                            : folders.stream().map(OwnCollections::normal).anyMatch(parent::equals);
                    if (!libraryOwn) {
                        own.add(file);
                    }
                })
                .onFailure(e -> prompts.showError(I18n.get("puzzles.openFailed"), FailureText.of(e))));
    }

    /** True when {@code c} is one of the user's own collections (which can be removed from the library). */
    boolean isOwn(LoadedCollection c) {
        return c != null && own.contains(c.file());
    }

    /** True while the chosen collection is one of the user's own. */
    BooleanBinding removableBinding() {
        return removable;
    }

    /** Takes one of the user's own collections out of the library; the file itself is left alone. */
    void removeCollection(LoadedCollection c) {
        if (!isOwn(c)) {
            return;
        }
        own.remove(c.file());
        if (selectedCollection.get() == c) {
            selectedCollection.set(null);
        }
        collections.remove(c);
        refreshMatching();
        notices.showMessage(I18n.get("puzzles.collectionRemoved", c.name(), c.file()));
    }

    /** The user's own collections, in the order opened. */
    List<Path> ownCollections() {
        return own.list();
    }

    /** Adds {@code list}, each replacing the collection read before from the same file (kept selected). */
    void addCollections(List<LoadedCollection> list) {
        for (LoadedCollection c : list) {
            Optional<LoadedCollection> old = find(c.file());
            boolean wasSelected = old.isPresent() && old.get() == selectedCollection.get();
            old.ifPresent(collections::remove);
            collections.add(c);
            if (wasSelected) {
                selectedCollection.set(c);
            }
            if (!c.collection().problems().isEmpty()) {
                notices.showMessage(I18n.get("puzzles.problems", c.file().getFileName(),
                        c.collection().problems().size(), ProblemLines.of(c.collection().problems().get(0))));
            }
        }
        refreshMatching();
    }

    private Optional<LoadedCollection> find(Path file) {
        Path at = OwnCollections.normal(file);
        return collections.stream().filter(c -> OwnCollections.normal(c.file()).equals(at)).findFirst();
    }

    /** The puzzles of the chosen collection, or of every collection when none is chosen. */
    List<Puzzle> pool() {
        List<Puzzle> pool = new ArrayList<>();
        if (selectedCollection.get() != null) {
            pool.addAll(selectedCollection.get().collection().puzzles());
        } else {
            collections.forEach(c -> pool.addAll(c.collection().puzzles()));
        }
        return pool;
    }

    /** Every puzzle read, by id (the first of equal ids). */
    public Map<String, Puzzle> allPuzzles() {
        Map<String, Puzzle> byId = new HashMap<>();
        collections.forEach(c -> c.collection().puzzles().forEach(p -> byId.putIfAbsent(p.id(), p)));
        return byId;
    }

    PuzzleFilter filter() {
        int lo = Math.min(minRating.get(), maxRating.get());
        int hi = Math.max(minRating.get(), maxRating.get());
        return new PuzzleFilter(Set.copyOf(themeFilter), lo, hi);
    }

    void refreshMatching() {
        List<Puzzle> selected = trainer.select(pool(), filter());
        PuzzleResult r = resultFilter.get();
        if (r != null) {
            Map<String, PuzzleResult> results = marks.results();
            selected = selected.stream().filter(p -> results.getOrDefault(p.id(), PuzzleResult.UNTRIED) == r).toList();
        }
        matching.setAll(selected);
    }

    /** What choosing a puzzle in the list (double click, Start) does: the trainer starts it. */
    public void setOnStart(Consumer<Puzzle> action) {
        this.onStart = action == null ? p -> { } : action;
    }

    /** The puzzle the trainer has in hand (bound by the trainer), or null. */
    public ObjectProperty<Puzzle> currentPuzzleProperty() {
        return currentPuzzle;
    }

    ObjectProperty<Puzzle> selectedPuzzleProperty() {
        return selectedPuzzle;
    }

    ObservableList<LoadedCollection> collections() {
        return collections;
    }

    ObjectProperty<LoadedCollection> selectedCollectionProperty() {
        return selectedCollection;
    }

    /** The theme words of every puzzle read, by name: what the themes box offers. */
    ObservableList<String> offeredThemes() {
        return offeredThemes;
    }

    ObservableSet<String> themeFilter() {
        return themeFilter;
    }

    IntegerProperty minRatingProperty() {
        return minRating;
    }

    IntegerProperty maxRatingProperty() {
        return maxRating;
    }

    public ObjectProperty<PuzzleResult> resultFilterProperty() {
        return resultFilter;
    }

    ObservableList<Puzzle> matching() {
        return matching;
    }
}
