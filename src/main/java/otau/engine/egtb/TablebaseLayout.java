package otau.engine.egtb;

import otau.game.Board;

/**
 * Where each position lives in a tablebase: a perfect index over the stones in the holes
 * and the tuzdyks, with White to move (a position with Black to move is looked up as its
 * mirror image, rows swapped, since the rules treat both players alike).
 *
 * <p>The table is cut into blocks, one per (stones on the board n, tuzdyk configuration c),
 * n ascending. Within a block a position is the rank of its distribution of n stones over
 * the configuration's free holes (the tuzdyk holes are always empty) in the combinatorial
 * number system ("stars and bars"), so no index is wasted. Stores are not part of the key:
 * see {@link Tablebase}.
 */
public final class TablebaseLayout {
    /** The 73 tuzdyk configurations: none, White's only (8), Black's only (8), both (56). */
    public static final int CONFIGS = 73;
    /** Largest table this layout supports: values are kept in 4 bits. */
    public static final int MAX_STONES = 15;

    private static final long[][] BINOMIAL = new long[64][20];
    private static final int[] WHITE_TUZDYK = new int[CONFIGS];
    private static final int[] BLACK_TUZDYK = new int[CONFIGS];
    private static final int[][] FREE_HOLES = new int[CONFIGS][];
    /** CONFIG_INDEX[whiteTuzdyk + 1][blackTuzdyk + 1], -1 for an impossible pair. */
    private static final int[][] CONFIG_INDEX = new int[Board.HOLES + 1][Board.HOLES + 1];
    private static final int[] MIRROR = new int[CONFIGS];

    static {
        for (int n = 0; n < 64; n++) {
            BINOMIAL[n][0] = 1;
            for (int k = 1; k < 20 && k <= n; k++) {
                BINOMIAL[n][k] = BINOMIAL[n - 1][k - 1] + (k <= n - 1 ? BINOMIAL[n - 1][k] : 0);
            }
        }
        for (int[] row : CONFIG_INDEX) {
            java.util.Arrays.fill(row, -1);
        }
        int c = 0;
        for (int w = -1; w < 8; w++) {
            for (int b = -1; b < 8; b++) {
                if (w >= 0 && w == b) {
                    continue; // the same hole number on both sides is never allowed
                }
                int whiteTuzdyk = w < 0 ? -1 : 9 + w;
                WHITE_TUZDYK[c] = whiteTuzdyk;
                BLACK_TUZDYK[c] = b;
                CONFIG_INDEX[whiteTuzdyk + 1][b + 1] = c;
                int[] free = new int[Board.HOLES - (w < 0 ? 0 : 1) - (b < 0 ? 0 : 1)];
                int k = 0;
                for (int i = 0; i < Board.HOLES; i++) {
                    if (i != whiteTuzdyk && i != b) {
                        free[k++] = i;
                    }
                }
                FREE_HOLES[c] = free;
                c++;
            }
        }
        for (int i = 0; i < CONFIGS; i++) {
            MIRROR[i] = config(mirrorTuzdyk(BLACK_TUZDYK[i]), mirrorTuzdyk(WHITE_TUZDYK[i]));
        }
    }

    private final int maxStones;
    /** OFFSET[n][c]: first entry of block (n, c); OFFSET[maxStones + 1][0] is the size. */
    private final long[][] offset;

    public TablebaseLayout(int maxStones) {
        if (maxStones < 0 || maxStones > MAX_STONES) {
            throw new IllegalArgumentException("a tablebase covers 0.." + MAX_STONES + " stones, not " + maxStones);
        }
        this.maxStones = maxStones;
        offset = new long[maxStones + 2][CONFIGS];
        long at = 0;
        for (int n = 0; n <= maxStones; n++) {
            for (int c = 0; c < CONFIGS; c++) {
                offset[n][c] = at;
                at += blockSize(n, c);
            }
        }
        offset[maxStones + 1][0] = at;
    }

    public int maxStones() {
        return maxStones;
    }

    /** Entries in the whole table. */
    public long size() {
        return offset[maxStones + 1][0];
    }

    public long offset(int stones, int config) {
        return offset[stones][config];
    }

    /** Positions with {@code stones} stones in configuration {@code config}'s free holes. */
    public static long blockSize(int stones, int config) {
        int h = FREE_HOLES[config].length;
        return BINOMIAL[stones + h - 1][h - 1];
    }

    /** The configuration of a pair of tuzdyk indices (-1 for none), or -1 if impossible. */
    public static int config(int whiteTuzdyk, int blackTuzdyk) {
        return CONFIG_INDEX[whiteTuzdyk + 1][blackTuzdyk + 1];
    }

    public static int whiteTuzdyk(int config) {
        return WHITE_TUZDYK[config];
    }

    public static int blackTuzdyk(int config) {
        return BLACK_TUZDYK[config];
    }

    /** The configuration seen with the rows swapped. */
    public static int mirror(int config) {
        return MIRROR[config];
    }

    private static int mirrorTuzdyk(int index) {
        return index < 0 ? -1 : index >= 9 ? index - 9 : index + 9;
    }

    /** Rank of the hole counts (sowing order, 18 holes) within its block; the tuzdyk holes must be empty. */
    public static long rank(int[] holes, int config) {
        int[] free = FREE_HOLES[config];
        long r = 0;
        int p = -1;
        for (int j = 0; j < free.length - 1; j++) {
            p += holes[free[j]] + 1;
            r += BINOMIAL[p][j + 1];
        }
        return r;
    }

    /** Rank of the rows-swapped image of {@code holes}: the same position with the other player to move. */
    public static long mirroredRank(int[] holes, int mirroredConfig) {
        int[] free = FREE_HOLES[mirroredConfig];
        long r = 0;
        int p = -1;
        for (int j = 0; j < free.length - 1; j++) {
            int i = free[j];
            p += holes[i >= 9 ? i - 9 : i + 9] + 1;
            r += BINOMIAL[p][j + 1];
        }
        return r;
    }

    /** Writes the hole counts of entry {@code rank} of block ({@code stones}, {@code config}) into {@code holes}. */
    public static void unrank(long rank, int stones, int config, int[] holes) {
        int[] free = FREE_HOLES[config];
        int h = free.length;
        java.util.Arrays.fill(holes, 0);
        long r = rank;
        int upper = stones + h - 2; // bar positions are 0..stones+h-2
        int next = stones + h - 1;  // position of the virtual bar after the last
        for (int k = h - 1; k >= 1; k--) {
            int p = Math.min(upper, next - 1);
            while (BINOMIAL[p][k] > r) {
                p--;
            }
            r -= BINOMIAL[p][k];
            holes[free[k]] = next - p - 1;
            next = p;
        }
        holes[free[0]] = next;
    }
}
