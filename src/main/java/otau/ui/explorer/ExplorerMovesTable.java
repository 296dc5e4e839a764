package otau.ui.explorer;

import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.game.Side;
import otau.model.GameModel;
import otau.ui.I18n;

/**
 * The explorer's table of moves: the move (a star when it is in the repertoire), its games
 * and their share, the White · draw · Black bar and the average rating. A click or Enter plays
 * the move; the context menu adds it to the repertoire or takes it out.
 */
final class ExplorerMovesTable extends TableView<ExplorerRow> {
    /** Rows of moves the table keeps in view however short the panel (the rest scrolls). */
    static final int ROWS_IN_VIEW = 8;

    private final ExplorerViewModel vm;
    private final GameModel model;
    private final RepertoireActions repertoire;

    ExplorerMovesTable(ExplorerViewModel vm, GameModel model, RepertoireActions repertoire, Label placeholder) {
        super(vm.rows());
        this.vm = vm;
        this.model = model;
        this.repertoire = repertoire;
        setId("explorer-table");
        getStyleClass().add("explorer-table");
        setPlaceholder(placeholder);
        setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<ExplorerRow, ExplorerRow> move = moveColumn();
        TableColumn<ExplorerRow, String> games = textColumn("explorer-column-games", "explorer.column.games", 80,
                vm::gamesText);
        TableColumn<ExplorerRow, ExplorerRow> results = resultsColumn();
        TableColumn<ExplorerRow, String> rating = textColumn("explorer-column-rating", "explorer.column.rating", 60,
                ExplorerViewModel::ratingText);
        for (TableColumn<ExplorerRow, ?> c : List.of(move, games, results, rating)) {
            // No header shrinks below its own title ("Рейт…" at 1024x700), and the move column
            // not below the row of the games that end here either.
            double title = textWidth(c.getText());
            c.setMinWidth(Math.ceil((c == move ? Math.max(title, textWidth(I18n.get("explorer.endsHere"))) : title)
                    * 1.1) + 14);
            c.setSortable(false);
            c.setReorderable(false);
        }
        getColumns().setAll(List.of(move, games, results, rating));
        setRowFactory(tv -> row());
        setOnKeyPressed(e -> {
            ExplorerRow r = getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && r != null) {
                e.consume();
                vm.play(r);
            }
        });
    }

    private static TableColumn<ExplorerRow, String> textColumn(String id, String key, double width,
                                                               java.util.function.Function<ExplorerRow, String> text) {
        TableColumn<ExplorerRow, String> c = new TableColumn<>(I18n.get(key));
        c.setId(id);
        c.setPrefWidth(width);
        c.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(text.apply(cd.getValue())));
        return c;
    }

    /** A column whose cells draw the whole row (the move with its star, the result bar). */
    private static TableColumn<ExplorerRow, ExplorerRow> rowColumn(String id, String key, double width) {
        TableColumn<ExplorerRow, ExplorerRow> c = new TableColumn<>(I18n.get(key));
        c.setId(id);
        c.setPrefWidth(width);
        c.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(cd.getValue()));
        return c;
    }

    private static TableColumn<ExplorerRow, ExplorerRow> moveColumn() {
        TableColumn<ExplorerRow, ExplorerRow> move = rowColumn("explorer-column-move", "explorer.column.move", 80);
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
        return move;
    }

    private static TableColumn<ExplorerRow, ExplorerRow> resultsColumn() {
        TableColumn<ExplorerRow, ExplorerRow> results = rowColumn("explorer-column-results", "explorer.column.results",
                170);
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
        return results;
    }

    private TableRow<ExplorerRow> row() {
        TableRow<ExplorerRow> row = new TableRow<>();
        row.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && !row.isEmpty()) {
                vm.play(row.getItem());
            }
        });
        row.setOnContextMenuRequested(e -> {
            if (!row.isEmpty() && !row.getItem().endsHere()) {
                rowMenu(row.getItem()).show(row, e.getScreenX(), e.getScreenY());
                e.consume();
            }
        });
        return row;
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
        MenuItem play = ExplorerPanel.item("explorer-row-play", "explorer.play", () -> vm.play(row));
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

    /**
     * The table's least height: its header and up to eight rows. The rows' and the header's
     * heights are measured once the table is laid out (they follow the font and the language);
     * before that they are estimated from the font size {@code em} (rows are 1.8em, database.css).
     */
    void sizeToRows(double em) {
        double row = measured(lookup(".table-row-cell"), em * 1.8);
        double head = measured(lookup(".column-header-background"), em * 2.4);
        int rows = Math.max(3, Math.min(ROWS_IN_VIEW, getItems().size()));
        javafx.geometry.Insets in = getInsets();
        double least = Math.ceil(head + rows * row + in.getTop() + in.getBottom()) + 1;
        if (Math.abs(getMinHeight() - least) > 0.5) {
            setMinHeight(least);
        }
    }

    private static double measured(javafx.scene.Node n, double estimate) {
        return n instanceof Region r && r.getHeight() > 0 ? r.getHeight() : estimate;
    }
}
