package otau.puzzle.solve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import otau.engine.core.BucketTable;
import otau.engine.core.MovePicker;
import otau.game.Board;
import otau.game.Position;

/**
 * The puzzle judge: a depth-limited alpha-beta search over {@link Board} whose measure is the
 * store difference (not a proof: {@code otau.engine.solve.Solver} is the exact solver), with
 * exact values for finished games and a capture-only extension at the horizon so that a
 * line does not stop just before the opponent takes stones back. Every root move gets its
 * own full-window search, so the scores of all moves are exact to the depth searched —
 * what uniqueness checks need. Each call starts from an empty table, so equal questions get
 * equal answers. One instance is not shared between threads.
 */
public final class StoreDifferenceSearch implements PuzzleSolver {
    private static final int INF = ScoredMove.WIN + 1;
    private static final int MAX_QUIESCENCE = 8;
    private static final int EXACT = 0;
    private static final int LOWER = 1;
    private static final int UPPER = 2;

    private final Table table = new Table();
    private MovePicker picker = new MovePicker(64);
    private long nodes;

    @Override
    public String name() {
        return "otau store-difference search";
    }

    /** Nodes visited since this solver was made (for figures). */
    public long nodes() {
        return nodes;
    }

    @Override
    public List<ScoredMove> analyse(Position position, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be 1 or more, not " + depth);
        }
        Board board = new Board(position);
        int mask = board.legalMoveMask();
        if (board.isGameOver() || mask == 0) {
            return List.of();
        }
        // A fresh table for every call: the scores then depend on the position and depth alone,
        // never on what was searched before, so a verifier agrees with the generator.
        table.clear();
        if (picker.plies() < depth + 2) {
            picker = new MovePicker(depth + 2);
        }
        int[] scores = new int[9];
        // Iterative deepening fills the table so the deepest pass is well ordered.
        for (int d = 1; d <= depth; d++) {
            for (int m = 0; m < 9; m++) {
                if ((mask & (1 << m)) != 0) {
                    board.play(m);
                    scores[m] = -search(board, d - 1, -INF, INF, 1);
                    board.undo();
                }
            }
        }
        List<ScoredMove> result = new ArrayList<>();
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) != 0) {
                board.play(m);
                List<Integer> pv = new ArrayList<>();
                pv.add(m + 1);
                principalVariation(board, pv, depth + MAX_QUIESCENCE);
                boolean decided = Math.abs(scores[m]) >= ScoredMove.DECIDED || endsGame(position, pv);
                board.undo();
                result.add(new ScoredMove(m + 1, scores[m], decided, pv));
            }
        }
        result.sort(Comparator.comparingInt(ScoredMove::score).reversed().thenComparingInt(ScoredMove::hole));
        return List.copyOf(result);
    }

    private static boolean endsGame(Position start, List<Integer> pv) {
        Position p = start;
        for (int h : pv) {
            if (!p.isLegal(h)) {
                return false;
            }
            p = p.play(h);
        }
        return p.isGameOver();
    }

    private void principalVariation(Board board, List<Integer> pv, int limit) {
        int played = 0;
        while (played < limit && !board.isGameOver()) {
            if (!table.probe(board.hash())) {
                break;
            }
            int move = table.foundMove;
            if (move == 0 || !board.isLegal(move - 1)) {
                break;
            }
            board.play(move - 1);
            pv.add(move);
            played++;
        }
        for (int i = 0; i < played; i++) {
            board.undo();
        }
    }

    /** The value of a finished game for the side to move, closer wins scored higher. */
    private static int terminal(Board b, int ply) {
        int me = b.sideToMove();
        int diff = b.finalStore(me) - b.finalStore(1 - me);
        return diff > 0 ? ScoredMove.WIN - ply : diff < 0 ? -(ScoredMove.WIN - ply) : 0;
    }

    private static int material(Board b) {
        int me = b.sideToMove();
        return b.storeLead(me) * 100;
    }

    private int search(Board b, int depth, int alpha, int beta, int ply) {
        nodes++;
        if (b.isGameOver()) {
            return terminal(b, ply);
        }
        if (depth <= 0) {
            return quiescence(b, alpha, beta, ply, 0);
        }
        long key = b.hash();
        int ttMove = 0;
        if (table.probe(key)) {
            ttMove = table.foundMove;
            int d = table.foundDepth;
            int flag = table.foundFlag;
            int v = fromTable(table.foundValue, ply);
            if (d >= depth && (flag == EXACT || flag == LOWER && v >= beta || flag == UPPER && v <= alpha)) {
                return v;
            }
        }
        order(b, ply, ttMove);
        int originalAlpha = alpha;
        int best = -INF;
        int bestMove = 0;
        for (int i = 0, n = picker.count(ply); i < n; i++) {
            int move = picker.move(ply, i);
            b.play(move);
            int v = -search(b, depth - 1, -beta, -alpha, ply + 1);
            b.undo();
            if (v > best) {
                best = v;
                bestMove = move + 1;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        int flag = best <= originalAlpha ? UPPER : best >= beta ? LOWER : EXACT;
        table.store(key, depth, bestMove, flag, toTable(best, ply));
        return best;
    }

    /** Wins are stored relative to the node so a transposition at another ply reads right. */
    private static int toTable(int v, int ply) {
        return v >= ScoredMove.DECIDED ? v + ply : v <= -ScoredMove.DECIDED ? v - ply : v;
    }

    private static int fromTable(int v, int ply) {
        return v >= ScoredMove.DECIDED ? v - ply : v <= -ScoredMove.DECIDED ? v + ply : v;
    }

    /** Legal moves into the picker's row of {@code ply}: the table's move (hole number) first, then by the mover's own store gain. */
    private void order(Board b, int ply, int ttMove) {
        int mask = b.legalMoveMask();
        picker.clear(ply);
        int me = b.sideToMove();
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                continue;
            }
            int before = b.store(me);
            b.play(m);
            int gain = b.store(me) - before;
            b.undo();
            picker.add(ply, m, MovePicker.tableFirst(m, ttMove - 1, gain));
        }
    }

    /** Only moves that take stones (captures, tuzdyks) are searched; standing still is allowed. */
    private int quiescence(Board b, int alpha, int beta, int ply, int qply) {
        nodes++;
        if (b.isGameOver()) {
            return terminal(b, ply);
        }
        int stand = material(b);
        if (stand >= beta || qply >= MAX_QUIESCENCE) {
            return stand;
        }
        if (stand > alpha) {
            alpha = stand;
        }
        int best = stand;
        int mask = b.legalMoveMask();
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                continue;
            }
            int code = b.play(m);
            boolean takes = (code >>> Board.CAPTURE_SHIFT) != 0 || (code & Board.TUZDYK_FLAG) != 0 || b.isGameOver();
            if (takes) {
                int v = -quiescence(b, -beta, -alpha, ply + 1, qply + 1);
                if (v > best) {
                    best = v;
                    if (v > alpha) {
                        alpha = v;
                    }
                }
            }
            b.undo();
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }

    /**
     * One entry per index (a new one always replaces the old): depth, best move as a hole
     * number (0: none), bound and value relative to the node. 2^20 slots, 16 MiB.
     */
    private static final class Table extends BucketTable {
        int foundDepth;
        int foundMove;
        int foundFlag;
        int foundValue;

        Table() {
            super(1 << 20);
        }

        @Override
        protected int ways() {
            return 1;
        }

        @Override
        protected int payloadLongs() {
            return 1;
        }

        boolean probe(long key) {
            int slot = find(key);
            if (slot < 0) {
                return false;
            }
            long w = word(slot, 0);
            int data = (int) w;
            foundDepth = data >>> 12;
            foundMove = (data >>> 8) & 0xF;
            foundFlag = data & 0x3;
            foundValue = (int) (w >>> 32);
            return true;
        }

        /** {@code depth} is at least 1 here: the word is never 0, which would read as an empty slot. */
        void store(long key, int depth, int move, int flag, int value) {
            long data = depth << 12 | move << 8 | flag;
            write(place(key), key, data | (long) value << 32);
        }

        @Override
        protected long worth(int slot) {
            return 0;
        }
    }
}
