package otau.ui.explorer;

import java.util.List;
import java.util.function.LongConsumer;
import java.util.function.Supplier;
import javafx.collections.ListChangeListener;
import javafx.animation.PauseTransition;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.db.GameDatabase;
import otau.engine.book.Book;
import otau.game.Position;
import otau.game.Side;
import otau.model.GameModel;
import otau.ui.I18n;
import otau.ui.database.DatabaseSession;
import otau.ui.database.DatabaseStyles;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * The opening explorer beside the board: every move the database's games played from the
 * current position, with how often, how they ended (a White · draw · Black bar) and the
 * movers' average rating; the user's repertoire moves carry a star. Below, the opening book's
 * moves ({@link BookView}); both show when both have moves, and when only the book has any the
 * database's table gives way to a one-line note. A click on either plays the move.
 *
 * <p>It follows the game: each change of position starts a query on the executor after a
 * short pause (stepping quickly through a game asks only for where the user stops), and an
 * answer for a position the user has already left is dropped.
 */
public final class ExplorerPanel extends VBox {
    private final GameModel model;
    private final DatabaseSession session;
    private final BackgroundExecutor executor;
    private final RepertoireActions repertoire;
    private final Duration debounce;
    private final PauseTransition pause;
    private final Label header = new Label();
    private final TableView<ExplorerRow> table = new TableView<>();
    private final Label empty = new Label();
    private final Label note = new Label();
    private final BookView book;
    private final ExplorerFilterPane filters = new ExplorerFilterPane();
    private final Label filterSummary = new Label();
    private final javafx.scene.control.ToggleButton filterToggle = new javafx.scene.control.ToggleButton();
    private final javafx.scene.control.ComboBox<ExplorerSource> source = new javafx.scene.control.ComboBox<>(
            javafx.collections.FXCollections.observableArrayList(ExplorerSource.values()));
    private int request;
    /** True while the source's names are being refreshed: not a new choice. */
    private boolean renaming;
    private ExplorerData shown;
    /** The filter's time controls are read again only after the database or its games change. */
    private boolean timeControlsStale = true;

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
        this.session = session;
        this.executor = executor;
        this.repertoire = repertoire;
        this.debounce = debounce;
        this.pause = new PauseTransition(debounce);
        pause.setOnFinished(e -> query());
        setId("explorer-panel");
        getStyleClass().add("explorer-panel");
        DatabaseStyles.apply(this);
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
        buildTable();
        VBox.setVgrow(table, Priority.ALWAYS);
        book = new BookView(model, executor, openingBook);
        VBox.setVgrow(book, Priority.ALWAYS);
        filters.visibleProperty().bind(filterToggle.selectedProperty());
        filters.managedProperty().bind(filters.visibleProperty());
        filterSummary.setId("explorer-filter-summary");
        filterSummary.getStyleClass().add("explorer-filter-summary");
        filterSummary.setWrapText(true);
        filterSummary.setMinHeight(Region.USE_PREF_SIZE);
        filterSummary.managedProperty().bind(filterSummary.visibleProperty());
        filters.setNameSuggestions(this::suggestNames);
        filters.setSamePlayerAction(this::editSamePlayer);
        filters.filterProperty().addListener((o, a, b) -> {
            showFilterSummary();
            query();
        });
        showFilterSummary();
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
        arrange();
        // Measured once a layout pass is over (never inside one): the rows' real height.
        table.needsLayoutProperty().addListener((o, was, now) -> {
            if (!now) {
                sizeTable();
            }
        });

        model.currentPositionProperty().addListener((o, a, b) -> positionChanged());
        session.databaseProperty().addListener((o, a, b) -> {
            timeControlsStale = true;
            refreshSourceNames();
            query();
        });
        source.valueProperty().addListener((o, a, b) -> {
            if (renaming || b == null) {
                return;
            }
            timeControlsStale = true;
            query();
        });
        session.revisionProperty().addListener((o, a, b) -> {
            timeControlsStale = true;
            query();
        });
        query();
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
        source.setValue(ExplorerSource.REFERENCE);
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
            setText(empty || item == null ? null : item.label(session));
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

    /** Names containing {@code part} in the games the explorer counts (off the FX thread: the completion's worker). */
    private List<String> suggestNames(String part) {
        try {
            java.util.TreeSet<String> names = new java.util.TreeSet<>();
            List<String> out = new java.util.ArrayList<>();
            for (GameDatabase db : source.getValue().databases(session)) {
                for (String n : db.players().suggest(part, ExplorerFilterPane.SUGGESTIONS)) {
                    if (names.add(n)) {
                        out.add(n);
                    }
                }
            }
            return out.subList(0, Math.min(out.size(), ExplorerFilterPane.SUGGESTIONS));
        } catch (RuntimeException e) {
            // A suggestion that fails is only a suggestion not shown.
            return List.of();
        }
    }

    /** The "same player" list of the database whose names the filter searches first. */
    private void editSamePlayer(String typed) {
        ExplorerSource s = source.getValue();
        GameDatabase db = s == ExplorerSource.MINE ? null : session.current();
        new SamePlayerDialog(this, executor, () -> db != null ? db : session.myGames(), typed, () -> {
            session.bumpRevision();
        }).show();
    }

    /** Which games the counts are of (for tests). */
    public void showSource(String name) {
        source.setValue(ExplorerSource.valueOf(name));
    }

    /** The source's name as the header shows it. */
    public String sourceText() {
        return source.getValue().label(session);
    }

    private static MenuItem item(String id, String key, Runnable action) {
        MenuItem item = new MenuItem(I18n.get(key));
        item.setId(id);
        item.setMnemonicParsing(false);
        item.setOnAction(e -> action.run());
        return item;
    }

    private void buildTable() {
        table.setId("explorer-table");
        table.getStyleClass().add("explorer-table");
        table.setPlaceholder(empty);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<ExplorerRow, ExplorerRow> move = new TableColumn<>(I18n.get("explorer.column.move"));
        move.setId("explorer-column-move");
        move.setPrefWidth(80);
        move.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(cd.getValue()));
        move.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(ExplorerRow row, boolean isEmpty) {
                super.updateItem(row, isEmpty);
                if (isEmpty || row == null) {
                    setText(null);
                    setGraphic(null);
                    return;
                }
                setText(row.notation());
                getStyleClass().remove("explorer-ends-here");
                if (row.endsHere()) {
                    getStyleClass().add("explorer-ends-here");
                    setGraphic(null);
                    setTooltip(new Tooltip(I18n.get("explorer.endsHere.tooltip")));
                } else if (row.inRepertoire()) {
                    FontIcon star = new FontIcon("mdi2s-star");
                    star.getStyleClass().add("repertoire-star");
                    setGraphic(star);
                    setTooltip(new Tooltip(I18n.get("explorer.inRepertoire")));
                } else {
                    setGraphic(null);
                    setTooltip(null);
                }
            }
        });
        TableColumn<ExplorerRow, String> games = new TableColumn<>(I18n.get("explorer.column.games"));
        games.setId("explorer-column-games");
        games.setPrefWidth(80);
        games.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(gamesText(cd.getValue())));
        TableColumn<ExplorerRow, ExplorerRow> results = new TableColumn<>(I18n.get("explorer.column.results"));
        results.setId("explorer-column-results");
        results.setPrefWidth(170);
        results.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(cd.getValue()));
        results.setCellFactory(c -> new TableCell<>() {
            private final ResultBar bar = new ResultBar();

            @Override
            protected void updateItem(ExplorerRow row, boolean isEmpty) {
                super.updateItem(row, isEmpty);
                if (isEmpty || row == null || row.stats() == null) {
                    setGraphic(null);
                    return;
                }
                bar.show(row.stats());
                bar.prefWidthProperty().bind(widthProperty().subtract(8));
                setGraphic(bar);
            }
        });
        TableColumn<ExplorerRow, String> rating = new TableColumn<>(I18n.get("explorer.column.rating"));
        rating.setId("explorer-column-rating");
        rating.setPrefWidth(60);
        rating.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(ratingText(cd.getValue())));
        for (TableColumn<ExplorerRow, ?> c : List.of(move, games, results, rating)) {
            // No header shrinks below its own title ("Рейт…" at 1024x700), and the move column
            // not below the row of the games that end here either.
            double title = textWidth(c.getText());
            c.setMinWidth(Math.ceil((c == move ? Math.max(title, textWidth(I18n.get("explorer.endsHere"))) : title)
                    * 1.1) + 14);
            c.setSortable(false);
            c.setReorderable(false);
        }
        table.getColumns().setAll(List.of(move, games, results, rating));
        table.setRowFactory(tv -> {
            TableRow<ExplorerRow> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && !row.isEmpty()) {
                    play(row.getItem());
                }
            });
            row.setOnContextMenuRequested(e -> {
                if (!row.isEmpty() && !row.getItem().endsHere()) {
                    rowMenu(row.getItem()).show(row, e.getScreenX(), e.getScreenY());
                    e.consume();
                }
            });
            return row;
        });
        table.setOnKeyPressed(e -> {
            ExplorerRow r = table.getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && r != null) {
                e.consume();
                play(r);
            }
        });
    }

    private static double textWidth(String text) {
        javafx.scene.text.Text probe = new javafx.scene.text.Text(text);
        probe.setStyle("-fx-font-size: 10pt;");
        probe.applyCss();
        return probe.getLayoutBounds().getWidth();
    }

    private ContextMenu rowMenu(ExplorerRow row) {
        Side side = model.currentPosition().sideToMove();
        String name = RepertoireActions.sideName(side);
        MenuItem play = item("explorer-row-play", "explorer.play", () -> play(row));
        MenuItem add = new MenuItem(I18n.get("repertoire.addThis", row.notation(), name));
        add.setId("explorer-row-add");
        add.setMnemonicParsing(false);
        add.setOnAction(e -> repertoire.addExplorerMove(row.hole()));
        add.setDisable(row.inRepertoire());
        MenuItem remove = new MenuItem(I18n.get("repertoire.removeThis", row.notation(), name));
        remove.setId("explorer-row-remove");
        remove.setMnemonicParsing(false);
        remove.setOnAction(e -> repertoire.removeExplorerMove(row.hole()));
        remove.setDisable(!row.inRepertoire());
        return new ContextMenu(play, new SeparatorMenuItem(), add, remove);
    }

    private String gamesText(ExplorerRow row) {
        if (row.stats() == null) {
            return "—";
        }
        long total = shown == null ? 0 : shown.result().games();
        return total == 0 ? Long.toString(row.games())
                : I18n.get("explorer.gamesShare", row.games(), ResultBar.percent(100.0 * row.games() / total));
    }

    private static String ratingText(ExplorerRow row) {
        if (row.stats() == null || row.stats().averageRating() == null) {
            return "—";
        }
        return Long.toString(Math.round(row.stats().averageRating()));
    }

    /** Plays the row's move in the game (undoable), if it is legal where the game now stands. */
    void play(ExplorerRow row) {
        if (shown != null && shown.position().equals(model.currentPosition())
                && model.currentPosition().isLegal(row.hole())) {
            model.playMove(row.hole());
        }
    }

    // --- following the game ------------------------------------------------------------

    private void positionChanged() {
        if (debounce.lessThanOrEqualTo(Duration.ZERO)) {
            query();
        } else {
            pause.playFromStart();
        }
    }

    /** Asks the database about the current position; the newest question wins. */
    private void query() {
        pause.stop();
        int id = ++request;
        Position p = model.currentPosition();
        GameDatabase db = session.current();
        ExplorerSource from = source.getValue();
        if (db == null && from != ExplorerSource.MINE) {
            show(null, I18n.get("explorer.noDatabase"));
            return;
        }
        otau.db.ExplorerFilter filter = filters.filter();
        boolean readTimeControls = timeControlsStale;
        executor.submit(BackgroundTask.of(I18n.get("explorer.reading"), ctx -> {
                    List<GameDatabase> dbs = from.databases(session);
                    // The repertoire belongs to the open database, whichever games are counted.
                    List<Integer> marked = db == null ? List.of() : db.repertoire().movesAt(p.sideToMove(), p.hash());
                    return new Answer(new ExplorerData(p, ExplorerSource.explore(dbs, p, filter), marked,
                            ExplorerSource.indexPlies(dbs)),
                            readTimeControls ? ExplorerSource.timeControls(dbs) : null);
                })
                .onSuccess(a -> {
                    if (a.timeControls() != null && session.current() == db && source.getValue() == from) {
                        timeControlsStale = false;
                        filters.setTimeControls(a.timeControls());
                    }
                    if (id == request && a.data().position().equals(model.currentPosition())) {
                        show(a.data(), null);
                    }
                })
                .onFailure(e -> {
                    if (id == request) {
                        show(null, e.getMessage());
                    }
                }));
    }

    /** What one query brings back: the position's data and the time controls the filter offers (null: not read). */
    private record Answer(ExplorerData data, List<Integer> timeControls) {
    }

    /** Under the toolbar while the filter pane is closed: what the counts are limited to. */
    private void showFilterSummary() {
        otau.db.ExplorerFilter f = filters.filter();
        filterSummary.setText(f.isEmpty() ? "" : I18n.get("explorer.filter.active", ExplorerFilterPane.summary(f)));
        filterSummary.visibleProperty().unbind();
        filterSummary.visibleProperty().bind(filterToggle.selectedProperty().not()
                .and(javafx.beans.binding.Bindings.createBooleanBinding(() -> !f.isEmpty())));
        filterToggle.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("filtered"), !f.isEmpty());
    }

    private void show(ExplorerData d, String problem) {
        shown = d;
        if (d == null) {
            header.setText("");
            empty.setText(problem);
            table.getItems().clear();
            arrange();
            return;
        }
        long games = d.result().games();
        if (games == 0) {
            header.setText(I18n.get("explorer.noGamesShort"));
            // Past the indexed plies "no games" would be a claim the database cannot make.
            empty.setText(d.beyondIndex() ? I18n.get("explorer.notIndexed", d.indexPlies())
                    : I18n.get("explorer.noGames"));
        } else {
            header.setText(d.result().gamesEnded() > 0
                    ? I18n.get("explorer.totalEnded", games, d.result().gamesEnded())
                    : I18n.get("explorer.total", games));
            empty.setText(I18n.get("explorer.noMoves"));
        }
        table.getItems().setAll(d.rows());
        arrange();
    }

    /** Rows of moves the table keeps in view however short the panel (the rest scrolls). */
    static final int ROWS_IN_VIEW = 8;

    /**
     * The table's least height: its header and up to eight rows. The rows' and the header's
     * heights are measured once the table is laid out (they follow the font and the language);
     * before that they are estimated from the font (rows are 1.8em, database.css).
     */
    private void sizeTable() {
        double em = note.getFont().getSize();
        double row = measured(table.lookup(".table-row-cell"), em * 1.8);
        double head = measured(table.lookup(".column-header-background"), em * 2.4);
        int rows = Math.max(3, Math.min(ROWS_IN_VIEW, table.getItems().size()));
        javafx.geometry.Insets in = table.getInsets();
        double least = Math.ceil(head + rows * row + in.getTop() + in.getBottom()) + 1;
        if (Math.abs(table.getMinHeight() - least) > 0.5) {
            table.setMinHeight(least);
        }
    }

    private static double measured(javafx.scene.Node n, double estimate) {
        return n instanceof Region r && r.getHeight() > 0 ? r.getHeight() : estimate;
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
        return shown == null ? null : shown.position();
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
