package otau.engine.search;

import otau.engine.Score;
import otau.engine.core.MovePicker;
import otau.engine.eval.Evaluator;
import otau.engine.egtb.Tablebase;
import otau.engine.eval.MoveScan;
import otau.game.Board;

/**
 * One search thread: iterative deepening over a principal-variation alpha-beta search with
 * a shared transposition table. The engine runs one as the main thread and, with Threads
 * above 1, more as helpers that fill the shared table (Lazy SMP).
 *
 * <p>Moves here are hole indices 0..8 of the side to move.
 *
 * <p>Over 400 lines on purpose: the search's hot path (PVS, quiescence, move ordering, pruning) shares per-thread tables and stacks; splitting would cost speed.
 */
final class Searcher {
    static final int MAX_PLY = Score.MAX_PLY;
    private static final int INF = Score.INFINITE;
    private static final int MATE = Score.MATE;
    private static final int MATE_BOUND = Score.MATE - Score.MATE_RANGE;
    private static final int FUTILITY_MARGIN = 150;
    private static final int QSEARCH_MAX = 8;
    /**
     * A tablebase win: above any evaluation, below the forced results counted in moves (the
     * table knows the result, not how far it is), nearer ones preferred.
     */
    private static final int TABLEBASE_WIN = Score.TABLEBASE_WIN;

    final Board board;
    private final Evaluator evaluator;
    private final TranspositionTable tt;
    private final boolean aspiration;
    private final boolean lmr;
    private final boolean futility;
    private final boolean nullMove;
    private final boolean quiescence;
    private final boolean ordering;
    private final boolean lmp;
    private final boolean iir;
    private final boolean deepLmr;
    /** The endgame tablebase (this thread's view of it), or null. */
    private final Tablebase tablebase;
    private final int tablebaseStones;
    private final SearchControl control;
    private final boolean main;
    private final long nodeLimit;

    long nodes;
    /** {@link #nodes}, published for the main thread's totals. */
    volatile long publishedNodes;
    int seldepth;
    private boolean aborted;
    /** Iterations below this depth are never aborted: a search always has a move. */
    private int rootDepth;
    private final NodeCounter totals;

    private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];
    private final int[][] killers = new int[MAX_PLY + 1][2];
    private final int[] history = new int[18];
    private final MovePicker picker = new MovePicker(MAX_PLY + 1);

    // Root state, ordered best first after each iteration.
    int[] rootMoves = new int[0];
    int[] rootScores = new int[0];
    int[][] linePv;
    int[] lineScore;

    /** Sums the node counts of all threads of a search. */
    interface NodeCounter {
        long totalNodes();
    }

    Searcher(Board board, SearchConfig config, TranspositionTable tt, SearchControl control, boolean main,
             NodeCounter totals) {
        this.board = board;
        this.evaluator = config.evaluator().copy();
        this.tt = tt;
        this.aspiration = config.uses(Technique.ASPIRATION);
        this.lmr = config.uses(Technique.LMR);
        this.futility = config.uses(Technique.FUTILITY);
        this.nullMove = config.uses(Technique.NULL_MOVE);
        this.quiescence = config.uses(Technique.QUIESCENCE);
        this.ordering = config.uses(Technique.ORDERING);
        this.lmp = config.uses(Technique.LMP);
        this.iir = config.uses(Technique.IIR);
        this.deepLmr = config.uses(Technique.DEEP_LMR);
        Tablebase shared = config.uses(Technique.TABLEBASE) ? Tablebases.shared() : null;
        this.tablebase = shared == null ? null : shared.copy();
        this.tablebaseStones = shared == null ? -1 : shared.maxStones();
        this.control = control;
        this.main = main;
        this.nodeLimit = control.limits.infinite() ? 0 : control.limits.nodes();
        this.totals = totals;
        for (int[] k : killers) {
            k[0] = -1;
            k[1] = -1;
        }
    }

    boolean aborted() {
        return aborted;
    }

    /** Sets up the root moves; returns how many there are. */
    int prepareRoot() {
        int mask = board.legalMoveMask();
        int n = Integer.bitCount(mask);
        rootMoves = new int[n];
        rootScores = new int[n];
        // Captures and tuzdyks first at depth 1; afterwards the iterations order the list.
        picker.clear(0);
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) != 0) {
                picker.add(0, m, tacticalKey(m, board.sideToMove()));
            }
        }
        for (int i = 0; i < n; i++) {
            rootMoves[i] = picker.move(0, i);
        }
        return n;
    }

    private static void swap(int[] a, int j) {
        int t = a[j];
        a[j] = a[j - 1];
        a[j - 1] = t;
    }

    /**
     * Searches every root line 0..lines-1 at {@code depth}; returns false when aborted (the
     * previous iteration's lines stay in place).
     */
    boolean iterate(int depth, int lines) {
        rootDepth = depth;
        int[][] newPv = new int[lines][];
        int[] newScores = new int[lines];
        int[] savedMoves = rootMoves.clone();
        for (int line = 0; line < lines; line++) {
            int previous = lineScore != null && line < lineScore.length ? lineScore[line] : 0;
            int score;
            if (aspiration && depth >= 4 && lineScore != null && Math.abs(previous) < MATE_BOUND) {
                int window = 40;
                int alpha = previous - window;
                int beta = previous + window;
                while (true) {
                    score = searchRoot(alpha, beta, depth, line);
                    if (aborted) {
                        break;
                    }
                    if (score <= alpha) {
                        beta = (alpha + beta) / 2;
                        alpha = Math.max(-INF, score - window);
                    } else if (score >= beta) {
                        beta = Math.min(INF, score + window);
                    } else {
                        break;
                    }
                    window *= 2;
                    if (window > 1000) {
                        alpha = -INF;
                        beta = INF;
                    }
                }
            } else {
                score = searchRoot(-INF, INF, depth, line);
            }
            if (aborted) {
                rootMoves = savedMoves;
                return false;
            }
            newScores[line] = score;
            newPv[line] = java.util.Arrays.copyOf(pv[0], pvLength[0]);
        }
        // A later line can come out above an earlier one (the earlier was searched with less
        // knowledge); present them best first, as the root list is.
        for (int i = 1; i < lines; i++) {
            for (int j = i; j > 0 && newScores[j] > newScores[j - 1]; j--) {
                swap(newScores, j);
                swap(rootMoves, j);
                int[] t = newPv[j];
                newPv[j] = newPv[j - 1];
                newPv[j - 1] = t;
            }
        }
        linePv = newPv;
        lineScore = newScores;
        return true;
    }

    /** Searches root moves {@code first..} and moves the best of them to index {@code first}. */
    private int searchRoot(int alpha, int beta, int depth, int first) {
        int best = -INF;
        int bestIndex = first;
        pvLength[0] = 0;
        for (int i = first; i < rootMoves.length; i++) {
            int m = rootMoves[i];
            board.play(m);
            int score;
            if (i == first) {
                score = -search(-beta, -alpha, depth - 1, 1, true, true);
            } else {
                score = -search(-alpha - 1, -alpha, depth - 1, 1, false, true);
                if (score > alpha && score < beta && !aborted) {
                    score = -search(-beta, -alpha, depth - 1, 1, true, true);
                }
            }
            board.undo();
            if (aborted) {
                return best;
            }
            rootScores[i] = score;
            if (score > best) {
                best = score;
                bestIndex = i;
                if (score > alpha) {
                    alpha = score;
                    updatePv(0, m);
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        if (best > -INF && pvLength[0] == 0) {
            // Every move failed low: keep the best-scored one as the line's move.
            pv[0][0] = rootMoves[bestIndex];
            pvLength[0] = 1;
        }
        int m = rootMoves[bestIndex];
        System.arraycopy(rootMoves, first, rootMoves, first + 1, bestIndex - first);
        rootMoves[first] = m;
        return best;
    }

    private void updatePv(int ply, int move) {
        int[] line = pv[ply];
        line[ply] = move;
        int childLength = pvLength[ply + 1];
        int[] child = pv[ply + 1];
        for (int i = ply + 1; i < childLength; i++) {
            line[i] = child[i];
        }
        pvLength[ply] = Math.max(ply + 1, childLength);
    }

    private boolean poll() {
        if ((++nodes & 1023) == 0) {
            publishedNodes = nodes;
            if (main && rootDepth > 1) {
                if (control.elapsedMs() >= control.hardMs
                        || nodeLimit > 0 && totals.totalNodes() >= nodeLimit) {
                    control.stop.set(true);
                }
            }
        }
        if (rootDepth > 1 && control.stop.get()) {
            aborted = true;
        } else if (nodeLimit > 0 && main && rootDepth > 1 && (nodes & 63) == 0 && totals.totalNodes() >= nodeLimit) {
            control.stop.set(true);
            aborted = true;
        }
        return aborted;
    }

    private int terminalScore(int ply) {
        int me = board.sideToMove();
        int mine = board.finalStore(me);
        int theirs = board.finalStore(1 - me);
        return mine > theirs ? MATE - ply : mine < theirs ? -(MATE - ply) : 0;
    }

    private int search(int alpha, int beta, int depth, int ply, boolean pvNode, boolean allowNull) {
        pvLength[ply] = ply;
        if (poll()) {
            return 0;
        }
        if (ply > seldepth) {
            seldepth = ply;
        }
        int mask = board.legalMoveMask();
        if (mask == 0) {
            return terminalScore(ply);
        }
        if (tablebase != null && ply > 0 && board.stonesInHoles() <= tablebaseStones) {
            int r = tablebase.result(board);
            if (r != Tablebase.NONE) {
                return r == 0 ? 0 : r > 0 ? TABLEBASE_WIN - ply : -(TABLEBASE_WIN - ply);
            }
        }
        if (depth <= 0 || ply >= MAX_PLY - QSEARCH_MAX - 1) {
            return quiesce(alpha, beta, ply, 0);
        }
        // A result found closer to the root can never be beaten further down.
        alpha = Math.max(alpha, -(MATE - ply));
        beta = Math.min(beta, MATE - ply - 1);
        if (alpha >= beta) {
            return alpha;
        }
        long key = board.hash();
        long entry = tt.probe(key);
        int hashMove = -1;
        if (entry != 0) {
            hashMove = TranspositionTable.move(entry);
            if (!pvNode && TranspositionTable.depth(entry) >= depth) {
                int s = fromTable(TranspositionTable.score(entry), ply);
                int bound = TranspositionTable.bound(entry);
                if (bound == TranspositionTable.EXACT
                        || bound == TranspositionTable.LOWER && s >= beta
                        || bound == TranspositionTable.UPPER && s <= alpha) {
                    return s;
                }
            }
        }
        if (iir && hashMove < 0 && depth >= 4) {
            // No move known here: this node was not searched before, or not usefully; a
            // shallower search finds its ordering more cheaply.
            depth--;
        }
        int side = board.sideToMove();
        boolean wantEval = futility && depth <= 3 || nullMove && allowNull && depth >= 3;
        if (!pvNode && wantEval && Math.abs(beta) < MATE_BOUND) {
            int staticEval = evaluator.evaluate(board);
            if (futility && depth <= 3 && staticEval - FUTILITY_MARGIN * depth >= beta) {
                return staticEval - FUTILITY_MARGIN * depth;
            }
            if (nullMove && allowNull && depth >= 3 && staticEval >= beta
                    && board.stonesOnSide(side) > 20) {
                board.passTurn();
                int r = depth >= 7 ? 3 : 2;
                int s = -search(-beta, -beta + 1, depth - 1 - r, ply + 1, false, false);
                board.undo();
                if (aborted) {
                    return 0;
                }
                if (s >= beta) {
                    return s >= MATE_BOUND ? beta : s;
                }
            }
        }

        int count = 0;
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) != 0) {
                picker.set(ply, count++, m, orderKey(m, side, hashMove, ply));
            }
        }
        int best = -INF;
        int bestMove = -1;
        final int originalAlpha = alpha;
        for (int i = 0; i < count; i++) {
            // Selection sort: the rest of the list is often never needed.
            int m = picker.next(ply, i, count);
            int key0 = picker.key(ply, i);
            boolean quiet = key0 < TACTICAL;
            if (lmp && !pvNode && depth <= 3 && quiet && key0 < KILLER_2 && i >= LATE_MOVES[depth]
                    && best > -MATE_BOUND) {
                // The order puts every later move below this one: none of them is tried.
                break;
            }

            board.play(m);
            int score;
            if (i == 0) {
                score = -search(-beta, -alpha, depth - 1, ply + 1, pvNode, true);
            } else {
                int r = 0;
                if (lmr && depth >= 3 && i >= 2 && quiet && key0 < KILLER_2) {
                    r = REDUCTION[Math.min(depth, 63)][Math.min(i, 8)];
                    if (deepLmr && !pvNode) {
                        r++;
                    }
                }
                score = -search(-alpha - 1, -alpha, depth - 1 - r, ply + 1, false, true);
                if (score > alpha && r > 0 && !aborted) {
                    score = -search(-alpha - 1, -alpha, depth - 1, ply + 1, false, true);
                }
                if (score > alpha && score < beta && pvNode && !aborted) {
                    score = -search(-beta, -alpha, depth - 1, ply + 1, true, true);
                }
            }
            board.undo();
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                bestMove = m;
                if (score > alpha) {
                    alpha = score;
                    if (pvNode) {
                        updatePv(ply, m);
                    }
                    if (score >= beta) {
                        if (quiet && ordering) {
                            if (killers[ply][0] != m) {
                                killers[ply][1] = killers[ply][0];
                                killers[ply][0] = m;
                            }
                            int h = side * 9 + m;
                            history[h] += depth * depth;
                            if (history[h] > HISTORY_MAX) {
                                for (int k = 0; k < history.length; k++) {
                                    history[k] >>= 1;
                                }
                            }
                        }
                        break;
                    }
                }
            }
        }
        int bound = best >= beta ? TranspositionTable.LOWER
                : best > originalAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(key, bestMove, bound, depth, toTable(best, ply));
        return best;
    }

    /** Late-move reductions, growing with depth and with the move's place in the order. */
    private static final int[][] REDUCTION = new int[64][9];

    static {
        for (int d = 1; d < 64; d++) {
            for (int i = 1; i < 9; i++) {
                REDUCTION[d][i] = Math.max(1, (int) (0.5 + Math.log(d) * Math.log(i + 1) / 2.0));
            }
        }
    }

    /** Moves tried before late quiet moves are skipped, by remaining depth. */
    private static final int[] LATE_MOVES = {0, 3, 4, 6};

    private static final int TACTICAL = 1 << 24;
    private static final int TUZDYK_KEY = 1 << 28;
    private static final int KILLER_1 = (1 << 22) + 1;
    private static final int KILLER_2 = 1 << 22;
    private static final int HISTORY_MAX = 1 << 20;

    private int orderKey(int m, int side, int hashMove, int ply) {
        if (m == hashMove) {
            return MovePicker.TABLE_MOVE;
        }
        int tactical = tacticalKey(m, side);
        if (tactical > 0) {
            return tactical;
        }
        if (!ordering) {
            return 0;
        }
        if (killers[ply][0] == m) {
            return KILLER_1;
        }
        if (killers[ply][1] == m) {
            return KILLER_2;
        }
        return history[side * 9 + m];
    }

    /** Tuzdyks above captures, bigger captures first; 0 for a quiet move. */
    private int tacticalKey(int m, int side) {
        int gain = MoveScan.gain(board, side, side * 9 + m);
        if (gain == MoveScan.TUZDYK) {
            return TUZDYK_KEY;
        }
        return gain > 0 ? TACTICAL + gain : 0;
    }

    private int quiesce(int alpha, int beta, int ply, int qdepth) {
        pvLength[ply] = ply;
        if (ply > seldepth) {
            seldepth = ply;
        }
        int standPat = evaluator.evaluate(board);
        if (!quiescence || qdepth >= QSEARCH_MAX || standPat >= beta) {
            return standPat;
        }
        if (standPat > alpha) {
            alpha = standPat;
        }
        int side = board.sideToMove();
        int best = standPat;
        int count = 0;
        for (int m = 0; m < 9; m++) {
            if (board.hole(side * 9 + m) != 0) {
                int k = tacticalKey(m, side);
                if (k > 0) {
                    picker.set(ply, count++, m, k);
                }
            }
        }
        for (int i = 0; i < count; i++) {
            int m = picker.next(ply, i, count);
            board.play(m);
            int score;
            if (poll()) {
                board.undo();
                return 0;
            }
            score = board.legalMoveMask() == 0 ? -terminalScore(ply + 1) : -quiesce(-beta, -alpha, ply + 1, qdepth + 1);
            board.undo();
            if (aborted) {
                return 0;
            }
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    if (score >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** Decided scores are stored relative to the node, read back relative to the root. */
    private static int toTable(int score, int ply) {
        return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
    }

    private static int fromTable(int score, int ply) {
        return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
    }
}
