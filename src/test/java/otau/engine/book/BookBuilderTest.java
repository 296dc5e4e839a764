package otau.engine.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import otau.engine.BestMove;
import otau.engine.Limits;
import otau.engine.SearchListener;
import otau.engine.search.SearchEngine;
import otau.game.Position;
import otau.game.Side;
import org.junit.jupiter.api.Test;

class BookBuilderTest {
    private static final Position START = Position.start();

    private static Book build(int plies, int margin, int depth) {
        try (SearchEngine engine = new SearchEngine()) {
            return new BookBuilder(engine, Limits.depth(depth), plies, margin).build(START);
        }
    }

    @Test
    void aWideTreeHoldsEveryPositionOnceTranspositionsMerged() {
        // A margin of 100 stones expands every move: the whole tree to 3 plies.
        Book book = build(3, 10_000, 2);
        Set<Long> distinct = new HashSet<>();
        int paths = 0;
        distinct.add(START.hash());
        for (int a : START.legalMoves()) {
            Position p1 = START.play(a);
            distinct.add(p1.hash());
            for (int b : p1.legalMoves()) {
                Position p2 = p1.play(b);
                distinct.add(p2.hash());
                for (int c : p2.legalMoves()) {
                    distinct.add(p2.play(c).hash());
                    paths++;
                }
            }
        }
        assertTrue(distinct.size() < 1 + 9 + 81 + paths, "the 3-ply tree has transpositions");
        assertEquals(distinct.size(), book.size());
        for (long key : distinct) {
            assertNotNull(book.entry(key));
        }
        assertTrue(book.entry(START).expanded());
        assertFalse(book.entry(START.play(1).play(1).play(1)).expanded(), "ply 3 is the last, not expanded");
    }

    @Test
    void onlyMovesWithinTheMarginAreExpanded() {
        Book book = build(2, 0, 3);
        List<BookMove> first = book.moves(START);
        assertEquals(9, first.size(), "every move of the root is searched");
        int expanded = 0;
        for (BookMove m : first) {
            BookEntry e = book.entry(START.play(m.hole()));
            if (e.expanded()) {
                expanded++;
                assertEquals(first.get(0).whiteEval(), m.whiteEval(), "a margin of 0 expands only the best");
                assertTrue(m.main());
            }
        }
        assertTrue(expanded >= 1);
    }

    @Test
    void roundTripsAndAgreesWithAReSearchOfASample() throws IOException {
        int depth = 4;
        Book built = build(4, 60, depth);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        built.write(bytes);
        Book book = Book.read(new ByteArrayInputStream(bytes.toByteArray()), "tiny.book");
        assertEquals(built.entries(), book.entries());
        assertReSearchAgrees(book, depth, 0, 12, new SplittableRandom(7)); // each position is searched afresh: the same depth gives the same score
    }

    @Test
    void stopsWhenCancelledAndSaysSo() {
        AtomicInteger updates = new AtomicInteger();
        try (SearchEngine engine = new SearchEngine()) {
            BookBuilder builder = new BookBuilder(engine, Limits.depth(2), 6, 10_000)
                    .progress((positions, ply, queued) -> updates.incrementAndGet())
                    .cancelWhen(() -> updates.get() >= 3);
            Book book = builder.build(START);
            assertFalse(builder.complete());
            assertTrue(book.size() > 9 && book.size() < 200, "stopped soon after three expansions: " + book.size());
        }
    }

    /**
     * Walks random lines of book moves and searches each position reached afresh: its score must
     * be within {@code tolerance} centi-stones of the book's.
     */
    static void assertReSearchAgrees(Book book, int depth, int tolerance, int samples, SplittableRandom random) {
        try (SearchEngine engine = new SearchEngine()) {
            for (int s = 0; s < samples; s++) {
                Position p = START;
                List<BookMove> moves = book.moves(p);
                int steps = 1 + random.nextInt(Math.max(1, book.plies()));
                for (int i = 0; i < steps && !moves.isEmpty(); i++) {
                    List<BookMove> main = moves.stream().filter(BookMove::main).toList();
                    p = p.play(main.get(random.nextInt(main.size())).hole());
                    moves = book.moves(p);
                }
                BookEntry entry = book.entry(p);
                assertNotNull(entry);
                engine.newGame();
                BestMove best = engine.go(p, Limits.depth(depth > 0 ? depth : entry.depth()), SearchListener.NONE)
                        .join();
                int white = p.sideToMove() == Side.WHITE ? best.score().value() : -best.score().value();
                assertTrue(Math.abs(white - entry.whiteEval()) <= tolerance,
                        "position " + p + ": book " + entry.whiteEval() + ", re-search " + white);
            }
        }
    }
}
