package otau.puzzle;

import otau.game.Move;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.RecordNode;

/** Names a move the way a record shows it, e.g. {@code 12. 65(10)} or {@code 12... 36X}. */
final class MoveLabel {
    private MoveLabel() {
    }

    static String of(Position before, Move move) {
        return before.moveNumber() + (before.sideToMove() == Side.WHITE ? ". " : "... ") + move.notation();
    }

    static String of(Position before, int hole) {
        String why = before.whyIllegal(hole);
        if (why != null) {
            return before.moveNumber() + (before.sideToMove() == Side.WHITE ? ". " : "... ") + hole;
        }
        return of(before, before.play(hole).lastMove());
    }

    static String of(RecordNode node) {
        return of(node.parent().position(), node.move());
    }
}
