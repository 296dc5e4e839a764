package otau.engine.solve;

import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import otau.engine.egtb.Tablebase;
import otau.game.Board;
import otau.game.Position;

/**
 * One exact yes/no question (can the attacker force the game to end at least {@code margin}
 * ahead?) answered by depth-first proof-number search (df-pn).
 *
 * <p>Every node has a proof number (how many more leaves at least must be proved for the
 * attacker) and a disproof number (the same for the defender); a finished game, the
 * tablebase or a hopeless store count fixes them (0/∞ or ∞/0), a new node starts from a
 * small guess. The search always descends into the most-proving child and stays there
 * while that child's numbers are under thresholds derived from its siblings, so it needs
 * no depth limit: it goes deep where the proof is narrow and wide where it must. The
 * thresholds use the 1+ε trick (a child may grow to (1+ε) times its best sibling's number
 * before the search switches), which saves most of the re-expansions of plain df-pn.
 *
 * <p><b>Repetition and the table (graph-history interaction).</b> As in {@link ForcingSearch},
 * a position that repeats one on the current path since the last capture fails for the
 * attacker. Such a disproof depends on the path, so every disproof carries the lowest path
 * ply its repetitions referred to; it is stored only when that ply is the node's own or
 * deeper, and otherwise is remembered by the parent for as long as the parent stays on
 * the path (the path above the parent cannot change meanwhile). Proofs contain no
 * repetition and are always stored. Only proofs and stored disproofs are final; the
 * numbers of open nodes merely steer the search, so an overwritten or stale entry can
 * cost time, never correctness.
 *
 * <p>Over 400 lines on purpose: a df-pn node ({@code mid}), the expansion of its children and
 * their batched table look-ups work on the same per-ply child arrays in the innermost loop;
 * the table ({@link PnTable} over the shared {@code BucketTable}) and the leaf verdicts are
 * already apart.
 */
final class ProofNumberSearch extends ExactSearch {
    /** An infinite proof or disproof number: the node is decided. */
    static final int INF = Integer.MAX_VALUE / 4;
    /** Sums stop just below infinity: a big number is not a decision. */
    private static final int BIG = INF - 1;
    private static final int NO_REPETITION = Integer.MAX_VALUE;
    /** A failure that only came from the ply limit: never stored, never reported as a disproof. */
    private static final int TRUNCATED = -1;
    /** Deepest path searched: 1,000 plies keep the recursion well inside a default thread stack. */
    private static final int MAX_PLY = 1000;
    private static final long FIRST_BUDGET = 20_000;
    private static final int PATH_CLASSES = 4096;
    /**
     * The ε of the 1+ε trick, measured on the solver bench (nodes to the same proofs):
     * 0 (plain df-pn) 2.7 M and 2 proofs fewer, 0.25 3.8 M, 0.5 2.9 M, 1 1.9 M, 2 2.5 M.
     */
    static final double EPSILON = 1.0;
    /**
     * A helper's ε: wider thresholds take it deeper before it switches, away from the main
     * search's nodes. On the hard six of the bench, two threads took 0.66 of one thread's time
     * to the proofs with ε = 2 for the helper, 0.89 with ε = 1 (measurements.md).
     */
    static final double HELPER_EPSILON = 2.0;

    private static final int OPEN = 0;
    private static final int LEAF_PROVEN = 1;
    private static final int LEAF_DISPROVEN = 2;
    private static final int REPEATED = 3;

    private final PnTable table;
    private final int margin;
    private final Tablebase tablebase;
    /** A helper's way to differ from the search it helps: among equal numbers, the last child. */
    private boolean lastOfEqual;
    /** Other threads write this search's table too (helpers): children are read again after each child's search. */
    private boolean sharedTable;
    private final double epsilon;
    /**
     * The deepest ply a proof may reach: MAX_PLY, or less for a search of a win within so many
     * plies ({@link #within}), where a node at the limit fails like one at MAX_PLY (never stored)
     * and a proof read from the table counts only if its length fits in the plies left.
     */
    private int maxPly = MAX_PLY;
    private final long[] path = new long[MAX_PLY + 2];
    /** Ply of the last move that changed a store (no repetition reaches back past it). */
    private final int[] irreversible = new int[MAX_PLY + 2];
    /**
     * How many keys on the path fall in each of these classes (the key's low bits): a child
     * whose class holds none repeats nothing, and most children are told so without the scan
     * back along the path, which had been a seventh of a node's time.
     */
    private final int[] onPath = new int[PATH_CLASSES];

    /** Per ply: the children of the node on the path at that ply. */
    private final Children[] children = new Children[MAX_PLY + 1];
    /** Per child of the node being expanded, in move order: how much its move takes. */
    private final int[] sortKey = new int[9];
    private final int[] order = new int[9];
    /** The buffer {@link #sortChildren} writes into; it then swaps with the ply's own. */
    private Children spare = new Children();
    /** What the table's touches read: kept so that the compiler cannot drop the loads. */
    private long touched;

    private long sliceEnd;
    private long budget = FIRST_BUDGET;
    private int reachedPly;
    private int rootStatus = ProofTable.UNKNOWN;
    private int rootLength;
    private int rootPn = 1;

    // Results of the last mid() call.
    private int outPn;
    private int outDn;
    private int outRep;
    private int outLength;

    ProofNumberSearch(Position root, int attacker, int margin, Tablebase tablebase, int hashMiB, BooleanSupplier stop) {
        this(root, attacker, margin, tablebase, hashMiB, stop, EPSILON);
    }

    ProofNumberSearch(Position root, int attacker, int margin, Tablebase tablebase, int hashMiB, BooleanSupplier stop,
                      double epsilon) {
        this(root, attacker, margin, tablebase, PnTable.ofMebibytes(hashMiB), stop, epsilon);
    }

    /**
     * A search of the same question on another thread, sharing {@code table} with {@code main}
     * (and so every proof either finds) but with a wider ε and choosing the last among children
     * of equal numbers, so that the two do not walk the same nodes.
     */
    static ProofNumberSearch helper(ProofNumberSearch main, BooleanSupplier stop) {
        ProofNumberSearch h = new ProofNumberSearch(main.root, main.attacker, main.margin, main.tablebase, main.table,
                stop, HELPER_EPSILON);
        h.lastOfEqual = true;
        h.sharedTable = true;
        main.sharedTable = true; // set before any helper starts
        return h;
    }

    /**
     * The same question from {@code root} (a position of {@code main}'s tree, such as a first move)
     * on {@code main}'s table, once {@code main} has stopped: what it proved there is read, not
     * searched again. Sound whatever the root, as a kept table is ({@link ProofMemory}).
     */
    static ProofNumberSearch onTableOf(ProofNumberSearch main, Position root, BooleanSupplier stop) {
        return new ProofNumberSearch(root, main.attacker, main.margin, main.tablebase, main.table, stop, EPSILON);
    }

    /**
     * A search for a win within {@code plies} plies, without a tablebase (a table's leaves have no
     * distance): its proof's length, and so the line read back from it, is at most that.
     */
    static ProofNumberSearch within(Position root, int attacker, int plies, int hashMiB, BooleanSupplier stop) {
        return within(root, attacker, plies, PnTable.ofMebibytes(hashMiB), stop);
    }

    /** As above on {@code table} (the tests give it one that already holds longer proofs). */
    static ProofNumberSearch within(Position root, int attacker, int plies, PnTable table, BooleanSupplier stop) {
        ProofNumberSearch s = new ProofNumberSearch(root, attacker, 1, null, table, stop, EPSILON);
        s.maxPly = Math.max(0, Math.min(plies, MAX_PLY));
        return s;
    }

    /** With a given table (the tests use a tiny one, so that entries are overwritten all the time). */
    ProofNumberSearch(Position root, int attacker, int margin, Tablebase tablebase, PnTable table, BooleanSupplier stop,
                      double epsilon) {
        super(root, attacker, margin, tablebase, stop);
        this.margin = margin;
        this.tablebase = tablebase;
        this.table = table;
        this.epsilon = epsilon;
        for (int ply = 0; ply < children.length; ply++) {
            children[ply] = new Children();
        }
    }

    /** The children of one node, in move order: parallel arrays, one slot a move. */
    private static final class Children {
        final int[] move = new int[9];
        final long[] key = new long[9];
        final int[] pn = new int[9];
        final int[] dn = new int[9];
        final int[] length = new int[9];
        /** OPEN (ask the table), LEAF_PROVEN, LEAF_DISPROVEN or REPEATED (a path-dependent disproof). */
        final int[] kind = new int[9];
        final int[] rep = new int[9];
        final boolean[] takes = new boolean[9];

        /** Copies child {@code from} of {@code source} into slot {@code to}. */
        void copy(Children source, int from, int to) {
            move[to] = source.move[from];
            key[to] = source.key[from];
            pn[to] = source.pn[from];
            dn[to] = source.dn[from];
            length[to] = source.length[from];
            kind[to] = source.kind[from];
            rep[to] = source.rep[from];
            takes[to] = source.takes[from];
        }
    }

    @Override
    public int depth() {
        return reachedPly;
    }

    /** The root's proof number after the last slice: the smaller, the nearer the proof seems. */
    @Override
    public int proofNumber() {
        return rootPn;
    }

    @Override
    public int proofLength() {
        return rootLength;
    }

    /** Searches until the root is decided or this slice's node budget (doubling each slice) is spent. */
    @Override
    public int step() {
        if (rootStatus != ProofTable.UNKNOWN) {
            return rootStatus;
        }
        board.set(root);
        board.clearHistory();
        path[0] = board.hash();
        irreversible[0] = 0;
        Arrays.fill(onPath, 0); // a stopped slice may have left counts behind
        onPath[pathClass(path[0])]++;
        int quick = leaves.of(board);
        if (quick >= 0) {
            rootStatus = quick;
            rootLength = quick == ProofTable.PROVEN ? LeafStatus.leafLength(board) : 0;
            return quick;
        }
        sliceEnd = nodes + budget;
        budget = Math.min(budget * 2, 1L << 40);
        try {
            mid(0, INF, INF);
        } catch (ForcingSearch.Stopped s) {
            board.set(root);
            board.clearHistory();
            throw s;
        }
        rootPn = outPn;
        if (outPn == 0) {
            rootStatus = ProofTable.PROVEN;
            rootLength = outLength;
        } else if (outDn == 0 && outRep != TRUNCATED) {
            rootStatus = ProofTable.DISPROVEN;
        }
        return rootStatus;
    }

    /**
     * Multiple iterative deepening at the node on the path at {@code ply}: searches its
     * most-proving child until the node is decided or its numbers reach the thresholds.
     * Leaves the node's numbers in out*.
     */
    private void mid(int ply, int thPn, int thDn) {
        if ((++nodes & 1023) == 0 && stop.getAsBoolean()) {
            throw new ForcingSearch.Stopped();
        }
        if (ply > reachedPly) {
            reachedPly = ply;
        }
        if (ply >= maxPly) {
            outPn = INF;
            outDn = 0;
            outRep = TRUNCATED;
            outLength = 0;
            return;
        }
        long startNodes = nodes;
        boolean attacking = board.sideToMove() == attacker;
        int n = expand(ply);
        Children c = children[ply];
        int pn;
        int dn;
        int best;
        int second;
        // expand() has just probed every child. Alone on its table the search need not look
        // again after a child's search: the child's numbers come back from it, and a sibling's
        // entry would change only if the sibling recurred inside the child's subtree, which the
        // bench never showed (41 M such look-ups, none changed; about half of all look-ups).
        // Helpers on a shared table do change siblings' entries: then they are read again.
        boolean fresh = true;
        while (true) {
            if (!fresh && sharedTable) {
                probeAll(ply, n);
            }
            // The attacker needs one child proved, the defender one disproved: min over
            // the mover's own number, sum over the other.
            int[] mine = attacking ? c.pn : c.dn;
            int[] theirs = attacking ? c.dn : c.pn;
            best = 0;
            int bestValue = Integer.MAX_VALUE;
            second = INF;
            long sum = 0;
            for (int i = 0; i < n; i++) {
                int v = mine[i];
                if (v < bestValue || lastOfEqual && v == bestValue) {
                    second = bestValue == Integer.MAX_VALUE ? INF : bestValue;
                    bestValue = v;
                    best = i;
                } else if (v < second) {
                    second = v;
                }
                sum += theirs[i];
            }
            int summed = sum >= INF ? (anyInfinite(theirs, n) ? INF : BIG) : (int) sum;
            if (attacking) {
                pn = bestValue;
                dn = summed;
            } else {
                dn = bestValue;
                pn = summed;
            }
            if (pn == 0 || dn == 0 || pn >= thPn || dn >= thDn || nodes >= sliceEnd) {
                break;
            }
            int childThPn;
            int childThDn;
            if (attacking) {
                childThPn = Math.min(thPn, widen(second, bestValue));
                childThDn = clamp((long) thDn - dn + c.dn[best]);
            } else {
                childThDn = Math.min(thDn, widen(second, bestValue));
                childThPn = clamp((long) thPn - pn + c.pn[best]);
            }
            fresh = false;
            board.play(c.move[best]);
            path[ply + 1] = c.key[best];
            irreversible[ply + 1] = c.takes[best] ? ply + 1 : irreversible[ply];
            int pathClass = pathClass(c.key[best]);
            onPath[pathClass]++;
            mid(ply + 1, childThPn, childThDn);
            onPath[pathClass]--;
            board.undo();
            if (outDn == 0 && outRep < ply + 1) {
                c.kind[best] = REPEATED; // holds while this node stays on the path
                c.rep[best] = outRep;
                c.pn[best] = INF;
                c.dn[best] = 0;
            } else {
                c.pn[best] = outPn;
                c.dn[best] = outDn;
                c.length[best] = outLength;
            }
        }
        outPn = pn;
        outDn = dn;
        outRep = NO_REPETITION;
        outLength = 0;
        long key = path[ply];
        long spent = nodes - startNodes + 1;
        if (pn == 0) {
            // Attacker: the shortest proved child; defender: the longest resistance.
            int chosen = -1;
            for (int i = 0; i < n; i++) {
                if (c.pn[i] == 0 && (chosen < 0
                        || (attacking ? c.length[i] < c.length[chosen] : c.length[i] > c.length[chosen]))) {
                    chosen = i;
                }
            }
            outLength = c.length[chosen] + 1;
            table.store(key, 0, INF, outLength, spent);
        } else if (dn == 0) {
            // Attacker: every child failed, so the lowest repetition counts; defender: the
            // refutation that leans least on the path.
            int r = attacking ? NO_REPETITION : TRUNCATED;
            for (int i = 0; i < n; i++) {
                if (c.dn[i] == 0) {
                    int ri = c.kind[i] == REPEATED ? c.rep[i] : NO_REPETITION;
                    r = attacking ? Math.min(r, ri) : Math.max(r, ri);
                }
            }
            outRep = r;
            if (r >= ply) {
                table.store(key, INF, 0, 0, spent);
            }
        } else {
            table.store(key, pn, dn, 0, spent);
        }
    }

    /** The child threshold of the 1+ε trick: at least one above the best, else (1+ε) × the second best. */
    private int widen(int second, int bestValue) {
        if (second >= INF) {
            return INF;
        }
        long t = epsilon == 0 ? second + 1L : (long) Math.ceil(second * (1 + epsilon));
        return clamp(Math.max(t, bestValue + 1L));
    }

    private static int pathClass(long key) {
        return (int) key & (PATH_CLASSES - 1);
    }

    private static int clamp(long v) {
        return (int) Math.min(v, INF);
    }

    private static boolean anyInfinite(int[] values, int n) {
        for (int i = 0; i < n; i++) {
            if (values[i] >= INF) {
                return true;
            }
        }
        return false;
    }

    /**
     * Fills the child buffers of {@code ply}: each legal move, its key, and what is known of
     * it (a leaf, a repetition of the path, the table, or a first guess), the mover's most
     * promising moves first. Returns the number of moves.
     */
    private int expand(int ply) {
        int mask = board.legalMoveMask();
        int me = board.sideToMove();
        Children c = children[ply];
        int n = 0;
        // Each move is undone before the next: the stores before are the node's own.
        int storesBefore = board.store(0) << 16 | board.store(1);
        int leadBefore = board.storeLead(me);
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                continue;
            }
            board.play(m);
            int gain = board.storeLead(me) - leadBefore;
            long key = board.hash();
            boolean take = (board.store(0) << 16 | board.store(1)) != storesBefore;
            int k = OPEN;
            int p = 1;
            int d = 1;
            int len = 0;
            int r = NO_REPETITION;
            int status = leaves.of(board);
            if (status == ProofTable.PROVEN) {
                k = LEAF_PROVEN;
                p = 0;
                d = INF;
                len = LeafStatus.leafLength(board);
            } else if (status == ProofTable.DISPROVEN) {
                k = LEAF_DISPROVEN;
                p = INF;
                d = 0;
            } else {
                int from = take || onPath[pathClass(key)] == 0 ? ply + 1 : irreversible[ply];
                for (int q = ply - 1; q >= from; q -= 2) {
                    if (path[q] == key) {
                        k = REPEATED;
                        r = q;
                        p = INF;
                        d = 0;
                        break;
                    }
                }
                if (k == OPEN) {
                    // A first guess, replaced below by the table's numbers where it has
                    // them: a side with few replies is near a decision (the reply count as
                    // the number the mover must beat).
                    int replies = Integer.bitCount(board.legalMoveMask());
                    if (board.sideToMove() == attacker) {
                        d = replies;
                    } else {
                        p = replies;
                    }
                }
                int atOnce = k == OPEN && board.sideToMove() == attacker ? leaves.winningMove(board) : -1;
                if (atOnce >= 0) {
                    // Decided without a table entry of its own: a defender's node then counts
                    // only the replies that need a search, not one leaf each for replies that
                    // lose at once (about a quarter fewer nodes on the bench; see the design notes).
                    k = LEAF_PROVEN;
                    p = 0;
                    d = INF;
                    len = leaves.winAtOnceLength(board, atOnce);
                    // (Only under a ply limit: a tablebase's lengths are NO_DISTANCE and more.)
                    if (maxPly < MAX_PLY && ply + 1 + len > maxPly) {
                        k = OPEN; // a win, but not within the plies left: searched (and cut) as any other
                        p = 1;
                        d = 1;
                        len = 0;
                    }
                }
            }
            board.undo();
            int i = n++;
            sortKey[i] = gain; // among equal numbers, the biggest take first
            c.move[i] = m;
            c.key[i] = key;
            c.pn[i] = p;
            c.dn[i] = d;
            c.length[i] = len;
            c.kind[i] = k;
            c.rep[i] = r;
            c.takes[i] = take;
        }
        sortChildren(ply, n);
        probeAll(ply, n);
        return n;
    }

    /**
     * Puts the children of {@code ply} in order of {@link #sortKey}, biggest first, equal keys
     * in move order. The order is found on indices and each child copied once, into the spare
     * buffer, which then takes the ply's place: shifting all eight arrays for every move
     * placed had cost a twelfth of a node's time.
     */
    private void sortChildren(int ply, int n) {
        boolean sorted = true;
        for (int i = 0; i < n; i++) {
            int j = i;
            while (j > 0 && sortKey[order[j - 1]] < sortKey[i]) {
                order[j] = order[j - 1];
                j--;
                sorted = false;
            }
            order[j] = i;
        }
        if (sorted) {
            return;
        }
        Children from = children[ply];
        for (int i = 0; i < n; i++) {
            spare.copy(from, order[i], i);
        }
        children[ply] = spare;
        spare = from;
    }

    /**
     * Takes the table's numbers for the open children of {@code ply}. The buckets are
     * touched first, all together, so that their cache misses overlap instead of coming one
     * after another: the table lookups are most of a node's cost.
     */
    private void probeAll(int ply, int n) {
        Children c = children[ply];
        for (int i = 0; i < n; i++) {
            if (c.kind[i] == OPEN) {
                touched += table.touch(c.key[i]);
            }
        }
        for (int i = 0; i < n; i++) {
            long entry;
            if (c.kind[i] == OPEN && (entry = table.probe(c.key[i])) != 0) {
                if (maxPly < MAX_PLY && PnTable.pn(entry) == 0 && ply + 1 + PnTable.length(entry) > maxPly) {
                    continue; // proved, but not within the plies left from here
                }
                c.pn[i] = PnTable.pn(entry);
                c.dn[i] = PnTable.dn(entry);
                c.length[i] = PnTable.length(entry);
            }
        }
    }

    @Override
    public int known(Board b) {
        int quick = leaves.of(b);
        if (quick >= 0) {
            return quick;
        }
        long entry = table.probe(b.hash());
        if (entry != 0) {
            if (PnTable.pn(entry) == 0) {
                return ProofTable.PROVEN;
            }
            if (PnTable.dn(entry) == 0) {
                return ProofTable.DISPROVEN;
            }
        }
        return leaves.winningMove(b) >= 0 ? ProofTable.PROVEN : ProofTable.UNKNOWN;
    }

    @Override
    public List<Integer> line(int limit) {
        return ProofLine.of(root, attacker, limit, new ProofLine.Proofs() {
            @Override
            public int leaf(Board b) {
                return leaves.of(b);
            }

            @Override
            public int provedLength(Board b) {
                return ProofNumberSearch.this.provedLength(b);
            }
        });
    }

    @Override
    public int provedLength(Board b) {
        long entry = table.probe(b.hash());
        if (entry != 0 && PnTable.pn(entry) == 0) {
            return PnTable.length(entry);
        }
        int atOnce = leaves.winningMove(b);
        return atOnce >= 0 ? leaves.winAtOnceLength(b, atOnce) : -1;
    }

    /** Lengths count plies to finished games unless a tablebase leaf lies on the longest path. */
    @Override
    public boolean heightBoundsTheWin() {
        return rootStatus == ProofTable.PROVEN && rootLength < NO_DISTANCE;
    }
}
