package otau.ui.board;

import javafx.event.Event;
import javafx.event.EventTarget;
import javafx.event.EventType;
import otau.game.Side;

/**
 * Fired by a {@link BoardView} when the user clicks one of the playable holes. The board
 * does not change its position by itself: whoever owns the game plays the move.
 */
public class MoveEvent extends Event {
    public static final EventType<MoveEvent> MOVE = new EventType<>(Event.ANY, "BOARD_MOVE");

    private final Side side;
    private final int hole;

    public MoveEvent(Object source, EventTarget target, Side side, int hole) {
        super(source, target, MOVE);
        this.side = side;
        this.hole = hole;
    }

    /** The hole number 1..9 of the side to move: the argument of {@code Position.play}. */
    public int getHole() {
        return hole;
    }

    /** The side whose hole was clicked (the side to move). */
    public Side getSide() {
        return side;
    }

    @Override
    public String toString() {
        return "MoveEvent[" + side + " " + hole + "]";
    }
}
