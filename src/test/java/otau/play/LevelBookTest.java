package otau.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import otau.engine.BestMove;
import otau.engine.Limits;
import otau.engine.SearchListener;
import otau.engine.book.Book;
import otau.engine.book.BookEntry;
import otau.game.Position;

/** A level with the opening book: varied main book moves while in the book, its own search after. */
class LevelBookTest {
    private static final Position START = Position.start();

    /** The start expanded; after 7 +0.60, after 5 +0.20, after 3 -0.90, the rest -5.00; margin 1.5
     * stones, so 7, 5 and 3 are main moves. */
    private static Book book() {
        List<BookEntry> entries = new ArrayList<>();
        entries.add(new BookEntry(START.hash(), 40, 12, BookEntry.EXPANDED));
        for (int hole : START.legalMoves()) {
            int eval = hole == 7 ? 60 : hole == 5 ? 20 : hole == 3 ? -90 : -500;
            entries.add(new BookEntry(START.play(hole).hash(), eval, 12, 0));
        }
        return Book.of(entries, 150, 1);
    }

    @Test
    void inTheBookALevelPlaysOneOfTheMainMovesMostOftenTheBest() throws Exception {
        Book book = book();
        int[] counts = new int[10];
        for (long seed = 1; seed <= 200; seed++) {
            try (LevelEngine level = new LevelEngine(StrengthLevel.of(10), seed, book)) {
                BestMove m = level.go(START, Limits.depth(4), SearchListener.NONE).get();
                assertEquals(0, m.nodes(), "a book move is not searched");
                counts[m.move()]++;
            }
        }
        assertEquals(200, counts[7] + counts[5] + counts[3], "only the main moves 7, 5 and 3 (within 1.5 stones)");
        // Weights 1, 1/(1+0.4²), 1/(1+1.5²): the best the likeliest, the edge of the margin the least.
        assertTrue(counts[7] > counts[5] && counts[5] > counts[3] && counts[3] > 10,
                "7: " + counts[7] + ", 5: " + counts[5] + ", 3: " + counts[3]);
    }

    @Test
    void outOfTheBookItSearchesAndTheSameSeedPlaysTheSameMoves() throws Exception {
        Position out = START.play(1);
        Set<Integer> first = new HashSet<>();
        for (int run = 0; run < 2; run++) {
            try (LevelEngine level = new LevelEngine(StrengthLevel.of(10), 3, book())) {
                BestMove a = level.go(START, Limits.depth(4), SearchListener.NONE).get();
                BestMove b = level.go(out, Limits.depth(4), SearchListener.NONE).get();
                assertTrue(b.nodes() > 0, "out of the book the level searches");
                first.add(a.move() * 10 + b.move());
            }
        }
        assertEquals(1, first.size(), "repeatable with one seed");
    }
}
