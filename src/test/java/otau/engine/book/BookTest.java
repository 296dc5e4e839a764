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
        assertEquals(8 + 2 + 2 + 2 + 4 + 4 * 12 + 4, bytes.size(), "12 bytes a position after the header, a checksum last");
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

    /** A version-1 book (no checksum) written by hand: margin, plies, then (key, eval, depth, flags) records. */
    private static byte[] versionOne(int margin, int plies, long[]... records) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        java.io.DataOutputStream out = new java.io.DataOutputStream(bytes);
        out.write("OTAUBOOK".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        out.writeShort(1);
        out.writeShort(margin);
        out.writeShort(plies);
        out.writeInt(records.length);
        for (long[] r : records) {
            out.writeLong(r[0]);
            out.writeShort((int) r[1]);
            out.writeByte((int) r[2]);
            out.writeByte((int) r[3]);
        }
        return bytes.toByteArray();
    }

    private static String refusal(byte[] file) {
        BookFormatException e = assertThrows(BookFormatException.class,
                () -> Book.read(new ByteArrayInputStream(file), "bad.book"));
        return e.getMessage();
    }

    @Test
    void impossibleValuesAreRefusedOnLoad() throws IOException {
        // Hand-made: the values the review found in a damaged book; no builder writes them.
        assertTrue(Book.read(new ByteArrayInputStream(versionOne(300, 12, new long[] {5, 120, 9, 1})), "ok.book").size() == 1,
                "a sound version-1 book still reads");
        assertEquals("bad.book: record 2: score +327.67 stones is impossible (at most 300.00 either way; damaged book)",
                refusal(versionOne(300, 12, new long[] {5, 120, 9, 1}, new long[] {6, 32767, 9, 0})));
        assertEquals("bad.book: record 1: unknown flag bits 0x80 (only 0x01, expanded, is defined; damaged book)",
                refusal(versionOne(300, 12, new long[] {5, 120, 9, 0x81})));
        assertEquals("bad.book: margin 655.35 stones is impossible (at most 100.00; damaged book)",
                refusal(versionOne(65535, 12, new long[] {5, 120, 9, 1})));
        assertEquals("bad.book: 999 plies is impossible (at most 200; damaged book)",
                refusal(versionOne(300, 999, new long[] {5, 120, 9, 1})));
    }

    @Test
    void aChangedScoreFailsTheChecksum() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        threeMoves().write(bytes);
        byte[] file = bytes.toByteArray();
        // The low bit of record 1's score (bytes 18 + 8, 18 + 9): a score one centi-stone off, still
        // a plausible value, caught only by the checksum.
        file[18 + 9] ^= 1;
        assertEquals("bad.book: the book fails its checksum (damaged)", refusal(file));
    }
}
