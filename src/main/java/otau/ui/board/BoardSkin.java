package otau.ui.board;

import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.control.SkinBase;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;

import java.util.List;
import java.util.Locale;

/**
 * Draws a {@link BoardView} with scene-graph nodes: one {@link HoleView} per hole and one
 * {@link StoreView} per store, so that CSS pseudo-classes style the state. Everything is
 * laid out from a single unit (one hole's pitch) fitted to the control's size, which keeps
 * the board's proportions at any window size. Nodes are updated only when the position,
 * the markup or the size changes; nothing runs per frame unless a sowing is animated.
 *
 * <p>Where each part stands for a unit is {@link BoardGeometry}; the sowing's frames are played
 * by {@link SowingAnimation}.
 */
public class BoardSkin extends SkinBase<BoardView> {
    static final double BOARD_W = BoardGeometry.BOARD_W;
    static final double BOARD_H = BoardGeometry.BOARD_H;

    private final Pane content;
    private final Region surface = new Region();
    private final HoleView[] holes = new HoleView[18];
    private final Label[] counts = new Label[18];
    private final Label[] numbers = new Label[18];
    private final StoreView whiteStore = new StoreView(Side.WHITE);
    private final StoreView blackStore = new StoreView(Side.BLACK);
    private final MarkupLayer markup;
    private final Label preview = new Label();

    private double unit = -1;
    private BoardGeometry geometry = new BoardGeometry(1);
    private HoleRef hovered;
    private HoleRef pressed;
    private MouseButton pressedButton;
    private MarkColor dragColor = MarkColor.GREEN;
    private Arrow pendingArrow;
    private Position shown;
    private final SowingAnimation sowing = new SowingAnimation(this::refresh);

    /*
     * Labels stay managed so that a change of their text or font size asks for a new
     * layout; the content pane's layout places them by hand and never uses pref sizes.
     */
    public BoardSkin(BoardView board) {
        super(board);
        content = new Pane() {
            @Override
            protected void layoutChildren() {
                layoutBoard(getWidth() / BOARD_W);
            }
        };
        content.getStyleClass().add("board-content");
        surface.getStyleClass().add("board-surface");
        surface.setManaged(false);
        content.getChildren().add(surface);
        content.getChildren().addAll(whiteStore, blackStore);
        whiteStore.setManaged(false);
        blackStore.setManaged(false);
        for (int i = 0; i < 18; i++) {
            HoleRef ref = HoleRef.ofIndex(i);
            holes[i] = new HoleView(ref);
            holes[i].setManaged(false);
            counts[i] = label("hole-count", "");
            counts[i].setId("count-" + holes[i].getId().substring("hole-".length()));
            numbers[i] = label("hole-number", Integer.toString(ref.number()));
            numbers[i].visibleProperty().bind(board.showHoleNumbersProperty());
            counts[i].visibleProperty().bind(board.showStoneCountsProperty());
            content.getChildren().addAll(holes[i], counts[i], numbers[i]);
        }
        markup = new MarkupLayer(this::holeBounds);
        preview.getStyleClass().add("move-preview");
        preview.setVisible(false);
        preview.setMouseTransparent(true);
        content.getChildren().addAll(markup, preview);
        getChildren().add(content);

        content.addEventHandler(MouseEvent.MOUSE_PRESSED, this::mousePressed);
        content.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::mouseDragged);
        content.addEventHandler(MouseEvent.MOUSE_RELEASED, this::mouseReleased);
        content.addEventHandler(MouseEvent.MOUSE_MOVED, e -> setHovered(holeAt(e.getX(), e.getY())));
        content.addEventHandler(MouseEvent.MOUSE_EXITED, e -> setHovered(null));

        registerChangeListener(board.positionProperty(), o -> positionChanged());
        registerChangeListener(board.flippedProperty(), o -> {
            // The holes move under a still mouse: forget the hover until it moves again.
            setHovered(null);
            content.requestLayout();
        });
        registerChangeListener(board.playableHolesProperty(), o -> refresh());
        registerChangeListener(board.showLastMoveProperty(), o -> refresh());
        registerChangeListener(board.showPreviewProperty(), o -> refresh());
        registerListChangeListener(board.getUserArrows(), c -> refreshMarkup());
        registerListChangeListener(board.getUserHighlights(), c -> refreshMarkup());
        registerListChangeListener(board.getEngineArrows(), c -> refreshMarkup());
        registerListChangeListener(board.getEngineHighlights(), c -> refreshMarkup());
        shown = board.getPosition();
        refresh();
        refreshMarkup();
    }

    private static Label label(String styleClass, String text) {
        Label l = new Label(text);
        l.getStyleClass().add(styleClass);
        l.setMouseTransparent(true);
        return l;
    }

    @Override
    public void dispose() {
        stopSowing();
        for (int i = 0; i < 18; i++) {
            numbers[i].visibleProperty().unbind();
            counts[i].visibleProperty().unbind();
        }
        super.dispose();
    }

    // --- state -----------------------------------------------------------------------

    private void positionChanged() {
        Position before = shown;
        Position after = getSkinnable().getPosition();
        shown = after;
        stopSowing();
        AnimationMode mode = getSkinnable().getAnimation();
        if (mode != AnimationMode.OFF) {
            List<int[]> frames = SowingFrames.between(before, after);
            if (!frames.isEmpty()) {
                sowing.play(frames, mode);
                return;
            }
        }
        refresh();
    }

    private void stopSowing() {
        sowing.stop();
    }

    /** Whether a sowing is being shown (its intermediate counts are not a real position). */
    boolean isAnimating() {
        return sowing.isRunning();
    }

    private boolean isPlayable(HoleRef ref) {
        BoardView board = getSkinnable();
        Position p = board.getPosition();
        return !isAnimating() && ref.side() == p.sideToMove()
                && board.getPlayableHoles().contains(ref.number());
    }

    /** Brings every node in line with the position (or the animation frame) shown. */
    private void refresh() {
        BoardView board = getSkinnable();
        Position p = board.getPosition();
        int[] c = sowing.frame() != null ? sowing.frame() : SowingFrames.countsOf(p);
        Move last = board.isShowLastMove() && !isAnimating() ? p.lastMove() : null;
        HoleRef origin = last == null ? null : new HoleRef(p.sideToMove().opposite(), last.hole());
        HoleRef landing = last == null ? null : new HoleRef(last.landingSide(), last.landing());
        MovePreview pv = hovered != null && board.isShowPreview() && isPlayable(hovered)
                ? MovePreview.of(p, hovered.number()) : null;
        for (int i = 0; i < 18; i++) {
            HoleView h = holes[i];
            HoleRef ref = h.ref();
            boolean tuzdyk = p.isTuzdyk(ref.side(), ref.number());
            h.setCount(c[i]);
            h.setTuzdyk(tuzdyk);
            counts[i].setText(tuzdyk ? "X" : Integer.toString(c[i]));
            counts[i].pseudoClassStateChanged(HoleView.TUZDYK, tuzdyk);
            h.pseudoClassStateChanged(HoleView.PLAYABLE, isPlayable(ref));
            h.pseudoClassStateChanged(HoleView.LAST_MOVE_ORIGIN, ref.equals(origin));
            h.pseudoClassStateChanged(HoleView.LAST_MOVE_LANDING, ref.equals(landing));
            h.pseudoClassStateChanged(HoleView.LAST_MOVE, ref.equals(origin) || ref.equals(landing));
            h.pseudoClassStateChanged(HoleView.HOVER_TARGET, pv != null && ref.equals(pv.landing()));
        }
        whiteStore.setCount(c[18]);
        blackStore.setCount(c[19]);
        boolean live = !p.isGameOver();
        whiteStore.setToMove(live && p.sideToMove() == Side.WHITE);
        blackStore.setToMove(live && p.sideToMove() == Side.BLACK);
        if (pv == null) {
            preview.setVisible(false);
        } else {
            preview.setText(pv.text());
            preview.setVisible(true);
            content.requestLayout();
        }
    }

    private void refreshMarkup() {
        BoardView b = getSkinnable();
        markup.show(b.getUserHighlights(), b.getEngineHighlights(), b.getUserArrows(), b.getEngineArrows(),
                pendingArrow);
    }

    // --- mouse -----------------------------------------------------------------------

    /** The hole under a point of the board, with a forgiving margin; null between holes. */
    HoleRef holeAt(double x, double y) {
        double marginX = geometry.pickMarginX();
        double marginY = geometry.pickMarginY();
        for (HoleView h : holes) {
            Bounds b = h.getBoundsInParent();
            if (x >= b.getMinX() - marginX && x < b.getMaxX() + marginX
                    && y >= b.getMinY() - marginY && y < b.getMaxY() + marginY) {
                return h.ref();
            }
        }
        return null;
    }

    private void setHovered(HoleRef ref) {
        if (ref == null ? hovered == null : ref.equals(hovered)) {
            return;
        }
        hovered = ref;
        getSkinnable().setCursor(ref != null && isPlayable(ref) ? javafx.scene.Cursor.HAND : null);
        refresh();
    }

    private void mousePressed(MouseEvent e) {
        pressed = holeAt(e.getX(), e.getY());
        pressedButton = e.getButton();
        if (e.getButton() == MouseButton.SECONDARY) {
            dragColor = MarkColor.forModifiers(e.isShiftDown(), e.isAltDown(), e.isControlDown() || e.isMetaDown());
        }
    }

    private void mouseDragged(MouseEvent e) {
        if (pressedButton != MouseButton.SECONDARY || pressed == null || !getSkinnable().isMarkupEnabled()) {
            return;
        }
        HoleRef over = holeAt(e.getX(), e.getY());
        Arrow next = over == null || over.equals(pressed) ? null : new Arrow(pressed, over, dragColor);
        if (next == null ? pendingArrow != null : !next.equals(pendingArrow)) {
            pendingArrow = next;
            refreshMarkup();
        }
    }

    private void mouseReleased(MouseEvent e) {
        BoardView board = getSkinnable();
        HoleRef at = holeAt(e.getX(), e.getY());
        HoleRef from = pressed;
        MouseButton button = pressedButton;
        pressed = null;
        pressedButton = null;
        if (pendingArrow != null) {
            pendingArrow = null;
            refreshMarkup();
        }
        if (button == MouseButton.SECONDARY && e.getButton() == MouseButton.SECONDARY) {
            if (from == null || at == null || !board.isMarkupEnabled()) {
                return;
            }
            if (from.equals(at)) {
                board.toggleUserHighlight(new HoleHighlight(at, dragColor));
            } else {
                board.toggleUserArrow(new Arrow(from, at, dragColor));
            }
        } else if (button == MouseButton.PRIMARY && e.getButton() == MouseButton.PRIMARY) {
            if (isAnimating()) {
                // A click during a sowing finishes it, so fast players are never held up.
                stopSowing();
                refresh();
                return;
            }
            if (at != null && at.equals(from) && isPlayable(at)) {
                board.fireEvent(new MoveEvent(board, board, at.side(), at.number()));
            } else if (board.isMarkupEnabled() && e.isStillSincePress()) {
                board.clearUserMarkup();
            }
        }
    }

    // --- layout ----------------------------------------------------------------------

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        double u = Math.max(1, Math.min(w / BOARD_W, h / BOARD_H));
        double bw = u * BOARD_W;
        double bh = u * BOARD_H;
        content.resizeRelocate(snapPositionX(x + (w - bw) / 2), snapPositionY(y + (h - bh) / 2), bw, bh);
    }

    /** Places every node for a board whose hole pitch is {@code u} pixels. */
    private void layoutBoard(double u) {
        if (u != unit) {
            unit = u;
            geometry = new BoardGeometry(u);
            // All type on the board is sized in em from here, so it scales with the board.
            content.setStyle(String.format(Locale.ROOT, "-fx-font-size: %.2fpx;", u * 0.2));
            markup.setUnit(u);
        }
        BoardGeometry g = geometry;
        Side near = getSkinnable().isFlipped() ? Side.BLACK : Side.WHITE;
        surface.resizeRelocate(0, 0, g.width(), g.height());
        place(storeOf(near.opposite()), g.tray(false));
        place(storeOf(near), g.tray(true));
        for (int col = 0; col < 9; col++) {
            placeHole(BoardGeometry.holeAt(near, true, col), g, col, true);
            placeHole(BoardGeometry.holeAt(near, false, col), g, col, false);
        }
        markup.resizeRelocate(0, 0, g.width(), g.height());
        placePreview(g);
    }

    private void placeHole(HoleRef ref, BoardGeometry g, int col, boolean near) {
        int i = ref.index();
        place(holes[i], g.hole(col, near));
        centre(counts[i], g.columnCentre(col), g.countsMiddle(near));
        centre(numbers[i], g.columnCentre(col), g.numbersMiddle(near));
    }

    private void placePreview(BoardGeometry g) {
        if (!preview.isVisible() || hovered == null) {
            return;
        }
        HoleView h = holes[hovered.index()];
        boolean nearRow = (hovered.side() == Side.WHITE) != getSkinnable().isFlipped();
        preview.autosize();
        double x = g.previewX(h.getLayoutX() + h.getWidth() / 2, preview.getWidth());
        double y = g.previewY(nearRow, h.getLayoutY(), h.getLayoutY() + h.getHeight(), preview.getHeight());
        preview.relocate(snapPositionX(x), snapPositionY(y));
    }

    private StoreView storeOf(Side side) {
        return side == Side.WHITE ? whiteStore : blackStore;
    }

    private void place(Region r, BoardGeometry.Box b) {
        r.resizeRelocate(snapPositionX(b.x()), snapPositionY(b.y()), snapSizeX(b.width()), snapSizeY(b.height()));
    }

    private void centre(Label l, double cx, double cy) {
        l.autosize();
        l.relocate(snapPositionX(cx - l.getWidth() / 2), snapPositionY(cy - l.getHeight() / 2));
    }

    private Bounds holeBounds(HoleRef ref) {
        HoleView h = holes[ref.index()];
        return new BoundingBox(h.getLayoutX(), h.getLayoutY(), h.getWidth(), h.getHeight());
    }

    // --- sizing ----------------------------------------------------------------------

    @Override
    protected double computePrefWidth(double height, double top, double right, double bottom, double left) {
        return left + right + 100 * BOARD_W;
    }

    @Override
    protected double computePrefHeight(double width, double top, double right, double bottom, double left) {
        return top + bottom + 100 * BOARD_H;
    }

    @Override
    protected double computeMinWidth(double height, double top, double right, double bottom, double left) {
        return left + right + 30 * BOARD_W;
    }

    @Override
    protected double computeMinHeight(double width, double top, double right, double bottom, double left) {
        return top + bottom + 30 * BOARD_H;
    }
}
