package otau.ui.puzzle;

import java.nio.file.Path;
import java.util.function.BiConsumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.MapChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.DataFormat;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.ui.I18n;
import otau.ui.IconButtons;

/**
 * Edits one collection file: its puzzles in order (move up and down with the buttons or by
 * dragging a row), delete, edit a puzzle's id, themes, goal and rating, open a puzzle in the
 * workbench to edit its line and take the edited line back, and save (atomically). The state
 * and the actions are {@link CollectionEditorModel}'s; this class lays them out.
 */
public final class CollectionEditorView extends VBox {
    private static final DataFormat PUZZLE_ID = new DataFormat("application/x-otau-puzzle-id");
    private static final int FIRST_MOVES = 4;

    private final CollectionEditorModel model;
    private final TableView<Puzzle> table = new TableView<>();
    private final TextField id = new TextField();
    private final TextField themes = new TextField();
    private final Spinner<Integer> rating = new Spinner<>(0, 3000, 1500, 50);
    private final Label status = new Label();
    /** Proves the selected etude's stipulation with the exact solver. */
    private StipulationProofPane proof;
    /** True while the table follows the model, so that its passing selections are not taken for the user's. */
    private boolean following;

    public CollectionEditorView(Path file, PuzzleCollection collection, CollectionEditorModel.Workbench workbench,
                                PuzzlePrompts prompts, BiConsumer<Path, PuzzleCollection> onSaved) {
        this(new CollectionEditorModel(file, collection, workbench, prompts, onSaved), workbench);
    }

    private CollectionEditorView(CollectionEditorModel model, CollectionEditorModel.Workbench workbench) {
        this.model = model;
        getStyleClass().add("puzzle-form");
        setSpacing(8);
        setPadding(new Insets(10));
        proof = new StipulationProofPane(workbench.executor(), () -> table.getSelectionModel().getSelectedItem(),
                StipulationProofPane.SECONDS_PER_POSITION);
        proof.enableProveAll(() -> model.collectionProperty().get().puzzles());
        proof.offerLineOnBoard(model::showProofLine);
        buildTable();
        status.setId("collection-status");
        status.setWrapText(true);
        status.textProperty().bind(otau.ui.MoveNumberGlue.glued(model.statusProperty()));
        getChildren().addAll(table, actions(), details(), proof, status);
        otau.ui.UndoKeys.install(this, model::undo, model::redo);
        // Delete in the table deletes the selected puzzle (after the usual question).
        table.addEventHandler(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.DELETE) {
                e.consume();
                model.delete();
            }
        });
        followModel();
        model.readThumbs();
        otau.ui.LanguageSwitch.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(sayAgain));
    }

    /** The table's cells (theme names, goals) are made by code: made again in a new language. Held here: the listener is weak. */
    private final javafx.beans.InvalidationListener sayAgain = o -> table.refresh();

    /** The table shows the model's collection and selection, and tells it the user's. */
    private void followModel() {
        model.thumbs().addListener((MapChangeListener<String, otau.puzzle.train.Thumb>) c -> table.refresh());
        model.collectionProperty().addListener((o, a, c) -> follow(() -> {
            table.getItems().setAll(c.puzzles());
            select(model.selectedProperty().get());
        }));
        model.selectedProperty().addListener((o, a, p) -> follow(() -> select(p)));
        proof.proofs().addListener((MapChangeListener<otau.puzzle.Puzzle, otau.puzzle.StipulationProof>) c -> table.refresh());
        table.getSelectionModel().selectedItemProperty().addListener((o, a, p) -> {
            proof.showFor(p);
            if (!following) {
                model.selectedProperty().set(p);
            }
        });
        table.getItems().setAll(model.collectionProperty().get().puzzles());
    }

    private void follow(Runnable change) {
        following = true;
        try {
            change.run();
        } finally {
            following = false;
        }
    }

    private void select(Puzzle p) {
        if (p == null) {
            table.getSelectionModel().clearSelection();
        } else if (table.getSelectionModel().getSelectedItem() != p) {
            table.getSelectionModel().select(p);
        }
    }

    private void buildTable() {
        table.setId("collection-table");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        TableColumn<Puzzle, String> number = column("puzzles.editor.number", p ->
                Integer.toString(model.collectionProperty().get().indexOf(p.id()) + 1));
        narrow(number, 45);
        // JavaFX's own "No content in table" is in the JVM's language, not the interface's.
        table.setPlaceholder(new Label(I18n.get("puzzles.editor.empty")));
        table.getColumns().add(number);
        table.getColumns().add(column("puzzles.editor.id", Puzzle::id));
        table.getColumns().add(column("puzzles.editor.themes", p -> PuzzleNames.themes(p.themes())));
        table.getColumns().add(column("puzzles.editor.goal", p -> PuzzleTexts.goal(p.goal())));
        TableColumn<Puzzle, String> ratingColumn = column("puzzles.editor.rating", p -> Integer.toString(p.rating()));
        narrow(ratingColumn, 70);
        table.getColumns().add(ratingColumn);
        table.getColumns().add(column("puzzles.editor.firstMoves", p -> {
            java.util.List<Integer> line = p.mainLine();
            String text = PuzzleTexts.notation(p.start(), line.subList(0, Math.min(FIRST_MOVES, line.size())));
            return line.size() > FIRST_MOVES ? text + " …" : text;
        }));
        // What the exact solver proved of the puzzle as it is now (Prove Stipulation, Prove All Etudes).
        TableColumn<Puzzle, String> proofColumn = column("puzzles.editor.proof", p -> {
            otau.puzzle.StipulationProof r = proof.proofs().get(p);
            return r == null ? "" : EtudeProofSummary.mark(r);
        });
        proofColumn.setId("collection-proof");
        // Wide enough for its header and its longest mark in the language shown (Russian
        // "побочное решение"), also after a live language switch relabels it.
        // No wider either: the room left goes to the columns of free text.
        javafx.beans.binding.DoubleBinding fitted = Bindings.createDoubleBinding(() -> {
            double widest = textWidth(proofColumn.getText(), true);
            for (EtudeProofSummary.Kind kind : EtudeProofSummary.Kind.values()) {
                widest = Math.max(widest, textWidth(EtudeProofSummary.mark(kind), false));
            }
            return Math.ceil(widest) + 20;
        }, proofColumn.textProperty());
        proofColumn.minWidthProperty().unbind();
        proofColumn.minWidthProperty().bind(fitted);
        proofColumn.maxWidthProperty().bind(fitted);
        table.getColumns().add(proofColumn);
        TableColumn<Puzzle, String> thumbColumn = column("puzzles.editor.thumb", p -> model.thumbText(p.id()));
        thumbColumn.setId("collection-thumb");
        narrow(thumbColumn, 60);
        thumbColumn.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String vote, boolean empty) {
                super.updateItem(vote, empty);
                setText(null);
                setGraphic(empty || vote == null || vote.isEmpty() ? null
                        : new FontIcon(vote.startsWith("+") ? "mdi2t-thumb-up" : "mdi2t-thumb-down"));
                setAccessibleText(vote);
            }
        });
        table.getColumns().add(thumbColumn);
        table.setRowFactory(t -> draggableRow());
        VBox.setVgrow(table, Priority.ALWAYS);
    }

    private HBox actions() {
        Button up = IconButtons.of("collection-up", "mdi2a-arrow-up", "puzzles.editor.up", () -> model.moveBy(-1));
        Button down = IconButtons.of("collection-down", "mdi2a-arrow-down", "puzzles.editor.down", () -> model.moveBy(1));
        Button delete = IconButtons.of("collection-delete", "mdi2d-delete-outline", "puzzles.editor.delete", model::delete);
        Button undo = IconButtons.of("collection-undo", "mdi2u-undo", "puzzles.editor.undo", model::undo);
        Button redo = IconButtons.of("collection-redo", "mdi2r-redo", "puzzles.editor.redo", model::redo);
        undo.disableProperty().bind(model.canUndoProperty().not());
        redo.disableProperty().bind(model.canRedoProperty().not());
        Button open = new Button(I18n.get("puzzles.editor.openInWorkbench"));
        open.setId("collection-open-puzzle");
        open.setOnAction(e -> model.openInWorkbench());
        Button take = new Button(I18n.get("puzzles.editor.takeLine"));
        take.setId("collection-take-line");
        take.setTooltip(new Tooltip(I18n.get("puzzles.editor.takeLineTip")));
        take.setOnAction(e -> model.takeLineFromWorkbench());
        BooleanBinding none = table.getSelectionModel().selectedItemProperty().isNull();
        up.disableProperty().bind(none);
        down.disableProperty().bind(none);
        delete.disableProperty().bind(none);
        open.disableProperty().bind(none);
        take.disableProperty().bind(none);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Button save = new Button(I18n.get("puzzles.editor.save"), new FontIcon("mdi2c-content-save"));
        save.setId("collection-save");
        save.disableProperty().bind(model.modifiedProperty().not());
        save.setOnAction(e -> model.save());
        HBox actions = new HBox(4, up, down, delete, undo, redo, open, take, spacer, save);
        actions.setAlignment(Pos.CENTER_LEFT);
        return actions;
    }

    /** The form over the selected puzzle: id, themes, goal and rating, and Apply. */
    private GridPane details() {
        id.setId("collection-id");
        id.textProperty().bindBidirectional(model.idTextProperty());
        themes.setId("collection-themes");
        themes.setPromptText(I18n.get("puzzles.editor.themesPrompt"));
        themes.textProperty().bindBidirectional(model.themesTextProperty());
        GoalPicker goal = new GoalPicker("collection-goal", model.goalKindProperty(), model.gainStonesProperty(), 1);
        rating.setId("collection-rating");
        otau.ui.NumberSpinners.editable(rating);
        rating.setPrefWidth(90);
        rating.getValueFactory().valueProperty().bindBidirectional(model.ratingProperty());
        Button apply = new Button(I18n.get("puzzles.editor.apply"));
        apply.setId("collection-apply");
        apply.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        apply.setOnAction(e -> model.applyDetails());
        GridPane details = new GridPane();
        details.setHgap(8);
        details.setVgap(6);
        details.addRow(0, new Label(I18n.get("puzzles.editor.id")), id, new Label(I18n.get("puzzles.editor.goal")), goal);
        details.addRow(1, new Label(I18n.get("puzzles.editor.themes")), themes,
                new Label(I18n.get("puzzles.editor.rating")), rating);
        details.add(apply, 3, 2);
        GridPane.setHgrow(id, Priority.ALWAYS);
        GridPane.setHgrow(themes, Priority.ALWAYS);
        return details;
    }

    /**
     * Keeps a column of short values at about {@code width}, but never narrower than its header
     * in the language shown (Russian "Оценка" had been cut to "Оце..." at 60 px; the table's
     * other columns squeezed Kyrgyz "Рейтинг" to "Ре..."), also after a live language switch
     * relabels it.
     */
    private static void narrow(TableColumn<?, ?> column, double width) {
        // The header's padding and the column's border on either side.
        column.maxWidthProperty().bind(Bindings.max(width, headerWidth(column)));
    }

    /** The width a column's header takes in the language shown, with its padding and borders. */
    private static javafx.beans.binding.DoubleBinding headerWidth(TableColumn<?, ?> column) {
        return Bindings.createDoubleBinding(() -> Math.ceil(textWidth(column.getText(), true)) + 20,
                column.textProperty());
    }

    /** How wide {@code text} is in the default font (bold, as a column header is). */
    private static double textWidth(String text, boolean bold) {
        Font font = Font.getDefault();
        return otau.ui.TextWidth.of(text, Font.font(font.getFamily(), bold ? FontWeight.BOLD : FontWeight.NORMAL, font.getSize()));
    }

    private static TableColumn<Puzzle, String> column(String key, Function<Puzzle, String> value) {
        TableColumn<Puzzle, String> c = new TableColumn<>(I18n.get(key));
        c.setCellValueFactory(d -> new SimpleStringProperty(value.apply(d.getValue())));
        // A header is never cut ("Алгачкы жүрүштөр" had been): the table scrolls sideways first.
        c.minWidthProperty().bind(headerWidth(c));
        c.setSortable(false);
        return c;
    }

    /** Rows can be dragged onto another row: the dragged puzzle takes that place. */
    private TableRow<Puzzle> draggableRow() {
        TableRow<Puzzle> row = new TableRow<>();
        row.setOnDragDetected(e -> {
            if (row.getItem() != null) {
                Dragboard db = row.startDragAndDrop(TransferMode.MOVE);
                ClipboardContent content = new ClipboardContent();
                content.put(PUZZLE_ID, row.getItem().id());
                db.setContent(content);
                e.consume();
            }
        });
        row.setOnDragOver(e -> {
            if (e.getDragboard().hasContent(PUZZLE_ID)) {
                e.acceptTransferModes(TransferMode.MOVE);
                e.consume();
            }
        });
        row.setOnDragDropped(e -> {
            Object dragged = e.getDragboard().getContent(PUZZLE_ID);
            if (dragged instanceof String draggedId) {
                int to = row.isEmpty() ? model.collectionProperty().get().puzzles().size() - 1 : row.getIndex();
                model.move(draggedId, to);
                e.setDropCompleted(true);
                e.consume();
            }
        });
        return row;
    }

    /** Prove Stipulation's threads, read when a proof starts (the engine's Threads setting in the workbench). */
    void setProofThreads(java.util.function.IntSupplier threads) {
        proof.setThreads(threads);
    }

    /** The editor's state and actions: the collection, whether it is saved, the file. */
    CollectionEditorModel model() {
        return model;
    }

    TableView<Puzzle> table() {
        return table;
    }

    StipulationProofPane proof() {
        return proof;
    }
}
