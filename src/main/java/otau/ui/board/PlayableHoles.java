package otau.ui.board;

import javafx.beans.binding.Bindings;
import otau.game.Position;

import java.util.LinkedHashSet;
import java.util.Set;

/** The usual source of a board's playable holes: every legal move of the position shown. */
public final class PlayableHoles {
    private PlayableHoles() {
    }

    /** The legal moves of {@code position} as a set of hole numbers (empty once the game is over). */
    public static Set<Integer> legalMoves(Position position) {
        Set<Integer> holes = new LinkedHashSet<>();
        for (int h : position.legalMoves()) {
            holes.add(h);
        }
        return Set.copyOf(holes);
    }

    /** Binds the board's playable holes to the legal moves of whatever position it shows. */
    public static void followLegalMoves(BoardView board) {
        board.playableHolesProperty().bind(Bindings.createObjectBinding(
                () -> legalMoves(board.getPosition()), board.positionProperty()));
    }
}
