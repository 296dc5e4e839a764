package otau.ui.puzzle;

import javafx.event.EventHandler;
import otau.game.Position;
import otau.game.Side;
import otau.ui.board.BoardMode;
import otau.ui.board.BoardModes;
import otau.ui.board.HoleRef;
import otau.ui.board.MarkColor;
import otau.ui.board.ModeSession;
import otau.ui.board.MoveEvent;

/**
 * The board while the trainer holds it: puzzle mode (no engine arrow, hover preview or
 * evaluation bar — {@link BoardMode#PUZZLE} allows only the trainer's own marks), the
 * solver's side at the bottom for the puzzle only, and the hint and refutation marks.
 */
final class PuzzleBoard {
    private final BoardModes modes;
    /** The board in puzzle mode from a puzzle's start until the trainer is left, else null. */
    private ModeSession session;

    PuzzleBoard(BoardModes modes) {
        this.modes = modes;
    }

    /**
     * Takes the board (if the trainer does not hold it yet) with {@code solver} at the bottom.
     *
     * @param ended called when another mode takes the board from the trainer
     */
    void take(Side solver, EventHandler<? super MoveEvent> input, Runnable ended) {
        if (session == null || !session.isActive()) {
            ModeSession mine = modes.enter(BoardMode.PUZZLE, input, null, () -> {
                if (session != null && session.isEnded()) {
                    ended.run();
                }
            });
            session = mine;
        }
        // The saved orientation stays the user's: this flip is the puzzle's.
        session.setFlipped(solver == Side.BLACK);
        clear();
    }

    boolean isHeld() {
        return session != null && session.isActive();
    }

    /** Rings the hole to play. */
    void ring(Side side, int hole) {
        if (session != null) {
            session.ring(new HoleRef(side, hole), MarkColor.GREEN);
        }
    }

    /** Marks the move of {@code hole} in {@code before}: an arrow from its hole to where it lands. */
    void markMove(Position before, int hole, MarkColor color) {
        if (session != null && before.isLegal(hole)) {
            session.markMove(before, hole, color);
        }
    }

    void clear() {
        if (session != null) {
            session.clearMarks();
        }
    }

    /** Gives the board back to analysis: the user's own orientation and the engine come back. */
    void release() {
        ModeSession mine = session;
        session = null;
        if (mine != null) {
            mine.leave();
        }
    }
}
