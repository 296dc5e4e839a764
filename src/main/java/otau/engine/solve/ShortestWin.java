package otau.engine.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import otau.engine.core.BucketTable;
import otau.engine.core.MovePicker;
import otau.engine.egtb.Tablebase;
import otau.game.Board;
import otau.game.Position;

/**
 * The shortest forced win, once a win is known: the smallest number of plies within which the
 * winner can end the game won against every defence, found by iterative deepening of the
 * depth-limited question "can the winner win within d plies?", and the main line that goes
 * with it (the winner's fastest move, the defender's longest resistance).
 *
 * <p>Unlike the unlimited question, "within d plies" does not depend on the path: a repetition
 * only spends plies, so the table may keep both bounds for every position without the
 * graph-history care the proof searches need. The table holds per position the most plies
 * known not to be enough and the fewest known to be enough; the tablebase only cuts
 * positions the winner does not win at all (it knows results, not distances).
 */
final class ShortestWin {
    /** The deepest minimisation tried: far beyond any etude. */
    static final int MAX_PLIES = 600;

    private final int winner;
    private final Tablebase tablebase;
    private final BooleanSupplier stop;
    private final Board board;
    private final Bounds table;
    /** Rows by the board's ply: a line of up to MAX_PLIES, then a search of as many. */
    private final MovePicker picker = new MovePicker(2 * MAX_PLIES + 2);
    private long nodes;
    /** Finds the winner's moves that win at once; it finds all of them only in a 162-stone game. */
    private final LeafStatus wins;
    private final boolean winAtOnceIsExact;

    /**
     * @param tablebase used only to cut positions the winner does not win (a 162-stone game); may be null
     * @param stop      polled every few thousand nodes; when it says true the search gives up
     */
    ShortestWin(Position root, int winner, Tablebase tablebase, int hashMiB, BooleanSupplier stop) {
        this(root, winner, tablebase, new Bounds(hashMiB), stop);
    }

    /**
     * The same on {@code table}, which may hold the bounds an earlier search of the same winner
     * found ({@link ProofMemory}): "within d plies" does not depend on the path or the root.
     */
    ShortestWin(Position root, int winner, Tablebase tablebase, Bounds table, BooleanSupplier stop) {
        this.winner = winner;
        this.tablebase = root.totalStones() == Board.TOTAL_STONES ? tablebase : null;
        this.stop = stop;
        this.board = new Board(root);
        this.table = table;
        this.winAtOnceIsExact = root.totalStones() == Board.TOTAL_STONES;
        this.wins = new LeafStatus(winner, 1, null, root.totalStones());
    }

    long nodes() {
        return nodes;
    }

    /** The proof just found for the winner, whose proof lengths order the moves near the root; may be null. */
    private ExactQuestion proof;

    /**
     * Plies within which {@link #proof} is known to win (its height), when its lengths count
     * real plies to the end of the game. MAX_VALUE: no such bound.
     */
    private int certified = Integer.MAX_VALUE;

    /**
     * Uses the proof just found. Its table orders the first {@link #PROOF_ORDER_PLIES} plies: the
     * winner's move with the shortest proof first, the defender's reply with the longest (its
     * likeliest longest resistance, which refutes a shorter win soonest). And where its longest
     * path ends in finished games ({@link ExactQuestion#heightBoundsTheWin}) its height is taken
     * as proved enough and its lengths as such bounds along the line: then the deepening stops
     * below the height instead of searching it again. The last depth, where the win must be found
     * against every defence, had been the costliest (on a club middlegame 26 M nodes ruled out 23
     * plies, and the 34 M left did not finish 25, the proof's height). A tablebase's win says
     * nothing of its distance: lengths through one are {@link ExactQuestion#NO_DISTANCE} or more,
     * beyond any bound asked for here.
     */
    ShortestWin certifiedBy(ExactQuestion proof) {
        this.proof = proof;
        int height = proof.proofLength();
        this.certified = proof.heightBoundsTheWin() && height > 0 ? height : Integer.MAX_VALUE;
        return this;
    }

    /** Told each depth the winner is shown not to win within, with the nodes so far: the search's progress. */
    interface Progress {
        void notWithin(int plies, long nodes);
    }

    private Progress notWithin = (plies, nodes) -> { };

    ShortestWin reporting(Progress notWithin) {
        this.notWithin = notWithin;
        return this;
    }

    /** How deep the proof's table orders moves: deeper, its entries are scarce and each look-up costs a miss. */
    static final int PROOF_ORDER_PLIES = 8;

    /**
     * The fewest plies within which the winner wins from the root, up to {@code limit}; -1 when
     * no win within {@code limit} plies exists. Throws {@link ForcingSearch.Stopped} when stopped
     * first; {@link #lowerBound()} then says how far it got.
     *
     * <p>Why the depths go up two at a time: a game is nearly always won by the winner's own
     * move (a take or a tuzdyk's income on its turn), so the deepening tries only the depths
     * that end on the winner's move, and once one of them is enough asks once whether a ply
     * less (a win on the defender's move: a stone sown into the winner's tuzdyk, or the winner
     * left without stones and ahead) is enough too. The even depths skipped were about an
     * eighth of the nodes on the composed bench (250.6 M to 219.0 M), and the answer is the same.
     */
    int minimise(int limit) {
        int first = Math.max(1, proved + 1);
        int winnersParity = board.sideToMove() == winner ? 1 : 0; // the winner moves at plies 1, 3, … or 2, 4, …
        if (first % 2 != winnersParity) {
            first++;
        }
        for (int d = first; d - 1 <= limit; d += 2) {
            if (d >= certified && certified <= limit) {
                // The proof's height is enough: only the plies between it and what is ruled out are open.
                for (int c = proved + 1; c < certified; c++) {
                    if (wins(c)) {
                        return c;
                    }
                    proved = c;
                }
                return certified;
            }
            if (d > limit) {
                return wins(limit) ? limit : -1; // the limit itself ends on the defender's move
            }
            if (wins(d)) {
                return d - 1 > proved && wins(d - 1) ? d - 1 : d;
            }
            proved = d;
            notWithin.notWithin(d, nodes);
        }
        return -1;
    }

    /** Plies known not to be enough for the win from the root (a proved lower bound minus one). */
    int lowerBound() {
        return proved;
    }

    private int proved;

    /**
     * The main line of a win found in exactly {@code plies}: at each of the winner's turns a
     * move that still wins in the plies left, at each of the defender's the move that holds out
     * longest. Hole numbers.
     */
    List<Integer> line(int plies) {
        List<Integer> line = new ArrayList<>();
        int left = plies;
        while (!board.isGameOver() && left > 0) {
            boolean attacking = board.sideToMove() == winner;
            int mask = board.legalMoveMask();
            int chosen = attacking ? certifiedMove(mask, left - 1) : -1;
            for (int m = 0; m < 9 && chosen < 0; m++) {
                if ((mask & (1 << m)) == 0) {
                    continue;
                }
                board.play(m);
                // The winner's move wins in the plies left; the defender's fails to shorten them.
                boolean fits = attacking ? winsWithin(left - 1) : !winsWithin(left - 2);
                board.undo();
                if (fits) {
                    chosen = m;
                }
            }
            if (chosen < 0) {
                break; // the defender cannot hold out the full length: every reply loses sooner
            }
            board.play(chosen);
            line.add(chosen + 1);
            left--;
        }
        while (board.ply() > 0) {
            board.undo();
        }
        return line;
    }

    /**
     * With a certified proof: a winner's move after which the proof wins within {@code plies}
     * (or that ends the game won), found by table look-ups instead of a search; -1 for none.
     */
    private int certifiedMove(int mask, int plies) {
        if (certified == Integer.MAX_VALUE) {
            return -1;
        }
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                continue;
            }
            board.play(m);
            boolean fits = board.isGameOver() ? board.finalStore(winner) > board.finalStore(1 - winner)
                    : provedWithin(plies);
            board.undo();
            if (fits) {
                return m;
            }
        }
        return -1;
    }

    private boolean provedWithin(int plies) {
        int length = proof.provedLength(board);
        return length >= 0 && length <= plies;
    }

    /** Can the winner win from the current board within {@code d} plies? */
    private boolean winsWithin(int d) {
        return d >= 0 && search(d);
    }

    private boolean wins(int d) {
        return search(d);
    }

    private boolean search(int d) {
        if ((++nodes & 4095) == 0 && stop.getAsBoolean()) {
            while (board.ply() > 0) {
                board.undo();
            }
            throw new ForcingSearch.Stopped();
        }
        if (board.isGameOver()) {
            return board.finalStore(winner) > board.finalStore(1 - winner);
        }
        if (d <= 0) {
            return false;
        }
        int inHoles = board.stonesInHoles();
        if (board.store(winner) + inHoles <= board.store(1 - winner)) {
            return false; // even every stone left would not be enough
        }
        boolean attacking = board.sideToMove() == winner;
        if (attacking && d == 1 && winAtOnceIsExact) {
            // One ply left: only a move that ends the game won counts, and the store arithmetic
            // finds it, cheaper than the table (most nodes are these).
            return wins.winningMove(board) >= 0;
        }
        if (d <= HORIZON && cannotWinWithin(board, winner, d, defenderHoles)) {
            return false;
        }
        long key = board.hash();
        int decidedBefore = -1;
        if (table.probe(key)) {
            if (table.foundEnough <= d) {
                return true;
            }
            if (table.foundShort >= d) {
                return false;
            }
            decidedBefore = table.foundMove;
        }
        if (tablebase != null && inHoles <= tablebase.maxStones()) {
            int r = tablebase.result(board);
            if (r != Tablebase.NONE && r != (board.sideToMove() == winner ? 1 : -1)) {
                table.store(key, Integer.MAX_VALUE, MAX_PLIES + 1, -1);
                return false;
            }
        }
        int mask = board.legalMoveMask();
        boolean result = !attacking;
        // First the move that decided this position in the last, shallower iteration (where the
        // win or the refutation most likely still is), then the biggest take: the winner's
        // likeliest win, the defender's likeliest defence. One ply from the horizon only an
        // ending move counts: sorting would cost as much as the search.
        int ply = board.ply();
        order(ply, mask, d > 1, decidedBefore);
        int decisive = -1;
        for (int i = 0, n = picker.count(ply); i < n; i++) {
            int m = picker.move(ply, i);
            board.play(m);
            boolean w = search(d - 1);
            board.undo();
            if (attacking == w) {
                result = w;
                decisive = m;
                break;
            }
        }
        if (result) {
            table.store(key, d, -1, decisive);
        } else {
            table.store(key, Integer.MAX_VALUE, d, decisive);
        }
        return result;
    }

    /**
     * The deepest search the store bound is tried at: beyond it no side has more holes in play
     * than plies left (nine at most), so the bound could never answer.
     */
    private static final int HORIZON = 8;

    /**
     * True when {@code winner} can neither reach 82 nor see a player run out of stones within
     * {@code d} plies of {@code board}, by arithmetic on the board alone: so no win within {@code d} exists.
     * Why: most nodes of the last iterations lie within a few plies of the horizon, where the
     * winner is still far from 82, and this answers them without playing a move.
     *
     * <p>Running out: a ply empties at most one hole of each side (the mover's hole of one stone,
     * the opponent's hole it captures or makes a tuzdyk of), so a side with more than {@code d}
     * holes in play still has stones after {@code d} plies.
     *
     * <p>Reaching 82: a move drops at most {@code laps} stones into any one hole (one a lap round
     * the board), so by ply t every hole has grown by at most the laps so far. Each of the
     * winner's moves takes one of the defender's holes (or makes a tuzdyk worth three): a hole
     * taken for the first time holds at most its stones now plus that growth, one taken again
     * only the growth, so the winner's k takes are at most the defender's k biggest holes plus
     * the growth at each. Every move, the defender's too, puts at most {@code laps} stones into
     * the winner's tuzdyk once it exists (the move that makes one takes its three stones and no
     * more).
     */
    static boolean cannotWinWithin(Board board, int winner, int d, int[] defenderHoles) {
        int defender = 1 - winner;
        int biggest = 0;
        int filledWinner = 0;
        int filledDefender = 0;
        for (int i = 0; i < 9; i++) {
            int w = board.hole(winner * 9 + i);
            int f = board.hole(defender * 9 + i);
            biggest = Math.max(biggest, Math.max(w, f));
            filledWinner += w == 0 ? 0 : 1;
            filledDefender += f == 0 ? 0 : 1;
            // insertion into the descending row of the defender's holes
            int at = i;
            while (at > 0 && defenderHoles[at - 1] < f) {
                defenderHoles[at] = defenderHoles[at - 1];
                at--;
            }
            defenderHoles[at] = f;
        }
        if (filledWinner <= d || filledDefender <= d) {
            return false;
        }
        boolean tuzdykMade = board.tuzdyk(winner) >= 0;
        int store = board.store(winner);
        int growth = 0;
        int takes = 0;
        boolean winnerMoves = board.sideToMove() == winner;
        for (int t = 0; t < d; t++) {
            int laps = (biggest + Board.HOLES - 1) / Board.HOLES;
            biggest += laps;
            growth += laps;
            if (tuzdykMade) {
                store += laps;
            }
            if (winnerMoves) {
                store += Math.max(defenderHoles[takes++] + growth, tuzdykMade ? 0 : 3);
                tuzdykMade = true; // or may be from now on: its stones count from the next ply
            }
            if (store >= Board.WINNING_STORE) {
                return false;
            }
            winnerMoves = !winnerMoves;
        }
        return true;
    }

    /** The defender's holes, biggest first: scratch space of {@link #cannotWinWithin}. */
    private final int[] defenderHoles = new int[9];

    /** The legal moves into the picker's row of {@code ply}: {@code first} first, then by the mover's gain in store difference, or in hole order. */
    private void order(int ply, int mask, boolean byGain, int first) {
        int me = board.sideToMove();
        picker.clear(ply);
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                continue;
            }
            int gain = 0;
            if (proof != null && ply < PROOF_ORDER_PLIES && m != first) {
                board.play(m);
                int length = board.isGameOver() ? -1 : proof.provedLength(board);
                length = length < 0 ? length : ExactQuestion.pliesShown(length);
                board.undo();
                if (length >= 0) {
                    picker.add(ply, m, me == winner ? 100_000 - length : 100_000 + length);
                    continue;
                }
            }
            if (byGain && m != first) {
                // by arithmetic, without playing the move: what it puts into the mover's store
                // less what it drops into the opponent's tuzdyk
                int mine = board.storeGain(m);
                gain = board.store(me) + mine >= Board.WINNING_STORE ? 1000 : mine - board.giftToTuzdyk(m);
            }
            picker.add(ply, m, MovePicker.tableFirst(m, first, gain));
        }
    }

    /**
     * Per position: the fewest plies known to be enough for the win (at least 1, or MAX_VALUE:
     * none known), the most known not to be (-1: none), and the move that decided its last
     * search (the winner's winning move, the defender's refutation; -1: none), in one word: 16
     * bits for each bound (plies are at most {@link #MAX_PLIES}), 4 for the move. Buckets of
     * two; a full bucket gives up the entry with the smaller of its bounds. One search at a time.
     */
    static final class Bounds extends BucketTable {
        private static final int NONE = 0xFFFF;
        int foundEnough;
        int foundShort;
        int foundMove;

        Bounds(int mebibytes) {
            super(Math.max(1024, slotsIn(mebibytes, 1)));
        }

        @Override
        protected int ways() {
            return 2;
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
            int enough = (int) w & 0xFFFF;
            foundEnough = enough == NONE ? Integer.MAX_VALUE : enough;
            foundShort = ((int) (w >>> 16) & 0xFFFF) - 1;
            foundMove = ((int) (w >>> 32) & 0xF) - 1;
            return true;
        }

        /**
         * Tightens the bounds of {@code key}: {@code enoughPlies} (MAX_VALUE: none) and
         * {@code shortPlies} (-1: none); {@code move} (-1: keep the one there) becomes its move.
         */
        void store(long key, int enoughPlies, int shortPlies, int move) {
            int slot = place(key);
            int enough = Math.min(enoughPlies, NONE);
            if (holds(slot, key)) {
                long w = word(slot, 0);
                enough = Math.min((int) w & 0xFFFF, enough);
                shortPlies = Math.max(((int) (w >>> 16) & 0xFFFF) - 1, shortPlies);
                if (move < 0) {
                    move = ((int) (w >>> 32) & 0xF) - 1;
                }
            }
            // enough is at least 1 (or NONE): the word is never 0, which would read as an empty slot.
            write(slot, key, enough | (long) (shortPlies + 1) << 16 | (long) (move + 1) << 32);
        }

        /** The more plies an entry's bounds speak of, the more search it saved. */
        @Override
        protected long worth(int slot) {
            long w = word(slot, 0);
            int enough = (int) w & 0xFFFF;
            return Math.max(enough == NONE ? 0 : enough, ((int) (w >>> 16) & 0xFFFF) - 1);
        }
    }
}
