package otau.ui.board;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ObjectPropertyBase;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.event.EventHandler;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;
import otau.game.Position;

import java.util.Objects;
import java.util.Set;

/**
 * The Toguz Korgool board: two rows of nine holes, both stores, the tuzdyks, whose move
 * it is, the last move and markup arrows.
 *
 * <p>The board knows no rules. It shows {@link #positionProperty() position}, lets the
 * user click the holes listed in {@link #playableHolesProperty() playableHoles} and fires
 * a {@link MoveEvent} for them; whoever owns the game decides what happens next (see
 * {@link PlayableHoles#followLegalMoves(BoardView)} for the plain "any legal move" case).
 *
 * <p>Right-dragging from one hole to another toggles an arrow in {@link #getUserArrows()},
 * right-clicking a hole toggles a ring in {@link #getUserHighlights()} (Shift red, Alt
 * blue, Ctrl yellow, else green); a plain left click that plays no move clears them.
 * The engine layer ({@link #getEngineArrows()}, {@link #getEngineHighlights()}) is drawn
 * the same way, dashed, and never changed by the board.
 *
 * <p>Style class {@code board-view}; add {@code dark} to it or to any parent for the dark
 * appearance; {@link #boardStyleProperty() boardStyle} adds {@code slate} or
 * {@code high-contrast}.
 */
public class BoardView extends Control {
    private static final String STYLESHEET =
            Objects.requireNonNull(BoardView.class.getResource("board.css"), "board.css").toExternalForm();

    private final ObjectProperty<Position> position = new SimpleObjectProperty<>(this, "position", Position.start());
    private final BooleanProperty flipped = new SimpleBooleanProperty(this, "flipped", false);
    private final ObjectProperty<Set<Integer>> playableHoles =
            new SimpleObjectProperty<>(this, "playableHoles", Set.of());
    private final BooleanProperty showLastMove = new SimpleBooleanProperty(this, "showLastMove", true);
    private final BooleanProperty showPreview = new SimpleBooleanProperty(this, "showPreview", true);
    private final BooleanProperty markupEnabled = new SimpleBooleanProperty(this, "markupEnabled", true);
    private final BooleanProperty showHoleNumbers = new SimpleBooleanProperty(this, "showHoleNumbers", true);
    private final BooleanProperty showStoneCounts = new SimpleBooleanProperty(this, "showStoneCounts", true);
    private final ObjectProperty<BoardStyle> boardStyle = new ObjectPropertyBase<>(BoardStyle.WOOD) {
        @Override
        protected void invalidated() {
            for (BoardStyle s : BoardStyle.values()) {
                if (s.styleClass() != null) {
                    getStyleClass().remove(s.styleClass());
                }
            }
            BoardStyle s = get();
            if (s != null && s.styleClass() != null) {
                getStyleClass().add(s.styleClass());
            }
        }

        @Override
        public Object getBean() {
            return BoardView.this;
        }

        @Override
        public String getName() {
            return "boardStyle";
        }
    };
    private final ObjectProperty<AnimationMode> animation =
            new SimpleObjectProperty<>(this, "animation", AnimationMode.OFF);
    private final ObservableList<Arrow> userArrows = FXCollections.observableArrayList();
    private final ObservableList<HoleHighlight> userHighlights = FXCollections.observableArrayList();
    private final ObservableList<Arrow> engineArrows = FXCollections.observableArrayList();
    private final ObservableList<HoleHighlight> engineHighlights = FXCollections.observableArrayList();

    private final ObjectProperty<EventHandler<? super MoveEvent>> onMove = new ObjectPropertyBase<>() {
        @Override
        protected void invalidated() {
            setEventHandler(MoveEvent.MOVE, get());
        }

        @Override
        public Object getBean() {
            return BoardView.this;
        }

        @Override
        public String getName() {
            return "onMove";
        }
    };

    public BoardView() {
        getStyleClass().add("board-view");
        setFocusTraversable(false);
        // A click on a board that takes moves gives it the keys (1–9, arrows) without making
        // it a Tab stop; a board that takes none (the editor's) leaves the focus where it is.
        addEventFilter(javafx.scene.input.MouseEvent.MOUSE_PRESSED, e -> {
            if (getOnMove() != null) {
                requestFocus();
            }
        });
    }

    public BoardView(Position position) {
        this();
        setPosition(position);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new BoardSkin(this);
    }

    @Override
    public String getUserAgentStylesheet() {
        return STYLESHEET;
    }

    /** The position shown. Never null; a null set shows the start position. */
    public final ObjectProperty<Position> positionProperty() {
        return position;
    }

    public final Position getPosition() {
        Position p = position.get();
        return p == null ? Position.start() : p;
    }

    public final void setPosition(Position value) {
        position.set(value);
    }

    /** False: White's row at the bottom (holes 1..9 left to right). True: Black's row at the bottom. */
    public final BooleanProperty flippedProperty() {
        return flipped;
    }

    public final boolean isFlipped() {
        return flipped.get();
    }

    public final void setFlipped(boolean value) {
        flipped.set(value);
    }

    /**
     * Hole numbers 1..9 of the side to move that the user may click. Empty (the default):
     * the board only shows.
     */
    public final ObjectProperty<Set<Integer>> playableHolesProperty() {
        return playableHoles;
    }

    public final Set<Integer> getPlayableHoles() {
        Set<Integer> s = playableHoles.get();
        return s == null ? Set.of() : s;
    }

    public final void setPlayableHoles(Set<Integer> value) {
        playableHoles.set(value);
    }

    /** Whether the origin and landing hole of {@code position.lastMove()} are highlighted. */
    public final BooleanProperty showLastMoveProperty() {
        return showLastMove;
    }

    public final boolean isShowLastMove() {
        return showLastMove.get();
    }

    public final void setShowLastMove(boolean value) {
        showLastMove.set(value);
    }

    /**
     * Whether hovering a playable hole shows where the move lands and what it wins
     * (turn it off where that would give a solution away).
     */
    public final BooleanProperty showPreviewProperty() {
        return showPreview;
    }

    public final boolean isShowPreview() {
        return showPreview.get();
    }

    public final void setShowPreview(boolean value) {
        showPreview.set(value);
    }

    /** Whether right-click and right-drag edit the user markup. */
    public final BooleanProperty markupEnabledProperty() {
        return markupEnabled;
    }

    public final boolean isMarkupEnabled() {
        return markupEnabled.get();
    }

    public final void setMarkupEnabled(boolean value) {
        markupEnabled.set(value);
    }

    /** Whether the numbers 1..9 are written beside the holes. */
    public final BooleanProperty showHoleNumbersProperty() {
        return showHoleNumbers;
    }

    public final boolean isShowHoleNumbers() {
        return showHoleNumbers.get();
    }

    public final void setShowHoleNumbers(boolean value) {
        showHoleNumbers.set(value);
    }

    /** Whether each hole's number of stones is written beside it (the pebbles are drawn either way). */
    public final BooleanProperty showStoneCountsProperty() {
        return showStoneCounts;
    }

    public final boolean isShowStoneCounts() {
        return showStoneCounts.get();
    }

    public final void setShowStoneCounts(boolean value) {
        showStoneCounts.set(value);
    }

    /** The colours: wood (the default), slate or high contrast; a null set means wood. */
    public final ObjectProperty<BoardStyle> boardStyleProperty() {
        return boardStyle;
    }

    public final BoardStyle getBoardStyle() {
        BoardStyle s = boardStyle.get();
        return s == null ? BoardStyle.WOOD : s;
    }

    public final void setBoardStyle(BoardStyle value) {
        boardStyle.set(value);
    }

    /** How a one-move advance of {@link #positionProperty() position} is animated. */
    public final ObjectProperty<AnimationMode> animationProperty() {
        return animation;
    }

    public final AnimationMode getAnimation() {
        AnimationMode m = animation.get();
        return m == null ? AnimationMode.OFF : m;
    }

    public final void setAnimation(AnimationMode value) {
        animation.set(value);
    }

    /** Called with a {@link MoveEvent} when the user clicks a playable hole. */
    public final ObjectProperty<EventHandler<? super MoveEvent>> onMoveProperty() {
        return onMove;
    }

    public final EventHandler<? super MoveEvent> getOnMove() {
        return onMove.get();
    }

    public final void setOnMove(EventHandler<? super MoveEvent> value) {
        onMove.set(value);
    }

    /** Arrows the user drew; the board adds and removes them on right-drag. */
    public final ObservableList<Arrow> getUserArrows() {
        return userArrows;
    }

    /** Holes the user marked; the board toggles them on right-click. */
    public final ObservableList<HoleHighlight> getUserHighlights() {
        return userHighlights;
    }

    /** Arrows from analysis (best moves); drawn dashed, never edited by the board. */
    public final ObservableList<Arrow> getEngineArrows() {
        return engineArrows;
    }

    /** Holes marked by analysis; never edited by the board. */
    public final ObservableList<HoleHighlight> getEngineHighlights() {
        return engineHighlights;
    }

    /**
     * Toggles an arrow in the user markup: a new arrow is added, the same arrow again is
     * removed, the same holes in another colour are recoloured.
     */
    public void toggleUserArrow(Arrow arrow) {
        for (int i = 0; i < userArrows.size(); i++) {
            Arrow a = userArrows.get(i);
            if (a.joinsSameHoles(arrow)) {
                if (a.color() == arrow.color()) {
                    userArrows.remove(i);
                } else {
                    userArrows.set(i, arrow);
                }
                return;
            }
        }
        userArrows.add(arrow);
    }

    /** Toggles a highlighted hole in the user markup, like {@link #toggleUserArrow}. */
    public void toggleUserHighlight(HoleHighlight mark) {
        for (int i = 0; i < userHighlights.size(); i++) {
            HoleHighlight h = userHighlights.get(i);
            if (h.hole().equals(mark.hole())) {
                if (h.color() == mark.color()) {
                    userHighlights.remove(i);
                } else {
                    userHighlights.set(i, mark);
                }
                return;
            }
        }
        userHighlights.add(mark);
    }

    /** Removes all user arrows and highlights. */
    public void clearUserMarkup() {
        userArrows.clear();
        userHighlights.clear();
    }
}
