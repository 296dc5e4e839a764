package otau.game;

/**
 * A move as it was played: the hole it started from, where its last stone fell, and
 * what it won. Its {@link #notation()} is the record token, e.g. {@code 65(10)} or
 * {@code 36X}.
 *
 * @param hole        the mover's hole number, 1..9
 * @param landing     number (1..9) of the hole that received the last stone, on whichever side
 * @param landingSide the side that hole is on
 * @param tuzdyk      the move created a tuzdyk
 * @param captured    stones taken by an even capture (0 if none)
 * @param storeAfter  the mover's store total after the move
 */
public record Move(int hole, int landing, Side landingSide, boolean tuzdyk, int captured, int storeAfter) {

    /** The full token writers emit: two digits, {@code X} for a tuzdyk, {@code (n)} after a capture. */
    public String notation() {
        StringBuilder sb = new StringBuilder(8).append(hole).append(landing);
        if (tuzdyk) {
            sb.append('X');
        } else if (captured > 0) {
            sb.append('(').append(storeAfter).append(')');
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return notation();
    }
}
