package otau.game;

import java.util.SplittableRandom;

/**
 * Zobrist keys. The seed is fixed so that a position has the same hash in every run:
 * the game database indexes positions by it.
 */
final class Zobrist {
    static final int MAX_STONES = Board.TOTAL_STONES;
    /** HOLE[i][n]: hole i holding n stones; HOLE[i][0] is 0 so an empty hole adds nothing. */
    static final long[][] HOLE = new long[Board.HOLES][MAX_STONES + 1];
    /** White's store (Black's follows from the 162 total and the holes). */
    static final long[] WHITE_STORE = new long[MAX_STONES + 1];
    static final long[][] TUZDYK = new long[2][Board.HOLES];
    static final long BLACK_TO_MOVE;

    /** Row length of the flat tables below: any count a hole may hold (0..255). */
    static final int STRIDE = Board.MAX_COUNT + 1;
    /** HOLE_FLAT[i * STRIDE + n] = HOLE[i][n], extended to study counts above 162. */
    static final long[] HOLE_FLAT = new long[Board.HOLES * STRIDE];
    /** WHITE_STORE extended to counts above 162. */
    static final long[] STORE_FLAT = new long[STRIDE + 1];

    static {
        SplittableRandom random = new SplittableRandom(0x07A0_2025_1CE5L);
        for (int i = 0; i < Board.HOLES; i++) {
            for (int n = 1; n <= MAX_STONES; n++) {
                HOLE[i][n] = random.nextLong();
            }
        }
        for (int n = 0; n <= MAX_STONES; n++) {
            WHITE_STORE[n] = random.nextLong();
        }
        for (int s = 0; s < 2; s++) {
            for (int i = 0; i < Board.HOLES; i++) {
                TUZDYK[s][i] = random.nextLong();
            }
        }
        BLACK_TO_MOVE = random.nextLong();
        // Keys for counts above 162 (study positions only) come after all the others, so the
        // keys of ordinary positions stay what they have always been.
        for (int i = 0; i < Board.HOLES; i++) {
            System.arraycopy(HOLE[i], 0, HOLE_FLAT, i * STRIDE, MAX_STONES + 1);
            for (int n = MAX_STONES + 1; n < STRIDE; n++) {
                HOLE_FLAT[i * STRIDE + n] = random.nextLong();
            }
        }
        System.arraycopy(WHITE_STORE, 0, STORE_FLAT, 0, MAX_STONES + 1);
        for (int n = MAX_STONES + 1; n <= STRIDE; n++) {
            STORE_FLAT[n] = random.nextLong();
        }
    }

    private Zobrist() {
    }
}
