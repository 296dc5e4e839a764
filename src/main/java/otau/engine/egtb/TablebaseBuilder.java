package otau.engine.egtb;

import java.util.Arrays;
import java.util.function.IntConsumer;
import otau.game.Board;

/**
 * Builds a tablebase by retrograde analysis, level by level (stones on the board, fewest
 * first). A move that takes stones off the board (a capture, a tuzdyk, a stone sown into a
 * tuzdyk) leads to a lower level, already solved; a move that takes none stays in the level
 * with the same tuzdyks, so each level splits into components of one tuzdyk configuration
 * and its mirror image, which may hold cycles.
 *
 * <p>For every position (White to move) two numbers are found: F, the most stones the mover
 * can force into their store from here on, and G, the most the opponent can force. "Force"
 * means reach against any defence in finitely many moves; play that goes round forever
 * brings nobody anything more. Within a component these are the least fixed point of
 * {@code F(b) = max over moves (mover's take + G(b'))} and
 * {@code G(b) = min over moves (opponent's take + F(b'))} (b' seen from its own mover), found
 * exactly — no iteration to convergence — by sweeping the threshold t from n down to 1: a
 * position joins "can force t" when a move's exit already reaches t or (max side) one
 * in-level successor has joined, or (min side) all exits reach t and every in-level
 * successor has joined, counted down through a reverse-edge list. Whatever never joins
 * stays at 0: nothing more can be forced, and play may go round for ever.
 */
public final class TablebaseBuilder {
    private final TablebaseLayout layout;
    private final byte[] table;
    private final IntConsumer levelDone;
    private final Progress progress;
    private long undetermined;

    /** Told after each component (one tuzdyk configuration and its mirror at one level); may stop the build. */
    public interface Progress {
        Progress NONE = new Progress() {
            @Override
            public void done(long entries, long total) {
            }

            @Override
            public boolean cancelled() {
                return false;
            }
        };

        /** {@code entries} of {@code total} are solved. */
        void done(long entries, long total);

        /** Asked between components: true stops the build with a CancellationException. */
        boolean cancelled();
    }

    /**
     * @param levelDone called with each level's stone count when it is finished (for progress)
     */
    public TablebaseBuilder(int maxStones, IntConsumer levelDone) {
        this(maxStones, levelDone, Progress.NONE);
    }

    /**
     * @param levelDone called with each level's stone count when it is finished
     * @param progress  told how far the build is, and asked whether to stop
     */
    public TablebaseBuilder(int maxStones, IntConsumer levelDone, Progress progress) {
        this.progress = java.util.Objects.requireNonNull(progress);
        this.layout = new TablebaseLayout(maxStones);
        if (layout.size() > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException(maxStones + " stones need " + layout.size()
                    + " entries, more than one array holds");
        }
        this.table = new byte[(int) layout.size()];
        this.levelDone = levelDone;
    }

    public TablebaseLayout layout() {
        return layout;
    }

    /**
     * Positions where neither side can force all the stones left (F + G below the stones in
     * the holes): only there can endless play decide a result.
     */
    public long undetermined() {
        return undetermined;
    }

    /**
     * Builds every level and returns the table (one byte per position: F | G << 4).
     *
     * @throws java.util.concurrent.CancellationException when {@link Progress#cancelled} says so
     */
    public byte[] build() {
        long done = 0;
        for (int n = 0; n <= layout.maxStones(); n++) {
            for (int c = 0; c < TablebaseLayout.CONFIGS; c++) {
                int m = TablebaseLayout.mirror(c);
                if (m >= c) {
                    stopIfCancelled();
                    new Component(n, c, m).solve();
                    done += TablebaseLayout.blockSize(n, c) + (m == c ? 0 : TablebaseLayout.blockSize(n, m));
                    progress.done(done, table.length);
                }
            }
            levelDone.accept(n);
        }
        return table;
    }

    /**
     * Stops the build when the caller says so. Asked between components and every
     * {@link #CHECK_EVERY} positions inside one: a 9-stone table's largest component takes
     * over a second and a half, a 10-stone table's four.
     */
    private void stopIfCancelled() {
        if (progress.cancelled()) {
            throw new java.util.concurrent.CancellationException("tablebase build cancelled");
        }
    }

    /** Positions (a power of two) between two looks at the cancel inside a component. */
    static final int CHECK_EVERY = 1 << 16;

    /** One tuzdyk configuration and its mirror at one level: the positions among which moves can cycle. */
    private final class Component {
        private final int n;
        private final int config;
        private final int mirror;
        private final int firstSize;
        private final int size;
        private final byte[] maxExitF;
        private final byte[] minExitG;
        private final byte[] pending;
        private final int[] forward;
        private final byte[] valueF;
        private final byte[] valueG;

        Component(int n, int config, int mirror) {
            this.n = n;
            this.config = config;
            this.mirror = mirror;
            this.firstSize = (int) TablebaseLayout.blockSize(n, config);
            this.size = mirror == config ? firstSize : firstSize + (int) TablebaseLayout.blockSize(n, mirror);
            maxExitF = new byte[size];
            minExitG = new byte[size];
            pending = new byte[size];
            forward = new int[size * 9];
            valueF = new byte[size];
            valueG = new byte[size];
        }

        void solve() {
            Arrays.fill(forward, -1);
            Arrays.fill(valueF, (byte) -1);
            Arrays.fill(valueG, (byte) -1);
            expand();
            int[] predStart = new int[size + 1];
            for (int e : forward) {
                if (e >= 0) {
                    predStart[e + 1]++;
                }
            }
            for (int i = 0; i < size; i++) {
                predStart[i + 1] += predStart[i];
            }
            int[] preds = new int[predStart[size]];
            int[] fill = Arrays.copyOf(predStart, size);
            for (int u = 0; u < size; u++) {
                for (int k = 0; k < 9; k++) {
                    int v = forward[u * 9 + k];
                    if (v >= 0) {
                        preds[fill[v]++] = u;
                    }
                }
            }
            sweep(predStart, preds);
            for (int u = 0; u < size; u++) {
                int f = valueF[u] < 0 ? 0 : valueF[u];
                int g = valueG[u] < 0 ? 0 : valueG[u];
                if (f + g < n) {
                    undetermined++;
                }
                table[(int) index(u)] = (byte) (f | g << 4);
            }
        }

        private long index(int local) {
            return local < firstSize ? layout.offset(n, config) + local
                    : layout.offset(n, mirror) + (local - firstSize);
        }

        /** Plays every move of every position: exits get their values, in-level moves become edges. */
        private void expand() {
            Board board = new Board();
            int[] holes = new int[Board.HOLES];
            int[] after = new int[Board.HOLES];
            for (int u = 0; u < size; u++) {
                if ((u & (CHECK_EVERY - 1)) == 0) {
                    stopIfCancelled();
                }
                int c = u < firstSize ? config : mirror;
                TablebaseLayout.unrank(u < firstSize ? u : u - firstSize, n, c, holes);
                board.set(holes, 0, 0, TablebaseLayout.whiteTuzdyk(c), TablebaseLayout.blackTuzdyk(c), 0);
                int mask = board.legalMoveMask();
                if (mask == 0) {
                    // White cannot move: the game ends and the n stones go to Black.
                    valueF[u] = 0;
                    valueG[u] = (byte) n;
                    continue;
                }
                int bestF = -1;
                int worstG = Integer.MAX_VALUE;
                int edges = 0;
                for (int m = 0; m < 9; m++) {
                    if ((mask & (1 << m)) == 0) {
                        continue;
                    }
                    board.play(m);
                    int takeW = board.store(0);
                    int takeB = board.store(1);
                    int left = n - takeW - takeB;
                    board.copyHoles(after);
                    int exitF;
                    int exitG;
                    int blackStones = board.stonesOnSide(1);
                    int next = TablebaseLayout.config(mirrorIndex(board.tuzdyk(1)), mirrorIndex(board.tuzdyk(0)));
                    if (blackStones == 0) {
                        // Black cannot move: White takes what is left.
                        exitF = takeW + left;
                        exitG = takeB;
                    } else if (left == n) {
                        int v = (int) TablebaseLayout.mirroredRank(after, next);
                        forward[u * 9 + m] = next == config ? v : firstSize + v;
                        edges++;
                        board.undo();
                        continue;
                    } else {
                        long at = layout.offset(left, next) + TablebaseLayout.mirroredRank(after, next);
                        int e = table[(int) at];
                        exitF = takeW + ((e >>> 4) & 0xF); // White's take from there is that mover's opponent's G
                        exitG = takeB + (e & 0xF);
                    }
                    board.undo();
                    bestF = Math.max(bestF, exitF);
                    worstG = Math.min(worstG, exitG);
                }
                maxExitF[u] = (byte) bestF;
                minExitG[u] = (byte) (worstG == Integer.MAX_VALUE ? n : worstG);
                pending[u] = (byte) edges;
            }
        }

        private int mirrorIndex(int index) {
            return index < 0 ? -1 : index >= 9 ? index - 9 : index + 9;
        }

        /** The threshold sweep: values n..1, each settled position passing its value to its predecessors. */
        private void sweep(int[] predStart, int[] preds) {
            int[] queue = new int[2 * size];
            for (int t = n; t >= 1; t--) {
                int head = 0;
                int tail = 0;
                for (int u = 0; u < size; u++) {
                    if ((u & (CHECK_EVERY - 1)) == 0) {
                        stopIfCancelled();
                    }
                    if (valueF[u] < 0 && maxExitF[u] == t) {
                        valueF[u] = (byte) t;
                        queue[tail++] = u;
                    }
                    if (valueG[u] < 0 && pending[u] == 0 && minExitG[u] >= t) {
                        valueG[u] = (byte) t;
                        queue[tail++] = ~u;
                    }
                }
                while (head < tail) {
                    if ((head & (CHECK_EVERY - 1)) == 0) {
                        stopIfCancelled();
                    }
                    int q = queue[head++];
                    if (q >= 0) {
                        // F(q) settled: the opponent's G at each predecessor has one in-level move fewer to wait for.
                        for (int i = predStart[q]; i < predStart[q + 1]; i++) {
                            int p = preds[i];
                            if (valueG[p] < 0 && --pending[p] == 0 && minExitG[p] >= t) {
                                valueG[p] = (byte) t;
                                queue[tail++] = ~p;
                            }
                        }
                    } else {
                        int g = ~q;
                        // G(g) settled: the mover at each predecessor can move there and force t.
                        for (int i = predStart[g]; i < predStart[g + 1]; i++) {
                            int p = preds[i];
                            if (valueF[p] < 0) {
                                valueF[p] = (byte) t;
                                queue[tail++] = p;
                            }
                        }
                    }
                }
            }
        }
    }
}
