package otau.ui.puzzle;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.controlsfx.control.CheckComboBox;
import org.controlsfx.control.RangeSlider;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.puzzle.Puzzle;
import otau.puzzle.train.PuzzleFilter;
import otau.puzzle.train.PuzzleResult;
import otau.puzzle.train.PuzzleTrainer;
import otau.puzzle.train.Thumb;
import otau.ui.ComboBoxes;
import otau.ui.I18n;
import otau.ui.puzzle.PuzzleLibrary.LoadedCollection;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Workbench;

/**
 * The trainer's chooser, one self-contained node: the collections read (in the background),
 * the one chosen, the themes ({@link CheckComboBox}), the difficulty range
 * ({@link RangeSlider}) and the user's result (solved / failed / untried), and the list of
 * the puzzles that match, easiest first, each with a small board, its title, rating, themes,
 * result and the user's thumb.
 *
 * <p>What the trainer uses: {@link #setOnStart} (a puzzle chosen in the list),
 * {@link #currentPuzzleProperty} (the puzzle in hand: the thumbs act on it, else on the list's
 * selection), {@link #refreshResults} after an attempt is recorded, and {@link #nextQueued}
 * — the next puzzle of a replay ({@link #replay}) that "Next puzzle" takes before choosing
 * one itself. Reading results and storing thumbs run on the workbench's executor.
 */
public final class PuzzleChooser extends VBox {
    private final Workbench wb;
    private final PuzzleServices services;
    private final PuzzlePrompts prompts;
    private final PuzzleTrainer trainer;
    private final ObservableList<LoadedCollection> collections = FXCollections.observableArrayList();
    private final ObjectProperty<LoadedCollection> selectedCollection = new SimpleObjectProperty<>(this, "collection");
    private final ObservableSet<String> themeFilter = FXCollections.observableSet();
    private final IntegerProperty minRating = new SimpleIntegerProperty(this, "minRating", TrainerController.MIN_RATING);
    private final IntegerProperty maxRating = new SimpleIntegerProperty(this, "maxRating", TrainerController.MAX_RATING);
    /** Null: any result. */
    private final ObjectProperty<PuzzleResult> resultFilter = new SimpleObjectProperty<>(this, "result");
    private final ObservableList<Puzzle> matching = FXCollections.observableArrayList();
    private final ObservableMap<String, PuzzleResult> results = FXCollections.observableHashMap();
    private final ObservableMap<String, Thumb> thumbs = FXCollections.observableHashMap();
    private final ObjectProperty<Puzzle> currentPuzzle = new SimpleObjectProperty<>(this, "currentPuzzle");
    private final Deque<Puzzle> queue = new ArrayDeque<>();
    private final ReadOnlyIntegerWrapper queued = new ReadOnlyIntegerWrapper(this, "queued");
    private final BoardThumbnails thumbnails = new BoardThumbnails(600);
    private Consumer<Puzzle> onStart = p -> { };
    /** Where the user's own collections are kept between runs. */
    private RememberedCollections remembered = RememberedCollections.none();
    /** Where the packed collection is copied from and to. */
    private PuzzleLibrary.Origin origin = PuzzleLibrary.Origin.standard();
    /** The user's own collections (opened, not found in the library's folders), in the order opened. */
    private final Set<Path> own = new LinkedHashSet<>();
    /** Counts the changes to {@link #own}: a write of an older list never wins. */
    private long ownVersion;
    /** The library folder the shipped collections were read from (null until read). */
    private Path libraryFolder;

    final ComboBox<LoadedCollection> collectionBox = new ComboBox<>(collections);
    final CheckComboBox<String> themeBox = new CheckComboBox<>();
    final RangeSlider difficulty = new RangeSlider(TrainerController.MIN_RATING, TrainerController.MAX_RATING,
            TrainerController.MIN_RATING, TrainerController.MAX_RATING);
    final ComboBox<PuzzleResult> resultBox = new ComboBox<>();
    final ListView<Puzzle> list = new ListView<>(matching);
    final Button thumbUp = new Button(null, new FontIcon("mdi2t-thumb-up-outline"));
    final Button thumbDown = new Button(null, new FontIcon("mdi2t-thumb-down-outline"));
    final Button remove = new Button(null, new FontIcon("mdi2p-playlist-remove"));

    public PuzzleChooser(Workbench wb, PuzzleServices services, PuzzlePrompts prompts, PuzzleTrainer trainer) {
        this.wb = wb;
        this.services = services;
        this.prompts = prompts;
        this.trainer = trainer;
        selectedCollection.addListener((o, a, b) -> refreshMatching());
        themeFilter.addListener((SetChangeListener<String>) c -> refreshMatching());
        minRating.addListener((o, a, b) -> refreshMatching());
        maxRating.addListener((o, a, b) -> refreshMatching());
        resultFilter.addListener((o, a, b) -> refreshMatching());
        collections.addListener((ListChangeListener<LoadedCollection>) c -> offerThemes());
        getStyleClass().add("puzzle-chooser");
        setId("puzzle-chooser");
        setSpacing(6);
        build();
        refreshResults();
    }

    // --- the view ---------------------------------------------------------------------------

    private void build() {
        collectionBox.setId("puzzle-collection");
        collectionBox.setPromptText(I18n.get("puzzles.allCollections"));
        collectionBox.setMaxWidth(Double.MAX_VALUE);
        collectionBox.valueProperty().bindBidirectional(selectedCollection);
        collectionBox.setConverter(new StringConverter<>() {
            @Override
            public String toString(LoadedCollection c) {
                return c == null ? I18n.get("puzzles.allCollections")
                        : I18n.get("puzzles.collectionItem", c.name(), c.collection().puzzles().size());
            }

            @Override
            public LoadedCollection fromString(String s) {
                return null;
            }
        });
        Button all = new Button(null, new FontIcon("mdi2c-close"));
        all.setTooltip(new Tooltip(I18n.get("puzzles.allCollections")));
        all.setOnAction(e -> collectionBox.setValue(null));
        Button open = new Button(null, new FontIcon("mdi2f-folder-open"));
        open.setId("puzzle-open-collection");
        open.setTooltip(new Tooltip(I18n.get("command.openPuzzleCollection")));
        open.setOnAction(e -> openCollection());
        HBox.setHgrow(collectionBox, Priority.ALWAYS);
        remove.setId("puzzle-remove-collection");
        remove.setTooltip(new Tooltip(I18n.get("puzzles.removeCollection")));
        remove.setOnAction(e -> removeCollection(selectedCollection.get()));
        // Only the user's own: the shipped collections are always there.
        remove.setDisable(true);
        selectedCollection.addListener((o, a, c) -> remove.setDisable(!isOwn(c)));
        HBox collectionRow = new HBox(4, collectionBox, all, open, remove);

        themeBox.setId("puzzle-themes-filter");
        themeBox.setTitle(I18n.get("puzzles.themesPrompt"));
        themeBox.setShowCheckedCount(true);
        themeBox.setMaxWidth(Double.MAX_VALUE);
        themeBox.setConverter(new StringConverter<>() {
            @Override
            public String toString(String word) {
                return word == null ? "" : PuzzleNames.theme(word);
            }

            @Override
            public String fromString(String s) {
                return s;
            }
        });
        themeBox.getCheckModel().getCheckedItems().addListener((ListChangeListener<String>) c -> {
            Set<String> checked = Set.copyOf(themeBox.getCheckModel().getCheckedItems());
            themeFilter.retainAll(checked);
            themeFilter.addAll(checked);
        });
        // The filter may be changed from elsewhere too (the trainer's own controls): show it.
        themeFilter.addListener((SetChangeListener<String>) c -> {
            if (c.wasAdded() && !themeBox.getCheckModel().isChecked(c.getElementAdded())) {
                themeBox.getCheckModel().check(c.getElementAdded());
            }
            if (c.wasRemoved() && themeBox.getCheckModel().isChecked(c.getElementRemoved())) {
                themeBox.getCheckModel().clearCheck(c.getElementRemoved());
            }
        });

        difficulty.setId("puzzle-difficulty");
        difficulty.setShowTickMarks(true);
        difficulty.setMajorTickUnit(500);
        difficulty.setBlockIncrement(50);
        difficulty.setSnapToTicks(false);
        difficulty.lowValueProperty().addListener((o, a, v) -> minRating.set(snap(v.doubleValue())));
        difficulty.highValueProperty().addListener((o, a, v) -> maxRating.set(snap(v.doubleValue())));
        minRating.addListener((o, a, v) -> {
            if (snap(difficulty.getLowValue()) != v.intValue()) {
                difficulty.setLowValue(v.intValue());
            }
        });
        maxRating.addListener((o, a, v) -> {
            if (snap(difficulty.getHighValue()) != v.intValue()) {
                difficulty.setHighValue(v.intValue());
            }
        });
        Label range = new Label();
        range.setId("puzzle-difficulty-range");
        range.setMinWidth(Label.USE_PREF_SIZE);
        range.textProperty().bind(Bindings.createStringBinding(() -> I18n.get("puzzles.difficultyRange",
                Math.min(minRating.get(), maxRating.get()), Math.max(minRating.get(), maxRating.get())),
                minRating, maxRating));
        HBox.setHgrow(difficulty, Priority.ALWAYS);
        HBox difficultyRow = new HBox(6, difficulty, range);
        difficultyRow.setAlignment(Pos.CENTER_LEFT);

        resultBox.setId("puzzle-result-filter");
        resultBox.getItems().add(null);
        resultBox.getItems().addAll(PuzzleResult.values());
        ComboBoxes.named(resultBox, PuzzleListCell::resultName);
        resultBox.setButtonCell(new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(PuzzleResult r, boolean empty) {
                super.updateItem(r, empty);
                setText(empty ? null : PuzzleListCell.resultName(r));
            }
        });
        resultBox.setCellFactory(v -> new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(PuzzleResult r, boolean empty) {
                super.updateItem(r, empty);
                setText(empty ? null : PuzzleListCell.resultName(r));
            }
        });
        resultBox.valueProperty().bindBidirectional(resultFilter);
        resultBox.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(resultBox, Priority.ALWAYS);
        Label resultLabel = new Label(I18n.get("puzzles.result"));
        resultLabel.setMinWidth(Label.USE_PREF_SIZE);
        HBox resultRow = new HBox(6, resultLabel, resultBox);
        resultRow.setAlignment(Pos.CENTER_LEFT);

        list.setId("puzzle-list");
        list.setPrefHeight(240);
        list.setFixedCellSize(BoardThumbnails.HEIGHT + 8);
        list.setCellFactory(v -> new PuzzleListCell(thumbnails, results, thumbs));
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2 && list.getSelectionModel().getSelectedItem() != null) {
                onStart.accept(list.getSelectionModel().getSelectedItem());
            }
        });
        list.setContextMenu(thumbMenu());
        VBox.setVgrow(list, Priority.ALWAYS);

        Label count = new Label();
        count.setId("puzzle-count");
        count.textProperty().bind(Bindings.createStringBinding(() -> I18n.get("puzzles.matching", matching.size()),
                matching));
        Button start = new Button(I18n.get("puzzles.start"));
        start.setId("puzzle-start");
        start.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        start.setOnAction(e -> onStart.accept(list.getSelectionModel().getSelectedItem()));
        thumbUp.setId("puzzle-thumb-up");
        thumbUp.setTooltip(new Tooltip(I18n.get("puzzles.thumbUp")));
        thumbUp.setOnAction(e -> toggleThumb(Thumb.UP));
        thumbDown.setId("puzzle-thumb-down");
        thumbDown.setTooltip(new Tooltip(I18n.get("puzzles.thumbDown")));
        thumbDown.setOnAction(e -> toggleThumb(Thumb.DOWN));
        var noTarget = Bindings.createBooleanBinding(() -> thumbTarget() == null, currentPuzzle,
                list.getSelectionModel().selectedItemProperty());
        thumbUp.disableProperty().bind(noTarget);
        thumbDown.disableProperty().bind(noTarget);
        javafx.scene.layout.Region spacer = new javafx.scene.layout.Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox countRow = new HBox(6, count, spacer, thumbUp, thumbDown, start);
        countRow.setAlignment(Pos.CENTER_LEFT);
        count.setMinWidth(Label.USE_PREF_SIZE);
        // The thumb buttons show the thumb the target has now.
        Runnable showThumb = () -> {
            Puzzle t = thumbTarget();
            Thumb th = t == null ? null : thumbs.get(t.id());
            ((FontIcon) thumbUp.getGraphic()).setIconLiteral(th == Thumb.UP ? "mdi2t-thumb-up" : "mdi2t-thumb-up-outline");
            ((FontIcon) thumbDown.getGraphic()).setIconLiteral(th == Thumb.DOWN ? "mdi2t-thumb-down"
                    : "mdi2t-thumb-down-outline");
        };
        thumbs.addListener((javafx.collections.MapChangeListener<String, Thumb>) c -> {
            showThumb.run();
            list.refresh();
        });
        results.addListener((javafx.collections.MapChangeListener<String, PuzzleResult>) c -> list.refresh());
        currentPuzzle.addListener((o, a, p) -> {
            showThumb.run();
            if (p != null && matching.contains(p)) {
                list.getSelectionModel().select(p);
                list.scrollTo(p);
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> showThumb.run());

        getChildren().addAll(new Label(I18n.get("puzzles.collection")), collectionRow,
                new Label(I18n.get("puzzles.themesFilter")), themeBox,
                new Label(I18n.get("puzzles.difficulty")), difficultyRow, resultRow, list, countRow);
    }

    private static int snap(double v) {
        return (int) Math.round(v / 50.0) * 50;
    }

    private ContextMenu thumbMenu() {
        MenuItem up = new MenuItem(I18n.get("puzzles.thumbUp"), new FontIcon("mdi2t-thumb-up-outline"));
        up.setId("puzzle-menu-thumb-up");
        up.setOnAction(e -> setThumb(list.getSelectionModel().getSelectedItem(), Thumb.UP));
        MenuItem down = new MenuItem(I18n.get("puzzles.thumbDown"), new FontIcon("mdi2t-thumb-down-outline"));
        down.setId("puzzle-menu-thumb-down");
        down.setOnAction(e -> setThumb(list.getSelectionModel().getSelectedItem(), Thumb.DOWN));
        MenuItem clear = new MenuItem(I18n.get("puzzles.thumbClear"));
        clear.setId("puzzle-menu-thumb-clear");
        clear.setOnAction(e -> setThumb(list.getSelectionModel().getSelectedItem(), null));
        ContextMenu menu = new ContextMenu(up, down, clear);
        menu.setOnShowing(e -> {
            boolean none = list.getSelectionModel().getSelectedItem() == null;
            up.setDisable(none);
            down.setDisable(none);
            clear.setDisable(none);
        });
        return menu;
    }

    /** The theme words of the puzzles read, by name, offered in the themes box (ticks kept). */
    private void offerThemes() {
        Set<String> words = new TreeSet<>(Comparator.comparing(PuzzleNames::theme).thenComparing(w -> w));
        collections.forEach(c -> c.collection().puzzles().forEach(p -> words.addAll(p.themes())));
        List<String> checked = List.copyOf(themeBox.getCheckModel().getCheckedItems());
        themeBox.getItems().setAll(words);
        checked.stream().filter(words::contains).forEach(w -> themeBox.getCheckModel().check(w));
        // The box rebuilds its text ("All themes (0/12)") only when a tick changes, not when
        // its items do: tick the first theme over and back so the count is right.
        if (!words.isEmpty()) {
            String first = themeBox.getItems().get(0);
            themeBox.getCheckModel().toggleCheckState(first);
            themeBox.getCheckModel().toggleCheckState(first);
        }
    }

    // --- thumbs -----------------------------------------------------------------------------

    /** The puzzle the thumb buttons act on: the one in hand, else the list's selection. */
    Puzzle thumbTarget() {
        return currentPuzzle.get() != null ? currentPuzzle.get() : list.getSelectionModel().getSelectedItem();
    }

    private void toggleThumb(Thumb t) {
        Puzzle p = thumbTarget();
        if (p != null) {
            setThumb(p, thumbs.get(p.id()) == t ? null : t);
        }
    }

    /** Gives {@code p} the thumb {@code t} (null: none), shown at once and stored in the background. */
    public void setThumb(Puzzle p, Thumb t) {
        if (p == null) {
            return;
        }
        if (t == null) {
            thumbs.remove(p.id());
        } else {
            thumbs.put(p.id(), t);
        }
        String id = p.id();
        wb.executor().submit(BackgroundTask.of(I18n.get("puzzles.thumbSaving"), ctx -> {
            services.store().setThumb(id, t);
            return id;
        }).onFailure(e -> wb.showMessage(e.getMessage())));
    }

    public ObservableMap<String, Thumb> thumbs() {
        return thumbs;
    }

    // --- results and replays ----------------------------------------------------------------

    /** Reads each puzzle's latest result and the thumbs again (in the background), e.g. after an attempt. */
    public void refreshResults() {
        wb.executor().submit(BackgroundTask.of(I18n.get("puzzles.readingProgress"), ctx ->
                new Object[] {services.store().results(), services.store().thumbs()})
                .onSuccess(read -> {
                    @SuppressWarnings("unchecked")
                    Map<String, PuzzleResult> r = (Map<String, PuzzleResult>) read[0];
                    @SuppressWarnings("unchecked")
                    Map<String, Thumb> t = (Map<String, Thumb>) read[1];
                    results.clear();
                    results.putAll(r);
                    thumbs.clear();
                    thumbs.putAll(t);
                    if (resultFilter.get() != null) {
                        refreshMatching();
                    }
                })
                .onFailure(e -> wb.showMessage(e.getMessage())));
    }

    public ObservableMap<String, PuzzleResult> results() {
        return results;
    }

    /** A replay: {@code puzzles} in order, the first started now, the rest taken by "Next puzzle". */
    public void replay(List<Puzzle> puzzles) {
        queue.clear();
        queue.addAll(puzzles);
        queued.set(queue.size());
        nextQueued().ifPresent(onStart);
    }

    /** The next puzzle of the replay under way, taken off it; empty when none is under way. */
    public Optional<Puzzle> nextQueued() {
        Puzzle p = queue.pollFirst();
        queued.set(queue.size());
        return Optional.ofNullable(p);
    }

    /** How many puzzles of the replay are still to come. */
    public ReadOnlyIntegerProperty queuedProperty() {
        return queued.getReadOnlyProperty();
    }

    // --- collections ------------------------------------------------------------------------

    /** Keeps the user's own collections in {@code r} from now on (set before {@link #loadDefaultCollections}). */
    void remember(RememberedCollections r) {
        this.remembered = r;
    }

    /** Copies the packed collection from and to the places of {@code o} (set before {@link #loadDefaultCollections}). */
    void origin(PuzzleLibrary.Origin o) {
        this.origin = o;
    }

    /** What the library read at start: the shipped folder's collections and the user's own. */
    private record LibraryRead(Path folder, PuzzleLibrary.FolderRead shipped, List<LoadedCollection> own,
                               List<Path> gone, List<Path> stays, List<String> unreadable) {
    }

    /**
     * Reads the collections of the first folder of the services that has any, and the
     * collections the user opened before (in the background). A remembered file that is no
     * longer there is named once and dropped from the list; one that is there but cannot be
     * read is named and kept (it may be fixed).
     */
    void loadDefaultCollections() {
        // Copying the packed collection out and finding the folder is file work: all of it in the background.
        List<Path> folders = services.folders();
        RememberedCollections list = remembered;
        PuzzleLibrary.Origin from = origin;
        wb.executor().submit(BackgroundTask.of(I18n.get("puzzles.loadingLibrary"), ctx -> {
                    from.prepare(folders);
                    Optional<Path> folder = PuzzleLibrary.firstWithCollections(folders);
                    PuzzleLibrary.FolderRead shipped = folder.map(PuzzleLibrary::readFolder)
                            .orElse(new PuzzleLibrary.FolderRead(List.of(), List.of()));
                    List<LoadedCollection> mine = new ArrayList<>();
                    List<Path> gone = new ArrayList<>();
                    List<Path> stays = new ArrayList<>();
                    List<String> unreadable = new ArrayList<>();
                    for (Path f : list.read()) {
                        ctx.checkCancelled();
                        if (!java.nio.file.Files.exists(f)) {
                            gone.add(f);
                            continue;
                        }
                        stays.add(f);
                        try {
                            mine.add(new LoadedCollection(f, otau.puzzle.PuzzleCollection.read(f)));
                        } catch (java.io.IOException | RuntimeException e) {
                            unreadable.add(e.getMessage());
                        }
                    }
                    return new LibraryRead(folder.orElse(null), shipped, mine, gone, stays, unreadable);
                })
                .onSuccess(this::libraryRead)
                .onFailure(e -> wb.showMessage(I18n.get("puzzles.libraryFailed", e.getMessage()))));
    }

    private void libraryRead(LibraryRead read) {
        libraryFolder = read.folder();
        folderRead(read.shipped());
        addCollections(read.own());
        // The list as it was, less what has gone (an unreadable file stays: it may be fixed);
        // a file the user opened meanwhile stays too.
        Set<Path> kept = new LinkedHashSet<>(read.stays());
        // A file opened before the library was read was written alone: the merged list is written again.
        boolean openedMeanwhile = !own.isEmpty();
        kept.addAll(own);
        own.clear();
        own.addAll(kept);
        if (openedMeanwhile || !read.gone().isEmpty()) {
            saveOwn();
        }
        if (!read.gone().isEmpty()) {
            // In the status line and a note in the corner that stays a while: said once, then forgotten.
            wb.showProblem(I18n.get("puzzles.collectionsGone",
                    String.join(", ", read.gone().stream().map(Path::toString).toList())), null);
        }
        if (!read.unreadable().isEmpty()) {
            wb.showProblem(I18n.get("puzzles.collectionsUnreadable", String.join("; ", read.unreadable())), null);
        }
        remove.setDisable(!isOwn(selectedCollection.get()));
    }

    /** Shows what was read, and names what was not (the first file, with the reason). */
    private void folderRead(PuzzleLibrary.FolderRead read) {
        addCollections(read.collections());
        if (!read.unreadable().isEmpty()) {
            wb.showMessage(I18n.get("puzzles.filesSkipped", read.unreadable().size(),
                    read.unreadable().get(0).message()));
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
        List<Path> folders = services.folders();
        return folders.isEmpty() ? null : folders.get(folders.size() - 1);
    }

    /** Asks for collection files (several may be chosen) and reads them. */
    void openCollection() {
        prompts.chooseCollectionsToOpen(browseFolder()).forEach(this::openCollection);
    }

    /** Reads {@code file} (in the background), selects it and keeps it in the library. */
    void openCollection(Path file) {
        wb.executor().submit(BackgroundTask.of(I18n.get("puzzles.loading", file.getFileName()), ctx ->
                new LoadedCollection(file, otau.puzzle.PuzzleCollection.read(file)))
                .onSuccess(c -> {
                    addCollections(List.of(c));
                    selectedCollection.set(find(file).orElse(c));
                    Path at = normal(file);
                    // A file of the library's own folders is there anyway: nothing to keep.
                    if (!services.folders().contains(at.getParent()) && own.add(at)) {
                        saveOwn();
                    }
                    remove.setDisable(!isOwn(selectedCollection.get()));
                })
                .onFailure(e -> prompts.showError(I18n.get("puzzles.openFailed"), e.getMessage())));
    }

    /** True when {@code c} is one of the user's own collections (which can be removed from the library). */
    boolean isOwn(LoadedCollection c) {
        return c != null && own.contains(normal(c.file()));
    }

    /** Takes one of the user's own collections out of the library; the file itself is left alone. */
    void removeCollection(LoadedCollection c) {
        if (!isOwn(c)) {
            return;
        }
        own.remove(normal(c.file()));
        saveOwn();
        if (selectedCollection.get() == c) {
            selectedCollection.set(null);
        }
        collections.remove(c);
        refreshMatching();
        wb.showMessage(I18n.get("puzzles.collectionRemoved", c.name(), c.file()));
    }

    /** Writes the list of the user's own collections in the background. */
    private void saveOwn() {
        long version = ++ownVersion;
        List<Path> files = List.copyOf(own);
        RememberedCollections list = remembered;
        wb.executor().submit(BackgroundTask.of(I18n.get("puzzles.keepingLibrary"), ctx -> {
            list.write(version, files);
            return files.size();
        }).onFailure(e -> wb.showMessage(I18n.get("puzzles.libraryNotKept", e.getMessage()))));
    }

    /** The user's own collections, in the order opened. */
    List<Path> ownCollections() {
        return List.copyOf(own);
    }

    private static Path normal(Path p) {
        return p.toAbsolutePath().normalize();
    }

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
                wb.showMessage(I18n.get("puzzles.problems", c.file().getFileName(), c.collection().problems().size(),
                        c.collection().problems().get(0).toString()));
            }
        }
        refreshMatching();
    }

    private Optional<LoadedCollection> find(Path file) {
        return collections.stream().filter(c -> c.file().toAbsolutePath().normalize()
                .equals(file.toAbsolutePath().normalize())).findFirst();
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

    ObservableList<LoadedCollection> collections() {
        return collections;
    }

    ObjectProperty<LoadedCollection> selectedCollectionProperty() {
        return selectedCollection;
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

    BoardThumbnails thumbnails() {
        return thumbnails;
    }
}
