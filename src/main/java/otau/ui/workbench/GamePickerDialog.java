package otau.ui.workbench;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.transformation.FilteredList;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import otau.model.files.GameEntry;
import otau.model.files.OpenedFile;
import otau.ui.I18n;

import java.util.Locale;
import java.util.function.Function;

/** Picks one game of a file of several: a table of their tags, filtered by what is typed. */
final class GamePickerDialog extends Dialog<Integer> {

    GamePickerDialog(OpenedFile file) {
        setTitle(I18n.get("picker.title"));
        setHeaderText(I18n.get("picker.header", file.path().getFileName(), file.games().size()));
        setResizable(true);
        TableView<GameEntry> table = new TableView<>();
        table.setId("game-picker-table");
        // JavaFX's own "No content in table" is in the JVM's language, not the interface's.
        table.setPlaceholder(new javafx.scene.control.Label(I18n.get("picker.noMatch")));
        table.getColumns().add(column("picker.number", e -> Integer.toString(e.index() + 1), 50));
        table.getColumns().add(column("tag.White", e -> tag(e, "White"), 140));
        table.getColumns().add(column("tag.Black", e -> tag(e, "Black"), 140));
        table.getColumns().add(column("tag.Event", e -> tag(e, "Event"), 150));
        table.getColumns().add(column("tag.Date", e -> tag(e, "Date"), 90));
        table.getColumns().add(column("tag.Result", e -> tag(e, "Result"), 60));
        TableColumn<GameEntry, Integer> moves = new TableColumn<>(I18n.get("picker.moves"));
        moves.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().moveCount()));
        moves.setPrefWidth(60);
        table.getColumns().add(moves);
        table.getColumns().add(column("picker.state",
                e -> e.isComplete() ? "" : I18n.get("picker.damaged"), 80));

        FilteredList<GameEntry> games = new FilteredList<>(FXCollections.observableArrayList(file.games()));
        table.setItems(games);
        TextField filter = new TextField();
        filter.setPromptText(I18n.get("picker.filter"));
        filter.textProperty().addListener((o, a, text) -> {
            String t = text.toLowerCase(Locale.ROOT).strip();
            games.setPredicate(e -> t.isEmpty() || e.summary().toLowerCase(Locale.ROOT).contains(t));
            if (!games.isEmpty()) {
                table.getSelectionModel().selectFirst();
            }
        });
        table.getSelectionModel().selectFirst();
        table.setRowFactory(tv -> {
            TableRow<GameEntry> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                    setResult(row.getItem().index());
                    close();
                }
            });
            return row;
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox box = new VBox(8, filter, table);
        box.setPrefSize(820, 460);
        getDialogPane().setContent(box);
        ButtonType open = new ButtonType(I18n.get("picker.open"), javafx.scene.control.ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(open, otau.ui.DialogButtons.cancel());
        getDialogPane().lookupButton(open).disableProperty()
                .bind(table.getSelectionModel().selectedItemProperty().isNull());
        setResultConverter(b -> b == open && table.getSelectionModel().getSelectedItem() != null
                ? table.getSelectionModel().getSelectedItem().index() : null);
        setOnShown(e -> filter.requestFocus());
    }

    private static String tag(GameEntry e, String name) {
        String v = e.tags().get(name);
        return v == null ? "" : v;
    }

    private static TableColumn<GameEntry, String> column(String key, Function<GameEntry, String> value, double width) {
        TableColumn<GameEntry, String> c = new TableColumn<>(I18n.get(key));
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        c.setPrefWidth(width);
        return c;
    }
}
