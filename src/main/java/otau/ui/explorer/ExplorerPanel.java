package otau.ui.explorer;

import java.util.List;
import java.util.function.LongConsumer;
import java.util.function.Supplier;
import javafx.collections.ListChangeListener;
import javafx.animation.PauseTransition;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.engine.book.Book;
import otau.game.Position;
import otau.game.Side;
import otau.model.GameModel;
import otau.ui.I18n;
import otau.ui.database.DatabaseSession;
import otau.ui.tasks.BackgroundExecutor;

/**
 * The opening explorer beside the board: every move the database's games played from the
 * current position, with how often, how they ended (a White · draw · Black bar) and the
 * movers' average rating; the user's repertoire moves carry a star. Below, the opening book's
 * moves ({@link BookView}); both show when both have moves, and when only the book has any the
 * database's table gives way to a one-line note. A click on either plays the move.
 *
 * <p>This is the layout only: what is shown and the queries that follow the game live in
 * {@link ExplorerViewModel}; the table of moves is {@link ExplorerMovesTable}.
 */
public final class ExplorerPanel extends VBox {
    private final GameModel model;
    private final BackgroundExecutor executor;
    private final RepertoireActions repertoire;
    private final ExplorerViewModel vm;
    /** The model's texts are bound, so a language switch has them said again (held: the listener is weak). */
    private final javafx.beans.InvalidationListener sayAgain = o -> viewModel().sayAgain();
    private final Label header = new Label();
    private final ExplorerMovesTable table;
    private final Label empty = new Label();
    private final Label note = new Label();
    private final BookView book;
    private final ExplorerFilterPane filters = new ExplorerFilterPane();
    private final Label filterSummary = new Label();
    private final javafx.scene.control.ToggleButton filterToggle = new javafx.scene.control.ToggleButton();
    private final javafx.scene.control.ComboBox<ExplorerSource> source = new javafx.scene.control.ComboBox<>(
            javafx.collections.FXCollections.observableArrayList(ExplorerSource.values()));
    /** True while the source's names are being refreshed: not a new choice. */
    private boolean renaming;

    /**
     * @param debounce  the pause after a change of position before asking the database
     *                  ({@link Duration#ZERO} asks at once, for tests)
     * @param showGames opens the games browser on the games reaching a position key
     * @param openingBook reads the opening book (called once, off the FX thread)
     */
    public ExplorerPanel(GameModel model, DatabaseSession session, BackgroundExecutor executor,
                         RepertoireActions repertoire, Duration debounce, LongConsumer showGames,
                         Supplier<Book> openingBook) {
        this.model = model;
        this.executor = executor;
        this.repertoire = repertoire;
        setId("explorer-panel");
        getStyleClass().add("explorer-panel");
        setSpacing(4);
        setPadding(new Insets(4));
        setMinHeight(0);
        header.setId("explorer-header");
        header.getStyleClass().add("explorer-header");
        header.setMinWidth(0);
        empty.setId("explorer-empty");
        empty.setWrapText(true);
        note.setId("explorer-note");
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        vm = new ExplorerViewModel(model, session, executor, pauseOf(debounce));
        otau.ui.LanguageSwitch.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(sayAgain));
        table = new ExplorerMovesTable(vm, model, repertoire, empty);
        header.textProperty().bind(vm.headerProperty());
        empty.textProperty().bind(vm.emptyTextProperty());
        VBox.setVgrow(table, Priority.ALWAYS);
        book = new BookView(model, executor, openingBook);
        VBox.setVgrow(book, Priority.ALWAYS);
        bindFilters();
        // Below the toolbar everything scrolls: the moves keep eight readable rows (sizeTable)
        // and the book follows under them, instead of both being squeezed to their headers.
        book.setMinHeight(100);
        VBox content = new VBox(4, filters, table, note, book);
        content.setFillWidth(true);
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(content);
        scroll.setId("explorer-scroll");
        scroll.getStyleClass().add("explorer-scroll");
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().addAll(toolbar(showGames), scroll);
        table.getItems().addListener((ListChangeListener<ExplorerRow>) c -> arrange());
        book.table().getItems().addListener((ListChangeListener<otau.engine.book.BookMove>) c -> arrange());
        vm.emptyTextProperty().addListener(o -> arrange());
        arrange();
        // Measured once a layout pass is over (never inside one): the rows' real height.
        table.needsLayoutProperty().addListener((o, was, now) -> {
            if (!now) {
                sizeTable();
            }
        });
        session.databaseProperty().addListener((o, a, b) -> refreshSourceNames());
    }

    /** The pause after a change of position, on the FX thread's clock; none when it is zero. */
    private static ExplorerViewModel.Debounce pauseOf(Duration debounce) {
        if (debounce.lessThanOrEqualTo(Duration.ZERO)) {
            return ExplorerViewModel.Debounce.NONE;
        }
        PauseTransition pause = new PauseTransition(debounce);
        return new ExplorerViewModel.Debounce() {
            @Override
            public void restart(Runnable action) {
                pause.setOnFinished(e -> action.run());
                pause.playFromStart();
            }

            @Override
            public void stop() {
                pause.stop();
            }
        };
    }

    private static final javafx.css.PseudoClass FILTERED = javafx.css.PseudoClass.getPseudoClass("filtered");

    /** The filter pane feeds the model's filter; the model's time controls and summary come back. */
    private void bindFilters() {
        filters.visibleProperty().bind(filterToggle.selectedProperty());
        filters.managedProperty().bind(filters.visibleProperty());
        filterSummary.setId("explorer-filter-summary");
        filterSummary.getStyleClass().add("explorer-filter-summary");
        filterSummary.setWrapText(true);
        filterSummary.setMinHeight(Region.USE_PREF_SIZE);
        filterSummary.managedProperty().bind(filterSummary.visibleProperty());
        filterSummary.textProperty().bind(vm.filterSummaryProperty());
        filterSummary.visibleProperty().bind(filterToggle.selectedProperty().not().and(vm.filteredProperty()));
        filterToggle.pseudoClassStateChanged(FILTERED, vm.filteredProperty().get());
        vm.filteredProperty().addListener((o, a, b) -> filterToggle.pseudoClassStateChanged(FILTERED, b));
        filters.setNameSuggestions(vm::suggestNames);
        filters.setSamePlayerAction(this::editSamePlayer);
        vm.filterProperty().bind(filters.filterProperty());
        filters.setTimeControls(vm.timeControlsProperty().get());
        vm.timeControlsProperty().addListener((o, a, b) -> filters.setTimeControls(b));
    }

    private VBox toolbar(LongConsumer showGames) {
        Button games = new Button(I18n.get("explorer.games"), new FontIcon("mdi2t-table-search"));
        games.setId("explorer-games");
        games.setTooltip(new Tooltip(I18n.get("explorer.games.tooltip")));
        games.setOnAction(e -> showGames.accept(model.currentPosition().hash()));
        MenuButton rep = new MenuButton(null, new FontIcon("mdi2s-star-outline"));
        rep.setId("explorer-repertoire");
        rep.setTooltip(new Tooltip(I18n.get("explorer.repertoire.tooltip")));
        MenuItem addWhite = item("explorer-add-white", "repertoire.addMove.white",
                () -> repertoire.addCurrentMove(Side.WHITE));
        MenuItem addBlack = item("explorer-add-black", "repertoire.addMove.black",
                () -> repertoire.addCurrentMove(Side.BLACK));
        MenuItem lineWhite = item("explorer-line-white", "repertoire.addLine.white",
                () -> repertoire.addLine(Side.WHITE));
        MenuItem lineBlack = item("explorer-line-black", "repertoire.addLine.black",
                () -> repertoire.addLine(Side.BLACK));
        MenuItem remove = item("explorer-remove", "repertoire.removeMove", repertoire::removeCurrentMove);
        MenuItem tree = item("explorer-repertoire-tree", "repertoire.openTree", repertoire::showTree);
        rep.getItems().addAll(tree, new SeparatorMenuItem(), addWhite, addBlack, new SeparatorMenuItem(), lineWhite,
                lineBlack, new SeparatorMenuItem(), remove);
        rep.setOnShowing(e -> {
            // The move that led here can join only its mover's repertoire.
            Side mover = repertoire.currentMover();
            addWhite.setDisable(mover != Side.WHITE);
            addBlack.setDisable(mover != Side.BLACK);
            lineWhite.setDisable(mover == null);
            lineBlack.setDisable(mover == null);
            remove.setDisable(mover == null);
        });
        filterToggle.setGraphic(new FontIcon("mdi2f-filter-variant"));
        filterToggle.setId("explorer-filter-toggle");
        filterToggle.setTooltip(new Tooltip(I18n.get("explorer.filter.tooltip")));
        filterToggle.setMinWidth(Region.USE_PREF_SIZE);
        games.setMinWidth(Region.USE_PREF_SIZE);
        rep.setMinWidth(Region.USE_PREF_SIZE);
        // The count has a line of its own, wrapping, so no language cuts it short.
        header.setWrapText(true);
        header.setMinHeight(Region.USE_PREF_SIZE);
        source.setId("explorer-source");
        source.setValue(vm.sourceProperty().get());
        source.valueProperty().addListener((o, was, now) -> {
            if (!renaming && now != null) {
                vm.sourceProperty().set(now);
            }
        });
        source.setTooltip(new Tooltip(I18n.get("explorer.source.tooltip")));
        source.setCellFactory(l -> new SourceCell());
        source.setButtonCell(new SourceCell());
        // The source gives way before the buttons do: a long file name is cut, the buttons never.
        source.setMinWidth(60);
        source.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(source, Priority.ALWAYS);
        HBox bar = new HBox(6, source, filterToggle, games, rep);
        bar.setAlignment(Pos.CENTER_RIGHT);
        // The count and, when the fields are folded, the filter share one line where they fit.
        javafx.scene.layout.FlowPane counts = new javafx.scene.layout.FlowPane(8, 0, header, filterSummary);
        counts.setId("explorer-counts");
        counts.setAlignment(Pos.CENTER_LEFT);
        counts.setMinHeight(Region.USE_PREF_SIZE);
        counts.setPrefWrapLength(200);
        // A label longer than the line wraps within it instead of running past the panel.
        header.maxWidthProperty().bind(counts.widthProperty());
        filterSummary.maxWidthProperty().bind(counts.widthProperty());
        return new VBox(2, bar, counts);
    }

    /** A source by its name: the open database's file, My games, or both. */
    private final class SourceCell extends javafx.scene.control.ListCell<ExplorerSource> {
        @Override
        protected void updateItem(ExplorerSource item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : vm.sourceLabel(item));
        }
    }

    /** The open database changed: the source names say so. */
    private void refreshSourceNames() {
        // The cells read the names again when the value is set anew; the choice itself stays.
        ExplorerSource chosen = source.getValue();
        renaming = true;
        try {
            source.setValue(null);
            source.setValue(chosen);
        } finally {
            renaming = false;
        }
    }

    /** The "same player" list of the database whose names the filter searches first. */
    private void editSamePlayer(String typed) {
        new SamePlayerDialog(this, executor, vm.samePlayerDatabase(), typed, vm::playersChanged).show();
    }

    /** Which games the counts are of (for tests). */
    public void showSource(String name) {
        source.setValue(ExplorerSource.valueOf(name));
    }

    /** The source's name as the header shows it. */
    public String sourceText() {
        return vm.sourceLabel(vm.sourceProperty().get());
    }

    static MenuItem item(String id, String key, Runnable action) {
        MenuItem item = new MenuItem(I18n.get(key));
        item.setId(id);
        item.setMnemonicParsing(false);
        item.setOnAction(e -> action.run());
        return item;
    }

    /** Plays the row's move in the game (undoable), if it is legal where the game now stands. */
    void play(ExplorerRow row) {
        vm.play(row);
    }

    /** The table's least height: its header and up to eight rows (measured in the note's font). */
    private void sizeTable() {
        table.sizeToRows(note.getFont().getSize());
    }

    /** Shows the database's table unless only the book has moves here; then its message is a note. */
    private void arrange() {
        sizeTable();
        boolean dbRows = !table.getItems().isEmpty();
        boolean bookRows = !book.table().getItems().isEmpty();
        boolean showTable = dbRows || !bookRows;
        table.setVisible(showTable);
        table.setManaged(showTable);
        note.setText(empty.getText());
        note.setVisible(!showTable);
        note.setManaged(!showTable);
    }

    public BookView bookView() {
        return book;
    }

    /** The position the rows are about, or null when nothing is shown. */
    public Position shownPosition() {
        return vm.shownPosition();
    }

    /** The rows shown (for tests). */
    public List<ExplorerRow> rows() {
        return List.copyOf(table.getItems());
    }

    public String headerText() {
        return header.getText();
    }

    /** The text shown when there are no rows. */
    public String emptyText() {
        return empty.getText();
    }

    public TableView<ExplorerRow> table() {
        return table;
    }

    /** The explorer's state and actions. */
    public ExplorerViewModel viewModel() {
        return vm;
    }

    /** The filter fields (for tests). */
    ExplorerFilterPane filters() {
        return filters;
    }

    /** Shows or hides the filter fields, as the toolbar's filter button does. */
    public void showFilters(boolean show) {
        filterToggle.setSelected(show);
    }

    /** The line that says what the counts are limited to ("" when nothing is filtered). */
    public String filterSummaryText() {
        return filterSummary.isVisible() ? filterSummary.getText() : "";
    }
}
