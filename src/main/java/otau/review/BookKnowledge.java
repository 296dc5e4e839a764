package otau.review;

import java.util.ArrayList;
import java.util.List;
import otau.engine.book.Book;
import otau.engine.book.BookEntry;
import otau.engine.book.BookMove;
import otau.game.Position;
import otau.game.record.Evaluation;

/**
 * What the opening book already knows, for the review: a main book move is never marked
 * (it is within the book's margin of the best at the book's depth, which the search's
 * depth-to-depth noise in the opening can exceed), and a position whose moves were all
 * searched for the book is taken from it instead of being searched again.
 */
final class BookKnowledge {
    /** The longest line read out of the book for a book position. */
    static final int LINE = 8;

    private final Book book;

    BookKnowledge(Book book) {
        this.book = book;
    }

    static BookKnowledge none() {
        return new BookKnowledge(Book.empty());
    }

    /** True when every move of {@code position} is in the book (it was expanded). */
    boolean knows(Position position) {
        BookEntry e = book.entry(position);
        return e != null && (e.flags() & BookEntry.EXPANDED) != 0 && !position.isGameOver();
    }

    /** Whether {@code hole} from {@code position} is a main book move there. */
    boolean isMainMove(Position position, int hole) {
        if (!knows(position)) {
            return false;
        }
        for (BookMove m : book.moves(position)) {
            if (m.hole() == hole) {
                return m.main();
            }
        }
        return false;
    }

    /**
     * The book's analysis of a position it {@link #knows}, as the position a move is played
     * in: the score of its best book move (so that each move from it is compared with the
     * best at one and the same depth, as the book's margin is), that move and the line of
     * best book moves from it.
     */
    PositionAnalysis analysis(Position position) {
        BookMove best = book.moves(position).get(0);
        return PositionAnalysis.of(position, Evaluation.ofCentiStones(best.whiteEval(), best.depth() + 1),
                best.hole(), line(position));
    }

    /** True when {@code position} has a score in the book (every move of a known position has). */
    boolean scores(Position position) {
        return book.entry(position) != null && !position.isGameOver();
    }

    /** The book's own score of a position it {@link #scores}, as the position a move reached. */
    PositionAnalysis reached(Position position) {
        BookEntry e = book.entry(position);
        List<Integer> line = knows(position) ? line(position) : List.of();
        return PositionAnalysis.of(position, Evaluation.ofCentiStones(e.whiteEval(), e.depth()),
                line.isEmpty() ? 0 : line.get(0), line);
    }

    private List<Integer> line(Position position) {
        List<Integer> line = new ArrayList<>();
        Position p = position;
        while (line.size() < LINE && knows(p)) {
            int best = book.moves(p).get(0).hole();
            line.add(best);
            p = p.play(best);
        }
        return line;
    }
}
