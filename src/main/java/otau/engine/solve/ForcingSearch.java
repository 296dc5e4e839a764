package otau.engine.solve;

import java.util.List;
import java.util.function.BooleanSupplier;
import otau.engine.core.MovePicker;
import otau.engine.egtb.Tablebase;
import otau.game.Board;
import otau.game.Position;

/**
 * One yes/no question, answered exactly: can the attacker force the game to end with their
 * final store at least {@code margin} stones ahead of the other's (margin 1: a win)?
 * "Force" means against every defence and in finitely many moves: play that goes round
 * for ever is a failure for the attacker, which is how RULES.md's draw by endless play
 * enters.
 *
 * <p>Iterative deepening over a depth-first AND/OR search with three answers per node:
 * proven (a proof tree whose leaves are finished games, or tablebase entries), disproven
 * (the defender can hold for ever), unknown (the depth ran out). Only exact terminal
 * values ever make a proof; nothing is scored by an evaluation.
 *
 * <p><b>Repetition.</b> A position that repeats one on the current path is a failure for the
 * attacker: if the attacker can force the goal at all, it can do so without repeating
 * (its winning strategy's distance to the goal shrinks every move), and if it cannot, the
 * defender can keep it off for ever, so a repetition is as good as a hold. Such a
 * "disproven" depends on the path, though (graph-history interaction): the same position
 * reached another way may be a proof. So every disproof carries the lowest path ply its
 * repetitions referred to, and it is kept in the table only when that ply is the node's
 * own or deeper — a disproof that needs an ancestor is answered here but never stored.
 * Proofs never depend on the path (a proof tree holds no repetition) and are always kept.
 */
final class ForcingSearch extends ExactSearch {
    /** Raised inside the search when time is up or the caller cancelled; unwinds to the root. */
    static final class Stopped extends RuntimeException {
        Stopped() {
            super(null, null, false, false);
        }
    }

    private static final int NO_REPETITION = Integer.MAX_VALUE;
    private static final int MAX_PLY = 4096;

    private final ProofTable table;
    private final long[] path = new long[MAX_PLY + 1];
    /** Ply of the last move that changed a store (no repetition reaches back past it). */
    private final int[] irreversible = new int[MAX_PLY + 1];
    private int iterations;
    private int reachedPly;

    // Results beside the status of the last search() call.
    private int repPly;
    private int length;

    private final MovePicker picker = new MovePicker(MAX_PLY + 1);
    /** The move {@link #order} found decided in the mover's favour. */
    private int decidedMove;

    ForcingSearch(Position root, int attacker, int margin, Tablebase tablebase, int hashMiB, BooleanSupplier stop) {
        super(root, attacker, margin, tablebase, stop);
        this.table = new ProofTable(hashMiB);
    }

    /** One iteration one ply deeper than the last. */
    @Override
    public int step() {
        int r = iterate(iterations + 1);
        iterations++;
        return r;
    }

    @Override
    public int depth() {
        return iterations;
    }

    /** Deepest ply reached by the last iteration. */
    int reachedPly() {
        return reachedPly;
    }

    /** Searches the root to {@code depth} plies: {@link ProofTable#PROVEN}, DISPROVEN or UNKNOWN. */
    int iterate(int depth) {
        board.set(root);
        board.clearHistory();
        path[0] = board.hash();
        irreversible[0] = 0;
        reachedPly = 0;
        try {
            return search(depth, 0);
        } catch (Stopped s) {
            board.set(root);
            throw s;
        }
    }

    /** The length in plies of the proof found at the root (after a PROVEN). */
    @Override
    public int proofLength() {
        return length;
    }

    /** Its lengths count a tablebase leaf as none, so only a search without a table bounds the win. */
    @Override
    public boolean heightBoundsTheWin() {
        return !leaves.usesTablebase();
    }

    /** What is known of {@code b} for this question without searching: PROVEN, DISPROVEN or UNKNOWN. */
    @Override
    public int known(Board b) {
        int quick = immediate(b);
        if (quick >= 0) {
            return quick;
        }
        int e = table.probe(b.hash());
        return e < 0 ? ProofTable.UNKNOWN : ProofTable.status(e);
    }

    /**
     * The status of a position that needs no search (finished, out of reach, in the
     * tablebase), or -1.
     */
    private int immediate(Board b) {
        return leaves.of(b);
    }

    private int search(int depth, int ply) {
        if ((++nodes & 4095) == 0 && stop.getAsBoolean()) {
            throw new Stopped();
        }
        if (ply > reachedPly) {
            reachedPly = ply;
        }
        repPly = NO_REPETITION;
        length = 0;
        int quick = immediate(board);
        if (quick >= 0) {
            return quick;
        }
        long key = board.hash();
        // A repetition since the last capture: the attacker has made no progress.
        for (int p = ply - 2; p >= irreversible[ply]; p -= 2) {
            if (path[p] == key) {
                repPly = p;
                return ProofTable.DISPROVEN;
            }
        }
        int entry = table.probe(key);
        int ttMove = -1;
        if (entry >= 0) {
            int s = ProofTable.status(entry);
            if (s == ProofTable.PROVEN) {
                length = ProofTable.length(entry);
                return s;
            }
            if (s == ProofTable.DISPROVEN) {
                return s;
            }
            if (ProofTable.depth(entry) >= depth) {
                return ProofTable.UNKNOWN;
            }
            ttMove = ProofTable.bestMove(entry);
        }
        if (depth <= 0 || ply >= MAX_PLY) {
            return ProofTable.UNKNOWN;
        }
        boolean attacking = board.sideToMove() == attacker;
        int count = order(ply, ttMove, attacking);
        if (count < 0) {
            // A move decided at once (enhanced transposition cutoff).
            int move = decidedMove;
            int childLength = length;
            table.store(key, attacking ? ProofTable.PROVEN : ProofTable.DISPROVEN, move, depth, childLength + 1);
            repPly = NO_REPETITION;
            length = childLength + 1;
            return attacking ? ProofTable.PROVEN : ProofTable.DISPROVEN;
        }
        int result = attacking ? ProofTable.DISPROVEN : ProofTable.PROVEN;
        int minRep = NO_REPETITION;
        int longest = 0;
        int bestMove = picker.move(ply, 0);
        long storesBefore = (long) board.store(0) << 16 | board.store(1);
        for (int i = 0; i < count; i++) {
            int m = picker.move(ply, i);
            board.play(m);
            path[ply + 1] = board.hash();
            long storesAfter = (long) board.store(0) << 16 | board.store(1);
            irreversible[ply + 1] = storesAfter != storesBefore ? ply + 1 : irreversible[ply];
            int r = search(depth - 1, ply + 1);
            board.undo();
            int childRep = repPly;
            int childLength = length;
            if (attacking) {
                if (r == ProofTable.PROVEN) {
                    table.store(key, ProofTable.PROVEN, m, depth, childLength + 1);
                    repPly = NO_REPETITION;
                    length = childLength + 1;
                    return ProofTable.PROVEN;
                }
                if (r == ProofTable.UNKNOWN) {
                    if (result == ProofTable.DISPROVEN) {
                        bestMove = m;
                    }
                    result = ProofTable.UNKNOWN;
                } else {
                    minRep = Math.min(minRep, childRep);
                }
            } else {
                if (r == ProofTable.DISPROVEN) {
                    if (childRep >= ply) {
                        table.store(key, ProofTable.DISPROVEN, m, depth, 0);
                    }
                    repPly = childRep;
                    length = 0;
                    return ProofTable.DISPROVEN;
                }
                if (r == ProofTable.UNKNOWN) {
                    if (result == ProofTable.PROVEN) {
                        bestMove = m;
                    }
                    result = ProofTable.UNKNOWN;
                } else if (childLength + 1 > longest) {
                    longest = childLength + 1;
                    if (result == ProofTable.PROVEN) {
                        bestMove = m; // the longest resistance so far
                    }
                }
            }
        }
        if (result == ProofTable.PROVEN) {
            table.store(key, ProofTable.PROVEN, bestMove, depth, longest);
            repPly = NO_REPETITION;
            length = longest;
        } else if (result == ProofTable.DISPROVEN) {
            if (minRep >= ply) {
                table.store(key, ProofTable.DISPROVEN, bestMove, depth, 0);
            }
            repPly = minRep;
            length = 0;
        } else {
            table.store(key, ProofTable.UNKNOWN, bestMove, depth, 0);
            repPly = NO_REPETITION;
            length = 0;
        }
        return result;
    }

    /**
     * Puts the legal moves into the picker's row of {@code ply}, the most promising first for
     * the side to move, and returns how many; or -1 with the move in {@link #decidedMove} (and
     * its proof length in {@link #length}) when one of them is already decided in the mover's
     * favour by the table or at once (a finished game, the tablebase).
     *
     * <p>The attacker tries the table's move, then moves that take the most stones, then
     * those that leave the defender the fewest replies (a defender with few moves is
     * near starving and close to a proof); the defender tries the table's move, then its
     * biggest take, then the moves that keep it the most freedom.
     */
    private int order(int ply, int ttMove, boolean attacking) {
        int mask = board.legalMoveMask();
        int me = board.sideToMove();
        picker.clear(ply);
        int leadBefore = board.storeLead(me); // each move is undone before the next
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                continue;
            }
            board.play(m);
            int gain = board.storeLead(me) - leadBefore;
            int status = immediate(board);
            if (status < 0) {
                int e = table.probe(board.hash());
                if (e >= 0 && ProofTable.status(e) != ProofTable.UNKNOWN) {
                    status = ProofTable.status(e);
                    length = status == ProofTable.PROVEN ? ProofTable.length(e) : 0;
                } else {
                    length = 0;
                }
            } else {
                length = 0;
            }
            int replies = Integer.bitCount(board.legalMoveMask());
            board.undo();
            if (status == (attacking ? ProofTable.PROVEN : ProofTable.DISPROVEN)) {
                decidedMove = m;
                return -1;
            }
            int k;
            if (status >= 0) {
                k = -1_000_000; // already known to fail for the mover: last
            } else {
                k = MovePicker.tableFirst(m, ttMove, attacking ? gain * 64 - replies * 4 : gain * 64 + replies * 2);
            }
            picker.add(ply, m, k);
        }
        return picker.count(ply);
    }

    /**
     * The line the table holds from the root after a proof: the attacker's proving moves and
     * the defender's longest resistance, up to the end of the game, a tablebase position or
     * a gap in the table. Hole numbers.
     */
    @Override
    public List<Integer> line(int limit) {
        return ProofLine.of(root, attacker, limit, new ProofLine.Proofs() {
            @Override
            public int leaf(Board b) {
                return immediate(b);
            }

            @Override
            public int provedLength(Board b) {
                return ForcingSearch.this.provedLength(b);
            }
        });
    }

    @Override
    public int provedLength(Board b) {
        int entry = table.probe(b.hash());
        return entry >= 0 && ProofTable.status(entry) == ProofTable.PROVEN ? ProofTable.length(entry) : -1;
    }
}
