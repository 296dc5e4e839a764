package otau.game;

import java.util.Arrays;

/**
 * The mutable, fast board used by move generation, perft and search: plain int arrays,
 * make/undo with an internal history, and an incremental Zobrist hash.
 *
 * <p>Holes are indexed 0..17: 0..8 are White's holes 1..9, 9..17 Black's holes 1..9,
 * which is also the sowing order. A move is the mover's hole number minus one (0..8).
 * {@link Position} is the immutable face of the same rules for everything else.
 */
public final class Board {
    public static final int HOLES = 18;
    public static final int TOTAL_STONES = 162;
    /** A store holding this many stones has won. */
    public static final int WINNING_STORE = 82;
    /** Largest count a hole or store may hold (study positions may exceed 162 in all). */
    public static final int MAX_COUNT = 255;

    /** Bits of the code returned by {@link #play(int)}. */
    public static final int LANDING_MASK = 0x1F;
    public static final int TUZDYK_FLAG = 1 << 5;
    public static final int CAPTURE_SHIFT = 8;

    private static final int STATE = HOLES + 6;

    final int[] holes = new int[HOLES];
    final int[] stores = new int[2];
    /** tuzdyk[p]: index of the hole that is player p's tuzdyk (on the other side), or -1. */
    final int[] tuzdyk = {-1, -1};
    int side;
    int moveNumber = 1;
    long hash;

    private int[] history = new int[STATE * 256];
    private long[] hashHistory = new long[256];
    private int historySize;

    /** The start position. */
    public Board() {
        Arrays.fill(holes, 9);
        rehash();
    }

    /** A board set to the given position. */
    public Board(Position position) {
        set(position);
    }

    /** A copy of another board's position (its undo history is not copied). */
    public Board(Board other) {
        System.arraycopy(other.holes, 0, holes, 0, HOLES);
        stores[0] = other.stores[0];
        stores[1] = other.stores[1];
        tuzdyk[0] = other.tuzdyk[0];
        tuzdyk[1] = other.tuzdyk[1];
        side = other.side;
        moveNumber = other.moveNumber;
        hash = other.hash;
    }

    public void set(Position p) {
        for (int i = 0; i < HOLES; i++) {
            holes[i] = p.holeAt(i);
        }
        stores[0] = p.store(Side.WHITE);
        stores[1] = p.store(Side.BLACK);
        tuzdyk[0] = p.tuzdykIndex(Side.WHITE);
        tuzdyk[1] = p.tuzdykIndex(Side.BLACK);
        side = p.sideToMove().index();
        moveNumber = p.moveNumber();
        historySize = 0;
        rehash();
    }

    public Position toPosition() {
        return new Position(holes.clone(), stores[0], stores[1], tuzdyk[0], tuzdyk[1],
                Side.of(side), moveNumber, null);
    }

    private void rehash() {
        long h = 0;
        for (int i = 0; i < HOLES; i++) {
            h ^= Zobrist.HOLE[i][holes[i]];
        }
        h ^= Zobrist.WHITE_STORE[stores[0]];
        for (int p = 0; p < 2; p++) {
            if (tuzdyk[p] >= 0) {
                h ^= Zobrist.TUZDYK[p][tuzdyk[p]];
            }
        }
        if (side == 1) {
            h ^= Zobrist.BLACK_TO_MOVE;
        }
        hash = h;
    }

    // --- queries -----------------------------------------------------------------

    public int hole(int index) {
        return holes[index];
    }

    public int store(int player) {
        return stores[player];
    }

    public int tuzdyk(int player) {
        return tuzdyk[player];
    }

    public int sideToMove() {
        return side;
    }

    public int moveNumber() {
        return moveNumber;
    }

    public long hash() {
        return hash;
    }

    /** Number of half-moves played since this board was set (the undo depth). */
    public int ply() {
        return historySize;
    }

    /** Stones in player p's nine holes. */
    public int stonesOnSide(int player) {
        int base = player * 9;
        int sum = 0;
        for (int i = base; i < base + 9; i++) {
            sum += holes[i];
        }
        return sum;
    }

    /** True when a store has reached 82 or the side to move has no stones (atsyz kalu). */
    public boolean isGameOver() {
        return stores[0] >= WINNING_STORE || stores[1] >= WINNING_STORE || stonesOnSide(side) == 0;
    }

    /**
     * The store totals when the game is over: the stones left in the holes go to the
     * side they are on (after the no-move end they are all on the other player's side).
     */
    public int finalStore(int player) {
        if (stores[0] >= WINNING_STORE || stores[1] >= WINNING_STORE) {
            return stores[player];
        }
        return stores[player] + stonesOnSide(player);
    }

    /** Legal moves as a bit set over hole numbers minus one (bit m = hole m+1). */
    public int legalMoveMask() {
        if (stores[0] >= WINNING_STORE || stores[1] >= WINNING_STORE) {
            return 0;
        }
        int base = side * 9;
        int mask = 0;
        for (int m = 0; m < 9; m++) {
            if (holes[base + m] != 0) {
                mask |= 1 << m;
            }
        }
        return mask;
    }

    public boolean isLegal(int move) {
        return move >= 0 && move < 9 && (legalMoveMask() & (1 << move)) != 0;
    }

    // --- make / undo -------------------------------------------------------------

    /**
     * Plays a move (hole 0..8 of the side to move; must be legal) and returns a code:
     * the landing index (bits 0-4), {@link #TUZDYK_FLAG}, and the stones captured by an
     * even capture shifted by {@link #CAPTURE_SHIFT}.
     */
    public int play(int move) {
        saveState();
        final int[] h = holes;
        final int me = side;
        final int from = me * 9 + move;
        final int n = h[from];
        long key = hash ^ Zobrist.HOLE[from][n] ^ Zobrist.WHITE_STORE[stores[0]];
        final int t0 = tuzdyk[0];
        final int t1 = tuzdyk[1];
        int last;
        if (n == 1) {
            h[from] = 0;
            last = from == 17 ? 0 : from + 1;
            key = addStones(last, 1, key, t0, t1);
        } else {
            h[from] = 0;
            int laps = n / HOLES;
            int rest = n - laps * HOLES;
            if (laps == 0) {
                int i = from;
                for (int k = 0; k < n; k++) {
                    key = addStones(i, 1, key, t0, t1);
                    i = i == 17 ? 0 : i + 1;
                }
            } else {
                int i = from;
                for (int k = 0; k < HOLES; k++) {
                    key = addStones(i, k < rest ? laps + 1 : laps, key, t0, t1);
                    i = i == 17 ? 0 : i + 1;
                }
            }
            last = from + n - 1;
            last %= HOLES;
        }
        int code = last;
        // Captures happen only on the opponent's side, in an ordinary hole.
        if ((last >= 9) != (me == 1) && last != t0 && last != t1) {
            int c = h[last];
            if ((c & 1) == 0) {
                key ^= Zobrist.HOLE[last][c];
                h[last] = 0;
                stores[me] += c;
                code |= c << CAPTURE_SHIFT;
            } else if (c == 3 && tuzdyk[me] < 0 && last % 9 != 8) {
                int opp = tuzdyk[1 - me];
                if (opp < 0 || opp % 9 != last % 9) {
                    key ^= Zobrist.HOLE[last][3] ^ Zobrist.TUZDYK[me][last];
                    h[last] = 0;
                    stores[me] += 3;
                    tuzdyk[me] = last;
                    code |= TUZDYK_FLAG;
                }
            }
        }
        key ^= Zobrist.WHITE_STORE[stores[0]] ^ Zobrist.BLACK_TO_MOVE;
        if (me == 1) {
            moveNumber++;
        }
        side = 1 - me;
        hash = key;
        return code;
    }

    private long addStones(int i, int count, long key, int t0, int t1) {
        if (i == t0) {
            stores[0] += count;
            return key;
        }
        if (i == t1) {
            stores[1] += count;
            return key;
        }
        int before = holes[i];
        int after = before + count;
        holes[i] = after;
        return key ^ Zobrist.HOLE[i][before] ^ Zobrist.HOLE[i][after];
    }

    private void saveState() {
        int at = historySize * STATE;
        if (at + STATE > history.length) {
            history = Arrays.copyOf(history, history.length * 2);
            hashHistory = Arrays.copyOf(hashHistory, hashHistory.length * 2);
        }
        int[] s = history;
        System.arraycopy(holes, 0, s, at, HOLES);
        s[at + 18] = stores[0];
        s[at + 19] = stores[1];
        s[at + 20] = tuzdyk[0];
        s[at + 21] = tuzdyk[1];
        s[at + 22] = side;
        s[at + 23] = moveNumber;
        hashHistory[historySize] = hash;
        historySize++;
    }

    /** Takes back the last move played with {@link #play(int)}. */
    public void undo() {
        if (historySize == 0) {
            throw new IllegalStateException("no move to undo");
        }
        historySize--;
        int at = historySize * STATE;
        int[] s = history;
        System.arraycopy(s, at, holes, 0, HOLES);
        stores[0] = s[at + 18];
        stores[1] = s[at + 19];
        tuzdyk[0] = s[at + 20];
        tuzdyk[1] = s[at + 21];
        side = s[at + 22];
        moveNumber = s[at + 23];
        hash = hashHistory[historySize];
    }

    /** Forgets the undo history (the current position stays). */
    public void clearHistory() {
        historySize = 0;
    }

    // --- perft -------------------------------------------------------------------

    /** Leaf positions at the given depth; every leaf move is played and undone. */
    public long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        if (stores[0] >= WINNING_STORE || stores[1] >= WINNING_STORE) {
            return 0;
        }
        long nodes = 0;
        int base = side * 9;
        for (int m = 0; m < 9; m++) {
            if (holes[base + m] != 0) {
                play(m);
                nodes += depth == 1 ? 1 : perft(depth - 1);
                undo();
            }
        }
        return nodes;
    }

    /** Recomputes the hash from scratch: for tests of the incremental update. */
    public long computeHash() {
        long saved = hash;
        rehash();
        long fresh = hash;
        hash = saved;
        return fresh;
    }

    @Override
    public String toString() {
        return Fen.write(toPosition());
    }
}
