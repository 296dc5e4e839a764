package otau.ui.puzzle;

import java.util.LinkedHashMap;
import java.util.Map;
import javafx.scene.image.Image;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import otau.game.Position;
import otau.game.Side;

/**
 * Small pictures of puzzle positions for the puzzle list: two rows of nine holes whose
 * fill shows how many stones each holds (a tuzdyk in red), the two stores as bars between
 * the rows, and a mark beside the row of the side to move, which is at the bottom.
 *
 * <p>Drawn straight into a pixel array (no scene graph, no snapshot: a few microseconds
 * each) and only when a list cell shows the puzzle; the latest images are kept, so
 * scrolling back and forth over a long list redraws nothing.
 */
final class BoardThumbnails {
    static final int WIDTH = 104;
    static final int HEIGHT = 42;
    private static final int CELL_W = 10;
    private static final int ROW_H = 15;
    private static final int LEFT = 3;
    private static final int TOP = 2;
    /** A hole with this many stones or more is drawn full. */
    private static final int FULL = 24;
    private static final int BOARD = 0xFFE8CD9A;
    private static final int WELL = 0xFFB88A5A;
    private static final int STONES = 0xFF3A2412;
    private static final int TUZDYK = 0xFFA01C1C;
    private static final int STORE_BAR = 0xFF6E4420;
    private static final int STORE_TRACK = 0xFFD2B07A;
    private static final int TURN = 0xFF1B5E20;

    private final int capacity;
    private final Map<String, Image> cache;
    private int drawn;

    /** @param capacity how many images to keep */
    BoardThumbnails(int capacity) {
        this.capacity = capacity;
        this.cache = new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Image> eldest) {
                return size() > BoardThumbnails.this.capacity;
            }
        };
    }

    /** The picture of {@code p} with {@code bottom}'s row at the bottom, drawn on first use. */
    Image image(String key, Position p, Side bottom) {
        return cache.computeIfAbsent(key + "/" + bottom, k -> {
            drawn++;
            WritableImage img = new WritableImage(WIDTH, HEIGHT);
            img.getPixelWriter().setPixels(0, 0, WIDTH, HEIGHT, PixelFormat.getIntArgbInstance(), pixels(p, bottom),
                    0, WIDTH);
            return img;
        });
    }

    /** How many pictures were drawn so far (the rest came from the cache). */
    int drawn() {
        return drawn;
    }

    /** The picture as ARGB pixels, row by row. */
    static int[] pixels(Position p, Side bottom) {
        int[] px = new int[WIDTH * HEIGHT];
        java.util.Arrays.fill(px, BOARD);
        Side top = bottom.opposite();
        int storesY = TOP + ROW_H + 1;
        for (int n = 1; n <= 9; n++) {
            // The top row reads 9 → 1 from the left, the bottom row 1 → 9, as on the board.
            hole(px, p, top, n, LEFT + (9 - n) * CELL_W, TOP, true);
            hole(px, p, bottom, n, LEFT + (n - 1) * CELL_W, HEIGHT - TOP - ROW_H, false);
        }
        int trackW = 9 * CELL_W - 1;
        store(px, p.store(top), LEFT, storesY, trackW);
        store(px, p.store(bottom), LEFT, storesY + 3, trackW);
        int turnY = p.sideToMove() == bottom ? HEIGHT - TOP - ROW_H / 2 - 3 : TOP + ROW_H / 2 - 3;
        for (int i = 0; i < 6; i++) {
            int half = i < 3 ? i : 5 - i;
            rect(px, LEFT + 9 * CELL_W + 2 + (2 - half), turnY + i, half + 1, 1, TURN);
        }
        return px;
    }

    private static void hole(int[] px, Position p, Side row, int n, int x, int y, boolean onTop) {
        int w = CELL_W - 2;
        if (p.isTuzdyk(row, n)) {
            rect(px, x, y, w, ROW_H, TUZDYK);
            return;
        }
        rect(px, x, y, w, ROW_H, WELL);
        int stones = p.hole(row, n);
        if (stones > 0) {
            // At least a sliver for one stone; the fill grows from the board's middle outwards.
            int h = Math.max(2, Math.round(ROW_H * Math.min(stones, FULL) / (float) FULL));
            rect(px, x + 1, onTop ? y + ROW_H - h : y, w - 2, h, STONES);
        }
    }

    private static void store(int[] px, int stones, int x, int y, int trackW) {
        rect(px, x, y, trackW, 2, STORE_TRACK);
        // 82 stones win: a full bar.
        rect(px, x, y, Math.round(trackW * Math.min(stones, 82) / 82f), 2, STORE_BAR);
    }

    private static void rect(int[] px, int x, int y, int w, int h, int argb) {
        for (int yy = Math.max(0, y); yy < Math.min(HEIGHT, y + h); yy++) {
            for (int xx = Math.max(0, x); xx < Math.min(WIDTH, x + w); xx++) {
                px[yy * WIDTH + xx] = argb;
            }
        }
    }
}
