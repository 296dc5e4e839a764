package otau.game;

import java.util.Arrays;

/**
 * The mutable, fast board used by move generation, perft and search: plain int arrays,
 * make/undo with an internal history, and a Zobrist hash computed when it is asked for.
 *
 * <p>Holes are indexed 0..17: 0..8 are White's holes 1..9, 9..17 Black's holes 1..9,
 * which is also the sowing order. A move is the mover's hole number minus one (0..8).
 * {@link Position} is the immutable face of the same rules for everything else.
 *
 * <p>Over 400 lines on purpose: make/undo, move generation and hashing work on the same
 * arrays in the engine's innermost loop; a split would put indirection into the hottest code.
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

    private static final int STRIDE = Zobrist.STRIDE;

    final int[] holes = new int[HOLES];
    final int[] stores = new int[2];
    /** tuzdyk[p]: index of the hole that is player p's tuzdyk (on the other side), or -1. */
    final int[] tuzdyk = {-1, -1};
    int side;
    int moveNumber = 1;
    long hash;
    /**
     * Whether {@link #hash} is the key of the position on the board. A move only marks it
     * stale: perft and the tablebase builder never ask for the key, and a search asks once
     * per node, where one pass over the 18 holes costs no more than the per-stone updates
     * of an incremental key did.
     */
    private boolean hashKnown;

    // The history starts with room for a few plies, so that a Board made for one move
    // (Position.play, the record reader) stays small; a search grows it once to its depth.
    /** Per ply played: the code {@link #play(int)} returned. */
    private int[] codeHistory = new int[4];
    /** Per ply played: White's store | Black's store << 16, before the move; bit 31: the hash was known. */
    private int[] storeHistory = new int[4];
    private long[] hashHistory = new long[4];
    /** Per ply played: the 18 holes before the move (one short copy beats sowing backwards). */
    private int[] holeHistory = new int[4 * HOLES];
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
        hashKnown = other.hashKnown;
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

    /**
     * Sets the board from raw arrays, with no checks: for the tablebase builder, which walks
     * millions of positions and cannot afford a {@link Position} for each.
     *
     * @param holeCounts 18 counts in sowing order (White's 1..9, Black's 1..9)
     * @param whiteTuzdyk index of White's tuzdyk (on Black's side) or -1; likewise {@code blackTuzdyk}
     */
    public void set(int[] holeCounts, int whiteStore, int blackStore, int whiteTuzdyk, int blackTuzdyk, int sideToMove) {
        System.arraycopy(holeCounts, 0, holes, 0, HOLES);
        stores[0] = whiteStore;
        stores[1] = blackStore;
        tuzdyk[0] = whiteTuzdyk;
        tuzdyk[1] = blackTuzdyk;
        side = sideToMove;
        moveNumber = 1;
        historySize = 0;
        rehash();
    }

    /** Copies the 18 hole counts into {@code into} (sowing order). */
    public void copyHoles(int[] into) {
        System.arraycopy(holes, 0, into, 0, HOLES);
    }

    /** Stones in all 18 holes. */
    public int stonesInHoles() {
        int sum = 0;
        for (int i = 0; i < HOLES; i++) {
            sum += holes[i];
        }
        return sum;
    }

    public Position toPosition() {
        return new Position(holes.clone(), stores[0], stores[1], tuzdyk[0], tuzdyk[1],
                Side.of(side), moveNumber, null);
    }

    private void rehash() {
        long h = 0;
        for (int i = 0; i < HOLES; i++) {
            h ^= Zobrist.HOLE_FLAT[i * STRIDE + holes[i]];
        }
        h ^= Zobrist.STORE_FLAT[stores[0]];
        for (int p = 0; p < 2; p++) {
            if (tuzdyk[p] >= 0) {
                h ^= Zobrist.TUZDYK[p][tuzdyk[p]];
            }
        }
        if (side == 1) {
            h ^= Zobrist.BLACK_TO_MOVE;
        }
        hash = h;
        hashKnown = true;
    }

    // --- queries -----------------------------------------------------------------

    public int hole(int index) {
        return holes[index];
    }

    public int store(int player) {
        return stores[player];
    }

    /** How many stones {@code player}'s store holds more than the opponent's (negative: fewer). */
    public int storeLead(int player) {
        return stores[player] - stores[1 - player];
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

    /**
     * The Zobrist key of the position (holes, White's store, tuzdyks, side to move),
     * computed from the board the first time it is asked for after a move; undo restores
     * the key known before the move.
     */
    public long hash() {
        if (!hashKnown) {
            rehash();
        }
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
        return stores[0] >= WINNING_STORE || stores[1] >= WINNING_STORE || !hasStones(side);
    }

    /** Whether player p has a stone in any hole; stops at the first, unlike a count. */
    private boolean hasStones(int player) {
        int base = player * 9;
        for (int i = base; i < base + 9; i++) {
            if (holes[i] != 0) {
                return true;
            }
        }
        return false;
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

    /**
     * The stones {@code move} (a legal hole 0..8 of the side to move) would put into the
     * mover's store, without playing it: what is sown into the mover's tuzdyk, an even
     * capture, or the three stones of a new tuzdyk. The same arithmetic as {@link #play(int)},
     * done on counts instead of on the holes, for searches that ask "does any move win at
     * once?" of many positions.
     */
    public int storeGain(int move) {
        final int me = side;
        final int from = me * 9 + move;
        final int n = holes[from];
        int last = n == 1 ? from + 1 : from + n - 1;
        while (last >= HOLES) {
            last -= HOLES;
        }
        final int mine = tuzdyk[me];
        int gain = mine >= 0 ? received(from, n, mine) : 0;
        if ((last >= 9) != (me == 1) && last != tuzdyk[0] && last != tuzdyk[1]) {
            int c = holes[last] + received(from, n, last);
            if ((c & 1) == 0) {
                gain += c;
            } else if (c == 3 && mine < 0) {
                int number = last >= 9 ? last - 9 : last;
                int other = tuzdyk[1 - me];
                int otherNumber = other < 0 ? -1 : other >= 9 ? other - 9 : other;
                if (number != 8 && number != otherNumber) {
                    gain += 3;
                }
            }
        }
        return gain;
    }

    /**
     * A bound that no {@link #storeGain} of the side to move exceeds, from two maxima instead
     * of nine sowings: a move drops at most {@code laps} stones into any one hole (one per
     * lap round the board), so it receives at most that in its tuzdyk, and it captures at most
     * the opponent's biggest hole plus that, or makes a tuzdyk worth three.
     */
    public int maxStoreGain() {
        final int mine = side * 9;
        final int theirs = (1 - side) * 9;
        int biggestMine = 0;
        int biggestTheirs = 0;
        for (int i = 0; i < 9; i++) {
            biggestMine = Math.max(biggestMine, holes[mine + i]);
            biggestTheirs = Math.max(biggestTheirs, holes[theirs + i]);
        }
        int laps = biggestMine == 0 ? 0 : (biggestMine - 1) / HOLES + 1;
        return laps + Math.max(biggestTheirs + laps, 3);
    }

    /**
     * How many stones {@code move} (a legal hole 0..8 of the side to move) would drop into the
     * opponent's tuzdyk, without playing it: 0 when the opponent has none.
     */
    public int giftToTuzdyk(int move) {
        int theirs = tuzdyk[1 - side];
        if (theirs < 0) {
            return 0;
        }
        int from = side * 9 + move;
        return received(from, holes[from], theirs);
    }

    /** How many of the {@code n} stones sown from {@code from} land in hole {@code i} (not {@code from} itself when n is 1). */
    private static int received(int from, int n, int i) {
        if (n == 1) {
            return i == (from == 17 ? 0 : from + 1) ? 1 : 0;
        }
        int d = i - from;
        if (d < 0) {
            d += HOLES;
        }
        if (d >= n) {
            return 0;
        }
        return n <= HOLES ? 1 : (n - 1 - d) / HOLES + 1;
    }

    // --- make / undo -------------------------------------------------------------

    /**
     * Plays a move (hole 0..8 of the side to move; must be legal) and returns a code:
     * the landing index (bits 0-4), {@link #TUZDYK_FLAG}, and the stones captured by an
     * even capture shifted by {@link #CAPTURE_SHIFT}.
     *
     * <p>Stones are sown into every hole first and the tuzdyk holes are emptied into their
     * owners' stores afterwards: that keeps the sowing loop free of tests. The key is
     * only marked stale ({@link #hash()} recomputes it when asked).
     */
    public int play(int move) {
        final int[] h = holes;
        final int me = side;
        final int from = me * 9 + move;
        final int n = h[from];
        final int ply = historySize;
        if (ply == codeHistory.length) {
            growHistory();
        }
        System.arraycopy(h, 0, holeHistory, ply * HOLES, HOLES);
        storeHistory[ply] = stores[0] | (stores[1] << 16) | (hashKnown ? 1 << 31 : 0);
        hashHistory[ply] = hash;
        hashKnown = false;
        historySize = ply + 1;
        h[from] = 0;
        final int last = n < HOLES ? sowShort(h, from, n) : sowLaps(h, from, n);
        final int t0 = tuzdyk[0];
        final int t1 = tuzdyk[1];
        if (t0 >= 0 && h[t0] != 0 || t1 >= 0 && h[t1] != 0) {
            emptyTuzdyks();
        }
        int code = last;
        // Captures happen only on the opponent's side, in an ordinary hole.
        if ((last >= 9) != (me == 1) && last != t0 && last != t1) {
            code = capture(me, last);
        }
        codeHistory[ply] = code;
        if (me == 1) {
            moveNumber++;
        }
        side = 1 - me;
        return code;
    }

    // play() is kept small enough for the JIT to inline it into search loops; the rarer
    // parts live in these helpers.

    /** Sows 1..17 stones from {@code from} (already emptied); returns the landing index. */
    private static int sowShort(int[] h, int from, int n) {
        if (n == 1) {
            int last = from == 17 ? 0 : from + 1;
            h[last]++;
            return last;
        }
        int end = from + n;
        if (end <= HOLES) {
            for (int i = from; i < end; i++) {
                h[i]++;
            }
            return end - 1;
        }
        for (int i = from; i < HOLES; i++) {
            h[i]++;
        }
        int last = end - HOLES - 1;
        for (int i = 0; i <= last; i++) {
            h[i]++;
        }
        return last;
    }

    private static int sowLaps(int[] h, int from, int n) {
        int laps = n / HOLES;
        int rest = n - laps * HOLES;
        for (int i = 0; i < HOLES; i++) {
            h[i] += laps;
        }
        int i = from;
        for (int j = 0; j < rest; j++) {
            h[i]++;
            i = i == 17 ? 0 : i + 1;
        }
        int last = from + rest - 1;
        if (last < 0) {
            last += HOLES;
        } else if (last >= HOLES) {
            last -= HOLES;
        }
        return last;
    }

    private void emptyTuzdyks() {
        for (int p = 0; p < 2; p++) {
            int t = tuzdyk[p];
            if (t >= 0) {
                stores[p] += holes[t];
                holes[t] = 0;
            }
        }
    }

    /** The capture or tuzdyk of a move by {@code me} that ended in the opponent's ordinary hole {@code last}. */
    private int capture(int me, int last) {
        final int[] h = holes;
        int c = h[last];
        if ((c & 1) == 0) {
            h[last] = 0;
            stores[me] += c;
            return last | c << CAPTURE_SHIFT;
        }
        if (c == 3 && tuzdyk[me] < 0) {
            int number = last >= 9 ? last - 9 : last;
            int other = tuzdyk[1 - me];
            int otherNumber = other < 0 ? -1 : other >= 9 ? other - 9 : other;
            if (number != 8 && number != otherNumber) {
                h[last] = 0;
                stores[me] += 3;
                tuzdyk[me] = last;
                return last | TUZDYK_FLAG;
            }
        }
        return last;
    }

    /**
     * Hands the move to the other player without sowing: not a move of the game, but the
     * search's null-move test needs it. {@link #undo()} takes it back like a move.
     */
    public void passTurn() {
        final int ply = historySize;
        if (ply == codeHistory.length) {
            growHistory();
        }
        System.arraycopy(holes, 0, holeHistory, ply * HOLES, HOLES);
        storeHistory[ply] = stores[0] | (stores[1] << 16) | (hashKnown ? 1 << 31 : 0);
        hashHistory[ply] = hash;
        codeHistory[ply] = 0;
        historySize = ply + 1;
        if (side == 1) {
            moveNumber++;
        }
        side = 1 - side;
        hash ^= Zobrist.BLACK_TO_MOVE;
    }

    private void growHistory() {
        int size = codeHistory.length * 2;
        codeHistory = Arrays.copyOf(codeHistory, size);
        storeHistory = Arrays.copyOf(storeHistory, size);
        hashHistory = Arrays.copyOf(hashHistory, size);
        holeHistory = Arrays.copyOf(holeHistory, size * HOLES);
    }

    /** Takes back the last move played with {@link #play(int)}. */
    public void undo() {
        if (historySize == 0) {
            throw new IllegalStateException("no move to undo");
        }
        final int ply = --historySize;
        final int code = codeHistory[ply];
        final int me = 1 - side;
        side = me;
        if (me == 1) {
            moveNumber--;
        }
        if ((code & TUZDYK_FLAG) != 0) {
            tuzdyk[me] = -1;
        }
        System.arraycopy(holeHistory, ply * HOLES, holes, 0, HOLES);
        final int s = storeHistory[ply];
        stores[0] = s & 0xFFFF;
        stores[1] = (s >>> 16) & 0x7FFF;
        hash = hashHistory[ply];
        hashKnown = s < 0;
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

    /** Recomputes the hash from scratch, leaving the kept key untouched: for tests of make/undo. */
    public long computeHash() {
        long saved = hash;
        boolean known = hashKnown;
        rehash();
        long fresh = hash;
        hash = saved;
        hashKnown = known;
        return fresh;
    }

    @Override
    public String toString() {
        return Fen.write(toPosition());
    }
}
