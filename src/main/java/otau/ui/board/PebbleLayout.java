package otau.ui.board;

/**
 * Where the pebbles go. Holes pack their stones in the grid that leaves them largest;
 * stores arrange theirs in blocks of ten (five by two) so that a count reads like an
 * abacus. Pure geometry: positions are pebble centres inside a {@code w x h} area.
 */
final class PebbleLayout {
    /** Gaps between blocks of ten in a store, in pebble pitches: wide across, narrow down. */
    private static final double BLOCK_GAP = 0.7;
    private static final double BLOCK_ROW_GAP = 0.35;

    private final double[] x;
    private final double[] y;
    private final double pitch;

    private PebbleLayout(int n, double pitch) {
        this.x = new double[n];
        this.y = new double[n];
        this.pitch = pitch;
    }

    double x(int i) {
        return x[i];
    }

    double y(int i) {
        return y[i];
    }

    /** Distance between neighbouring pebble centres; a pebble's radius is a bit under half of it. */
    double pitch() {
        return pitch;
    }

    int size() {
        return x.length;
    }

    /** The grid for {@code n} stones in a hole: as many columns as give the largest pebbles. */
    static PebbleLayout hole(int n, double w, double h) {
        if (n <= 0 || w <= 0 || h <= 0) {
            return new PebbleLayout(0, 0);
        }
        int bestCols = 1;
        double best = 0;
        for (int cols = 1; cols <= n; cols++) {
            int rows = (n + cols - 1) / cols;
            double p = Math.min(w / cols, h / rows);
            if (p > best + 1e-9) {
                best = p;
                bestCols = cols;
            }
        }
        // Big pebbles in a near-empty hole look like boulders: cap them.
        double pitch = Math.min(best, w / 2.6);
        int cols = bestCols;
        int rows = (n + cols - 1) / cols;
        PebbleLayout l = new PebbleLayout(n, pitch);
        double top = (h - rows * pitch) / 2;
        for (int i = 0; i < n; i++) {
            int row = i / cols;
            int inRow = row == rows - 1 ? n - row * cols : cols;
            double left = (w - inRow * pitch) / 2;
            l.x[i] = left + (i % cols + 0.5) * pitch;
            l.y[i] = top + (row + 0.5) * pitch;
        }
        return l;
    }

    /**
     * Blocks of ten for a store. The block grid is sized for at least 100 stones so that
     * the pebbles keep their size while the store fills up.
     */
    static PebbleLayout store(int n, double w, double h) {
        if (n <= 0 || w <= 0 || h <= 0) {
            return new PebbleLayout(0, 0);
        }
        int blocks = (Math.max(n, 100) + 9) / 10;
        int bestPerRow = blocks;
        double best = 0;
        for (int blockRows = 1; blockRows <= blocks; blockRows++) {
            int perRow = (blocks + blockRows - 1) / blockRows;
            double p = Math.min(w / (perRow * 5 + (perRow - 1) * BLOCK_GAP),
                    h / (blockRows * 2 + (blockRows - 1) * BLOCK_ROW_GAP));
            if (p > best + 1e-9) {
                best = p;
                bestPerRow = perRow;
            }
        }
        int allRows = (blocks + bestPerRow - 1) / bestPerRow;
        PebbleLayout l = new PebbleLayout(n, best);
        double blockW = 5 * best + BLOCK_GAP * best;
        double blockH = 2 * best + BLOCK_ROW_GAP * best;
        double top = (h - (allRows * 2 + (allRows - 1) * BLOCK_ROW_GAP) * best) / 2;
        for (int i = 0; i < n; i++) {
            int b = i / 10;
            int j = i % 10;
            // Blocks fill column by column, so a store grows from the left like a row of tallies.
            l.x[i] = (b / allRows) * blockW + (j % 5 + 0.5) * best;
            l.y[i] = top + (b % allRows) * blockH + (j / 5 + 0.5) * best;
        }
        return l;
    }
}
