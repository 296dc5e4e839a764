package otau.engine.book;

/**
 * A move from a position to a position in the book.
 *
 * @param hole      the hole number 1..9
 * @param whiteEval the book's score of the position after the move, centi-stones for White
 * @param depth     the depth of that score's search
 * @param main      whether the move is within the book's margin of the best move here
 */
public record BookMove(int hole, int whiteEval, int depth, boolean main) {

    /** The score in stones for White, e.g. 1.25. */
    public double whiteStones() {
        return whiteEval / 100.0;
    }
}
