package otau.engine.egtb;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import otau.game.Board;

/**
 * An endgame tablebase: for every position with at most {@link #maxStones()} stones in the
 * holes, any tuzdyks and either side to move, the exact result.
 *
 * <p><b>The key holds no stores.</b> With 162 stones in all, a player wins exactly when
 * their store reaches 82 (at the no-move end the stones left are counted in, and 82 of 162
 * beats the rest), and once one store is at 82 the other can never get there. So the
 * result only asks, for each player, "can they force their store up to 82?", and that is
 * "can they force at least 82 - store more stones from the board?". The board alone
 * decides the most stones each player can force, F for the side to move and G for the
 * other; the stores only set the two thresholds. Each entry is one byte, F | G << 4, and
 * a position with stores (s, o) for (mover, other) is: a win if s + F ≥ 82, a loss if
 * o + G ≥ 82, else a draw (by 81:81 or by endless play). F + G ≤ n always; where F + G = n
 * the final stores are fixed too.
 *
 * <p>The file ({@link TableFile}): a 64-byte header (the 8 bytes {@code OTAUEGTB}, the
 * format version, the stone limit, the entry count, the block size and a CRC-32 of each
 * of the block checksum list and of the header itself), the CRC-32 of every block of
 * {@value TableFile#BLOCK} entries, then the entries in {@link TablebaseLayout} order. Every
 * checksum is checked when the file is opened, so a damaged table is refused before it can
 * answer anything; after that it is memory-mapped, and a probe costs what it did without
 * checksums.
 */
public final class Tablebase {
    public static final int NONE = Integer.MIN_VALUE;

    private final TablebaseLayout layout;
    private final ByteBuffer entries;

    private Tablebase(TablebaseLayout layout, ByteBuffer entries) {
        this.layout = layout;
        this.entries = entries;
    }

    /** A table held in memory (as built). */
    public static Tablebase of(int maxStones, byte[] table) {
        return new Tablebase(new TablebaseLayout(maxStones), ByteBuffer.wrap(table));
    }

    /** Builds a table in memory. */
    public static Tablebase build(int maxStones) {
        TablebaseBuilder builder = new TablebaseBuilder(maxStones, n -> { });
        return of(maxStones, builder.build());
    }

    /** The file name of the table for {@code maxStones} stones. */
    public static String fileName(int maxStones) {
        return "egtb-" + maxStones + ".bin";
    }

    /** Writes a table atomically (temporary file, flush to disk, rename): a crash never leaves half a table. */
    public static void write(Path file, int maxStones, byte[] table) throws IOException {
        TableFile.write(file, maxStones, table);
    }

    /**
     * Opens a table file, checking every checksum, and memory-maps its entries. A file that is
     * not a current table, or is truncated, extended or damaged anywhere, is an IOException
     * whose message names the file and what is wrong.
     */
    public static Tablebase open(Path file) throws IOException {
        TableFile.Mapped mapped = TableFile.open(file);
        return new Tablebase(mapped.layout(), mapped.entries());
    }

    /** A table that cannot be read is logged and skipped: the search works without one (no console output here). */
    private static void ignored(String problem) {
        System.getLogger(Tablebase.class.getName()).log(System.Logger.Level.WARNING, "tablebase ignored: " + problem);
    }

    /**
     * The largest table in {@code dir} ({@code egtb-N.bin}) that opens whole, or null when there
     * is none (the caller then searches without one). A damaged table is skipped, never used,
     * and logged.
     */
    public static Tablebase openLargest(Path dir) {
        return openLargest(dir, Tablebase::ignored);
    }

    /** As {@link #openLargest(Path)}, telling {@code refused} why each table it skips was refused. */
    public static Tablebase openLargest(Path dir, Consumer<String> refused) {
        for (int n = TablebaseLayout.MAX_STONES; n >= 0; n--) {
            Path f = dir.resolve(fileName(n));
            if (Files.isRegularFile(f)) {
                try {
                    return open(f);
                } catch (IOException e) {
                    refused.accept(e.getMessage());
                }
            }
        }
        return null;
    }

    /**
     * The table found where the programs look by default: the folder or file named by the
     * system property {@code otau.egtb}, else the folder {@code egtb} in the working
     * directory. Null when there is none; a damaged table is logged and skipped.
     */
    public static Tablebase findDefault() {
        return findDefault(Tablebase::ignored);
    }

    /** As {@link #findDefault()}, telling {@code refused} why each table it skips was refused. */
    public static Tablebase findDefault(Consumer<String> refused) {
        String property = System.getProperty("otau.egtb");
        if (property != null && !property.isBlank()) {
            Path p = Path.of(property);
            if (Files.isRegularFile(p)) {
                try {
                    return open(p);
                } catch (IOException e) {
                    refused.accept(e.getMessage());
                    return null;
                }
            }
            return openLargest(p, refused);
        }
        return openLargest(Path.of("egtb"), refused);
    }

    public int maxStones() {
        return layout.maxStones();
    }

    public long size() {
        return layout.size();
    }

    /**
     * F | G << 4 for the position on the board, from the side to move's view, or {@link #NONE}
     * when it has more stones in the holes than the table covers. Safe from any thread.
     */
    public int probe(Board board) {
        int[] holes = new int[Board.HOLES];
        int stones = 0;
        int side = board.sideToMove();
        for (int i = 0; i < Board.HOLES; i++) {
            int h = board.hole(i);
            stones += h;
            holes[i] = h;
        }
        if (stones > layout.maxStones()) {
            return NONE;
        }
        int wt = board.tuzdyk(0);
        int bt = board.tuzdyk(1);
        long at;
        if (side == 0) {
            int c = TablebaseLayout.config(wt, bt);
            at = layout.offset(stones, c) + TablebaseLayout.rank(holes, c);
        } else {
            int c = TablebaseLayout.config(bt < 0 ? -1 : bt + 9, wt < 0 ? -1 : wt - 9);
            at = layout.offset(stones, c) + TablebaseLayout.mirroredRank(holes, c);
        }
        return entries.get((int) at) & 0xFF;
    }

    /**
     * The result for the side to move: 1 win, 0 draw, -1 loss; {@link #NONE} when the table does
     * not cover the position or its stones do not total 162 (only then do the thresholds
     * above hold). The game must not be over by a store at 82.
     */
    public int result(Board board) {
        int me = board.sideToMove();
        int mine = board.store(me);
        int theirs = board.store(1 - me);
        int e = probe(board);
        if (e == NONE || mine + theirs + board.stonesInHoles() != Board.TOTAL_STONES) {
            return NONE;
        }
        if (mine + (e & 0xF) >= Board.WINNING_STORE) {
            return 1;
        }
        if (theirs + (e >>> 4) >= Board.WINNING_STORE) {
            return -1;
        }
        return 0;
    }

    /** Most stones the side to move can force from the board (the F of an entry). */
    public static int moverCanForce(int entry) {
        return entry & 0xF;
    }

    /** Most stones the other side can force (the G of an entry). */
    public static int otherCanForce(int entry) {
        return entry >>> 4;
    }

    /** A view of the same entries with its own buffer position (probes never move it; kept for callers that want their own). */
    public Tablebase copy() {
        return new Tablebase(layout, entries.duplicate());
    }
}
