package otau.ui.export;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
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
import otau.export.DiagramStyle;
import otau.export.WorksheetItem;
import otau.export.WorksheetOptions;
import otau.ui.ComboBoxes;
import otau.ui.I18n;
import otau.ui.Language;

/**
 * The fields of File → Print Worksheet / Export Worksheet PDF: where the positions come from
 * (a puzzle collection or the marked moments of the game), which of them to print, each
 * one's caption (a puzzle's title, editable), the title, the sheet's language (every printed
 * word in it), the drawing style (including the ink-saving one) and whether an answers page
 * follows.
 */
public final class WorksheetForm extends GridPane {
    /** One position offered for the worksheet, ticked or not, with its caption as printed. */
    public static final class Entry {
        WorksheetItem item;
        final BooleanProperty selected = new SimpleBooleanProperty(true);
        final StringProperty caption = new SimpleStringProperty();
        /** True once the user typed a caption: a change of language keeps it. */
        boolean captionEdited;

        Entry(WorksheetItem item) {
            this.item = item;
            caption.set(item.caption());
        }

        /** The item with the caption as it stands. */
        WorksheetItem printed() {
            return new WorksheetItem(item.position(), caption.get(), item.toMove(), item.goal(), item.solution());
        }

        @Override
        public String toString() {
            // The goal names the side to move itself ("Black to move: win 5 stones").
            String c = caption.get() == null || caption.get().isBlank() ? "" : caption.get().strip() + " · ";
            return c + item.goal();
        }
    }

    /** What the form asks for, and the collection file it comes from (null for the game's positions). */
    public record Request(List<WorksheetItem> items, WorksheetOptions options, Path source) {
        public Request(List<WorksheetItem> items, WorksheetOptions options) {
            this(items, options, null);
        }
    }

    final RadioButton fromPuzzles = new RadioButton(I18n.get("worksheet.source.puzzles"));
    final RadioButton fromGame = new RadioButton(I18n.get("worksheet.source.game"));
    final Button chooseFile = new Button(I18n.get("worksheet.chooseFile"));
    final Label fileName = new Label(I18n.get("worksheet.noFile"));
    final ListView<Entry> list = new ListView<>();
    final Label listNote = new Label();
    final TextField caption = new TextField();
    final TextField title = new TextField();
    final ComboBox<Language> language = new ComboBox<>();
    final ComboBox<DiagramStyle> style = new ComboBox<>();
    final CheckBox answersPage = new CheckBox(I18n.get("worksheet.answersPage"));
    private final ObservableList<Entry> entries = FXCollections.observableArrayList();
    private final Function<WorksheetTexts, List<WorksheetItem>> marked;
    private final String gameTitle;
    private Function<WorksheetTexts, List<WorksheetItem>> puzzles = t -> List.of();
    private String puzzleName = "";
    private Path puzzleFile;
    /** The title the form offered last; a title the user typed is kept when the language changes. */
    private String offeredTitle = "";
    private Entry editing;

    /**
     * @param marked    the marked positions of the current game, made in a sheet language
     * @param gameTitle the title offered for them (e.g. the players)
     * @param onChoose  asked to choose a puzzle file; it calls {@link #showPuzzles} with what it read
     */
    public WorksheetForm(Function<WorksheetTexts, List<WorksheetItem>> marked, String gameTitle,
                         Consumer<WorksheetForm> onChoose) {
        this.marked = marked;
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

        caption.setId("worksheet-caption");
        caption.setPromptText(I18n.get("worksheet.captionPrompt"));
        caption.setDisable(true);
        list.getSelectionModel().selectedItemProperty().addListener((o, a, e) -> edit(e));
        caption.textProperty().addListener((o, a, text) -> {
            if (editing != null && !text.equals(editing.caption.get())) {
                editing.caption.set(text);
                editing.captionEdited = true;
                list.refresh();
            }
        });

        title.setId("worksheet-title");
        language.getItems().setAll(Language.values());
        language.setValue(I18n.language());
        ComboBoxes.named(language, Language::nativeName);
        language.setId("worksheet-language");
        language.setMaxWidth(Double.MAX_VALUE);
        language.valueProperty().addListener((o, a, b) -> retranslate());
        style.getItems().setAll(DiagramStyle.values());
        style.setValue(DiagramStyle.BOARD);
        ComboBoxes.named(style, WorksheetForm::styleName);
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
        addRow(row++, new Label(I18n.get("worksheet.caption")), caption);
        addRow(row++, new Label(I18n.get("worksheet.docTitle")), title);
        addRow(row++, new Label(I18n.get("worksheet.language")), language);
        addRow(row++, new Label(I18n.get("imageExport.style")), style);
        add(answersPage, 0, row, 2, 1);
        GridPane.setVgrow(list, Priority.ALWAYS);

        source.selectedToggleProperty().addListener((o, a, b) -> refill());
        fromGame.setSelected(true);
    }

    /** The name of a drawing style in the interface language. */
    static String styleName(DiagramStyle s) {
        return I18n.get(switch (s) {
            case BOARD -> "imageExport.style.board";
            case SCORESHEET -> "imageExport.style.scoresheet";
            case INK_SAVING -> "imageExport.style.inkSaving";
        });
    }

    private void edit(Entry e) {
        editing = null;
        caption.setDisable(e == null);
        caption.setText(e == null ? "" : e.caption.get());
        editing = e;
    }

    /** Offers the puzzles read from {@code file}, made in the sheet's language. */
    public void showPuzzles(Path file, Function<WorksheetTexts, List<WorksheetItem>> items) {
        puzzles = items;
        puzzleFile = file;
        String name = file.getFileName().toString();
        fileName.setText(name);
        puzzleName = name.replaceFirst("\\.[^.]*$", "");
        if (fromPuzzles.isSelected()) {
            refill();
        } else {
            fromPuzzles.setSelected(true);
        }
    }

    private WorksheetTexts texts() {
        return WorksheetTexts.of(language.getValue() == null ? I18n.language() : language.getValue());
    }

    private List<WorksheetItem> sourceItems() {
        return (fromGame.isSelected() ? marked : puzzles).apply(texts());
    }

    private void refill() {
        boolean game = fromGame.isSelected();
        List<WorksheetItem> items = sourceItems();
        edit(null);
        entries.setAll(items.stream().map(Entry::new).toList());
        offerTitle();
        if (!items.isEmpty()) {
            listNote.setText(I18n.get("worksheet.count", items.size()));
        } else {
            listNote.setText(I18n.get(game ? "worksheet.noMarked" : "worksheet.noPuzzles"));
        }
    }

    private void offerTitle() {
        offeredTitle = fromGame.isSelected() ? gameTitle : texts().get("worksheet.puzzleTitle", puzzleName);
        title.setText(offeredTitle);
    }

    /** The sheet's language changed: goals, answers, the offered title and untouched captions follow it. */
    private void retranslate() {
        if (title.getText().equals(offeredTitle)) {
            offerTitle();
        }
        List<WorksheetItem> items = sourceItems();
        if (items.size() != entries.size()) {
            refill();
            return;
        }
        List<Entry> copy = new ArrayList<>(entries);
        for (int i = 0; i < copy.size(); i++) {
            Entry e = copy.get(i);
            e.item = items.get(i);
            if (!e.captionEdited) {
                e.caption.set(e.item.caption());
            }
        }
        Entry selected = list.getSelectionModel().getSelectedItem();
        edit(selected);
        list.refresh();
    }

    /** The ticked positions, in list order, with their captions as edited. */
    public List<WorksheetItem> selectedItems() {
        return entries.stream().filter(e -> e.selected.get()).map(Entry::printed).toList();
    }

    /** Ticks exactly the positions at {@code indices} of the list. */
    public void select(int... indices) {
        entries.forEach(e -> e.selected.set(false));
        for (int i : indices) {
            entries.get(i).selected.set(true);
        }
    }

    /** Sets the caption printed for the position at {@code index} (as typing it in the caption field does). */
    public void setCaption(int index, String text) {
        list.getSelectionModel().select(index);
        caption.setText(text);
    }

    /** What the fields say now; empty when nothing is ticked. */
    public java.util.Optional<Request> request() {
        List<WorksheetItem> items = selectedItems();
        if (items.isEmpty()) {
            return java.util.Optional.empty();
        }
        WorksheetOptions o = new WorksheetOptions(title.getText(), texts().labels(), style.getValue(),
                answersPage.isSelected());
        return java.util.Optional.of(new Request(items, o, fromPuzzles.isSelected() ? puzzleFile : null));
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
