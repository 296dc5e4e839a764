package otau.engine.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
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
        int[] order = d > 1 ? ordered(mask) : inOrder(mask);
        for (int i = 0; i < order.length; i++) {
            board.play(order[i]);
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

    private static int[] inOrder(int mask) {
        int[] moves = new int[Integer.bitCount(mask)];
        int n = 0;
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) != 0) {
                moves[n++] = m;
            }
        }
        return moves;
    }

    /** The legal moves, the mover's biggest gain in store difference first. */
    private int[] ordered(int mask) {
        int me = board.sideToMove();
        int[] moves = new int[Integer.bitCount(mask)];
        int[] gains = new int[moves.length];
        int n = 0;
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                continue;
            }
            int before = board.store(me) - board.store(1 - me);
            board.play(m);
            int gain = board.isGameOver() ? 1000 : board.store(me) - board.store(1 - me) - before;
            board.undo();
            int i = n++;
            while (i > 0 && gains[i - 1] < gain) {
                moves[i] = moves[i - 1];
                gains[i] = gains[i - 1];
                i--;
            }
            moves[i] = m;
            gains[i] = gain;
        }
        return moves;
    }

    /**
     * Per position: the fewest plies known to be enough for the win and the most known not to
     * be, two slots per index, the newer entry replacing an older one of another position.
     */
    private static final class Bounds {
        private final long[] keys;
        private final int[] enough;
        private final int[] tooShort;
        private final int mask;
        int foundEnough;
        int foundShort;

        Bounds(int mebibytes) {
            long entries = Math.max(1024, (long) mebibytes * 1024 * 1024 / 16);
            int size = Integer.highestOneBit((int) Math.min(entries, 1 << 28));
            keys = new long[size];
            enough = new int[size];
            tooShort = new int[size];
            mask = size - 1;
        }

        boolean probe(long key) {
            int i = slot(key);
            if (i < 0) {
                return false;
            }
            foundEnough = enough[i];
            foundShort = tooShort[i];
            return true;
        }

        /** Tightens the bounds of {@code key}: {@code enoughPlies} (MAX_VALUE: none) and {@code shortPlies} (-1: none). */
        void store(long key, int enoughPlies, int shortPlies) {
            int i = slot(key);
            if (i >= 0) {
                enough[i] = Math.min(enough[i], enoughPlies);
                tooShort[i] = Math.max(tooShort[i], shortPlies);
                return;
            }
            int h = (int) (key ^ key >>> 32) & mask;
            int j = keys[h] == 0 && enough[h] == 0 ? h : (h ^ 1);
            keys[j] = key;
            enough[j] = enoughPlies;
            tooShort[j] = shortPlies;
        }

        private int slot(long key) {
            int h = (int) (key ^ key >>> 32) & mask;
            if (keys[h] == key && enough[h] != 0) {
                return h;
            }
            int g = h ^ 1;
            if (keys[g] == key && enough[g] != 0) {
                return g;
            }
            return -1;
        }
    }
}
