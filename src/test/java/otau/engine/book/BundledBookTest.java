package otau.engine.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import otau.game.Position;
import org.junit.jupiter.api.Test;

/** The book shipped in the jar: what the README says of it, and a re-search of a sample of it. */
class BundledBookTest {
    private final Book book = Book.bundled();

    @Test
    void isTheTwelvePlyBookTheReadmeDescribes() {
        assertTrue(book.size() >= 20_000, "positions: " + book.size());
        assertEquals(12, book.plies());
        assertEquals(300, book.margin());
        assertTrue(book.entry(Position.start()).expanded());
        assertEquals(9, book.moves(Position.start()).size());
        // The best line is in the book to its last ply.
        Position p = Position.start();
        for (int ply = 0; ply < 12; ply++) {
            var moves = book.moves(p);
            assertTrue(!moves.isEmpty(), "book moves at ply " + ply);
            assertTrue(book.entry(p).expanded(), "every move of the main line's position at ply " + ply);
            p = p.play(moves.get(0).hole());
        }
    }

    @Test
    void aSampleReSearchedGivesTheBooksScores() {
        // Built with --depth 12, each position afresh: the same search gives the same score.
        BookBuilderTest.assertReSearchAgrees(book, 12, 0, 5, new SplittableRandom(2026));
    }
}
