package otau.engine.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import otau.game.Position;
import org.junit.jupiter.api.Test;

class BookTest {
    private static final Position START = Position.start();

    /** White to move at the start: after holes 1..3 White scores +1.00, +0.80 and -2.00. */
    private static Book threeMoves() {
        return Book.of(List.of(
                new BookEntry(START.hash(), 20, 9, BookEntry.EXPANDED),
                new BookEntry(START.play(1).hash(), 100, 8, 0),
                new BookEntry(START.play(2).hash(), 80, 8, 0),
                new BookEntry(START.play(3).hash(), -200, 7, 0)), 50, 1);
    }

    @Test
    void movesAreBestFirstForTheSideToMoveAndMainWithinTheMargin() {
        List<BookMove> moves = threeMoves().moves(START);
        assertEquals(List.of(new BookMove(1, 100, 8, true), new BookMove(2, 80, 8, true),
                new BookMove(3, -200, 7, false)), moves);
    }

    @Test
    void blackToMovePrefersTheLowestWhiteScore() {
        Position afterOne = START.play(1);
        Book book = Book.of(List.of(new BookEntry(afterOne.play(4).hash(), 30, 5, 0),
                new BookEntry(afterOne.play(5).hash(), -90, 5, 0)), 100, 2);
        List<BookMove> moves = book.moves(afterOne);
        assertEquals(5, moves.get(0).hole());
        assertEquals(4, moves.get(1).hole());
        assertFalse(moves.get(1).main(), "120 centi-stones worse than the best, margin 100");
    }

    @Test
    void roundTripsThroughItsBinaryForm() throws IOException {
        Book book = threeMoves();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        book.write(bytes);
        assertEquals(8 + 2 + 2 + 2 + 4 + 4 * 12, bytes.size(), "12 bytes a position after the header");
        Book read = Book.read(new ByteArrayInputStream(bytes.toByteArray()), "test.book");
        assertEquals(book.entries(), read.entries());
        assertEquals(50, read.margin());
        assertEquals(1, read.plies());
        assertTrue(read.entry(START).expanded());
        assertNull(read.entry(START.play(4)));
    }

    @Test
    void sameKeyIsMergedKeepingTheDeeperSearch() {
        long key = START.play(1).hash();
        Book book = Book.of(List.of(new BookEntry(key, 10, 4, 0), new BookEntry(key, 70, 9, 0),
                new BookEntry(key, 30, 6, BookEntry.EXPANDED)), 0, 1);
        assertEquals(List.of(new BookEntry(key, 70, 9, BookEntry.EXPANDED)), book.entries());
    }

    @Test
    void damagedFilesAreRejectedWithAMessageNamingTheFile() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        threeMoves().write(bytes);
        byte[] whole = bytes.toByteArray();
        byte[] truncated = Arrays.copyOf(whole, whole.length - 5);
        BookFormatException e = assertThrows(BookFormatException.class,
                () -> Book.read(new ByteArrayInputStream(truncated), "cut.book"));
        assertEquals("cut.book: the file ends early (truncated book)", e.getMessage());
        byte[] other = "NOTABOOK and more".getBytes();
        e = assertThrows(BookFormatException.class, () -> Book.read(new ByteArrayInputStream(other), "x.bin"));
        assertTrue(e.getMessage().startsWith("x.bin: not an Otau opening book"), e.getMessage());
    }
}
