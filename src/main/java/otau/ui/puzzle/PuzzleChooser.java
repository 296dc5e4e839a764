package otau.ui.puzzle;

import java.util.List;
import java.util.Set;
import javafx.beans.binding.Bindings;
import javafx.beans.property.IntegerProperty;
import javafx.collections.ListChangeListener;
import javafx.collections.MapChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.controlsfx.control.CheckComboBox;
import org.controlsfx.control.RangeSlider;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.puzzle.Puzzle;
import otau.puzzle.train.PuzzleResult;
import otau.puzzle.train.PuzzleTrainer;
import otau.puzzle.train.Thumb;
import otau.ui.ComboBoxes;
import otau.ui.I18n;
import otau.ui.puzzle.PuzzleLibrary.LoadedCollection;
import otau.ui.workbench.Workbench;

/**
 * The trainer's chooser, one self-contained node: under a title that folds them away, the
 * collections read (in the background), the one chosen, the themes ({@link CheckComboBox}), the difficulty range
 * ({@link RangeSlider}) and the user's result (solved / failed / untried), and the list of
 * the puzzles that match, easiest first, each with a small board, its title, rating, themes,
 * result and the user's thumb. The state and the actions are {@link PuzzleChooserModel}'s;
 * this class lays them out and binds the controls to them.
 *
 * <p>What the trainer uses, all through {@link #model()}: {@code setOnStart} (a puzzle chosen
 * in the list), {@code currentPuzzleProperty} (the puzzle in hand: the thumbs act on it, else
 * on the list's selection), {@code refreshResults} after an attempt is recorded, and
 * {@code nextQueued} — the next puzzle of a replay that "Next puzzle" takes before choosing
 * one itself.
 */
public final class PuzzleChooser extends VBox {
    private final PuzzleChooserModel model;
    private final BoardThumbnails thumbnails = new BoardThumbnails(600);

    final ComboBox<LoadedCollection> collectionBox;
    final CheckComboBox<String> themeBox = new CheckComboBox<>();
    final RangeSlider difficulty = new RangeSlider(TrainerController.MIN_RATING, TrainerController.MAX_RATING,
            TrainerController.MIN_RATING, TrainerController.MAX_RATING);
    final ComboBox<PuzzleResult> resultBox = new ComboBox<>();
    final ListView<Puzzle> list;
    /** The four filters under the title "Choose puzzles", which folds them away. */
    final TitledPane filterPane;
    final Button thumbUp = new Button(null, new FontIcon("mdi2t-thumb-up-outline"));
    final Button thumbDown = new Button(null, new FontIcon("mdi2t-thumb-down-outline"));
    final Button remove = new Button(null, new FontIcon("mdi2p-playlist-remove"));

    public PuzzleChooser(Workbench wb, PuzzleServices services, PuzzlePrompts prompts, PuzzleTrainer trainer) {
        this(new PuzzleChooserModel(wb.executor(), StatusNotices.of(wb), prompts, services.store(),
                services.folders(), trainer));
    }

    PuzzleChooser(PuzzleChooserModel model) {
        this.model = model;
        collectionBox = new ComboBox<>(model.collections());
        list = new ListView<>(model.matching());
        getStyleClass().add("puzzle-chooser");
        setId("puzzle-chooser");
        setSpacing(6);
        filterPane = new TitledPane(I18n.get("puzzles.choose"), filters());
        filterPane.setId("puzzle-choice");
        // Collapsible on its own: closed, the list below takes the filters' height (in a short
        // side panel the list showed a single row under them).
        filterPane.setCollapsible(true);
        getChildren().addAll(filterPane, puzzleList(), countRow());
        model.refreshResults();
        otau.ui.LanguageSwitch.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(sayAgain));
    }

    /**
     * The list's cells and the theme box's text are made by code, not relabelled by the language
     * switch: they are made again. Held here: the listener is weak.
     */
    private final javafx.beans.InvalidationListener sayAgain = o -> sayAgain();

    private void sayAgain() {
        list.refresh();
        themeBox.setTitle(I18n.get("puzzles.themesPrompt"));
        offerThemes();
    }

    /** The chooser's state and actions: what the trainer and the feature use. */
    PuzzleChooserModel model() {
        return model;
    }

    // --- the rows -----------------------------------------------------------------------------

    /**
     * The four filters. A label above each took the height of four more rows from the puzzle
     * list, which the side tab is short of at the default window size; a label beside each took
     * the width the collection's name needs in a narrow panel. So the two boxes whose text names
     * what they filter ("All collections", "All themes (0/14)") have the row to themselves, with
     * a tooltip, and the slider and the result box a label beside them.
     */
    private GridPane filters() {
        GridPane grid = new GridPane();
        grid.setId("puzzle-filters");
        grid.setHgap(6);
        grid.setVgap(4);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints controls = new ColumnConstraints();
        controls.setHgrow(Priority.ALWAYS);
        controls.setFillWidth(true);
        grid.getColumnConstraints().addAll(labels, controls);
        CheckComboBox<String> themes = themesBox();
        themes.setTooltip(new Tooltip(I18n.get("puzzles.themesFilter")));
        themes.setAccessibleText(I18n.get("puzzles.themesFilter"));
        collectionBox.setTooltip(new Tooltip(I18n.get("puzzles.collection")));
        collectionBox.setAccessibleText(I18n.get("puzzles.collection"));
        grid.add(collectionRow(), 0, 0, 2, 1);
        grid.add(themes, 0, 1, 2, 1);
        grid.addRow(2, filterLabel("puzzles.difficulty"), difficultyRow());
        grid.addRow(3, filterLabel("puzzles.result"), resultBox());
        return grid;
    }

    private static Label filterLabel(String key) {
        Label l = new Label(I18n.get(key));
        l.setMinWidth(Label.USE_PREF_SIZE);
        return l;
    }

    private HBox collectionRow() {
        collectionBox.setId("puzzle-collection");
        collectionBox.setPromptText(I18n.get("puzzles.allCollections"));
        collectionBox.setMaxWidth(Double.MAX_VALUE);
        collectionBox.valueProperty().bindBidirectional(model.selectedCollectionProperty());
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
        open.setOnAction(e -> model.openCollection());
        HBox.setHgrow(collectionBox, Priority.ALWAYS);
        remove.setId("puzzle-remove-collection");
        remove.setTooltip(new Tooltip(I18n.get("puzzles.removeCollection")));
        remove.setOnAction(e -> model.removeCollection(model.selectedCollectionProperty().get()));
        remove.disableProperty().bind(model.removableBinding().not());
        return new HBox(4, collectionBox, all, open, remove);
    }

    private CheckComboBox<String> themesBox() {
        themeBox.setId("puzzle-themes-filter");
        themeBox.setTitle(I18n.get("puzzles.themesPrompt"));
        themeBox.setShowCheckedCount(true);
        themeBox.setMaxWidth(Double.MAX_VALUE);
        themeBox.setConverter(ComboBoxes.showing(PuzzleNames::theme));
        ObservableSet<String> filter = model.themeFilter();
        themeBox.getCheckModel().getCheckedItems().addListener((ListChangeListener<String>) c -> {
            Set<String> checked = Set.copyOf(themeBox.getCheckModel().getCheckedItems());
            filter.retainAll(checked);
            filter.addAll(checked);
        });
        // The filter may be changed from elsewhere too (the trainer's own controls): show it.
        filter.addListener((SetChangeListener<String>) c -> {
            if (c.wasAdded() && !themeBox.getCheckModel().isChecked(c.getElementAdded())) {
                themeBox.getCheckModel().check(c.getElementAdded());
            }
            if (c.wasRemoved() && themeBox.getCheckModel().isChecked(c.getElementRemoved())) {
                themeBox.getCheckModel().clearCheck(c.getElementRemoved());
            }
        });
        model.offeredThemes().addListener((ListChangeListener<String>) c -> offerThemes());
        offerThemes();
        return themeBox;
    }

    /** The themes of the puzzles read, ticks kept. */
    private void offerThemes() {
        List<String> words = List.copyOf(model.offeredThemes());
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

    private HBox difficultyRow() {
        IntegerProperty min = model.minRatingProperty();
        IntegerProperty max = model.maxRatingProperty();
        difficulty.setId("puzzle-difficulty");
        difficulty.setShowTickMarks(true);
        difficulty.setMajorTickUnit(500);
        difficulty.setBlockIncrement(50);
        difficulty.setSnapToTicks(false);
        difficulty.lowValueProperty().addListener((o, a, v) -> min.set(snap(v.doubleValue())));
        difficulty.highValueProperty().addListener((o, a, v) -> max.set(snap(v.doubleValue())));
        min.addListener((o, a, v) -> {
            if (snap(difficulty.getLowValue()) != v.intValue()) {
                difficulty.setLowValue(v.intValue());
            }
        });
        max.addListener((o, a, v) -> {
            if (snap(difficulty.getHighValue()) != v.intValue()) {
                difficulty.setHighValue(v.intValue());
            }
        });
        Label range = new Label();
        range.setId("puzzle-difficulty-range");
        range.setMinWidth(Label.USE_PREF_SIZE);
        range.textProperty().bind(Bindings.createStringBinding(() -> I18n.get("puzzles.difficultyRange",
                Math.min(min.get(), max.get()), Math.max(min.get(), max.get())), min, max,
                otau.ui.LanguageSwitch.languageProperty()));
        HBox.setHgrow(difficulty, Priority.ALWAYS);
        HBox row = new HBox(6, difficulty, range);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    /** The slider's value to the nearest 50. */
    private static int snap(double v) {
        return (int) Math.round(v / 50.0) * 50;
    }

    private ComboBox<PuzzleResult> resultBox() {
        resultBox.setId("puzzle-result-filter");
        resultBox.getItems().add(null);
        resultBox.getItems().addAll(PuzzleResult.values());
        ComboBoxes.named(resultBox, PuzzleListCell::resultName);
        resultBox.setButtonCell(new ResultCell());
        resultBox.setCellFactory(v -> new ResultCell());
        resultBox.valueProperty().bindBidirectional(model.resultFilterProperty());
        resultBox.setMaxWidth(Double.MAX_VALUE);
        return resultBox;
    }

    /** A result by name; the empty choice ("any result") has a name too. */
    private static final class ResultCell extends ListCell<PuzzleResult> {
        @Override
        protected void updateItem(PuzzleResult r, boolean empty) {
            super.updateItem(r, empty);
            setText(empty ? null : PuzzleListCell.resultName(r));
        }
    }

    private ListView<Puzzle> puzzleList() {
        list.setId("puzzle-list");
        list.setPrefHeight(240);
        list.setFixedCellSize(BoardThumbnails.HEIGHT + 8);
        // Two rows at the least, and a little of a third to show that there are more.
        list.setMinHeight(2.2 * list.getFixedCellSize());
        list.setCellFactory(v -> new PuzzleListCell(thumbnails, model.results(), model.thumbs()));
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                model.start(list.getSelectionModel().getSelectedItem());
            }
        });
        list.setContextMenu(thumbMenu());
        VBox.setVgrow(list, Priority.ALWAYS);
        model.selectedPuzzleProperty().bind(list.getSelectionModel().selectedItemProperty());
        model.thumbs().addListener((MapChangeListener<String, Thumb>) c -> list.refresh());
        model.results().addListener((MapChangeListener<String, PuzzleResult>) c -> list.refresh());
        model.currentPuzzleProperty().addListener((o, a, p) -> {
            if (p != null && model.matching().contains(p)) {
                list.getSelectionModel().select(p);
                list.scrollTo(p);
            }
        });
        return list;
    }

    private ContextMenu thumbMenu() {
        MenuItem up = thumbItem("puzzle-menu-thumb-up", "puzzles.thumbUp", "mdi2t-thumb-up-outline", Thumb.UP);
        MenuItem down = thumbItem("puzzle-menu-thumb-down", "puzzles.thumbDown", "mdi2t-thumb-down-outline",
                Thumb.DOWN);
        MenuItem clear = thumbItem("puzzle-menu-thumb-clear", "puzzles.thumbClear", null, null);
        ContextMenu menu = new ContextMenu(up, down, clear);
        menu.setOnShowing(e -> {
            boolean none = list.getSelectionModel().getSelectedItem() == null;
            up.setDisable(none);
            down.setDisable(none);
            clear.setDisable(none);
        });
        return menu;
    }

    /** A menu item that gives the selected puzzle {@code thumb} (null: takes it away). */
    private MenuItem thumbItem(String id, String key, String icon, Thumb thumb) {
        MenuItem item = new MenuItem(I18n.get(key), icon == null ? null : new FontIcon(icon));
        item.setId(id);
        item.setOnAction(e -> model.setThumb(list.getSelectionModel().getSelectedItem(), thumb));
        return item;
    }

    private HBox countRow() {
        Label count = new Label();
        count.setId("puzzle-count");
        ObservableList<Puzzle> matching = model.matching();
        count.textProperty().bind(Bindings.createStringBinding(() -> I18n.get("puzzles.matching", matching.size()),
                matching, otau.ui.LanguageSwitch.languageProperty()));
        count.setMinWidth(Label.USE_PREF_SIZE);
        Button start = new Button(I18n.get("puzzles.start"));
        start.setId("puzzle-start");
        start.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        start.setOnAction(e -> model.start(list.getSelectionModel().getSelectedItem()));
        thumbButton(thumbUp, "puzzle-thumb-up", "puzzles.thumbUp", Thumb.UP, "mdi2t-thumb-up");
        thumbButton(thumbDown, "puzzle-thumb-down", "puzzles.thumbDown", Thumb.DOWN, "mdi2t-thumb-down");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox row = new HBox(6, count, spacer, thumbUp, thumbDown, start);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    /** A thumb button: filled while the puzzle it acts on has {@code thumb}, outlined otherwise. */
    private void thumbButton(Button b, String id, String key, Thumb thumb, String icon) {
        b.setId(id);
        b.setTooltip(new Tooltip(I18n.get(key)));
        b.setOnAction(e -> model.toggleThumb(thumb));
        b.disableProperty().bind(model.thumbTargetBinding().isNull());
        FontIcon graphic = (FontIcon) b.getGraphic();
        model.targetThumbBinding().addListener((o, was, now) ->
                graphic.setIconLiteral(now == thumb ? icon : icon + "-outline"));
    }

    BoardThumbnails thumbnails() {
        return thumbnails;
    }
}
