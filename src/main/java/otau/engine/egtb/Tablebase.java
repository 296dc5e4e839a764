package otau.engine.egtb;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import otau.game.Board;
import otau.io.FileProblemException;
import otau.io.Phrase;

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
 * {@value TableFile#BLOCK} entries, then the entries in {@link TablebaseLayout} order. The
 * entries are memory-mapped. {@link #open} checks every block before it returns, so a damaged
 * table is refused before it can answer anything. {@link #openLazily} checks the header, the
 * length and the checksum list at once but each block only before its first probe (a
 * 169 MB table then opens in no time, and a short engine move is not held up): a block that
 * fails is never read, its positions answer {@link #NONE} as if the table did not cover them,
 * and the table reports it ({@link #damage()}). A checked block costs nothing more per probe.
 */
public final class Tablebase {
    public static final int NONE = Integer.MIN_VALUE;
    private static final byte UNCHECKED = 0;
    private static final byte GOOD = 1;
    private static final byte BAD = 2;

    private final TablebaseLayout layout;
    private final ByteBuffer entries;
    /** The file's checksums, or null for a table built in memory (nothing to check). */
    private final TableFile.Mapped file;
    /**
     * Each block's verdict, shared by all copies. A byte is written whole, so a thread sees
     * UNCHECKED (and checks again: the same answer) or the verdict, never GOOD for a bad block.
     */
    private final byte[] blockState;
    private final Damage damage;

    /** The first block that failed, told once to whoever opened the table. */
    private static final class Damage {
        private final Consumer<Phrase> listener;
        private volatile Phrase first;

        Damage(Consumer<Phrase> listener) {
            this.listener = listener;
        }

        void found(Phrase problem) {
            boolean isFirst;
            synchronized (this) {
                isFirst = first == null;
                if (isFirst) {
                    first = problem;
                }
            }
            if (isFirst) {
                listener.accept(problem);
            }
        }
    }

    private Tablebase(TablebaseLayout layout, ByteBuffer entries, TableFile.Mapped file, byte[] blockState, Damage damage) {
        this.layout = layout;
        this.entries = entries;
        this.file = file;
        this.blockState = blockState;
        this.damage = damage;
    }

    private static Tablebase mapped(TableFile.Mapped m, boolean checked, Consumer<Phrase> onDamage) {
        byte[] state = new byte[m.blocks()];
        if (checked) {
            java.util.Arrays.fill(state, GOOD);
        }
        return new Tablebase(m.layout(), m.entries(), m, state, new Damage(onDamage));
    }

    /** A table held in memory (as built). */
    public static Tablebase of(int maxStones, byte[] table) {
        return new Tablebase(new TablebaseLayout(maxStones), ByteBuffer.wrap(table), null, null, new Damage(p -> { }));
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
        TableFile.checkAll(mapped);
        return mapped(mapped, true, Tablebase::ignored);
    }

    /**
     * Opens a table file checking its header, length and checksum list, and each block of
     * entries before it is first read (see the class comment). A file refused by those first
     * checks is an IOException as with {@link #open}; a block that fails later answers
     * {@link #NONE} and is told to {@code onDamage} (once per table, with the message that
     * names the file and the block).
     */
    public static Tablebase openLazily(Path file, Consumer<Phrase> onDamage) throws IOException {
        return mapped(TableFile.open(file), false, onDamage);
    }

    /** The first damaged block found so far (a message naming the file and the block), or null. */
    public String damage() {
        Phrase first = damage.first;
        return first == null ? null : first.english();
    }

    /** {@link #damage()}, to be said in any of our languages; null when no block failed. */
    public Phrase damageSaid() {
        return damage.first;
    }

    /**
     * Checks every block not checked yet; the first one that fails is an IOException (and is
     * never read afterwards). The workbench does this after a build, before it says "done".
     */
    public void checkAll() throws IOException {
        if (file == null) {
            return;
        }
        for (int b = 0; b < blockState.length; b++) {
            if (!blockGood(b)) {
                throw new FileProblemException(damage.first);
            }
        }
    }

    /** Whether block {@code b} may be read: checked now if it never was, the verdict kept. */
    private boolean blockGood(int b) {
        byte state = blockState[b];
        if (state == GOOD) {
            return true;
        }
        if (state == BAD) {
            return false;
        }
        Phrase problem = TableFile.blockProblem(file, entries, b);
        blockState[b] = problem == null ? GOOD : BAD;
        if (problem != null) {
            damage.found(problem);
        }
        return problem == null;
    }

    /** A table that cannot be read is logged and skipped: the search works without one (no console output here). */
    private static void ignored(Phrase problem) {
        System.getLogger(Tablebase.class.getName()).log(System.Logger.Level.WARNING, "tablebase skipped: " + problem);
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
    public static Tablebase openLargest(Path dir, Consumer<Phrase> refused) {
        return openLargest(dir, refused, false);
    }

    /**
     * As {@link #openLargest(Path, Consumer)}; when {@code lazily}, each table is opened with
     * {@link #openLazily} and a block found damaged later is told to {@code refused} too.
     */
    public static Tablebase openLargest(Path dir, Consumer<Phrase> refused, boolean lazily) {
        for (int n = TablebaseLayout.MAX_STONES; n >= 0; n--) {
            Path f = dir.resolve(fileName(n));
            if (Files.isRegularFile(f)) {
                try {
                    return lazily ? openLazily(f, refused) : open(f);
                } catch (IOException e) {
                    refused.accept(said(e));
                }
            }
        }
        return null;
    }

    /**
     * The table found where the programs look by default ({@link DefaultTablebase}): the
     * folder or file named by the system property {@code otau.egtb} ({@code none}: no table),
     * else the largest table in the folder {@code egtb} of the user's data folder. Null when
     * there is none; opened lazily; a damaged table or block is logged and skipped.
     */
    public static Tablebase findDefault() {
        return findDefault(Tablebase::ignored);
    }

    /** As {@link #findDefault()}, telling {@code refused} why each table or block it skips was refused. */
    public static Tablebase findDefault(Consumer<Phrase> refused) {
        return DefaultTablebase.find(System.getProperty(DefaultTablebase.PROPERTY), otau.io.UserDataFolder.resolve(), refused);
    }

    /** Why a table file was refused, to be said in any of our languages. */
    public static Phrase said(IOException e) {
        return e instanceof FileProblemException f ? f.said() : Phrase.literal(String.valueOf(e.getMessage()));
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
        if (file != null && !blockGood((int) (at / TableFile.BLOCK))) {
            return NONE;
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
        return new Tablebase(layout, entries.duplicate(), file, blockState, damage);
    }
}
