package otau.ui.puzzle;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
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
import org.kordamp.ikonli.javafx.FontIcon;
import otau.game.Position;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCodec;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.SolutionNode;
import otau.ui.I18n;

/**
 * Edits one collection file: its puzzles in order (move up and down with the buttons or by
 * dragging a row), delete, edit a puzzle's id, themes, goal and rating, open a puzzle in the
 * workbench to edit its line and take the edited line back, and save (atomically).
 */
public final class CollectionEditorView extends VBox {
    private static final DataFormat PUZZLE_ID = new DataFormat("application/x-otau-puzzle-id");
    private static final int FIRST_MOVES = 4;

    /** What the editor asks of the workbench. */
    public interface Workbench {
        GameModel model();

        /** Runs {@code then} once the game may be replaced (the unsaved-work question; after "Save", once written). */
        void confirmDiscardChanges(Runnable then);

        /** Where the file is written, off the FX thread. */
        otau.ui.tasks.BackgroundExecutor executor();

        /** The user's progress, for the thumbs column; null for none. */
        default otau.puzzle.train.ProgressStore progress() {
            return null;
        }
    }

    private final Path file;
    private final Workbench workbench;
    private final PuzzlePrompts prompts;
    private final BiConsumer<Path, PuzzleCollection> onSaved;
    private final ReadOnlyObjectWrapper<PuzzleCollection> collection = new ReadOnlyObjectWrapper<>(this, "collection");
    private final ReadOnlyBooleanWrapper modified = new ReadOnlyBooleanWrapper(this, "modified");
    private final TableView<Puzzle> table = new TableView<>();
    private final TextField id = new TextField();
    private final TextField themes = new TextField();
    private final TextField goal = new TextField();
    private final Spinner<Integer> rating = new Spinner<>(0, 3000, 1500, 50);
    private final Label status = new Label();
    /** Proves the selected etude's stipulation with the exact solver. */
    private StipulationProofPane proof;
    /** The puzzle whose line is in the workbench ("Open in workbench"), or null. */
    private String openedId;
    /** The user's thumbs by puzzle id, read in the background (empty until then). */
    private final java.util.Map<String, otau.puzzle.train.Thumb> thumbs = new java.util.HashMap<>();

    public CollectionEditorView(Path file, PuzzleCollection collection, Workbench workbench, PuzzlePrompts prompts,
                                BiConsumer<Path, PuzzleCollection> onSaved) {
        this.file = file;
        this.workbench = workbench;
        this.prompts = prompts;
        this.onSaved = onSaved;
        this.collection.set(collection);
        getStyleClass().add("puzzle-form");
        getStylesheets().add(PuzzleFeature.PUZZLES_CSS);
        setSpacing(8);
        setPadding(new Insets(10));
        build();
        readThumbs();
        this.collection.addListener((o, a, c) -> show(c));
        show(collection);
        if (!collection.problems().isEmpty()) {
            status.setText(I18n.get("puzzles.editor.problems", collection.problems().size(),
                    collection.problems().get(0).toString()));
        }
    }

    private void build() {
        table.setId("collection-table");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        TableColumn<Puzzle, String> number = column("puzzles.editor.number", p ->
                Integer.toString(collection.get().indexOf(p.id()) + 1));
        number.setMaxWidth(45);
        table.getColumns().add(number);
        table.getColumns().add(column("puzzles.editor.id", Puzzle::id));
        table.getColumns().add(column("puzzles.editor.themes", p -> String.join(" ", p.themes())));
        table.getColumns().add(column("puzzles.editor.goal", p -> PuzzleTexts.goal(p.goal())));
        TableColumn<Puzzle, String> ratingColumn = column("puzzles.editor.rating", p -> Integer.toString(p.rating()));
        ratingColumn.setMaxWidth(70);
        table.getColumns().add(ratingColumn);
        table.getColumns().add(column("puzzles.editor.firstMoves", p -> {
            List<Integer> line = p.mainLine();
            String text = PuzzleTexts.notation(p.start(), line.subList(0, Math.min(FIRST_MOVES, line.size())));
            return line.size() > FIRST_MOVES ? text + " …" : text;
        }));
        TableColumn<Puzzle, String> thumbColumn = column("puzzles.editor.thumb", p -> thumbText(p.id()));
        thumbColumn.setId("collection-thumb");
        thumbColumn.setMaxWidth(60);
        thumbColumn.setCellFactory(c -> new javafx.scene.control.TableCell<>() {
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
        table.getSelectionModel().selectedItemProperty().addListener((o, a, p) -> showDetails(p));
        VBox.setVgrow(table, Priority.ALWAYS);

        Button up = iconButton("collection-up", "mdi2a-arrow-up", "puzzles.editor.up", () -> moveBy(-1));
        Button down = iconButton("collection-down", "mdi2a-arrow-down", "puzzles.editor.down", () -> moveBy(1));
        Button delete = iconButton("collection-delete", "mdi2d-delete-outline", "puzzles.editor.delete", this::delete);
        Button open = new Button(I18n.get("puzzles.editor.openInWorkbench"));
        open.setId("collection-open-puzzle");
        open.setOnAction(e -> openInWorkbench());
        Button take = new Button(I18n.get("puzzles.editor.takeLine"));
        take.setId("collection-take-line");
        take.setTooltip(new Tooltip(I18n.get("puzzles.editor.takeLineTip")));
        take.setOnAction(e -> takeLineFromWorkbench());
        var none = table.getSelectionModel().selectedItemProperty().isNull();
        up.disableProperty().bind(none);
        down.disableProperty().bind(none);
        delete.disableProperty().bind(none);
        open.disableProperty().bind(none);
        take.disableProperty().bind(none);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Button save = new Button(I18n.get("puzzles.editor.save"), new FontIcon("mdi2c-content-save"));
        save.setId("collection-save");
        save.disableProperty().bind(modified.not());
        save.setOnAction(e -> save());
        HBox actions = new HBox(4, up, down, delete, open, take, spacer, save);
        actions.setAlignment(Pos.CENTER_LEFT);

        id.setId("collection-id");
        themes.setId("collection-themes");
        themes.setPromptText(I18n.get("puzzles.editor.themesPrompt"));
        goal.setId("collection-goal");
        goal.setPromptText("win · draw · gain 6");
        rating.setId("collection-rating");
        rating.setEditable(true);
        rating.setPrefWidth(90);
        Button apply = new Button(I18n.get("puzzles.editor.apply"));
        apply.setId("collection-apply");
        apply.disableProperty().bind(none);
        apply.setOnAction(e -> applyDetails());
        GridPane details = new GridPane();
        details.setHgap(8);
        details.setVgap(6);
        details.addRow(0, new Label(I18n.get("puzzles.editor.id")), id, new Label(I18n.get("puzzles.editor.goal")), goal);
        details.addRow(1, new Label(I18n.get("puzzles.editor.themes")), themes,
                new Label(I18n.get("puzzles.editor.rating")), rating);
        details.add(apply, 3, 2);
        GridPane.setHgrow(id, Priority.ALWAYS);
        GridPane.setHgrow(themes, Priority.ALWAYS);

        status.setId("collection-status");
        status.setWrapText(true);
        proof = new StipulationProofPane(workbench.executor(), () -> table.getSelectionModel().getSelectedItem(),
                StipulationProofPane.SECONDS_PER_POSITION);
        table.getSelectionModel().selectedItemProperty().addListener((o, a, p) -> proof.clear());
        getChildren().addAll(table, actions, details, proof, status);
    }

    /** Reads the user's thumbs (in the background) for the thumbs column: coaches prune by them. */
    private void readThumbs() {
        otau.puzzle.train.ProgressStore store = workbench.progress();
        if (store == null) {
            return;
        }
        workbench.executor().submit(otau.ui.tasks.BackgroundTask.of(I18n.get("puzzles.readingProgress"),
                ctx -> store.thumbs()).onSuccess(read -> {
                    thumbs.clear();
                    thumbs.putAll(read);
                    table.refresh();
                }));
    }

    /** "+1", "-1" or "" for the user's thumb on puzzle {@code id}. */
    String thumbText(String id) {
        otau.puzzle.train.Thumb t = thumbs.get(id);
        return t == null ? "" : t == otau.puzzle.train.Thumb.UP ? "+1" : "-1";
    }

    /** How many puzzles have a thumb (for tests: the thumbs were read). */
    int thumbsShown() {
        return thumbs.size();
    }

    private static TableColumn<Puzzle, String> column(String key, java.util.function.Function<Puzzle, String> value) {
        TableColumn<Puzzle, String> c = new TableColumn<>(I18n.get(key));
        c.setCellValueFactory(d -> new SimpleStringProperty(value.apply(d.getValue())));
        c.setSortable(false);
        return c;
    }

    private static Button iconButton(String id, String icon, String tipKey, Runnable action) {
        Button b = new Button(null, new FontIcon(icon));
        b.setId(id);
        b.setTooltip(new Tooltip(I18n.get(tipKey)));
        b.setOnAction(e -> action.run());
        return b;
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
                int to = row.isEmpty() ? collection.get().puzzles().size() - 1 : row.getIndex();
                move(draggedId, to);
                e.setDropCompleted(true);
                e.consume();
            }
        });
        return row;
    }

    private void show(PuzzleCollection c) {
        Puzzle selected = table.getSelectionModel().getSelectedItem();
        table.getItems().setAll(c.puzzles());
        if (selected != null) {
            c.puzzles().stream().filter(p -> p.id().equals(selected.id())).findFirst()
                    .ifPresent(p -> table.getSelectionModel().select(p));
        }
    }

    private void showDetails(Puzzle p) {
        if (p == null) {
            id.clear();
            themes.clear();
            goal.clear();
            return;
        }
        id.setText(p.id());
        themes.setText(String.join(" ", p.themes()));
        goal.setText(p.goal().toString());
        rating.getValueFactory().setValue(p.rating());
    }

    private void change(PuzzleCollection c, String message) {
        collection.set(c);
        modified.set(true);
        status.setText(message);
    }

    /** Moves the selected puzzle {@code step} places (negative: up). */
    void moveBy(int step) {
        Puzzle p = table.getSelectionModel().getSelectedItem();
        if (p == null) {
            return;
        }
        int to = collection.get().indexOf(p.id()) + step;
        if (to >= 0 && to < collection.get().puzzles().size()) {
            move(p.id(), to);
        }
    }

    /** Moves puzzle {@code puzzleId} to place {@code index} (0-based) and keeps it selected. */
    void move(String puzzleId, int index) {
        if (collection.get().indexOf(puzzleId) == index) {
            return;
        }
        change(collection.get().withMoved(puzzleId, index), I18n.get("puzzles.editor.moved", puzzleId, index + 1));
        table.getSelectionModel().select(index);
    }

    void delete() {
        Puzzle p = table.getSelectionModel().getSelectedItem();
        if (p == null || !prompts.confirm(I18n.get("puzzles.editor.deleteTitle"),
                I18n.get("puzzles.editor.deleteQuestion", p.id()))) {
            return;
        }
        change(collection.get().withRemoved(p.id()), I18n.get("puzzles.editor.deleted", p.id()));
    }

    /** Writes the id, themes, goal and rating of the form into the selected puzzle. */
    void applyDetails() {
        Puzzle p = table.getSelectionModel().getSelectedItem();
        if (p == null) {
            return;
        }
        try {
            Goal g = Goal.parse(goal.getText());
            List<String> words = Arrays.stream(themes.getText().trim().split("[\\s,]+")).filter(w -> !w.isBlank())
                    .map(w -> w.toLowerCase(java.util.Locale.ROOT)).distinct().toList();
            Puzzle edited = new Puzzle(id.getText().trim(), p.start(), p.solution(), words, g, rating.getValue(),
                    p.source(), p.otherTags());
            if (edited.equals(p)) {
                return;
            }
            change(collection.get().withReplaced(p.id(), edited), I18n.get("puzzles.editor.edited", edited.id()));
            table.getSelectionModel().select(edited);
        } catch (IllegalArgumentException e) {
            status.setText(e.getMessage());
        }
    }

    /** Puts the selected puzzle (position and solution with its variations) in the workbench as the game. */
    void openInWorkbench() {
        Puzzle p = table.getSelectionModel().getSelectedItem();
        if (p == null) {
            return;
        }
        workbench.confirmDiscardChanges(() -> openInWorkbench(p));
    }

    private void openInWorkbench(Puzzle p) {
        GameModel model = workbench.model();
        model.replaceGame(PuzzleCodec.encode(p), null, "Edit puzzle " + p.id());
        model.markSaved();
        openedId = p.id();
        status.setText(I18n.get("puzzles.editor.opened", p.id()));
    }

    /**
     * Makes the workbench's game the selected puzzle's position and solution: the main line,
     * the variations at the solver's turns as further accepted moves (the opponent's
     * variations are left out: the solution answers with one reply).
     */
    void takeLineFromWorkbench() {
        Puzzle p = table.getSelectionModel().getSelectedItem();
        if (p == null) {
            return;
        }
        GameModel model = workbench.model();
        GameNode root = model.root();
        if (!root.hasChildren()) {
            status.setText(I18n.get("puzzles.editor.noMoves"));
            return;
        }
        Position start = root.position();
        if (openedId != null && !openedId.equals(p.id()) && !prompts.confirm(I18n.get("puzzles.editor.takeLineTitle"),
                I18n.get("puzzles.editor.otherPuzzle", openedId, p.id()))) {
            return;
        }
        try {
            Puzzle edited = new Puzzle(p.id(), start, solution(root, true), p.themes(), p.goal(), p.rating(),
                    p.source(), p.otherTags());
            change(collection.get().withReplaced(p.id(), edited), I18n.get("puzzles.editor.lineTaken", p.id(),
                    PuzzleTexts.notation(start, edited.mainLine())));
            table.getSelectionModel().select(edited);
        } catch (IllegalArgumentException e) {
            status.setText(e.getMessage());
        }
    }

    /**
     * The solution tree below {@code root}: every move of the solver, the main reply of the
     * opponent. A loop with its own stack (built from the leaves up), so a line of any length fits.
     */
    static List<SolutionNode> solution(GameNode root, boolean solverToMove) {
        record Frame(List<GameNode> branches, boolean solverToMove, List<SolutionNode> built) {
        }
        java.util.Deque<Frame> stack = new java.util.ArrayDeque<>();
        stack.push(new Frame(branches(root, solverToMove), solverToMove, new ArrayList<>()));
        while (true) {
            Frame top = stack.peek();
            if (top.built().size() < top.branches().size()) {
                GameNode next = top.branches().get(top.built().size());
                stack.push(new Frame(branches(next, !top.solverToMove()), !top.solverToMove(), new ArrayList<>()));
                continue;
            }
            stack.pop();
            if (stack.isEmpty()) {
                return top.built();
            }
            Frame parent = stack.peek();
            GameNode done = parent.branches().get(parent.built().size());
            parent.built().add(new SolutionNode(done.move().hole(), top.built()));
        }
    }

    private static List<GameNode> branches(GameNode node, boolean solverToMove) {
        return solverToMove ? node.children()
                : node.children().isEmpty() ? List.of() : List.of(node.children().get(0));
    }

    /**
     * Saves the collection over its file (atomically), written on the background executor;
     * an edit made while it is written stays unsaved.
     */
    void save() {
        PuzzleCollection saving = collection.get();
        workbench.executor().submit(otau.ui.tasks.BackgroundTask.<PuzzleCollection>of(
                I18n.get("puzzles.editor.save"), ctx -> {
                    saving.write(file);
                    return saving;
                }).onSuccess(written -> {
                    if (collection.get() == written) {
                        modified.set(false);
                    }
                    status.setText(I18n.get("puzzles.editor.saved", file.getFileName(), written.puzzles().size()));
                    onSaved.accept(file, written);
                }).onFailure(e -> prompts.showError(I18n.get("puzzles.editor.saveFailed"), e.getMessage())));
    }

    /** True when the editor may close: nothing unsaved, or the user agreed to drop it. */
    boolean confirmClose() {
        return !modified.get() || prompts.confirm(I18n.get("puzzles.editor.unsavedTitle"),
                I18n.get("puzzles.editor.unsavedQuestion", file.getFileName()));
    }

    public ReadOnlyObjectProperty<PuzzleCollection> collectionProperty() {
        return collection.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty modifiedProperty() {
        return modified.getReadOnlyProperty();
    }

    public Path file() {
        return file;
    }

    TableView<Puzzle> table() {
        return table;
    }

    StipulationProofPane proof() {
        return proof;
    }
}
