package otau.game;

import otau.io.Phrase;

/** A move that cannot be played in a position; {@link #reason()} says why, in any of our languages. */
public class IllegalMoveException extends IllegalArgumentException {
    private final Phrase reason;

    public IllegalMoveException(Phrase reason) {
        super(reason.english());
        this.reason = reason;
    }

    public IllegalMoveException(String message) {
        this(Phrase.literal(message));
    }

    /** Why the move cannot be played. */
    public Phrase reason() {
        return reason;
    }
}
