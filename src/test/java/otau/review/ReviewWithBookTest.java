package otau.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.engine.book.Book;
import otau.engine.book.BookEntry;
import otau.game.Position;
import otau.game.record.Evaluation;

/** The opening book in the review: its positions are read, not searched, and its main moves are never marked. */
class ReviewWithBookTest {
    private static final Position START = Position.start();

    /**
     * The start is expanded: after 7 White stands +0.60, after 6 -0.10, after 1 -6.00; the other
     * moves' positions +0.20. With a margin of 1 stone, 7 and every +0.20 move are main, 6 is not.
     */
    private static Book book() {
        List<BookEntry> entries = new ArrayList<>();
        entries.add(new BookEntry(START.hash(), 40, 12, BookEntry.EXPANDED));
        for (int hole : START.legalMoves()) {
            int eval = hole == 7 ? 60 : hole == 6 ? -10 : hole == 1 ? -600 : 20;
            entries.add(new BookEntry(START.play(hole).hash(), eval, 12, 0));
        }
        return Book.of(entries, 100, 1);
    }

    /** Searches everything but the start (which the book knows), each at +1.00 with best move 5. */
    private static final class Searches implements PositionAnalyser {
        final List<Position> asked = new ArrayList<>();

        @Override
        public PositionAnalysis analyse(Position position, java.util.function.BooleanSupplier cancelled) {
            asked.add(position);
            return PositionAnalysis.of(position, Evaluation.ofCentiStones(100, 14), 5);
        }
    }

    @Test
    void theBooksPositionIsReadAndItsMovesComparedAtTheBooksDepth() {
        Searches searches = new Searches();
        List<Position> line = List.of(START, START.play(6), START.play(6).play(3));
        ReviewResult r = new GameReviewer(searches, Thresholds.STANDARD, book(), true).review(line, (a, t) -> { });
        assertFalse(searches.asked.contains(START), "the start is in the book");
        PositionAnalysis start = r.positions().get(0);
        assertEquals(7, start.bestMove());
        assertEquals(60, start.whiteCentis(), "the best book move's score");
        assertEquals(13, start.depth());
        // 6 is 0.7 stones worse than 7 by the book: judged on the book's scores, not searched again.
        MoveReview six = r.moves().get(0);
        assertEquals(0.7, six.stonesLost(), 1e-9);
        assertEquals(1, searches.asked.stream().filter(START.play(6)::equals).count(),
                "the position after 6 is searched once, as the position Black moves in");
    }

    @Test
    void aMainBookMoveIsNotMarkedButAMoveOutsideTheMarginIs() {
        Book book = book();
        List<Position> good = List.of(START, START.play(2));
        List<Position> bad = List.of(START, START.play(1));
        MoveReview two = new GameReviewer(new Searches(), Thresholds.STANDARD, book, true).review(good, (a, t) -> { })
                .moves().get(0);
        assertEquals(MoveClass.GOOD, two.moveClass());
        MoveReview one = new GameReviewer(new Searches(), Thresholds.STANDARD, book, true).review(bad, (a, t) -> { })
                .moves().get(0);
        assertEquals(6.6, one.stonesLost(), 1e-9);
        // At the start a stone decides least: 6.6 stones is an inaccuracy there (from 5.5 stones).
        assertEquals(MoveClass.INACCURACY, one.moveClass());
    }

    @Test
    void aMainMoveOfAWideBookIsNotMarkedEvenWhereTheStonesLostWouldMarkIt() {
        // Margin 7 stones: 1 (-6.00 against +0.60) is a main book move; 6.6 stones lost is not marked.
        List<BookEntry> entries = new ArrayList<>(book().entries());
        Book wide = Book.of(entries, 700, 1);
        MoveReview one = new GameReviewer(new Searches(), Thresholds.STANDARD, wide, true)
                .review(List.of(START, START.play(1)), (a, t) -> { }).moves().get(0);
        assertEquals(6.6, one.stonesLost(), 1e-9, "the loss is still reported");
        assertEquals(MoveClass.GOOD, one.moveClass());
        assertTrue(one.book(), "known as a main book move");
        ReviewResult r = new GameReviewer(new Searches(), Thresholds.STANDARD, wide, true)
                .review(List.of(START, START.play(1)), (x, t) -> { });
        assertEquals(List.of(), CriticalMoments.find(r, 5), "a main book move is no turning point");
        // Without the book the same analysis marks it.
        MoveReview searched = new GameReviewer((p, c) -> p.equals(START)
                ? PositionAnalysis.of(p, Evaluation.ofCentiStones(60, 12), 7)
                : PositionAnalysis.of(p, Evaluation.ofCentiStones(-600, 12), 5), Thresholds.STANDARD)
                .review(List.of(START, START.play(1)), (a, t) -> { }).moves().get(0);
        assertTrue(searched.moveClass().isError());
    }

    @Test
    void atAFixedDepthEveryPositionIsSearchedButMainBookMovesStayUnmarked() {
        Searches searches = new Searches();
        List<BookEntry> entries = new ArrayList<>(book().entries());
        MoveReview one = new GameReviewer((p, c) -> {
            searches.asked.add(p);
            return p.equals(START) ? PositionAnalysis.of(p, Evaluation.ofCentiStones(60, 8), 7)
                    : PositionAnalysis.of(p, Evaluation.ofCentiStones(-600, 8), 5);
        }, Thresholds.STANDARD, Book.of(entries, 700, 1), false)
                .review(List.of(START, START.play(1)), (a, t) -> { }).moves().get(0);
        assertTrue(searches.asked.contains(START), "searched, not read from the book");
        assertEquals(6.6, one.stonesLost(), 1e-9);
        assertEquals(MoveClass.GOOD, one.moveClass());
    }
}
