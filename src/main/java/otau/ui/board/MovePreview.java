package otau.ui.board;

import otau.game.Move;
import otau.game.Position;

/**
 * What hovering a hole announces: where the last stone lands and what the move wins.
 * Worked out by playing the move on the immutable position, so the board itself needs
 * no rules.
 */
record MovePreview(HoleRef landing, String text) {

    /** The preview of playing {@code hole} in {@code position}, or null when it is not legal there. */
    static MovePreview of(Position position, int hole) {
        if (!position.isLegal(hole)) {
            return null;
        }
        Move m = position.play(hole).lastMove();
        HoleRef landing = new HoleRef(m.landingSide(), m.landing());
        StringBuilder text = new StringBuilder("lands on ").append(landing);
        if (m.tuzdyk()) {
            text.append(" · makes tuzdyk");
        } else if (m.captured() > 0) {
            text.append(" · captures ").append(m.captured());
        }
        return new MovePreview(landing, text.toString());
    }
}
