package otau.ui.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javafx.beans.value.ObservableValue;
import javafx.event.EventHandler;
import otau.game.Move;
import otau.game.Position;

/**
 * One stay of a {@link BoardMode} on the board, from {@link BoardModes#enter} to its end:
 * the handle through which the feature that entered it draws its own marks, turns the
 * board for the moment and leaves. Once ended it changes nothing on the board.
 */
public final class ModeSession {
    private final BoardModes owner;
    private final BoardMode mode;
    private final EventHandler<? super MoveEvent> input;
    private final ObservableValue<Set<Integer>> playable;
    private final List<Arrow> arrows = new ArrayList<>();
    private final List<HoleHighlight> rings = new ArrayList<>();
    private Boolean flip;
    private Runnable onEnded;
    private boolean ended;

    ModeSession(BoardModes owner, BoardMode mode, EventHandler<? super MoveEvent> input,
                ObservableValue<Set<Integer>> playable) {
        this.owner = owner;
        this.mode = mode;
        this.input = input;
        this.playable = playable;
    }

    public BoardMode mode() {
        return mode;
    }

    /** True while this session is the board's active mode. */
    public boolean isActive() {
        return owner.active() == this;
    }

    /** True once another mode took the board or this one was left (the analysis session never ends). */
    public boolean isEnded() {
        return ended;
    }

    /** Replaces this mode's own marks (shown while it is active and allows {@link Overlay#HINTS}). */
    public void showMarks(List<Arrow> arrows, List<HoleHighlight> rings) {
        if (ended) {
            return;
        }
        this.arrows.clear();
        this.arrows.addAll(arrows);
        this.rings.clear();
        this.rings.addAll(rings);
        if (isActive()) {
            owner.showMarks();
        }
    }

    /** Marks the move of {@code hole} in {@code before}: its hole ringed, an arrow to where it lands. */
    public void markMove(Position before, int hole, MarkColor color) {
        Move m = before.play(hole).lastMove();
        HoleRef from = new HoleRef(before.sideToMove(), hole);
        HoleRef to = new HoleRef(m.landingSide(), m.landing());
        showMarks(from.equals(to) ? List.of() : List.of(new Arrow(from, to, color)),
                List.of(new HoleHighlight(from, color)));
    }

    /** Rings one hole. */
    public void ring(HoleRef hole, MarkColor color) {
        showMarks(List.of(), List.of(new HoleHighlight(hole, color)));
    }

    public void clearMarks() {
        showMarks(List.of(), List.of());
    }

    /**
     * Turns the board for this mode only ({@code true}: Black at the bottom; null: as the
     * user has it). The user's own orientation, which is saved, is not touched.
     */
    public void setFlipped(Boolean blackAtBottom) {
        if (ended) {
            return;
        }
        this.flip = blackAtBottom;
        if (isActive()) {
            owner.showFlip();
        }
    }

    /** Hands the board back to analysis; nothing when this session is no longer active. */
    public void leave() {
        owner.leave(this);
    }

    List<Arrow> markArrows() {
        return arrows;
    }

    List<HoleHighlight> markRings() {
        return rings;
    }

    Boolean flipOverride() {
        return flip;
    }

    EventHandler<? super MoveEvent> input() {
        return input;
    }

    ObservableValue<Set<Integer>> playable() {
        return playable;
    }

    void onEnded(Runnable r) {
        this.onEnded = r;
    }

    void ended() {
        if (ended) {
            return;
        }
        ended = true;
        arrows.clear();
        rings.clear();
        flip = null;
        if (onEnded != null) {
            onEnded.run();
        }
    }
}
