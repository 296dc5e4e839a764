package otau.ui.board;

import otau.game.Move;
import otau.game.Position;
import otau.game.Side;
import otau.ui.I18n;

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
        String where = I18n.get("board.hole", I18n.get(landing.side() == Side.WHITE ? "side.white" : "side.black"),
                landing.number());
        String text;
        if (m.tuzdyk()) {
            text = I18n.get("board.preview.tuzdyk", where);
        } else if (m.captured() > 0) {
            text = I18n.get("board.preview.captures", where, m.captured());
        } else {
            text = I18n.get("board.preview.lands", where);
        }
        return new MovePreview(landing, text);
    }
}
