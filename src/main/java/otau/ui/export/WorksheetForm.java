package otau.ui.export;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.cell.CheckBoxListCell;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import otau.ui.ComboBoxes;
import otau.export.DiagramStyle;
import otau.export.WorksheetItem;
import otau.export.WorksheetOptions;
import otau.game.Side;
import otau.ui.I18n;

/**
 * The fields of File → Print Worksheet / Export Worksheet PDF: where the positions come from
 * (a puzzle collection or the marked moments of the game), which of them to print, the
 * title, the drawing style and whether an answers page follows.
 */
public final class WorksheetForm extends GridPane {
    /** One position offered for the worksheet, ticked or not. */
    public static final class Entry {
        final WorksheetItem item;
        final BooleanProperty selected = new SimpleBooleanProperty(true);

        Entry(WorksheetItem item) {
            this.item = item;
        }

        @Override
        public String toString() {
            String side = I18n.get(item.toMove() == Side.WHITE ? "worksheet.label.whiteToMove"
                    : "worksheet.label.blackToMove");
            String caption = item.caption().isEmpty() ? "" : item.caption() + " · ";
            return caption + side + " · " + item.goal();
        }
    }

    /** What the form asks for. */
    public record Request(List<WorksheetItem> items, WorksheetOptions options) {
    }

    final RadioButton fromPuzzles = new RadioButton(I18n.get("worksheet.source.puzzles"));
    final RadioButton fromGame = new RadioButton(I18n.get("worksheet.source.game"));
    final Button chooseFile = new Button(I18n.get("worksheet.chooseFile"));
    final Label fileName = new Label(I18n.get("worksheet.noFile"));
    final ListView<Entry> list = new ListView<>();
    final Label listNote = new Label();
    final TextField title = new TextField();
    final ComboBox<DiagramStyle> style = new ComboBox<>();
    final CheckBox answersPage = new CheckBox(I18n.get("worksheet.answersPage"));
    private final ObservableList<Entry> entries = FXCollections.observableArrayList();
    private final List<WorksheetItem> marked;
    private final String gameTitle;
    private List<WorksheetItem> puzzles = List.of();
    private String puzzleTitle = "";

    /**
     * @param marked    the marked positions of the current game
     * @param gameTitle the title offered for them (e.g. the players)
     * @param onChoose  asked to choose a puzzle file; it calls {@link #showPuzzles} with what it read
     */
    public WorksheetForm(List<WorksheetItem> marked, String gameTitle, Consumer<WorksheetForm> onChoose) {
        this.marked = List.copyOf(marked);
        this.gameTitle = gameTitle;
        getStyleClass().add("worksheet-form");
        setHgap(12);
        setVgap(8);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        getColumnConstraints().addAll(new ColumnConstraints(), fields);

        ToggleGroup source = new ToggleGroup();
        fromPuzzles.setToggleGroup(source);
        fromPuzzles.setId("worksheet-from-puzzles");
        fromGame.setToggleGroup(source);
        fromGame.setId("worksheet-from-game");
        chooseFile.setId("worksheet-choose-file");
        chooseFile.setOnAction(e -> {
            fromPuzzles.setSelected(true);
            onChoose.accept(this);
        });
        fileName.setId("worksheet-file");
        fileName.setMinWidth(0);
        HBox fileRow = new HBox(8, chooseFile, fileName);
        fileRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        // Under its radio button, where it belongs.
        fileRow.setStyle("-fx-padding: 0 0 0 24;");

        list.setItems(entries);
        list.setId("worksheet-positions");
        list.setCellFactory(CheckBoxListCell.forListView(e -> e.selected));
        list.setPrefHeight(220);
        list.setPrefWidth(460);
        listNote.setWrapText(true);
        listNote.setId("worksheet-note");
        Button all = new Button(I18n.get("worksheet.selectAll"));
        all.setOnAction(e -> entries.forEach(x -> x.selected.set(true)));
        Button none = new Button(I18n.get("worksheet.selectNone"));
        none.setOnAction(e -> entries.forEach(x -> x.selected.set(false)));
        HBox listButtons = new HBox(8, all, none);

        title.setId("worksheet-title");
        style.getItems().setAll(DiagramStyle.values());
        style.setValue(DiagramStyle.BOARD);
        ComboBoxes.named(style, s -> I18n.get(s == DiagramStyle.BOARD ? "imageExport.style.board"
                : "imageExport.style.scoresheet"));
        style.setId("worksheet-style");
        style.setMaxWidth(Double.MAX_VALUE);
        answersPage.setSelected(true);
        answersPage.setId("worksheet-answers");

        int row = 0;
        add(new Label(I18n.get("worksheet.source")), 0, row++, 2, 1);
        add(fromPuzzles, 0, row++, 2, 1);
        add(fileRow, 0, row++, 2, 1);
        add(fromGame, 0, row++, 2, 1);
        add(new Label(I18n.get("worksheet.positions")), 0, row++, 2, 1);
        add(list, 0, row++, 2, 1);
        add(listButtons, 0, row++, 2, 1);
        add(listNote, 0, row++, 2, 1);
        addRow(row++, new Label(I18n.get("worksheet.docTitle")), title);
        addRow(row++, new Label(I18n.get("imageExport.style")), style);
        add(answersPage, 0, row, 2, 1);
        GridPane.setVgrow(list, Priority.ALWAYS);

        source.selectedToggleProperty().addListener((o, a, b) -> refill());
        fromGame.setSelected(true);
    }

    /** Offers the puzzles read from {@code file}. */
    public void showPuzzles(Path file, List<WorksheetItem> items) {
        puzzles = List.copyOf(items);
        String name = file.getFileName().toString();
        fileName.setText(name);
        puzzleTitle = I18n.get("worksheet.puzzleTitle", name.replaceFirst("\\.[^.]*$", ""));
        if (fromPuzzles.isSelected()) {
            refill();
        } else {
            fromPuzzles.setSelected(true);
        }
    }

    private void refill() {
        boolean game = fromGame.isSelected();
        List<WorksheetItem> items = game ? marked : puzzles;
        entries.setAll(items.stream().map(Entry::new).toList());
        title.setText(game ? gameTitle : puzzleTitle);
        if (!items.isEmpty()) {
            listNote.setText(I18n.get("worksheet.count", items.size()));
        } else {
            listNote.setText(I18n.get(game ? "worksheet.noMarked" : "worksheet.noPuzzles"));
        }
    }

    /** The ticked positions, in list order. */
    public List<WorksheetItem> selectedItems() {
        return entries.stream().filter(e -> e.selected.get()).map(e -> e.item).toList();
    }

    /** Ticks exactly the positions at {@code indices} of the list. */
    public void select(int... indices) {
        entries.forEach(e -> e.selected.set(false));
        for (int i : indices) {
            entries.get(i).selected.set(true);
        }
    }

    /** What the fields say now; empty when nothing is ticked. */
    public java.util.Optional<Request> request() {
        List<WorksheetItem> items = selectedItems();
        if (items.isEmpty()) {
            return java.util.Optional.empty();
        }
        WorksheetOptions o = new WorksheetOptions(title.getText(), WorksheetTexts.labels(), style.getValue(),
                answersPage.isSelected());
        return java.util.Optional.of(new Request(items, o));
    }

    public void usePuzzles() {
        fromPuzzles.setSelected(true);
    }

    public void useGame() {
        fromGame.setSelected(true);
    }

    public int size() {
        return entries.size();
    }
}
