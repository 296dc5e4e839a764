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

    /**
     * @param tablebase used only to cut positions the winner does not win (a 162-stone game); may be null
     * @param stop      polled every few thousand nodes; when it says true the search gives up
     */
    ShortestWin(Position root, int winner, Tablebase tablebase, int hashMiB, BooleanSupplier stop) {
        this.winner = winner;
        this.tablebase = root.totalStones() == Board.TOTAL_STONES ? tablebase : null;
        this.stop = stop;
        this.board = new Board(root);
        this.table = new Bounds(hashMiB);
    }

    long nodes() {
        return nodes;
    }

    /**
     * The fewest plies within which the winner wins from the root, trying 1, 2, … up to
     * {@code limit}; -1 when no win within {@code limit} plies exists. Throws
     * {@link ForcingSearch.Stopped} when stopped first; {@link #lowerBound()} then says how far it got.
     */
    int minimise(int limit) {
        for (int d = Math.max(1, proved + 1); d <= limit; d++) {
            if (wins(d)) {
                return d;
            }
            proved = d;
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
            int chosen = -1;
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
        long key = board.hash();
        if (table.probe(key)) {
            if (table.foundEnough <= d) {
                return true;
            }
            if (table.foundShort >= d) {
                return false;
            }
        }
        if (tablebase != null && inHoles <= tablebase.maxStones()) {
            int r = tablebase.result(board);
            if (r != Tablebase.NONE && r != (board.sideToMove() == winner ? 1 : -1)) {
                table.store(key, Integer.MAX_VALUE, MAX_PLIES + 1);
                return false;
            }
        }
        boolean attacking = board.sideToMove() == winner;
        int mask = board.legalMoveMask();
        boolean result = !attacking;
        // The winner first tries its biggest take; the defender too (a take is the likeliest defence).
        // One ply from the horizon only an ending move counts: sorting would cost as much as the search.
        int ply = board.ply();
        order(ply, mask, d > 1);
        for (int i = 0, n = picker.count(ply); i < n; i++) {
            board.play(picker.move(ply, i));
            boolean w = search(d - 1);
            board.undo();
            if (attacking == w) {
                result = w;
                break;
            }
        }
        if (result) {
            table.store(key, d, -1);
        } else {
            table.store(key, Integer.MAX_VALUE, d);
        }
        return result;
    }

    /** The legal moves into the picker's row of {@code ply}: by the mover's gain in store difference, or in hole order. */
    private void order(int ply, int mask, boolean byGain) {
        int me = board.sideToMove();
        picker.clear(ply);
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                continue;
            }
            int gain = 0;
            if (byGain) {
                int before = board.storeLead(me);
                board.play(m);
                gain = board.isGameOver() ? 1000 : board.storeLead(me) - before;
                board.undo();
            }
            picker.add(ply, m, gain);
        }
    }

    /**
     * Per position: the fewest plies known to be enough for the win (at least 1, or MAX_VALUE:
     * none known) and the most known not to be (-1: none), packed in one word. Buckets of two;
     * a full bucket gives up the entry with the smaller of its bounds.
     */
    private static final class Bounds extends BucketTable {
        private static final long LOW = 0xFFFF_FFFFL;
        int foundEnough;
        int foundShort;

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
            foundEnough = (int) w;
            foundShort = (int) (w >>> 32) - 1;
            return true;
        }

        /** Tightens the bounds of {@code key}: {@code enoughPlies} (MAX_VALUE: none) and {@code shortPlies} (-1: none). */
        void store(long key, int enoughPlies, int shortPlies) {
            int slot = place(key);
            if (holds(slot, key)) {
                long w = word(slot, 0);
                enoughPlies = Math.min((int) w, enoughPlies);
                shortPlies = Math.max((int) (w >>> 32) - 1, shortPlies);
            }
            // enoughPlies is at least 1: the word is never 0, which would read as an empty slot.
            write(slot, key, (enoughPlies & LOW) | (long) (shortPlies + 1) << 32);
        }

        /** The more plies an entry's bounds speak of, the more search it saved. */
        @Override
        protected long worth(int slot) {
            long w = word(slot, 0);
            int enough = (int) w;
            return Math.max(enough == Integer.MAX_VALUE ? 0 : enough, (int) (w >>> 32) - 1);
        }
    }
}
