package otau.ui.movelist;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.model.GameTreeEvent;
import otau.ui.I18n;

/**
 * The move-list navigator: the main line as flowing text with move numbers, variations as
 * indented paragraphs (nested ones further in), comments in place, glyphs after moves, the
 * current move highlighted and scrolled into view.
 *
 * <p>It mirrors the model incrementally. A move item is made once per node and kept;
 * stepping through the game changes the highlight of two items; a move played at the end
 * of a line appends one item; any other change of shape re-arranges only the line it
 * touches, reusing the items. Only a replaced game builds everything anew. How a line reads
 * and which lines a change touches come from {@link MoveListViewModel}; this class keeps the
 * nodes per game node and lays them out.
 */
public final class MoveListView extends BorderPane {
    private final MoveListViewModel vm;
    private final GameModel model;
    private final Map<GameNode, MoveItem> items = new IdentityHashMap<>();
    private final Map<GameNode, Text> comments = new IdentityHashMap<>();
    private final Map<GameNode, Text> startingComments = new IdentityHashMap<>();
    private final Map<GameNode, LineBlock> blocks = new IdentityHashMap<>();
    private final VBox content = new VBox();
    private final ScrollPane scroll = new ScrollPane(content);
    private final GameHeader header;
    private final Label emptyHint = new Label(I18n.get("movelist.empty"));
    private MoveItem current;
    private Node pendingScroll;
    private final Runnable scrollAfterLayout = this::scrollPending;
    private int itemsCreated;

    public MoveListView(GameModel model) {
        this.model = Objects.requireNonNull(model);
        this.vm = new MoveListViewModel(model);
        getStyleClass().add("move-list");
        header = new GameHeader(model);
        setTop(header);
        content.getStyleClass().add("move-list-content");
        emptyHint.getStyleClass().add("move-list-empty");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        // Arrow keys belong to the game, not to scrolling.
        scroll.setFocusTraversable(false);
        scroll.getStyleClass().add("move-list-scroll");
        setCenter(scroll);

        // A click gives the move list the keys (arrows, Delete) without making it a Tab stop.
        addEventFilter(MouseEvent.MOUSE_PRESSED, e -> {
            if (e.isPrimaryButtonDown()) {
                requestFocus();
            }
        });
        content.addEventHandler(MouseEvent.MOUSE_CLICKED, this::clicked);
        content.addEventHandler(ContextMenuEvent.CONTEXT_MENU_REQUESTED, this::contextMenuRequested);
        model.addTreeListener(this::treeChanged);
        model.currentNodeProperty().addListener((o, was, now) -> showCurrent(now));
        sceneProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removePostLayoutPulseListener(scrollAfterLayout);
            }
            if (now != null) {
                now.addPostLayoutPulseListener(scrollAfterLayout);
            }
        });
        vm.showEvaluationsProperty().addListener((o, was, now) -> items.values().forEach(i -> i.setShowEvaluation(now)));
        rebuild();
    }

    /** True: each move shows its evaluation from the game ({@code [%eval]}), e.g. {@code 65(10)? +2.4}. */
    public javafx.beans.property.BooleanProperty showEvaluationsProperty() {
        return vm.showEvaluationsProperty();
    }

    /** Called with the node whose comment the user wants to write or change. */
    public void setOnEditComment(Consumer<GameNode> handler) {
        vm.setOnEditComment(handler);
    }

    /** What edits the comment written before a move (where a variation starts). */
    public void setOnEditCommentBefore(Consumer<GameNode> handler) {
        vm.setOnEditCommentBefore(handler);
    }

    /** The list's state and actions, apart from its nodes. */
    public MoveListViewModel viewModel() {
        return vm;
    }

    public void setOnEditTags(Runnable handler) {
        header.setOnEditTags(handler);
    }

    /** The label showing {@code node}'s move, or null when the node has none (the root, or not shown). */
    public Label itemOf(GameNode node) {
        return items.get(node);
    }

    /** How many move items were ever created: stays put while stepping, +1 per move played. */
    public int itemsCreated() {
        return itemsCreated;
    }

    /** The text of the whole list as shown (moves, glyphs and comments), for tests and copying. */
    public String displayedText() {
        StringBuilder sb = new StringBuilder();
        appendText(content, sb);
        return sb.toString().strip().replaceAll("\\s+", " ");
    }

    private static void appendText(Node n, StringBuilder sb) {
        if (n instanceof Label l) {
            sb.append(l.getText()).append(' ');
        } else if (n instanceof Text t) {
            sb.append(t.getText()).append(' ');
        } else if (n instanceof javafx.scene.Parent p) {
            if (n.getStyleClass().contains("variation-block")) {
                sb.append("( ");
                p.getChildrenUnmodifiable().forEach(c -> appendText(c, sb));
                sb.append(") ");
            } else {
                p.getChildrenUnmodifiable().forEach(c -> appendText(c, sb));
            }
        }
    }

    // --- building --------------------------------------------------------------------

    private void rebuild() {
        items.clear();
        comments.clear();
        startingComments.clear();
        blocks.clear();
        current = null;
        LineBlock main = blockFor(model.root());
        content.getChildren().setAll(main);
        updateEmptyHint();
        showCurrent(model.currentNode());
    }

    private void updateEmptyHint() {
        boolean empty = vm.isEmpty();
        if (empty && !content.getChildren().contains(emptyHint)) {
            content.getChildren().add(emptyHint);
        } else if (!empty) {
            content.getChildren().remove(emptyHint);
        }
    }

    private LineBlock blockFor(GameNode start) {
        LineBlock b = blocks.get(start);
        if (b == null) {
            b = new LineBlock(start);
            blocks.put(start, b);
            arrange(b);
        }
        return b;
    }

    /** Lays out one line: its moves and comments in runs, broken by groups of variations. */
    private void arrange(LineBlock block) {
        List<Node> children = new ArrayList<>();
        List<Node> run = new ArrayList<>();
        for (MoveListViewModel.Entry e : MoveListViewModel.line(block.start())) {
            if (e instanceof MoveListViewModel.Comment c) {
                run.add(commentText(c.starting() ? startingComments : comments, c.node(), c.text()));
            } else if (e instanceof MoveListViewModel.Move m) {
                MoveItem item = itemFor(m.node());
                item.setNumbered(m.numbered());
                item.setMainLine(m.mainLine());
                run.add(item);
            } else if (e instanceof MoveListViewModel.Variations v) {
                children.add(flow(run));
                run = new ArrayList<>();
                VBox group = LineBlock.newVariationGroup();
                v.starts().forEach(start -> group.getChildren().add(blockFor(start)));
                children.add(group);
            }
        }
        // Comments deleted from the line's nodes are forgotten, so a new one starts afresh.
        for (GameNode n : block.start().lineFromHere()) {
            if (n.comment().isEmpty()) {
                comments.remove(n);
            }
            if (n.startingComment().isEmpty()) {
                startingComments.remove(n);
            }
        }
        children.add(flow(run));
        block.getChildren().setAll(children);
    }

    private static TextFlow flow(List<Node> nodes) {
        TextFlow run = LineBlock.newRun();
        run.getChildren().setAll(nodes);
        return run;
    }

    private static Text commentText(Map<GameNode, Text> cache, GameNode n, String text) {
        Text t = cache.computeIfAbsent(n, k -> {
            Text made = new Text();
            made.getStyleClass().add("comment");
            made.setUserData(k);
            return made;
        });
        t.setText(" " + text + " ");
        return t;
    }

    private MoveItem itemFor(GameNode n) {
        MoveItem item = items.get(n);
        if (item == null) {
            item = new MoveItem(n);
            item.setShowEvaluation(vm.showEvaluationsProperty().get());
            items.put(n, item);
            itemsCreated++;
        }
        return item;
    }

    // --- following the model -----------------------------------------------------------

    private void treeChanged(List<GameTreeEvent> events) {
        MoveListViewModel.Changes c = vm.changes(events);
        if (c.replaced()) {
            rebuild();
            header.refresh();
            return;
        }
        if (c.appended() != null && appendAtEnd(c.appended())) {
            updateEmptyHint();
            return;
        }
        c.removed().forEach(this::forget);
        c.refreshed().stream().map(items::get).filter(Objects::nonNull).forEach(MoveItem::refresh);
        if (c.tagsChanged()) {
            header.refresh();
        }
        // Variation starts that are first moves now belong to their parent's line.
        blocks.keySet().removeIf(k -> !MoveListViewModel.startsALine(k));
        for (GameNode s : c.lines()) {
            LineBlock b = blocks.get(s);
            if (b != null) {
                arrange(b);
            }
        }
        updateEmptyHint();
        showCurrent(model.currentNode());
    }

    /** The common case, a move played at the end of a shown line: one item appended. */
    private boolean appendAtEnd(GameNode node) {
        LineBlock block = blocks.get(MoveListViewModel.lineStart(node.parent()));
        if (block == null) {
            return false;
        }
        MoveItem item = itemFor(node);
        item.setNumbered(MoveListViewModel.needsNumber(node));
        item.setMainLine(block.start().isRoot());
        block.lastRun().getChildren().add(item);
        showCurrent(model.currentNode());
        return true;
    }

    /** Drops the items and blocks of a removed subtree (they come back new if it is restored). */
    private void forget(GameNode top) {
        for (GameNode n : MoveListViewModel.subtree(top)) {
            MoveItem item = items.remove(n);
            if (item == current) {
                current = null;
            }
            comments.remove(n);
            startingComments.remove(n);
            blocks.remove(n);
        }
    }

    private void showCurrent(GameNode node) {
        MoveItem next = node == null ? null : items.get(node);
        if (next == current) {
            return;
        }
        if (current != null) {
            current.setCurrent(false);
        }
        current = next;
        if (next != null) {
            next.setCurrent(true);
            pendingScroll = next;
        } else if (node != null && node.isRoot()) {
            scroll.setVvalue(0);
        }
    }

    /** After layout, scrolls so the current move is in view (with a little room around it). */
    private void scrollPending() {
        Node target = pendingScroll;
        if (target == null || target.getScene() == null) {
            return;
        }
        pendingScroll = null;
        Bounds viewport = scroll.getViewportBounds();
        Bounds b = content.sceneToLocal(target.localToScene(target.getBoundsInLocal()));
        double v = MoveListViewModel.scrollValue(-viewport.getMinY(), viewport.getHeight(),
                content.getBoundsInLocal().getHeight(), b.getMinY(), b.getMaxY());
        if (v >= 0) {
            scroll.setVvalue(v);
        }
    }

    // --- mouse -------------------------------------------------------------------------

    private void clicked(MouseEvent e) {
        if (e.getButton() == MouseButton.SECONDARY) {
            MoveItem item = findItem(e.getPickResult().getIntersectedNode());
            if (item != null) {
                showMenu(item, e.getScreenX(), e.getScreenY());
                e.consume();
            }
            return;
        }
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        GameNode node = nodeAt(e.getPickResult().getIntersectedNode());
        if (node == null) {
            return;
        }
        Node target = e.getPickResult().getIntersectedNode();
        vm.clicked(node, target instanceof Text && e.getClickCount() == 2, findItem(target) != null,
                target != null && startingComments.get(node) == target);
        e.consume();
    }

    /** The menu key: the menu opens at the current move (a right click is handled as a click). */
    private void contextMenuRequested(ContextMenuEvent e) {
        if (e.isKeyboardTrigger() && current != null) {
            Bounds b = current.localToScreen(current.getBoundsInLocal());
            showMenu(current, b.getMinX(), b.getMaxY());
        }
        e.consume();
    }

    private ContextMenu menu;
    private java.util.function.BooleanSupplier deletionsAllowed = () -> true;

    /** Whether the move menu's deletions may run now (not while a feature owns the board's game). */
    public void setDeletionsAllowed(java.util.function.BooleanSupplier allowed) {
        deletionsAllowed = java.util.Objects.requireNonNull(allowed);
    }
    private Function<GameNode, List<MenuItem>> menuExtension = node -> List.of();

    /** Items other features add to a move's context menu (e.g. "Play from here"), made for that move. */
    public void setContextMenuExtension(Function<GameNode, List<MenuItem>> extension) {
        this.menuExtension = java.util.Objects.requireNonNull(extension);
    }

    private void showMenu(MoveItem item, double screenX, double screenY) {
        if (menu != null) {
            menu.hide();
        }
        menu = new MoveContextMenu(model, item.node(), vm.onEditComment(), vm.onEditCommentBefore(),
                menuExtension.apply(item.node()), deletionsAllowed.getAsBoolean());
        menu.show(item, screenX, screenY);
    }

    private static MoveItem findItem(Node n) {
        for (Node m = n; m != null; m = m.getParent()) {
            if (m instanceof MoveItem item) {
                return item;
            }
        }
        return null;
    }

    private static GameNode nodeAt(Node n) {
        MoveItem item = findItem(n);
        if (item != null) {
            return item.node();
        }
        return n instanceof Text t && t.getUserData() instanceof GameNode g ? g : null;
    }
}
