package otau.ui.play;

import java.util.Objects;
import java.util.Set;
import java.util.function.IntConsumer;
import javafx.beans.value.ObservableValue;
import otau.game.Position;
import otau.game.Side;
import otau.ui.board.BoardMode;
import otau.ui.board.BoardModes;
import otau.ui.board.MarkColor;
import otau.ui.board.ModeSession;

/**
 * The board while a game against the engine runs: it is in play mode, turned so the player's
 * side is at the bottom (for this game only; the saved orientation stays), its clicks are the
 * player's moves and the hint is a blue arrow. Outside a game it holds nothing.
 */
final class PlayBoard {
    private final BoardModes modes;
    /** The board in play mode while a game runs, else null. */
    private ModeSession session;

    PlayBoard(BoardModes modes) {
        this.modes = Objects.requireNonNull(modes);
    }

    /**
     * Takes the board for a game: {@code clicks} receives the holes clicked, {@code playable}
     * says which holes take a click, and {@code taken} runs when another mode (a puzzle, the
     * editor) takes the board away before the game ends.
     */
    void enter(Side humanSide, IntConsumer clicks, ObservableValue<Set<Integer>> playable, Runnable taken) {
        ModeSession mine = modes.enter(BoardMode.PLAY, e -> clicks.accept(e.getHole()), playable, () -> {
            if (session != null && session.isEnded()) {
                taken.run();
            }
        });
        session = mine;
        mine.setFlipped(humanSide == Side.BLACK);
    }

    void showHint(Position p, int hole) {
        if (session != null) {
            session.markMove(p, hole, MarkColor.BLUE);
        }
    }

    void clearMarks() {
        if (session != null) {
            session.clearMarks();
        }
    }

    /** Gives the board back to the mode before (the game ended or was abandoned). */
    void leave() {
        ModeSession mine = session;
        session = null;
        if (mine != null) {
            mine.leave();
        }
    }
}
