package otau.ui.explorer;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.engine.book.Book;
import otau.engine.book.BookMove;
import otau.game.Position;
import otau.model.GameModel;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * The opening book beside the database's moves: each book move from the current position with
 * the engine's score after it (stones for White), the depth of that search, and a mark on the
 * main book moves. A click plays the move. The book is read once, off the FX thread; a lookup
 * is a handful of binary searches, so it runs on the FX thread as the game moves.
 */
public final class BookView extends VBox {
    private final GameModel model;
    private final Label header = new Label();
    private final TableView<BookMove> table = new TableView<>();
    private Book book = Book.empty();
    private Position shown;

    public BookView(GameModel model, BackgroundExecutor executor, Supplier<Book> source) {
        this.model = model;
        setId("explorer-book");
        getStyleClass().add("explorer-book");
        setSpacing(4);
        setPadding(new Insets(0));
        setMinHeight(0);
        header.setId("explorer-book-header");
        header.setText(I18n.get("explorer.book.title"));
        header.setMinWidth(0);
        header.setStyle("-fx-font-weight: bold;");
        header.setTooltip(new Tooltip(I18n.get("explorer.book.eval.tooltip")));
        buildTable();
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(header, table);
        model.currentPositionProperty().addListener((o, a, b) -> refresh());
        refresh();
        executor.submit(BackgroundTask.of(I18n.get("explorer.book.reading"), ctx -> source.get())
                .onSuccess(b -> {
                    book = b;
                    refresh();
                }));
    }

    private void buildTable() {
        table.setId("explorer-book-table");
        table.setPlaceholder(new Label(I18n.get("explorer.book.none")));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<BookMove, BookMove> move = new TableColumn<>(I18n.get("explorer.column.move"));
        move.setId("explorer-book-column-move");
        move.setPrefWidth(90);
        move.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(cd.getValue()));
        move.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(BookMove m, boolean isEmpty) {
                super.updateItem(m, isEmpty);
                if (isEmpty || m == null || shown == null) {
                    setText(null);
                    setGraphic(null);
                    setTooltip(null);
                    return;
                }
                setText(notation(m));
                if (m.main()) {
                    FontIcon mark = new FontIcon("mdi2b-book-open-variant");
                    mark.getStyleClass().add("book-main-mark");
                    setGraphic(mark);
                    setTooltip(new Tooltip(mainText()));
                } else {
                    setGraphic(null);
                    setTooltip(null);
                }
            }
        });
        TableColumn<BookMove, String> eval = new TableColumn<>(I18n.get("explorer.book.column.eval"));
        eval.setId("explorer-book-column-eval");
        eval.setPrefWidth(70);
        eval.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(evalText(cd.getValue())));
        TableColumn<BookMove, String> depth = new TableColumn<>(I18n.get("explorer.book.column.depth"));
        depth.setId("explorer-book-column-depth");
        depth.setPrefWidth(70);
        depth.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(Integer.toString(cd.getValue().depth())));
        for (TableColumn<BookMove, ?> c : List.of(move, eval, depth)) {
            // No header shrinks below its own title.
            javafx.scene.text.Text probe = new javafx.scene.text.Text(c.getText());
            probe.setStyle("-fx-font-size: 10pt;");
            probe.applyCss();
            c.setMinWidth(Math.ceil(probe.getLayoutBounds().getWidth() * 1.1) + 24);
            c.setSortable(false);
            c.setReorderable(false);
        }
        table.getColumns().setAll(List.of(move, eval, depth));
        table.setRowFactory(tv -> {
            TableRow<BookMove> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && !row.isEmpty()) {
                    play(row.getItem());
                }
            });
            return row;
        });
        table.setOnKeyPressed(e -> {
            BookMove m = table.getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && m != null) {
                e.consume();
                play(m);
            }
        });
    }

    /** The score in stones for White with its sign, e.g. {@code +1.25}. */
    static String evalText(BookMove m) {
        return String.format(Locale.ROOT, "%+.2f", m.whiteStones());
    }

    private String mainText() {
        return I18n.get("explorer.book.main", String.format(Locale.ROOT, "%.1f", book.margin() / 100.0));
    }

    private String notation(BookMove m) {
        return shown.play(m.hole()).lastMove().notation();
    }

    /** Plays a book move in the game (undoable), if the game still stands where it was shown. */
    void play(BookMove m) {
        if (shown != null && shown.equals(model.currentPosition()) && shown.isLegal(m.hole())) {
            model.playMove(m.hole());
        }
    }

    private void refresh() {
        shown = model.currentPosition();
        List<BookMove> moves = book.moves(shown);
        table.getItems().setAll(moves);
        boolean any = !moves.isEmpty();
        setVisible(any);
        setManaged(any);
    }

    /** The book moves shown (for tests). */
    public List<BookMove> moves() {
        return List.copyOf(table.getItems());
    }

    public TableView<BookMove> table() {
        return table;
    }

    /** The book in use (empty until it is read). */
    public Book book() {
        return book;
    }
}
