package otau.export;

import java.util.Objects;
import otau.game.Position;
import otau.game.Side;

/**
 * One exercise of a worksheet.
 *
 * @param position the position to draw
 * @param caption  its name (a puzzle's Id, an event…); may be empty
 * @param toMove   the side to move, printed under the number (null: the position's)
 * @param goal     what to achieve, as a sentence that names the side to move
 *                 ({@link otau.puzzle.GoalStatement}: "Black to move: win 6 stones"); may be empty
 * @param solution the answer, e.g. "1. 65(10) 98 2. 55"; may be empty
 */
public record WorksheetItem(Position position, String caption, Side toMove, String goal, String solution) {
    public WorksheetItem {
        Objects.requireNonNull(position, "position");
        caption = caption == null ? "" : caption.strip();
        toMove = toMove == null ? position.sideToMove() : toMove;
        goal = goal == null ? "" : goal.strip();
        solution = solution == null ? "" : solution.strip();
    }
}
