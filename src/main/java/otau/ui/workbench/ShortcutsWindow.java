package otau.ui.workbench;

import java.util.function.Consumer;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import otau.ui.I18n;

/** Help → Shortcuts: every command and its keys, generated from the {@link Command} table. */
final class ShortcutsWindow {
    private ShortcutsWindow() {
    }

    /** The table as a node: a heading per menu, then "command — keys" lines. */
    static GridPane table() {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("shortcuts-table");
        grid.setHgap(24);
        grid.setVgap(4);
        ColumnConstraints what = new ColumnConstraints();
        what.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(what, new ColumnConstraints());
        int row = 0;
        // Keyboard move entry is no command of the table: the digits stand for the holes.
        Label board = new Label(I18n.get("shortcuts.board"));
        board.getStyleClass().add("shortcuts-heading");
        grid.add(board, 0, row++, 2, 1);
        Label digits = new Label("1 … 9");
        digits.getStyleClass().add("shortcut-keys");
        digits.setId("keys-holes");
        grid.addRow(row++, new Label(I18n.get("shortcuts.holes")), digits);
        String group = null;
        for (Command c : Command.values()) {
            if (c.keys().isEmpty()) {
                continue;
            }
            if (!c.group().equals(group)) {
                group = c.group();
                Label heading = new Label(I18n.get("menu." + group));
                heading.getStyleClass().add("shortcuts-heading");
                grid.add(heading, 0, row++, 2, 1);
            }
            Label keys = new Label(c.keysText());
            keys.getStyleClass().add("shortcut-keys");
            keys.setId("keys-" + c.name());
            grid.addRow(row++, new Label(c.text()), keys);
        }
        return grid;
    }

    static void show(Window owner, Consumer<Parent> styler) {
        ScrollPane sp = new ScrollPane(table());
        sp.setFitToWidth(true);
        sp.getStyleClass().add("shortcuts-window");
        Stage s = new Stage();
        s.initOwner(owner);
        s.initModality(Modality.NONE);
        s.setTitle(I18n.get("shortcuts.title"));
        Scene scene = new Scene(sp, 460, 620);
        styler.accept(sp);
        scene.setOnKeyPressed(e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ESCAPE) {
                s.close();
            }
        });
        s.setScene(scene);
        s.show();
    }
}
