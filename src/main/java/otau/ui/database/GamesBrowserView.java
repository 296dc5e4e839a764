package otau.ui.database;

import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.db.GameFilter;
import otau.db.GameSort;
import otau.db.GameSummary;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.IconButtons;

/**
 * The games browser: filter fields over a table of games with sortable columns and a pager.
 * Sorting and paging happen in the database (the table shows one page of
 * {@link GameBrowserModel#PAGE_SIZE} games); a double-click or Enter opens the game.
 */
public final class GamesBrowserView extends BorderPane {
    private static final String[] RESULTS = {"", "1-0", "0-1", "1/2-1/2", "*"};

    private final GameBrowserModel model;
    private final TextField player = field("browser-player", 130);
    private final java.util.Map<otau.db.GameBrowser.NameField,
            org.controlsfx.control.textfield.AutoCompletionBinding<String>> completions =
            new java.util.EnumMap<>(otau.db.GameBrowser.NameField.class);
    private final ChoiceBox<GameFilter.PlayerSide> side = new ChoiceBox<>();
    private final TextField event = field("browser-event", 130);
    private final TextField dateFrom = field("browser-date-from", 100);
    private final TextField dateTo = field("browser-date-to", 100);
    private final ChoiceBox<String> result = new ChoiceBox<>();
    private final TextField minMoves = field("browser-min-moves", 50);
    private final TextField maxMoves = field("browser-max-moves", 50);
    private final Label filterError = new Label();
    private final HBox positionChip = new HBox(4);
    private final TableView<GameSummary> table = new TableView<>();
    private final Label pageText = new Label();
    private final Button moveToMine = new Button(null, new FontIcon("mdi2f-folder-move-outline"));
    private Long positionKey;

    public GamesBrowserView(GameBrowserModel model, Consumer<GameSummary> onOpen) {
        this.model = model;
        getStyleClass().add("games-browser");
        setId("games-browser");
        setTop(filterBar());
        buildTable(onOpen);
        setCenter(table);
        setBottom(pager(onOpen));
        showFilter(model.filterProperty().get());
    }

    // --- filter ------------------------------------------------------------------------

    private VBox filterBar() {
        side.setId("browser-side");
        side.getItems().setAll(GameFilter.PlayerSide.values());
        side.setValue(GameFilter.PlayerSide.EITHER);
        side.setConverter(converter(s -> I18n.get("browser.side." + s.name().toLowerCase(java.util.Locale.ROOT))));
        result.setId("browser-result");
        result.getItems().setAll(RESULTS);
        result.setValue("");
        result.setConverter(converter(r -> r.isEmpty() ? I18n.get("browser.anyResult") : r));
        dateFrom.setPromptText("2024.01.01");
        dateTo.setPromptText("2024.12");
        Button search = new Button(I18n.get("browser.search"), new FontIcon("mdi2m-magnify"));
        search.setId("browser-search");
        search.setDefaultButton(false);
        search.setOnAction(e -> applyFilter());
        Button clear = new Button(I18n.get("browser.clear"));
        clear.setId("browser-clear");
        clear.setOnAction(e -> {
            positionKey = null;
            showFilter(GameFilter.any());
            applyFilter();
        });
        for (TextField f : new TextField[] {player, event, dateFrom, dateTo, minMoves, maxMoves}) {
            f.setOnAction(e -> applyFilter());
        }
        // ControlsFX completes names from the database as one types (its provider runs off the FX thread).
        complete(player, otau.db.GameBrowser.NameField.PLAYER);
        complete(event, otau.db.GameBrowser.NameField.EVENT);
        FlowPane fields = new FlowPane(10, 6,
                group("browser.player", player, side), group("browser.event", event),
                group("browser.result", result),
                group("browser.dates", dateFrom, new Label("–"), dateTo),
                group("browser.moves", minMoves, new Label("–"), maxMoves),
                new HBox(6, search, clear));
        fields.setAlignment(Pos.CENTER_LEFT);
        Label chipText = new Label(I18n.get("browser.positionFilter"));
        Button chipClear = new Button(null, new FontIcon("mdi2c-close"));
        chipClear.setId("browser-position-clear");
        chipClear.getStyleClass().add("flat");
        chipClear.setTooltip(new Tooltip(I18n.get("browser.positionFilter.clear")));
        chipClear.setOnAction(e -> {
            positionKey = null;
            applyFilter();
        });
        positionChip.getChildren().setAll(new FontIcon("mdi2f-filter-variant"), chipText, chipClear);
        positionChip.setAlignment(Pos.CENTER_LEFT);
        positionChip.getStyleClass().add("browser-position-chip");
        positionChip.setId("browser-position-chip");
        // As wide as its text, not the whole bar (CSS cannot say "use the preferred width").
        positionChip.setMaxWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        filterError.setId("browser-filter-error");
        filterError.getStyleClass().add("browser-error");
        // The line takes room only while it has something to say.
        filterError.managedProperty().bind(filterError.textProperty().isNotEmpty());
        filterError.visibleProperty().bind(filterError.managedProperty());
        filterError.setText(model.errorProperty().get());
        model.errorProperty().addListener((o, a, b) -> filterError.setText(b));
        VBox bar = new VBox(6, fields, positionChip, filterError);
        bar.setPadding(new Insets(8, 8, 6, 8));
        bar.getStyleClass().add("browser-filter-bar");
        return bar;
    }

    private void complete(TextField field, otau.db.GameBrowser.NameField kind) {
        var binding = org.controlsfx.control.textfield.TextFields.bindAutoCompletion(field,
                request -> model.names(kind, request.getUserText()));
        binding.setVisibleRowCount(8);
        binding.setOnAutoCompleted(e -> applyFilter());
        // Enter searches: the list must not stay open (or open late, when the names arrive after
        // the Enter) over the results and the Search button, until the user types again.
        var popup = binding.getAutoCompletionPopup();
        boolean[] searched = {false};
        field.addEventHandler(javafx.event.ActionEvent.ACTION, e -> {
            searched[0] = true;
            popup.hide();
        });
        field.addEventHandler(javafx.scene.input.KeyEvent.KEY_TYPED, e -> searched[0] = false);
        popup.addEventHandler(javafx.stage.WindowEvent.WINDOW_SHOWN, e -> {
            if (searched[0]) {
                javafx.application.Platform.runLater(popup::hide);
            }
        });
        otau.ui.SuggestionLists.closeWhenFieldIsLeft(field, popup);
        completions.put(kind, binding);
    }

    /** The auto-completion of a filter field, for tests. */
    org.controlsfx.control.textfield.AutoCompletionBinding<String> completion(otau.db.GameBrowser.NameField kind) {
        return completions.get(kind);
    }

    private static HBox group(String labelKey, javafx.scene.Node... controls) {
        HBox box = new HBox(4);
        box.setAlignment(Pos.CENTER_LEFT);
        box.getChildren().add(new Label(I18n.get(labelKey)));
        box.getChildren().addAll(controls);
        return box;
    }

    private static TextField field(String id, double width) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefColumnCount(1);
        f.setPrefWidth(width);
        return f;
    }

    private static <T> StringConverter<T> converter(Function<T, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(T t) {
                return t == null ? "" : text.apply(t);
            }

            @Override
            public T fromString(String s) {
                throw new UnsupportedOperationException("choices are not typed in");
            }
        };
    }

    /** Reads the fields into a filter and shows its games; a bad number is named, not applied. */
    public void applyFilter() {
        try {
            GameFilter f = GameFilter.any()
                    .withPlayer(blankToNull(player.getText()), side.getValue())
                    .withEvent(blankToNull(event.getText()))
                    .withDates(blankToNull(dateFrom.getText()), blankToNull(dateTo.getText()))
                    .withResult(blankToNull(result.getValue()))
                    .withMoves(number(minMoves, "browser.moves.min"), number(maxMoves, "browser.moves.max"))
                    .withPosition(positionKey);
            filterError.setText("");
            model.setFilter(f);
            updateChip();
        } catch (IllegalArgumentException e) {
            filterError.setText(FailureText.of(e));
        }
    }

    /** Shows the games that reach a position (from the explorer), keeping the other fields. */
    public void filterByPosition(long key) {
        positionKey = key;
        applyFilter();
    }

    private void showFilter(GameFilter f) {
        player.setText(nullToBlank(f.player()));
        side.setValue(f.playerSide());
        event.setText(nullToBlank(f.event()));
        dateFrom.setText(nullToBlank(f.dateFrom()));
        dateTo.setText(nullToBlank(f.dateTo()));
        result.setValue(nullToBlank(f.result()));
        minMoves.setText(f.minMoves() == null ? "" : f.minMoves().toString());
        maxMoves.setText(f.maxMoves() == null ? "" : f.maxMoves().toString());
        positionKey = f.positionKey();
        updateChip();
    }

    private void updateChip() {
        positionChip.setVisible(positionKey != null);
        positionChip.setManaged(positionKey != null);
    }

    private static Integer number(TextField f, String nameKey) {
        String t = f.getText() == null ? "" : f.getText().strip();
        if (t.isEmpty()) {
            return null;
        }
        try {
            int n = Integer.parseInt(t);
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(I18n.get("browser.badNumber", I18n.get(nameKey), t));
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    private static String nullToBlank(String s) {
        return s == null ? "" : s;
    }

    // --- table -------------------------------------------------------------------------

    private void buildTable(Consumer<GameSummary> onOpen) {
        table.setId("browser-table");
        table.setItems(model.rows());
        table.setPlaceholder(new Label(I18n.get("browser.empty")));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().setAll(java.util.List.of(
                column("browser.column.white", GameSort.Column.WHITE, 150, GameSummary::white),
                column("browser.column.whiteElo", GameSort.Column.WHITE_ELO, 60, g -> rating(g.whiteElo())),
                column("browser.column.black", GameSort.Column.BLACK, 150, GameSummary::black),
                column("browser.column.blackElo", GameSort.Column.BLACK_ELO, 60, g -> rating(g.blackElo())),
                column("browser.column.result", GameSort.Column.RESULT, 70, GameSummary::result),
                column("browser.column.date", GameSort.Column.DATE, 90, GameSummary::date),
                column("browser.column.event", GameSort.Column.EVENT, 160, GameSummary::event),
                column("browser.column.moves", GameSort.Column.MOVES, 60, g -> Integer.toString(g.moves()))));
        // The database sorts; the table only shows the arrows and asks for a new first page.
        table.setSortPolicy(t -> {
            GameSort wanted = GameSort.byId();
            if (!t.getSortOrder().isEmpty()) {
                TableColumn<GameSummary, ?> c = t.getSortOrder().get(0);
                wanted = new GameSort((GameSort.Column) c.getUserData(),
                        c.getSortType() == TableColumn.SortType.DESCENDING);
            }
            if (!wanted.equals(model.sortProperty().get())) {
                model.setSort(wanted);
            }
            return true;
        });
        table.setRowFactory(tv -> {
            TableRow<GameSummary> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    onOpen.accept(row.getItem());
                }
            });
            return row;
        });
        table.setOnKeyPressed(e -> {
            GameSummary g = table.getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && g != null) {
                e.consume();
                onOpen.accept(g);
            }
        });
    }

    /** Beside a column's title: the header's padding and the sort arrow. */
    private static final double HEADER_ROOM = 30;

    private static TableColumn<GameSummary, String> column(String key, GameSort.Column sortColumn, double width,
                                                           Function<GameSummary, String> value) {
        TableColumn<GameSummary, String> c = new TableColumn<>(I18n.get(key));
        c.setId("column-" + sortColumn.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        c.setUserData(sortColumn);
        // Never "Жыйынт…": a column is at least as wide as its title and the sort arrow.
        javafx.scene.text.Text title = new javafx.scene.text.Text(c.getText());
        title.setFont(javafx.scene.text.Font.font(javafx.scene.text.Font.getDefault().getFamily(),
                javafx.scene.text.FontWeight.BOLD, javafx.scene.text.Font.getDefault().getSize()));
        double least = Math.ceil(title.getLayoutBounds().getWidth()) + HEADER_ROOM;
        c.setMinWidth(least);
        c.setPrefWidth(Math.max(width, least));
        c.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(nullToBlank(value.apply(cd.getValue()))));
        return c;
    }

    private static String rating(Integer r) {
        return r == null ? "" : r.toString();
    }

    // --- pager -------------------------------------------------------------------------

    private HBox pager(Consumer<GameSummary> onOpen) {
        Button first = IconButtons.of("browser-first", "mdi2p-page-first", "browser.firstPage", model::firstPage);
        Button previous = IconButtons.of("browser-previous", "mdi2c-chevron-left", "browser.previousPage",
                model::previousPage);
        Button next = IconButtons.of("browser-next", "mdi2c-chevron-right", "browser.nextPage", model::nextPage);
        Button last = IconButtons.of("browser-last", "mdi2p-page-last", "browser.lastPage", model::lastPage);
        pageText.setId("browser-page-text");
        Runnable update = () -> {
            long total = model.totalProperty().get();
            int page = model.pageProperty().get();
            long from = total == 0 ? 0 : (long) page * GameBrowserModel.PAGE_SIZE + 1;
            long to = Math.min(total, (long) (page + 1) * GameBrowserModel.PAGE_SIZE);
            pageText.setText(I18n.get("browser.pageText", from, to, total, page + 1, model.pageCount()));
            first.setDisable(page == 0);
            previous.setDisable(page == 0);
            next.setDisable(page + 1 >= model.pageCount());
            last.setDisable(page + 1 >= model.pageCount());
        };
        model.totalProperty().addListener((o, a, b) -> update.run());
        model.pageProperty().addListener((o, a, b) -> update.run());
        update.run();
        Button open = new Button(I18n.get("browser.open"), new FontIcon("mdi2f-folder-open"));
        open.setId("browser-open");
        open.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        open.setOnAction(e -> onOpen.accept(table.getSelectionModel().getSelectedItem()));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        moveToMine.setText(I18n.get("browser.moveToMine"));
        moveToMine.setId("browser-move-mine");
        moveToMine.setTooltip(new javafx.scene.control.Tooltip(I18n.get("browser.moveToMine.tooltip")));
        moveToMine.setMinWidth(Region.USE_PREF_SIZE);
        moveToMine.setVisible(false);
        moveToMine.managedProperty().bind(moveToMine.visibleProperty());
        HBox bar = new HBox(6, first, previous, pageText, next, last, spacer, moveToMine, open);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 8, 8, 8));
        bar.getStyleClass().add("browser-pager");
        return bar;
    }

    /**
     * Offers "Move to My games" for the selected game; {@code available} says when (not while
     * the browser shows My games itself).
     */
    public void setMoveToMine(Consumer<GameSummary> action, javafx.beans.value.ObservableBooleanValue available) {
        moveToMine.setVisible(true);
        moveToMine.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull()
                .or(javafx.beans.binding.Bindings.not(available)));
        moveToMine.setOnAction(e -> action.accept(table.getSelectionModel().getSelectedItem()));
    }

    public TableView<GameSummary> table() {
        return table;
    }

    /** The page line, e.g. "Games 1–200 of 1,234 · page 1 of 7". */
    public String pageText() {
        return pageText.getText();
    }
}
