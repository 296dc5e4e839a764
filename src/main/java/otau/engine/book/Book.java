package otau.engine.book;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;
import otau.engine.Score;
import otau.game.Position;
import otau.game.Side;

/**
 * An opening book held in memory: evaluated positions by Zobrist key, kept in sorted arrays
 * (12 bytes a position on disk, about as much in memory) and found by binary search.
 *
 * <p>File format (big-endian): the 8 ASCII bytes {@code OTAUBOOK}, a u16 version (2), the u16
 * margin in centi-stones, the u16 number of plies, an i32 count, then {@code count} records
 * sorted by key: i64 key, i16 eval for White in centi-stones, u8 depth, u8 flags; then a
 * u32 CRC-32 of everything before it. Version 1 (the same without the checksum) is still
 * read. Every value is checked on reading: a book that is damaged, or holds a value no
 * builder writes, is refused with a message naming the file, the record and the value.
 */
public final class Book {
    /** Where the book shipped with Otau lies on the classpath. */
    public static final String RESOURCE = "/otau/book/opening.book";
    static final byte[] MAGIC = "OTAUBOOK".getBytes(StandardCharsets.US_ASCII);
    static final int VERSION = 2;
    /** The format before the checksum, still read. */
    static final int VERSION_WITHOUT_CHECKSUM = 1;
    /** Largest margin a book can be built with, in centi-stones (100 stones). */
    public static final int MAX_MARGIN = 10_000;
    /** Deepest book a builder makes, in plies. */
    public static final int MAX_PLIES = 200;
    private static final int MAX_ENTRIES = 50_000_000;

    private final long[] keys;
    private final short[] evals;
    private final byte[] depths;
    private final byte[] flags;
    private final int margin;
    private final int plies;

    private Book(long[] keys, short[] evals, byte[] depths, byte[] flags, int margin, int plies) {
        this.keys = keys;
        this.evals = evals;
        this.depths = depths;
        this.flags = flags;
        this.margin = margin;
        this.plies = plies;
    }

    /** A book of these entries; entries with the same key are merged (the deeper search wins). */
    public static Book of(Collection<BookEntry> entries, int margin, int plies) {
        List<BookEntry> sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparingLong(BookEntry::key));
        List<BookEntry> merged = new ArrayList<>(sorted.size());
        for (BookEntry e : sorted) {
            int last = merged.size() - 1;
            if (last >= 0 && merged.get(last).key() == e.key()) {
                merged.set(last, merged.get(last).merge(e));
            } else {
                merged.add(e);
            }
        }
        int n = merged.size();
        long[] keys = new long[n];
        short[] evals = new short[n];
        byte[] depths = new byte[n];
        byte[] flags = new byte[n];
        for (int i = 0; i < n; i++) {
            BookEntry e = merged.get(i);
            keys[i] = e.key();
            evals[i] = (short) e.whiteEval();
            depths[i] = (byte) e.depth();
            flags[i] = (byte) e.flags();
        }
        return new Book(keys, evals, depths, flags, margin, plies);
    }

    public static Book empty() {
        return of(List.of(), 0, 0);
    }

    /** The book shipped in the jar, or an empty book when this build has none. */
    public static Book bundled() {
        try (InputStream in = Book.class.getResourceAsStream(RESOURCE)) {
            return in == null ? empty() : read(in, RESOURCE);
        } catch (IOException e) {
            throw new IllegalStateException("the bundled opening book is damaged: " + e.getMessage(), e);
        }
    }

    public static Book load(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString());
        }
    }

    /** Reads a book; {@code source} names the file in error messages. */
    public static Book read(InputStream input, String source) throws IOException {
        CRC32 crc = new CRC32();
        DataInputStream in = new DataInputStream(new CheckedInputStream(new BufferedInputStream(input, 1 << 16), crc));
        try {
            byte[] magic = new byte[MAGIC.length];
            in.readFully(magic);
            if (!Arrays.equals(magic, MAGIC)) {
                throw new BookFormatException(source + ": not an Otau opening book (no OTAUBOOK header)");
            }
            int version = in.readUnsignedShort();
            if (version != VERSION && version != VERSION_WITHOUT_CHECKSUM) {
                throw new BookFormatException(source + ": book version " + version + " is not supported (only "
                        + VERSION_WITHOUT_CHECKSUM + " and " + VERSION + ")");
            }
            int margin = in.readUnsignedShort();
            if (margin > MAX_MARGIN) {
                throw new BookFormatException(source + ": margin " + stones(margin) + " stones is impossible (at most "
                        + stones(MAX_MARGIN) + "; damaged book)");
            }
            int plies = in.readUnsignedShort();
            if (plies > MAX_PLIES) {
                throw new BookFormatException(source + ": " + plies + " plies is impossible (at most " + MAX_PLIES
                        + "; damaged book)");
            }
            int count = in.readInt();
            if (count < 0 || count > MAX_ENTRIES) {
                throw new BookFormatException(source + ": impossible position count " + count);
            }
            long[] keys = new long[count];
            short[] evals = new short[count];
            byte[] depths = new byte[count];
            byte[] flags = new byte[count];
            for (int i = 0; i < count; i++) {
                keys[i] = in.readLong();
                if (i > 0 && keys[i] <= keys[i - 1]) {
                    throw new BookFormatException(source + ": record " + (i + 1) + " is out of key order");
                }
                evals[i] = in.readShort();
                if (Math.abs(evals[i]) > Score.MATE) {
                    throw new BookFormatException(source + ": record " + (i + 1) + ": score " + signedStones(evals[i])
                            + " stones is impossible (at most " + stones(Score.MATE) + " either way; damaged book)");
                }
                depths[i] = in.readByte();
                flags[i] = in.readByte();
                if ((flags[i] & ~BookEntry.EXPANDED) != 0) {
                    throw new BookFormatException(source + ": record " + (i + 1) + ": unknown flag bits "
                            + String.format(Locale.ROOT, "0x%02X", flags[i] & ~BookEntry.EXPANDED & 0xFF)
                            + " (only 0x01, expanded, is defined; damaged book)");
                }
            }
            if (version == VERSION) {
                long computed = crc.getValue();
                long stored = in.readInt() & 0xFFFF_FFFFL;
                if (stored != computed) {
                    throw new BookFormatException(source + ": the book fails its checksum (damaged)");
                }
            }
            if (in.read() != -1) {
                throw new BookFormatException(source + ": data after the " + count + " records");
            }
            return new Book(keys, evals, depths, flags, margin, plies);
        } catch (EOFException e) {
            throw new BookFormatException(source + ": the file ends early (truncated book)");
        }
    }

    private static String stones(int centiStones) {
        return String.format(Locale.ROOT, "%.2f", centiStones / 100.0);
    }

    private static String signedStones(int centiStones) {
        return String.format(Locale.ROOT, "%+.2f", centiStones / 100.0);
    }

    /** Writes the book in the current format, its checksum last. */
    public void write(OutputStream output) throws IOException {
        CRC32 crc = new CRC32();
        DataOutputStream out = new DataOutputStream(new CheckedOutputStream(output, crc));
        out.write(MAGIC);
        out.writeShort(VERSION);
        out.writeShort(margin);
        out.writeShort(plies);
        out.writeInt(keys.length);
        for (int i = 0; i < keys.length; i++) {
            out.writeLong(keys[i]);
            out.writeShort(evals[i]);
            out.writeByte(depths[i]);
            out.writeByte(flags[i]);
        }
        out.flush();
        new DataOutputStream(output).writeInt((int) crc.getValue());
        output.flush();
    }

    public int size() {
        return keys.length;
    }

    public boolean isEmpty() {
        return keys.length == 0;
    }

    /** Moves within this many centi-stones of the best are main book moves. */
    public int margin() {
        return margin;
    }

    /** How many plies from the start the book was built to. */
    public int plies() {
        return plies;
    }

    /** The entry of this position, or null when it is not in the book. */
    public BookEntry entry(Position position) {
        return entry(position.hash());
    }

    public BookEntry entry(long key) {
        int i = Arrays.binarySearch(keys, key);
        return i < 0 ? null : at(i);
    }

    /** Every entry, in key order. */
    public List<BookEntry> entries() {
        List<BookEntry> list = new ArrayList<>(keys.length);
        for (int i = 0; i < keys.length; i++) {
            list.add(at(i));
        }
        return list;
    }

    private BookEntry at(int i) {
        return new BookEntry(keys[i], evals[i], depths[i] & 0xFF, flags[i] & 0xFF);
    }

    /**
     * The legal moves from {@code position} that lead to book positions, best first for the side
     * to move; a move is main when its score is within {@link #margin()} of the best one's.
     */
    public List<BookMove> moves(Position position) {
        List<int[]> found = new ArrayList<>();
        for (int hole : position.legalMoves()) {
            BookEntry e = entry(position.play(hole));
            if (e != null) {
                found.add(new int[] {hole, e.whiteEval(), e.depth()});
            }
        }
        if (found.isEmpty()) {
            return List.of();
        }
        int sign = position.sideToMove() == Side.WHITE ? 1 : -1;
        found.sort(Comparator.comparingInt((int[] f) -> -sign * f[1]).thenComparingInt(f -> f[0]));
        int best = found.get(0)[1];
        List<BookMove> moves = new ArrayList<>(found.size());
        for (int[] f : found) {
            moves.add(new BookMove(f[0], f[1], f[2], Math.abs(best - f[1]) <= margin));
        }
        return List.copyOf(moves);
    }
}
