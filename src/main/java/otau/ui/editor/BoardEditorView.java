package otau.ui.editor;

import java.util.Objects;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.controlsfx.validation.Severity;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.ui.FormChecks;
import otau.ui.I18n;
import otau.ui.IconButtons;
import otau.ui.board.BoardView;
import otau.ui.board.HoleHighlight;
import otau.ui.board.HoleRef;
import otau.ui.board.MarkColor;

/**
 * The board editor: the board itself is the editing surface (click a hole +1, right-click
 * −1, scroll, Shift for ten; Ctrl+click selects it to type its count), with a form beside it for the selected
 * hole, the stores, the tuzdyks, the side to move and the move number, a live count of
 * the stones against 162, and the position string to copy or paste. A wrong total, a typed
 * count out of range and a hole that cannot be a tuzdyk are marked on their fields
 * ({@link FormChecks}). The state and the actions live in {@link BoardEditorViewModel}; this
 * class lays out the board and the form and keeps them in step with it.
 */
public final class BoardEditorView extends BorderPane {
    private static final PseudoClass WRONG = PseudoClass.getPseudoClass("wrong");

    private final BoardEditorViewModel vm;
    private final PositionDraft draft;
    private final BoardView board = new BoardView();
    private final Label selectedTitle = new Label();
    private final Spinner<Integer> holeCount = spinner(0, PositionDraft.TOTAL, "editor-hole-count");
    private final CheckBox tuzdyk = new CheckBox();
    private final Spinner<Integer> whiteStore = spinner(0, PositionDraft.TOTAL, "editor-white-store");
    private final Spinner<Integer> blackStore = spinner(0, PositionDraft.TOTAL, "editor-black-store");
    private final RadioButton whiteToMove = new RadioButton(I18n.get("side.white"));
    private final RadioButton blackToMove = new RadioButton(I18n.get("side.black"));
    private final Spinner<Integer> moveNumber = spinner(1, Position.MAX_MOVE_NUMBER, "editor-move-number");
    private final Label total = new Label();
    private final Label message = new Label();
    private final TextField fen = new TextField();
    private final Button study = new Button(I18n.get("editor.study"));
    private final Button cancel = new Button(I18n.get("editor.cancel"));
    private final FormChecks checks = new FormChecks();
    private boolean updating;
    /** True while the position field holds text the user typed and has not applied with Enter. */
    private boolean fenTyped;
    /** Asks whether to drop a changed position: the dialog, or what a test answers with. */
    private java.util.function.BooleanSupplier askDiscard = this::askDiscardInDialog;

    /**
     * @param start   the position to begin from (the board's current position)
     * @param onStudy receives the position when the user starts studying it; false when it was not
     *                taken (a game against the engine kept on the board), and the editor stays open
     * @param onClose called when the user is done (after studying, or on cancel)
     */
    public BoardEditorView(Position start, java.util.function.Predicate<Position> onStudy, Runnable onClose) {
        vm = new BoardEditorViewModel(start);
        draft = vm.draft();
        getStyleClass().add("board-editor");
        board.setId("editor-board");
        board.setShowLastMove(false);
        // The editor's own board is in editor mode for good: no moves, no marks, no preview.
        new otau.ui.board.BoardModes(board, e -> { }).enter(otau.ui.board.BoardMode.EDITOR, null, null, null);
        board.setMinSize(300, 220);
        board.addEventFilter(MouseEvent.ANY, this::boardMouse);
        board.addEventFilter(ScrollEvent.SCROLL, this::boardScroll);
        Label hint = new Label(I18n.get("editor.hint"));
        hint.getStyleClass().add("editor-hint");
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        VBox.setVgrow(board, Priority.ALWAYS);
        VBox centre = new VBox(8, board, hint);
        centre.setAlignment(Pos.CENTER);
        centre.setPadding(new Insets(12));
        setCenter(centre);
        setRight(FormChecks.decorated(form()));
        setBottom(buttons(onStudy, onClose));
        message.textProperty().bind(vm.messageProperty());
        total.textProperty().bind(vm.totalTextProperty());
        draft.addListener(this::refresh);
        vm.selectedProperty().addListener((o, was, now) -> refresh());
        otau.ui.UndoKeys.install(this, vm::undo, vm::redo);
        // A click on a hole puts the typing in the hole's count field, so that a number typed next
        // sets it; there Ctrl+Z is the editor's too (the field's own history is only the program's
        // setting of its text).
        otau.ui.UndoKeys.takeOver(holeCount.getEditor(), vm::undo, vm::redo);
        refresh();
    }

    /** The editor's state and actions, apart from its controls. */
    public BoardEditorViewModel viewModel() {
        return vm;
    }

    public PositionDraft draft() {
        return draft;
    }

    public BoardView board() {
        return board;
    }

    /** The message line: why an edit was refused, or what a paste found wrong. */
    public String message() {
        return vm.messageProperty().get();
    }

    public String totalText() {
        return vm.totalTextProperty().get();
    }

    /** The checks marked on the form's fields. */
    public FormChecks checks() {
        return checks;
    }

    // --- the board as editing surface -------------------------------------------------

    private void boardMouse(MouseEvent e) {
        Object target = targetOf(e.getPickResult().getIntersectedNode());
        // The board's own clicks (moves, markup) have no meaning here.
        e.consume();
        if (e.getEventType() != MouseEvent.MOUSE_CLICKED || target == null) {
            return;
        }
        if (e.isControlDown() || e.isMetaDown()) {
            if (target instanceof HoleRef h) {
                select(h);
            }
            return;
        }
        int delta = e.getButton() == MouseButton.SECONDARY ? -1 : e.getButton() == MouseButton.PRIMARY ? 1 : 0;
        if (e.isShiftDown()) {
            delta *= 10;
        }
        change(target, delta);
    }

    private void boardScroll(ScrollEvent e) {
        Object target = targetOf(e.getPickResult().getIntersectedNode());
        e.consume();
        // With Shift held, most systems turn the wheel's turn sideways (deltaX).
        double turn = e.getDeltaY() != 0 ? e.getDeltaY() : e.getDeltaX();
        if (target != null && turn != 0) {
            change(target, (turn > 0 ? 1 : -1) * (e.isShiftDown() ? 10 : 1));
        }
    }

    private void change(Object target, int delta) {
        if (target instanceof HoleRef h) {
            vm.changeHole(h, delta);
            holeCount.getEditor().requestFocus();
            holeCount.getEditor().selectAll();
        } else if (target instanceof Side s) {
            vm.changeStore(s, delta);
        }
    }

    /** A hole, a store's side, or null, from the node under the mouse. */
    private static Object targetOf(Node n) {
        for (Node m = n; m != null; m = m.getParent()) {
            String id = m.getId();
            if (id == null) {
                continue;
            }
            if (id.matches("hole-[wb][1-9]")) {
                return new HoleRef(id.charAt(5) == 'w' ? Side.WHITE : Side.BLACK, id.charAt(6) - '0');
            }
            if (id.equals("store-w")) {
                return Side.WHITE;
            }
            if (id.equals("store-b")) {
                return Side.BLACK;
            }
        }
        return null;
    }

    /** Makes {@code h} the hole the form edits; typing a number then sets its count. */
    public void select(HoleRef h) {
        vm.select(h);
        holeCount.getEditor().requestFocus();
        holeCount.getEditor().selectAll();
    }

    // --- the form ---------------------------------------------------------------------

    private VBox form() {
        selectedTitle.getStyleClass().add("editor-section");
        holeCount.valueProperty().addListener((o, a, v) -> {
            if (!updating && v != null) {
                vm.setSelectedCount(v);
            }
        });
        tuzdyk.setId("editor-tuzdyk");
        tuzdyk.setOnAction(e -> {
            vm.toggleTuzdyk();
            refresh();
        });
        GridPane hole = grid();
        hole.addRow(0, new Label(I18n.get("editor.stones")), holeCount);
        hole.add(tuzdyk, 0, 1, 2, 1);

        whiteStore.valueProperty().addListener((o, a, v) -> {
            if (!updating && v != null) {
                draft.setStore(Side.WHITE, v);
            }
        });
        blackStore.valueProperty().addListener((o, a, v) -> {
            if (!updating && v != null) {
                draft.setStore(Side.BLACK, v);
            }
        });
        GridPane stores = grid();
        stores.addRow(0, new Label(I18n.get("editor.whiteStore")), whiteStore);
        stores.addRow(1, new Label(I18n.get("editor.blackStore")), blackStore);

        ToggleGroup side = new ToggleGroup();
        whiteToMove.setToggleGroup(side);
        blackToMove.setToggleGroup(side);
        whiteToMove.setId("editor-white-to-move");
        blackToMove.setId("editor-black-to-move");
        // The group's selection, not the buttons' action: arrow keys move the selection without one.
        side.selectedToggleProperty().addListener((o, was, now) -> {
            if (!updating && now != null) {
                draft.setToMove(now == whiteToMove ? Side.WHITE : Side.BLACK);
            }
        });
        moveNumber.valueProperty().addListener((o, a, v) -> {
            if (!updating && v != null) {
                draft.setMoveNumber(v);
            }
        });
        GridPane turn = grid();
        turn.addRow(0, new Label(I18n.get("editor.toMove")), new HBox(10, whiteToMove, blackToMove));
        turn.addRow(1, new Label(I18n.get("editor.moveNumber")), moveNumber);

        total.setId("editor-total");
        total.getStyleClass().add("editor-total");
        total.setWrapText(true);
        message.setId("editor-message");
        message.getStyleClass().add("editor-message");
        message.setWrapText(true);

        fen.setId("editor-fen");
        fen.setPromptText(I18n.get("editor.fenPrompt"));
        fen.textProperty().addListener((o, a, b) -> fenTyped |= !updating);
        // Left without Enter, the typed text is dropped: the field shows the position again.
        fen.focusedProperty().addListener((o, was, now) -> {
            // Only when the focus went elsewhere in the editor: switching to another window (to
            // copy the rest of a string, say) keeps what was typed.
            boolean windowStillActive = fen.getScene() != null && fen.getScene().getWindow() != null
                    && fen.getScene().getWindow().isFocused();
            if (!now && fenTyped && windowStillActive) {
                fenTyped = false;
                refresh();
            }
        });
        fen.setOnAction(e -> pasteFen(fen.getText()));
        Button copy = iconButton("mdi2c-content-copy", "editor.copyFen", () -> {
            ClipboardContent c = new ClipboardContent();
            c.putString(vm.copyFen());
            Clipboard.getSystemClipboard().setContent(c);
        });
        // A string whose stones do not add up to 162 would be refused where it is pasted (here too).
        copy.disableProperty().bind(vm.totalProblemProperty().isNotNull());
        Button paste = iconButton("mdi2c-content-paste", "editor.pasteFen", () -> {
            Clipboard cb = Clipboard.getSystemClipboard();
            pasteFen(cb.hasString() ? cb.getString() : "");
        });
        HBox.setHgrow(fen, Priority.ALWAYS);
        HBox fenRow = new HBox(4, fen, copy, paste);

        Button startPos = new Button(I18n.get("editor.startPosition"));
        startPos.setId("editor-start-position");
        startPos.setOnAction(e -> vm.startPosition());
        Button clear = new Button(I18n.get("editor.clear"));
        clear.setId("editor-clear");
        clear.setOnAction(e -> vm.clear());
        HBox resets = new HBox(8, startPos, clear);

        VBox box = new VBox(10, section("editor.hole", selectedTitle), hole, section("editor.stores", null), stores,
                section("editor.turn", null), turn, section("editor.position", null), fenRow, resets,
                total, message);
        box.getStyleClass().add("editor-form");
        checks.wholeNumber(holeCount, I18n.get("editor.stones"), 0, PositionDraft.TOTAL);
        checks.wholeNumber(whiteStore, I18n.get("editor.whiteStore"), 0, PositionDraft.TOTAL);
        checks.wholeNumber(blackStore, I18n.get("editor.blackStore"), 0, PositionDraft.TOTAL);
        checks.wholeNumber(moveNumber, I18n.get("editor.moveNumber"), 1, Position.MAX_MOVE_NUMBER);
        checks.watch(total, vm.totalProblemProperty(), Severity.ERROR);
        // A warning before the click: the check box would refuse this hole.
        checks.watch(tuzdyk, vm.tuzdykProblemProperty(), Severity.WARNING);
        box.setPadding(new Insets(12, 16, 12, 4));
        box.setPrefWidth(330);
        box.setMinWidth(280);
        return box;
    }

    private static Node section(String key, Label custom) {
        Label l = custom != null ? custom : new Label(I18n.get(key));
        l.getStyleClass().add("editor-section");
        return l;
    }

    private static GridPane grid() {
        GridPane g = new GridPane();
        g.setHgap(10);
        g.setVgap(6);
        return g;
    }

    private static Spinner<Integer> spinner(int min, int max, String id) {
        Spinner<Integer> s = new Spinner<>(new SpinnerValueFactory.IntegerSpinnerValueFactory(min, max, min));
        otau.ui.NumberSpinners.editable(s);
        s.setId(id);
        s.setPrefWidth(110);
        // Typed text counts as soon as it is a number, not only on Enter.
        s.getEditor().textProperty().addListener((o, a, text) -> {
            if (text.matches("\\d{1,7}")) {
                int v = Math.min(max, Math.max(min, Integer.parseInt(text)));
                if (!Integer.valueOf(v).equals(s.getValue())) {
                    s.getValueFactory().setValue(v);
                }
            }
        });
        return s;
    }

    private static Button iconButton(String icon, String tooltipKey, Runnable action) {
        return IconButtons.of(tooltipKey.replace('.', '-'), icon, tooltipKey, action);
    }

    private HBox buttons(java.util.function.Predicate<Position> onStudy, Runnable onClose) {
        study.setId("editor-study");
        study.setDefaultButton(true);
        study.disableProperty().bind(vm.totalProblemProperty().isNotNull().or(checks.invalidProperty()));
        study.setOnAction(e -> vm.positionToStudy().ifPresent(p -> {
            if (onStudy.test(p)) {
                onClose.run();
            }
        }));
        cancel.setId("editor-cancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> {
            if (mayClose()) {
                onClose.run();
            }
        });
        Button undo = iconButton("mdi2u-undo", "editor.undo", vm::undo);
        Button redo = iconButton("mdi2r-redo", "editor.redo", vm::redo);
        undo.disableProperty().bind(vm.canUndoProperty().not());
        redo.disableProperty().bind(vm.canRedoProperty().not());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(8, undo, redo, spacer, cancel, study);
        bar.getStyleClass().add("editor-buttons");
        bar.setAlignment(Pos.CENTER_RIGHT);
        bar.setPadding(new Insets(10, 16, 12, 16));
        return bar;
    }

    /** Reads a position string into the draft; a bad one leaves the draft and names the wrong field. */
    public void pasteFen(String text) {
        if (vm.pasteFen(text)) {
            // Read: the field shows the position as written, whatever was typed or pasted.
            fenTyped = false;
            refresh();
        }
    }

    /**
     * True when the editor may close: the position was not changed, or the user agreed to drop
     * it (Cancel, Esc and the window's close button ask; Study takes the position along).
     */
    public boolean mayClose() {
        return !vm.isModified() || askDiscard.getAsBoolean();
    }

    /** What asks whether to drop the position set up (a dialog; the tests answer it themselves). */
    public void setAskDiscard(java.util.function.BooleanSupplier ask) {
        askDiscard = Objects.requireNonNull(ask);
    }

    private boolean askDiscardInDialog() {
        // The safe answer is the default: Enter or Esc keeps the position.
        return otau.ui.DiscardQuestion.ask(getScene() == null ? null : getScene().getWindow(),
                I18n.get("editor.discardTitle"), I18n.get("editor.discardQuestion"),
                I18n.get("editor.discard"), I18n.get("editor.keepEditing"));
    }

    private void refresh() {
        updating = true;
        try {
            Position p = draft.toPosition();
            board.setPosition(p);
            HoleRef selected = vm.selected();
            board.getUserHighlights().setAll(new HoleHighlight(selected, MarkColor.BLUE));
            selectedTitle.setText(I18n.get("editor.selected", PositionDraft.holeName(selected)));
            boolean isTuzdyk = draft.isTuzdyk(selected);
            holeCount.getValueFactory().setValue(draft.count(selected));
            holeCount.setDisable(isTuzdyk);
            tuzdyk.setText(I18n.get("editor.tuzdykOf", PositionDraft.sideName(selected.side().opposite())));
            tuzdyk.setSelected(isTuzdyk);
            whiteStore.getValueFactory().setValue(draft.store(Side.WHITE));
            blackStore.getValueFactory().setValue(draft.store(Side.BLACK));
            whiteToMove.setSelected(draft.toMove() == Side.WHITE);
            blackToMove.setSelected(draft.toMove() == Side.BLACK);
            moveNumber.getValueFactory().setValue(draft.moveNumber());
            total.pseudoClassStateChanged(WRONG, vm.totalProblemProperty().get() != null);
            // Text typed and not yet applied stays; otherwise the field follows every change.
            if (!fenTyped) {
                fen.setText(Fen.write(p));
            }
        } finally {
            updating = false;
        }
    }
}
