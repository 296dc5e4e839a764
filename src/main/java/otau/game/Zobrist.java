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
    }

    private Zobrist() {
    }
}
