package otau.engine.book;

/**
 * One evaluated position of the book.
 *
 * @param key       the position's Zobrist key ({@link otau.game.Position#hash()})
 * @param whiteEval the search score in centi-stones from White's point of view (decided
 *                  results are kept as {@link otau.engine.Score} values, sign turned for White)
 * @param depth     the depth of the search that gave the score
 * @param flags     {@link #EXPANDED} when the position's moves are in the book too
 */
public record BookEntry(long key, int whiteEval, int depth, int flags) {
    /** The moves from this position were searched and stored. */
    public static final int EXPANDED = 1;

    public BookEntry {
        if (whiteEval < Short.MIN_VALUE || whiteEval > Short.MAX_VALUE) {
            throw new IllegalArgumentException("eval out of range: " + whiteEval);
        }
        if (depth < 0 || depth > 255) {
            throw new IllegalArgumentException("depth out of range: " + depth);
        }
    }

    public boolean expanded() {
        return (flags & EXPANDED) != 0;
    }

    /** Merges a second evaluation of the same position: the deeper search wins, flags add up. */
    BookEntry merge(BookEntry other) {
        BookEntry deeper = other.depth > depth ? other : this;
        return new BookEntry(key, deeper.whiteEval, deeper.depth, flags | other.flags);
    }
}
