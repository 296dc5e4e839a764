package otau.ui.workbench;

import javafx.geometry.Dimension2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.text.Text;
import javafx.stage.Modality;
import javafx.stage.Screen;
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
        digits.setMinWidth(Label.USE_PREF_SIZE);
        grid.addRow(row++, wrapped(I18n.get("shortcuts.holes")), digits);
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
            keys.setMinWidth(Label.USE_PREF_SIZE);
            grid.addRow(row++, wrapped(c.text()), keys);
        }
        // The editors' own windows take these keys; they are no commands of the workbench's table.
        Label editors = new Label(I18n.get("shortcuts.editors"));
        editors.getStyleClass().add("shortcuts-heading");
        grid.add(editors, 0, row++, 2, 1);
        grid.addRow(row++, wrapped(I18n.get("shortcuts.editorUndo")), keys("keys-editor-undo",
                Command.UNDO.keysText() + " / " + Command.REDO.keys().get(0).getDisplayText()));
        grid.addRow(row++, wrapped(I18n.get("shortcuts.collectionDelete")), keys("keys-collection-delete",
                javafx.scene.input.KeyCombination.valueOf("Delete").getDisplayText()));
        return grid;
    }

    private static Label keys(String id, String text) {
        Label keys = new Label(text);
        keys.getStyleClass().add("shortcut-keys");
        keys.setId(id);
        keys.setMinWidth(Label.USE_PREF_SIZE);
        return keys;
    }

    /** A command's description, wrapping in a narrow window rather than cut short. */
    private static Label wrapped(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.setMinHeight(Label.USE_PREF_SIZE);
        return l;
    }

    /** The widest the window opens: lines longer than this wrap. */
    private static final double MAX_WIDTH = 900;
    /** Room for the window manager's buttons beside the title. */
    private static final double TITLE_BUTTONS = 160;

    static Stage show(Window owner) {
        return otau.ui.OneWindowEach.show(owner, "shortcuts", () -> open(owner));
    }

    private static Stage open(Window owner) {
        GridPane table = table();
        ScrollPane sp = new ScrollPane(table);
        sp.setFitToWidth(true);
        sp.getStyleClass().add("shortcuts-window");
        Stage s = new Stage();
        s.initOwner(owner);
        otau.ui.DialogPlacement.prepare(s);
        s.initModality(Modality.NONE);
        s.setTitle(I18n.get("shortcuts.title"));
        Scene scene = new Scene(sp);
        // Measured before it shows: the look it will have is needed now.
        otau.ui.AppTheme.dress(scene);
        Dimension2D size = contentSize(sp, table, s.getTitle(), owner);
        // Sized to the table before it is shown: some window managers opened it at 200x200,
        // a letter a line, with the title cut in the middle.
        s.setWidth(size.getWidth());
        s.setHeight(size.getHeight());
        s.setMinWidth(Math.min(size.getWidth(), 420));
        s.setMinHeight(Math.min(size.getHeight(), 300));
        scene.setOnKeyPressed(e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ESCAPE) {
                s.close();
            }
        });
        s.setScene(scene);
        s.show();
        return s;
    }

    /** What the table asks for (wide enough for the whole title), within the owner's screen. */
    static Dimension2D contentSize(ScrollPane sp, GridPane table, String title, Window owner) {
        sp.applyCss();
        table.applyCss();
        Rectangle2D screen = owner == null ? Screen.getPrimary().getVisualBounds()
                : Screen.getScreensForRectangle(owner.getX(), owner.getY(), 1, 1).stream().findFirst()
                        .orElse(Screen.getPrimary()).getVisualBounds();
        Text titleText = new Text(title);
        double frameW = sp.snappedLeftInset() + sp.snappedRightInset() + 24; // borders and a scroll bar
        double frameH = sp.snappedTopInset() + sp.snappedBottomInset() + 40; // borders and a title bar
        double w = Math.max(table.prefWidth(-1) + frameW, titleText.getLayoutBounds().getWidth() + TITLE_BUTTONS);
        w = Math.min(w, Math.min(MAX_WIDTH, screen.getWidth() * 0.9));
        double h = Math.min(table.prefHeight(w - frameW) + frameH, screen.getHeight() * 0.85);
        return new Dimension2D(Math.ceil(w), Math.ceil(h));
    }
}
