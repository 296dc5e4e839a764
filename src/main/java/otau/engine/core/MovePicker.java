package otau.engine.core;

/**
 * The move lists of a search, one row of up to nine moves per ply, each move with an ordering
 * key: the higher the key, the sooner the move is tried.
 *
 * <p>Two ways to fill a row: {@link #add} keeps it sorted as moves arrive (insertion sort,
 * stable: equal keys keep the order in which the moves came; for searches that visit every
 * move), or {@link #set} fills it unsorted and {@link #next} brings the best remaining move
 * forward only when the search asks for it (selection sort; for alpha-beta, where a cutoff
 * often makes the rest of the list unneeded). Selection sort is not stable: among equal keys
 * it takes the first in the row as it stands, and each pick swaps the move it displaces into
 * the picked move's place. Either order is fixed by the moves and keys alone, so a search's
 * node counts do not change from run to run. The table's move
 * gets {@link #TABLE_MOVE}, above any key a heuristic gives. What the keys are (captures,
 * killers, history, replies left) is each search's own.
 *
 * <p>Nothing is allocated while searching; one picker belongs to one search thread.
 */
public final class MovePicker {
    /** The key of the transposition table's move: tried first. */
    public static final int TABLE_MOVE = Integer.MAX_VALUE;
    private static final int WIDTH = 9;

    private final int[] moves;
    private final int[] keys;
    private final int[] counts;

    /** Rows for plies 0 to {@code plies - 1}. */
    public MovePicker(int plies) {
        int rows = Math.max(1, plies);
        moves = new int[rows * WIDTH];
        keys = new int[rows * WIDTH];
        counts = new int[rows];
    }

    /** How many plies have a row. */
    public int plies() {
        return counts.length;
    }

    /** {@code key}, or {@link #TABLE_MOVE} when {@code move} is the table's move. */
    public static int tableFirst(int move, int tableMove, int key) {
        return move == tableMove ? TABLE_MOVE : key;
    }

    /** Empties the row of {@code ply}. */
    public void clear(int ply) {
        counts[ply] = 0;
    }

    /** Adds a move to the row of {@code ply}, kept sorted: after every move of a key as high. */
    public void add(int ply, int move, int key) {
        final int base = ply * WIDTH;
        int i = counts[ply]++;
        while (i > 0 && keys[base + i - 1] < key) {
            moves[base + i] = moves[base + i - 1];
            keys[base + i] = keys[base + i - 1];
            i--;
        }
        moves[base + i] = move;
        keys[base + i] = key;
    }

    /** Puts a move at {@code index} of the row of {@code ply}, unsorted (then {@link #next}). */
    public void set(int ply, int index, int move, int key) {
        moves[ply * WIDTH + index] = move;
        keys[ply * WIDTH + index] = key;
    }

    /**
     * Brings the best of the moves {@code index..count-1} of the row to {@code index} (the
     * first of equal keys, swapping the move that was there into its place) and returns it;
     * its key is then {@link #key}{@code (ply, index)}.
     */
    public int next(int ply, int index, int count) {
        final int base = ply * WIDTH;
        int best = base + index;
        for (int j = best + 1; j < base + count; j++) {
            if (keys[j] > keys[best]) {
                best = j;
            }
        }
        int m = moves[best];
        int k = keys[best];
        moves[best] = moves[base + index];
        keys[best] = keys[base + index];
        moves[base + index] = m;
        keys[base + index] = k;
        return m;
    }

    /** How many moves {@link #add} has put in the row of {@code ply}. */
    public int count(int ply) {
        return counts[ply];
    }

    /** Move {@code index} of the row of {@code ply}. */
    public int move(int ply, int index) {
        return moves[ply * WIDTH + index];
    }

    /** The key of move {@code index} of the row of {@code ply}. */
    public int key(int ply, int index) {
        return keys[ply * WIDTH + index];
    }
}
