package otau.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import otau.io.Phrase;

/**
 * An immutable position: nine holes a side, two stores, at most one tuzdyk a player,
 * the side to move and the full-move number. Positions reached by a move remember that
 * move ({@link #lastMove()}); it takes no part in equality.
 */
public final class Position {
    /** The largest move number a position may carry (no game comes near; int arithmetic never overflows). */
    public static final int MAX_MOVE_NUMBER = 1_000_000;
    private static final Position START = new Board().toPosition();

    private final int[] holes;
    private final int whiteStore;
    private final int blackStore;
    private final int whiteTuzdyk;
    private final int blackTuzdyk;
    private final Side sideToMove;
    private final int moveNumber;
    private final Move lastMove;
    private long hash;

    Position(int[] holes, int whiteStore, int blackStore, int whiteTuzdyk, int blackTuzdyk,
             Side sideToMove, int moveNumber, Move lastMove) {
        this.holes = holes;
        this.whiteStore = whiteStore;
        this.blackStore = blackStore;
        this.whiteTuzdyk = whiteTuzdyk;
        this.blackTuzdyk = blackTuzdyk;
        this.sideToMove = sideToMove;
        this.moveNumber = moveNumber;
        this.lastMove = lastMove;
    }

    /** 9 stones in every hole, empty stores, White to move. */
    public static Position start() {
        return START;
    }

    /**
     * Builds a position without checking the 162 total (study positions); the structural
     * rules (counts 0..255, tuzdyk holes empty and allowed) are checked.
     *
     * @param white       White's holes 1..9
     * @param black       Black's holes 1..9
     * @param whiteTuzdyk number (1..9) of Black's hole that is White's tuzdyk, or 0
     * @param blackTuzdyk number (1..9) of White's hole that is Black's tuzdyk, or 0
     */
    public static Position of(int[] white, int[] black, int whiteStore, int blackStore,
                              int whiteTuzdyk, int blackTuzdyk, Side toMove, int moveNumber) {
        if (white.length != 9 || black.length != 9) {
            throw new IllegalArgumentException("each row has nine holes");
        }
        int[] h = new int[Board.HOLES];
        System.arraycopy(white, 0, h, 0, 9);
        System.arraycopy(black, 0, h, 9, 9);
        int wt = whiteTuzdyk == 0 ? -1 : 8 + whiteTuzdyk;
        int bt = blackTuzdyk == 0 ? -1 : blackTuzdyk - 1;
        for (int c : h) {
            if (c < 0 || c > Board.MAX_COUNT) {
                throw new IllegalArgumentException("a hole holds " + c + " stones");
            }
        }
        if (whiteStore < 0 || blackStore < 0 || whiteStore > Board.MAX_COUNT || blackStore > Board.MAX_COUNT) {
            throw new IllegalArgumentException("a store holds a negative or too large count");
        }
        if (whiteTuzdyk < 0 || whiteTuzdyk > 9 || blackTuzdyk < 0 || blackTuzdyk > 9) {
            throw new IllegalArgumentException("a tuzdyk is a hole number 1..9");
        }
        if (whiteTuzdyk == 9 || blackTuzdyk == 9) {
            throw new IllegalArgumentException("hole 9 can never be a tuzdyk");
        }
        if (whiteTuzdyk != 0 && whiteTuzdyk == blackTuzdyk) {
            throw new IllegalArgumentException("both tuzdyks are on hole " + whiteTuzdyk);
        }
        if (wt >= 0 && h[wt] != 0 || bt >= 0 && h[bt] != 0) {
            throw new IllegalArgumentException("a tuzdyk holds no stones");
        }
        if (moveNumber < 1) {
            throw new IllegalArgumentException("the move number starts at 1");
        }
        if (moveNumber > MAX_MOVE_NUMBER) {
            throw new IllegalArgumentException("the move number is more than " + MAX_MOVE_NUMBER);
        }
        return new Position(h, whiteStore, blackStore, wt, bt, Objects.requireNonNull(toMove), moveNumber, null);
    }

    // --- reading -------------------------------------------------------------------

    /** Stones in a player's hole {@code number} (1..9). A tuzdyk reads 0. */
    public int hole(Side side, int number) {
        return holes[side.index() * 9 + number - 1];
    }

    /** Stones at board index 0..17 (White's holes 1..9, then Black's 1..9). */
    public int holeAt(int index) {
        return holes[index];
    }

    public int[] holes(Side side) {
        return Arrays.copyOfRange(holes, side.index() * 9, side.index() * 9 + 9);
    }

    public int store(Side side) {
        return side == Side.WHITE ? whiteStore : blackStore;
    }

    /** Number (1..9) of the opponent's hole that is {@code owner}'s tuzdyk, or 0 if none. */
    public int tuzdyk(Side owner) {
        int t = tuzdykIndex(owner);
        return t < 0 ? 0 : t % 9 + 1;
    }

    int tuzdykIndex(Side owner) {
        return owner == Side.WHITE ? whiteTuzdyk : blackTuzdyk;
    }

    /** True when the hole {@code number} on {@code rowOwner}'s row is the other player's tuzdyk. */
    public boolean isTuzdyk(Side rowOwner, int number) {
        return tuzdyk(rowOwner.opposite()) == number;
    }

    public Side sideToMove() {
        return sideToMove;
    }

    public int moveNumber() {
        return moveNumber;
    }

    /** The move that led here, or null. */
    public Move lastMove() {
        return lastMove;
    }

    /** Sum of holes and stores: 162 in every position reached by play. */
    public int totalStones() {
        int sum = whiteStore + blackStore;
        for (int c : holes) {
            sum += c;
        }
        return sum;
    }

    public int stonesOnSide(Side side) {
        int sum = 0;
        for (int i = side.index() * 9; i < side.index() * 9 + 9; i++) {
            sum += holes[i];
        }
        return sum;
    }

    /** The incremental Zobrist key of {@link Board}; equal positions have equal keys. */
    public long hash() {
        long h = hash;
        if (h == 0) {
            h = new Board(this).hash();
            hash = h;
        }
        return h;
    }

    // --- rules ---------------------------------------------------------------------

    public boolean isGameOver() {
        return whiteStore >= Board.WINNING_STORE || blackStore >= Board.WINNING_STORE
                || stonesOnSide(sideToMove) == 0;
    }

    /** The result when the game is over, else null. */
    public Outcome outcome() {
        if (!isGameOver()) {
            return null;
        }
        Board b = new Board(this);
        return Outcome.of(b.finalStore(0), b.finalStore(1));
    }

    /** Legal moves as hole numbers 1..9 in ascending order (none once the game is over). */
    public int[] legalMoves() {
        int mask = new Board(this).legalMoveMask();
        int[] moves = new int[Integer.bitCount(mask)];
        int k = 0;
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) != 0) {
                moves[k++] = m + 1;
            }
        }
        return moves;
    }

    public boolean isLegal(int hole) {
        return hole >= 1 && hole <= 9 && new Board(this).isLegal(hole - 1);
    }

    /** Why {@code hole} cannot be played here (in English), or null if it can. */
    public String whyIllegal(int hole) {
        Phrase why = illegality(hole);
        return why == null ? null : why.english();
    }

    /** Why {@code hole} cannot be played here, to be said in any of our languages; null if it can. */
    public Phrase illegality(int hole) {
        if (hole < 1 || hole > 9) {
            return Phrase.of("move.noSuchHole", hole);
        }
        if (whiteStore >= Board.WINNING_STORE || blackStore >= Board.WINNING_STORE) {
            return Phrase.of("move.over.store");
        }
        String side = sideToMove == Side.WHITE ? "white" : "black";
        if (stonesOnSide(sideToMove) == 0) {
            return Phrase.of("move.over.noStones." + side);
        }
        if (isTuzdyk(sideToMove, hole)) {
            return Phrase.of("move.tuzdyk." + side, hole);
        }
        if (hole(sideToMove, hole) == 0) {
            return Phrase.of("move.empty." + side, hole);
        }
        return null;
    }

    /** The position after the side to move plays hole {@code hole} (1..9). */
    public Position play(int hole) {
        Phrase why = illegality(hole);
        if (why != null) {
            throw new IllegalMoveException(Phrase.of("move.illegal", hole, why));
        }
        Board b = new Board(this);
        int code = b.play(hole - 1);
        int landingIndex = code & Board.LANDING_MASK;
        Move move = new Move(hole, landingIndex % 9 + 1, Side.of(landingIndex / 9),
                (code & Board.TUZDYK_FLAG) != 0, code >>> Board.CAPTURE_SHIFT,
                b.store(sideToMove.index()));
        Position next = new Position(b.holes.clone(), b.stores[0], b.stores[1], b.tuzdyk[0], b.tuzdyk[1],
                Side.of(b.side), b.moveNumber, move);
        next.hash = b.hash();
        return next;
    }

    /**
     * The moves of {@code line} up to its first illegal one: an engine's line is text from
     * another program and may hold anything.
     */
    public List<Integer> legalPrefix(List<Integer> line) {
        List<Integer> out = new ArrayList<>(line.size());
        Position p = this;
        for (int hole : line) {
            if (p.isGameOver() || !p.isLegal(hole)) {
                break;
            }
            p = p.play(hole);
            out.add(hole);
        }
        return out;
    }

    /** The same position reached with no move (drops {@link #lastMove()}). */
    public Position withoutLastMove() {
        return lastMove == null ? this
                : new Position(holes, whiteStore, blackStore, whiteTuzdyk, blackTuzdyk, sideToMove, moveNumber, null);
    }

    public Position withMoveNumber(int number) {
        if (number < 1) {
            throw new IllegalArgumentException("the move number starts at 1");
        }
        return new Position(holes, whiteStore, blackStore, whiteTuzdyk, blackTuzdyk, sideToMove, number, null);
    }

    // --- identity ------------------------------------------------------------------

    /** Equal positions: same holes, stores, tuzdyks and side to move (the move number is ignored). */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Position p)) {
            return false;
        }
        return whiteStore == p.whiteStore && blackStore == p.blackStore && whiteTuzdyk == p.whiteTuzdyk
                && blackTuzdyk == p.blackTuzdyk && sideToMove == p.sideToMove && Arrays.equals(holes, p.holes);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash());
    }

    /** The position string of FORMATS.md §1. */
    @Override
    public String toString() {
        return Fen.write(this);
    }
}
