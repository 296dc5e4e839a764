package otau.game;

/** A move that cannot be played in a position; the message says why. */
public class IllegalMoveException extends IllegalArgumentException {
    public IllegalMoveException(String message) {
        super(message);
    }
}
