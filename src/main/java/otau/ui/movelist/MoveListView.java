package otau.ui.movelist;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import otau.model.Annotation;
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
 * touches, reusing the items. Only a replaced game builds everything anew.
 *
 * <p>Over 400 lines on purpose: the incremental mirroring (items kept per node, lines re-arranged in place) is one algorithm over shared maps; the items, blocks, menu and dialogs are apart.
 */
public final class MoveListView extends BorderPane {
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
    private Scene pulseScene;
    private final Runnable scrollAfterLayout = this::scrollPending;
    private Consumer<GameNode> onEditComment = n -> { };
    private int itemsCreated;
    /** Whether each move shows its stored evaluation ({@code [%eval]}) after it. */
    private final javafx.beans.property.BooleanProperty showEvaluations =
            new javafx.beans.property.SimpleBooleanProperty(this, "showEvaluations");

    public MoveListView(GameModel model) {
        this.model = Objects.requireNonNull(model);
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
            pulseScene = now;
            if (now != null) {
                now.addPostLayoutPulseListener(scrollAfterLayout);
            }
        });
        showEvaluations.addListener((o, was, now) -> items.values().forEach(i -> i.setShowEvaluation(now)));
        rebuild();
    }

    /** True: each move shows its evaluation from the game ({@code [%eval]}), e.g. {@code 65(10)? +2.4}. */
    public javafx.beans.property.BooleanProperty showEvaluationsProperty() {
        return showEvaluations;
    }

    /** Called with the node whose comment the user wants to write or change. */
    public void setOnEditComment(Consumer<GameNode> handler) {
        onEditComment = Objects.requireNonNull(handler);
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
        boolean empty = !model.root().hasChildren() && model.root().comment().isEmpty();
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
        boolean mainLine = block.start().isRoot();
        for (GameNode n : block.start().lineFromHere()) {
            if (n.isRoot()) {
                addComment(run, comments, n, n.comment(), "comment");
                continue;
            }
            addComment(run, startingComments, n, n.startingComment(), "comment");
            MoveItem item = itemFor(n);
            item.setNumbered(needsNumber(n));
            item.setMainLine(mainLine);
            run.add(item);
            addComment(run, comments, n, n.comment(), "comment");
            List<GameNode> siblings = n.parent().children();
            if (n.index() == 0 && siblings.size() > 1) {
                children.add(flow(run));
                run = new ArrayList<>();
                VBox group = LineBlock.newVariationGroup();
                for (int i = 1; i < siblings.size(); i++) {
                    group.getChildren().add(blockFor(siblings.get(i)));
                }
                children.add(group);
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

    private void addComment(List<Node> run, Map<GameNode, Text> cache, GameNode n, String text, String style) {
        if (text.isEmpty()) {
            cache.remove(n);
            return;
        }
        Text t = cache.get(n);
        if (t == null) {
            t = new Text();
            t.getStyleClass().add(style);
            t.setUserData(n);
            cache.put(n, t);
        }
        t.setText(" " + text + " ");
        run.add(t);
    }

    private MoveItem itemFor(GameNode n) {
        MoveItem item = items.get(n);
        if (item == null) {
            item = new MoveItem(n);
            item.setShowEvaluation(showEvaluations.get());
            items.put(n, item);
            itemsCreated++;
        }
        return item;
    }

    /**
     * Whether a Black move shows its number: when it does not directly follow White's move
     * in the same run (start of a line, after a comment or after variations).
     */
    static boolean needsNumber(GameNode n) {
        GameNode p = n.parent();
        if (n.index() > 0 || p.isRoot() || !n.startingComment().isEmpty() || !p.comment().isEmpty()) {
            return true;
        }
        return p.index() == 0 && p.parent().children().size() > 1;
    }

    /** The root, or the first move of the variation holding {@code n}. */
    private static GameNode blockStart(GameNode n) {
        for (GameNode m = n; !m.isRoot(); m = m.parent()) {
            if (m.index() > 0) {
                return m;
            }
        }
        GameNode root = n;
        while (!root.isRoot()) {
            root = root.parent();
        }
        return root;
    }

    private boolean isAttached(GameNode n) {
        GameNode m = n;
        while (!m.isRoot()) {
            if (!m.parent().children().contains(m)) {
                return false;
            }
            m = m.parent();
        }
        return m == model.root();
    }

    // --- following the model -----------------------------------------------------------

    private void treeChanged(List<GameTreeEvent> events) {
        if (events.size() == 1 && events.get(0) instanceof GameTreeEvent.NodeAdded added && appendAtEnd(added)) {
            updateEmptyHint();
            return;
        }
        Set<GameNode> dirty = new LinkedHashSet<>();
        for (GameTreeEvent e : events) {
            if (e instanceof GameTreeEvent.GameReplaced) {
                rebuild();
                header.refresh();
                return;
            } else if (e instanceof GameTreeEvent.NodeAdded a) {
                dirty.add(a.parent());
            } else if (e instanceof GameTreeEvent.NodeRemoved r) {
                forget(r.node());
                dirty.add(r.parent());
            } else if (e instanceof GameTreeEvent.NodeMoved m) {
                dirty.add(m.parent());
            } else if (e instanceof GameTreeEvent.AnnotationChanged a) {
                annotationChanged(a, dirty);
            } else if (e instanceof GameTreeEvent.TagsChanged) {
                header.refresh();
            }
        }
        // Variation starts that are first moves now belong to their parent's line.
        blocks.keySet().removeIf(k -> !k.isRoot() && k.index() <= 0);
        Set<GameNode> starts = new LinkedHashSet<>();
        for (GameNode n : dirty) {
            if (isAttached(n)) {
                starts.add(blockStart(n));
            }
        }
        for (GameNode s : starts) {
            LineBlock b = blocks.get(s);
            if (b != null) {
                arrange(b);
            }
        }
        updateEmptyHint();
        showCurrent(model.currentNode());
    }

    /** The common case, a move played at the end of a line: one item appended. */
    private boolean appendAtEnd(GameTreeEvent.NodeAdded added) {
        GameNode node = added.node();
        GameNode parent = added.parent();
        if (added.index() != 0 || parent.children().size() != 1 || node.hasChildren()
                || !node.comment().isEmpty() || !node.startingComment().isEmpty()) {
            return false;
        }
        LineBlock block = blocks.get(blockStart(parent));
        if (block == null) {
            return false;
        }
        MoveItem item = itemFor(node);
        item.setNumbered(needsNumber(node));
        item.setMainLine(block.start().isRoot());
        block.lastRun().getChildren().add(item);
        showCurrent(model.currentNode());
        return true;
    }

    private void annotationChanged(GameTreeEvent.AnnotationChanged a, Set<GameNode> dirty) {
        GameNode n = a.node();
        if (a.annotation() == Annotation.NAGS || a.annotation() == Annotation.EVALUATION) {
            MoveItem item = items.get(n);
            if (item != null) {
                item.refresh();
            }
        } else if (a.annotation() == Annotation.COMMENT || a.annotation() == Annotation.STARTING_COMMENT) {
            dirty.add(n);
            // The next move's number depends on whether a comment separates it.
            for (GameNode c : n.children()) {
                dirty.add(c);
            }
        }
    }

    /** Drops the items and blocks of a removed subtree (they come back new if it is restored). */
    private void forget(GameNode top) {
        List<GameNode> stack = new ArrayList<>(List.of(top));
        while (!stack.isEmpty()) {
            GameNode n = stack.remove(stack.size() - 1);
            MoveItem item = items.remove(n);
            if (item == current) {
                current = null;
            }
            comments.remove(n);
            startingComments.remove(n);
            blocks.remove(n);
            stack.addAll(n.children());
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
        double contentH = content.getBoundsInLocal().getHeight();
        if (contentH <= viewport.getHeight()) {
            return;
        }
        Bounds b = content.sceneToLocal(target.localToScene(target.getBoundsInLocal()));
        double top = -viewport.getMinY();
        double room = Math.min(viewport.getHeight() / 4, 40);
        double newTop = top;
        if (b.getMinY() - room < top) {
            newTop = b.getMinY() - room;
        } else if (b.getMaxY() + room > top + viewport.getHeight()) {
            newTop = b.getMaxY() + room - viewport.getHeight();
        }
        if (newTop != top) {
            double v = Math.max(0, Math.min(1, newTop / (contentH - viewport.getHeight())));
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
        if (target instanceof Text && e.getClickCount() == 2) {
            onEditComment.accept(node);
        } else if (findItem(target) != null) {
            model.goTo(node);
        }
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
    private Function<GameNode, List<MenuItem>> menuExtension = node -> List.of();

    /** Items other features add to a move's context menu (e.g. "Play from here"), made for that move. */
    public void setContextMenuExtension(Function<GameNode, List<MenuItem>> extension) {
        this.menuExtension = java.util.Objects.requireNonNull(extension);
    }

    private void showMenu(MoveItem item, double screenX, double screenY) {
        if (menu != null) {
            menu.hide();
        }
        menu = new MoveContextMenu(model, item.node(), onEditComment);
        List<MenuItem> extra = menuExtension.apply(item.node());
        if (!extra.isEmpty()) {
            menu.getItems().add(new SeparatorMenuItem());
            menu.getItems().addAll(extra);
        }
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

    Scene pulseScene() {
        return pulseScene;
    }
}
