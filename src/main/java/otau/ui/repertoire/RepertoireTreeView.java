package otau.ui.repertoire;

import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import otau.db.RepertoireCoverage;
import otau.db.RepertoireTree;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.ui.I18n;
import otau.ui.board.AnimationMode;
import otau.ui.board.BoardMode;
import otau.ui.board.BoardModes;
import otau.ui.board.BoardView;
import otau.ui.board.ModeSession;
import otau.ui.board.PlayableHoles;

/**
 * The repertoire of one side as a tree of lines beside a board of its own: selecting a move
 * shows its position; a move played on the board (or with the digit keys 1–9) joins the
 * repertoire when it is the side's, and goes down the tree — or one reply past it — when it is
 * the opponent's. Beside the board, the replies the database's games play that the
 * repertoire does not answer yet, with "Next gap" to walk through them.
 */
public final class RepertoireTreeView extends BorderPane {

    private final RepertoireTreeModel model;
    private final RepertoirePrompts prompts;
    private final TreeView<RepertoireTree.Node> treeView = new TreeView<>();
    private final BoardView board = new BoardView();
    private final ObjectProperty<Set<Integer>> playable = new SimpleObjectProperty<>(Set.of());
    private final ModeSession editing;
    private final Label where = new Label();
    private final Label gapsTitle = new Label();
    private final ListView<RepertoireCoverage.Gap> gapList = new ListView<>();
    private final Label message = new Label();
    private final Button delete = button("rtree-delete", "rtree.delete");
    private final Button promote = button("rtree-promote", "rtree.promote");
    private final Button comment = button("rtree-comment", "rtree.comment");
    private final Button undo = button("rtree-undo", "rtree.undo");
    private final Button redo = button("rtree-redo", "rtree.redo");
    private final Button nextGap = button("rtree-next-gap", "rtree.nextGap");
    private boolean syncing;

    /** @param drill opens the trainer on a side's repertoire */
    public RepertoireTreeView(RepertoireTreeModel model, RepertoirePrompts prompts, Consumer<Side> drill) {
        this.model = model;
        this.prompts = prompts;
        setId("rtree");
        getStyleClass().add("repertoire-tree");
        setPadding(new Insets(8));

        ToggleGroup sides = new ToggleGroup();
        ToggleButton white = sideButton("rtree-white", "rtree.side.white", Side.WHITE, sides);
        ToggleButton black = sideButton("rtree-black", "rtree.side.black", Side.BLACK, sides);
        Button importButton = button("rtree-import", "rtree.import");
        Button exportButton = button("rtree-export", "rtree.export");
        Button drillButton = button("rtree-drill", "rtree.drill");
        importButton.setOnAction(e -> prompts.chooseImport().ifPresent(model::importFile));
        exportButton.setOnAction(e -> prompts.chooseExport(
                I18n.get("rtree.exportName", RepertoireTreeModel.sideName(model.sideProperty().get())))
                .ifPresent(model::exportFile));
        drillButton.setOnAction(e -> drill.accept(model.sideProperty().get()));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox top = new HBox(6, white, black, spacer, importButton, exportButton, drillButton);
        top.setAlignment(Pos.CENTER_LEFT);
        setTop(top);

        treeView.setId("rtree-tree");
        treeView.setShowRoot(false);
        treeView.setCellFactory(v -> new NodeCell());
        treeView.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (!syncing && b != null && b.getValue() != null) {
                model.select(b.getValue());
            }
        });
        delete.setOnAction(e -> model.deleteSelected());
        promote.setOnAction(e -> model.promoteSelected());
        comment.setOnAction(e -> editComment());
        undo.setOnAction(e -> model.undo());
        undo.disableProperty().bind(model.canUndoProperty().not());
        redo.setOnAction(e -> model.redo());
        redo.disableProperty().bind(model.canRedoProperty().not());
        FlowPane edits = new FlowPane(6, 6, delete, promote, comment, undo, redo);
        VBox left = new VBox(6, treeView, edits);
        VBox.setVgrow(treeView, Priority.ALWAYS);
        left.setMinWidth(220);

        board.setId("rtree-board");
        board.setAnimation(AnimationMode.OFF);
        board.setShowLastMove(true);
        board.setPrefSize(520, 250);
        board.setMinSize(200, 120);
        editing = new BoardModes(board, e -> { }).enter(BoardMode.REPERTOIRE, e -> model.play(e.getHole()),
                playable, null);
        where.setId("rtree-where");
        where.setWrapText(true);
        where.setMinHeight(Region.USE_PREF_SIZE);
        gapsTitle.setId("rtree-gaps-title");
        gapsTitle.setWrapText(true);
        gapsTitle.setMinHeight(Region.USE_PREF_SIZE);
        gapList.setId("rtree-gaps");
        gapList.setPrefHeight(110);
        gapList.setCellFactory(v -> new GapCell());
        gapList.setOnMouseClicked(e -> {
            RepertoireCoverage.Gap g = gapList.getSelectionModel().getSelectedItem();
            if (g != null) {
                model.goTo(g);
            }
        });
        nextGap.setOnAction(e -> model.nextGap());
        HBox gapHeader = new HBox(8, gapsTitle, nextGap);
        HBox.setHgrow(gapsTitle, Priority.ALWAYS);
        gapHeader.setAlignment(Pos.CENTER_LEFT);
        nextGap.setMinWidth(Region.USE_PREF_SIZE);
        VBox right = new VBox(6, where, board, gapHeader, gapList);
        VBox.setVgrow(board, Priority.ALWAYS);

        SplitPane split = new SplitPane(left, right);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.34);
        BorderPane.setMargin(split, new Insets(8, 0, 8, 0));
        setCenter(split);
        message.setId("rtree-message");
        message.setWrapText(true);
        message.setMinHeight(Region.USE_PREF_SIZE);
        setBottom(message);

        addEventFilter(KeyEvent.KEY_PRESSED, this::key);
        otau.ui.UndoKeys.install(this, model::undo, model::redo);
        model.treeProperty().addListener((o, a, b) -> rebuild());
        model.cursorProperty().addListener((o, a, b) -> showCursor());
        model.positionProperty().addListener((o, a, b) -> showCursor());
        model.gapsProperty().addListener((o, a, b) -> showCursor());
        model.messageProperty().addListener((o, a, b) -> message.setText(b));
        model.sideProperty().addListener((o, a, b) -> (b == Side.WHITE ? white : black).setSelected(true));
        (model.sideProperty().get() == Side.WHITE ? white : black).setSelected(true);
        rebuild();
        otau.ui.LanguageSwitch.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(sayAgain));
    }

    /**
     * The lists' cells and the line under the board are made by code: made again in a new
     * language. Held here: the listener is weak.
     */
    private final javafx.beans.InvalidationListener sayAgain = o -> {
        showCursor();
        treeView.refresh();
        gapList.refresh();
    };

    private void key(KeyEvent e) {
        if (e.getCode() == KeyCode.DELETE) {
            e.consume();
            model.deleteSelected();
        } else if (!e.isShortcutDown() && !e.isAltDown()) {
            int hole = digit(e.getCode());
            if (hole > 0) {
                e.consume();
                model.play(hole);
            }
        }
    }

    /** 1–9 from the number row or the keypad, else 0. */
    static int digit(KeyCode code) {
        if (code.isDigitKey()) {
            String name = code.getName();
            char c = name.charAt(name.length() - 1);
            return c >= '1' && c <= '9' ? c - '0' : 0;
        }
        return 0;
    }

    private void editComment() {
        RepertoireTree.Node n = model.selectedNode();
        if (n == null || n.isRoot()) {
            return;
        }
        prompts.editComment(n.label(), n.comment()).ifPresent(model::comment);
    }

    private ToggleButton sideButton(String id, String key, Side side, ToggleGroup group) {
        ToggleButton b = new ToggleButton(I18n.get(key));
        b.setId(id);
        b.setToggleGroup(group);
        b.setMinWidth(Region.USE_PREF_SIZE);
        b.setOnAction(e -> {
            b.setSelected(true);
            model.load(side);
        });
        return b;
    }

    private static Button button(String id, String key) {
        Button b = new Button(I18n.get(key));
        b.setId(id);
        b.setMinWidth(Region.USE_PREF_SIZE);
        b.setMnemonicParsing(false);
        return b;
    }

    /** Fills the tree view from the model's tree, every line open. */
    private void rebuild() {
        RepertoireTree t = model.treeProperty().get();
        TreeItem<RepertoireTree.Node> top = new TreeItem<>();
        if (t != null) {
            for (RepertoireTree.Node r : t.roots()) {
                if (r != t.roots().get(0) && r.children().isEmpty()) {
                    continue;
                }
                top.getChildren().add(item(r));
            }
        }
        syncing = true;
        try {
            treeView.setRoot(top);
        } finally {
            syncing = false;
        }
        showCursor();
    }

    private static TreeItem<RepertoireTree.Node> item(RepertoireTree.Node n) {
        TreeItem<RepertoireTree.Node> it = new TreeItem<>(n);
        it.setExpanded(true);
        for (RepertoireTree.Node c : n.children()) {
            it.getChildren().add(item(c));
        }
        return it;
    }

    /** Shows the cursor: its tree row selected, its position on the board, the gaps there. */
    private void showCursor() {
        RepertoireTree.Node n = model.selectedNode();
        syncing = true;
        try {
            TreeItem<RepertoireTree.Node> it = n == null ? null : find(treeView.getRoot(), n);
            if (it != null) {
                treeView.getSelectionModel().select(it);
                int row = treeView.getRow(it);
                if (row >= 0) {
                    treeView.scrollTo(Math.max(0, row - 3));
                }
            } else if (n == null) {
                treeView.getSelectionModel().clearSelection();
            }
        } finally {
            syncing = false;
        }
        Position p = model.positionProperty().get();
        Side side = model.sideProperty().get();
        board.setPosition(p);
        editing.setFlipped(side == Side.BLACK);
        playable.set(p.isGameOver() ? Set.of() : PlayableHoles.legalMoves(p));
        RepertoireTree t = model.treeProperty().get();
        boolean empty = t != null && t.roots().get(0).children().isEmpty() && t.roots().size() == 1;
        if (n == null) {
            where.setText(otau.ui.MoveNumberGlue.glue(I18n.get("rtree.status.pending", model.pendingLabel())));
        } else if (empty && side == Side.WHITE) {
            where.setText(I18n.get("rtree.empty", RepertoireTreeModel.sideName(side)));
        } else {
            where.setText(I18n.get(p.sideToMove() == side ? "rtree.status.yourMove" : "rtree.status.reply",
                    RepertoireTreeModel.sideName(side)));
        }
        delete.setDisable(n == null || n.isRoot());
        comment.setDisable(n == null || n.isRoot());
        promote.setDisable(n == null || !n.own() || n.isMain());
        List<RepertoireCoverage.Gap> here = model.gapsHere();
        gapList.getItems().setAll(here);
        int total = model.gapsProperty().get().size();
        gapsTitle.setText(total == 0 ? I18n.get("rtree.gaps.none")
                : I18n.get("rtree.gaps.title", here.size(), total));
        nextGap.setDisable(total == 0);
    }

    private static TreeItem<RepertoireTree.Node> find(TreeItem<RepertoireTree.Node> it, RepertoireTree.Node n) {
        if (it == null) {
            return null;
        }
        if (it.getValue() == n) {
            return it;
        }
        for (TreeItem<RepertoireTree.Node> c : it.getChildren()) {
            TreeItem<RepertoireTree.Node> f = find(c, n);
            if (f != null) {
                return f;
            }
        }
        return null;
    }

    /** The text of a node: its move with number, marks for a transposition, and its comment. */
    static String text(RepertoireTree.Node n) {
        String s;
        if (n.isRoot()) {
            s = n.position().equals(Position.start()) ? I18n.get("rtree.start")
                    : I18n.get("rtree.setup", n.position().moveNumber(), Fen.write(n.position()));
        } else {
            s = n.label();
            if (n.transposition()) {
                s = I18n.get("rtree.transposition", s);
            }
        }
        return n.comment().isEmpty() ? s : s + " — " + n.comment();
    }

    private static final class NodeCell extends TreeCell<RepertoireTree.Node> {
        @Override
        protected void updateItem(RepertoireTree.Node n, boolean empty) {
            super.updateItem(n, empty);
            getStyleClass().removeAll("rtree-own", "rtree-reply", "rtree-alternative");
            if (empty || n == null) {
                setText(null);
                setStyle("");
                return;
            }
            setText(text(n));
            // The side's main moves stand out; the opponent's replies are set back.
            setStyle(n.isRoot() ? "" : n.own() ? (n.isMain() ? "-fx-font-weight: bold;" : "")
                    : "-fx-font-style: italic; -fx-opacity: 0.85;");
            if (!n.isRoot()) {
                getStyleClass().add(n.own() ? (n.isMain() ? "rtree-own" : "rtree-alternative") : "rtree-reply");
            }
        }
    }

    private static final class GapCell extends ListCell<RepertoireCoverage.Gap> {
        @Override
        protected void updateItem(RepertoireCoverage.Gap g, boolean empty) {
            super.updateItem(g, empty);
            setText(empty || g == null ? null : I18n.get("rtree.gap", RepertoireTreeModel.label(g.at().position(),
                    g.hole()), g.games(), Math.round(g.percent())));
        }
    }

    public TreeView<RepertoireTree.Node> treeView() {
        return treeView;
    }

    public BoardView board() {
        return board;
    }

    public String whereText() {
        return where.getText();
    }

    public String gapsTitleText() {
        return gapsTitle.getText();
    }

    public List<RepertoireCoverage.Gap> gapsShown() {
        return List.copyOf(gapList.getItems());
    }

    public String messageText() {
        return message.getText();
    }
}
