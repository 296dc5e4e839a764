package otau.engine.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import otau.game.Board;
import otau.game.Fen;

/**
 * Feature values of hand-set positions, each worked out on paper by sowing the moves
 * (the comments give the working), and the evaluation as the blend of those values.
 */
class FeaturesTest {
    /** The expected vector, in {@link Feature} order, from the named non-zero terms. */
    private static int[] features(int store, int[] tuzdyk, int[] stones, int mobility, int captureNow,
                                  int captureThreat, int tuzdykNow, int tuzdykThreat, int exposed, int starvation) {
        int[] f = new int[Feature.COUNT];
        f[Feature.STORE.ordinal()] = store;
        System.arraycopy(tuzdyk, 0, f, Feature.TUZDYK_1.ordinal(), 8);
        System.arraycopy(stones, 0, f, Feature.STONES_1.ordinal(), 9);
        f[Feature.MOBILITY.ordinal()] = mobility;
        f[Feature.CAPTURE_NOW.ordinal()] = captureNow;
        f[Feature.CAPTURE_THREAT.ordinal()] = captureThreat;
        f[Feature.TUZDYK_NOW.ordinal()] = tuzdykNow;
        f[Feature.TUZDYK_THREAT.ordinal()] = tuzdykThreat;
        f[Feature.EXPOSED.ordinal()] = exposed;
        f[Feature.TEMPO.ordinal()] = 1;
        f[Feature.STARVATION.ordinal()] = starvation;
        return f;
    }

    private static int[] extract(String fen, int expectedPhase) {
        int[] f = new int[Feature.COUNT];
        java.util.Arrays.fill(f, 99); // every entry must be written, not left from before
        assertEquals(expectedPhase, Features.extract(new Board(Fen.read(fen)), f), "phase");
        return f;
    }

    @Test
    void startPosition() {
        // Every White hole but the ninth sows its 9 stones to Black's row and makes 10 there: a capture
        // of 10 now, and the same for Black. 9 odd holes each; 162 stones in play.
        int[] expected = features(0, new int[8], new int[9], 0, 10, 10, 0, 0, 0, 0);
        assertArrayEquals(expected, extract(Fen.START, 162));
    }

    @Test
    void blackToMoveWithATuzdykFacingATuzdykThreat() {
        // Black owns the tuzdyk on White's hole 3. Black: B9 (3) sows B9, W1, W2: W2 1 -> 2, a capture
        // of 2. White: W8 (4) ends in B2 (1 -> 2), a capture of 2; W9 (1) ends in B1 (2 -> 3), a tuzdyk
        // White may still make. Odd holes: Black B2, B9; White W1, W2, W9. Stones 10 to 9.
        String fen = "3,1,X,0,0,0,0,4,1/2,1,0,0,4,0,0,0,3 66 77 b 20";
        int[] expected = features(11, new int[] {0, 0, 1, 0, 0, 0, 0, 0}, new int[] {-1, 0, 0, 0, 4, 0, 0, -4, 2},
                0, 2, 2, 0, 1, 2 - 3, (12 - 10) - (12 - 9));
        assertArrayEquals(expected, extract(fen, 19));
    }

    @Test
    void noTuzdykOnHoleNineNorOnTheNumberTheOpponentHolds() {
        // Black owns the tuzdyk on White's hole 4. White: W8 (11) ends in B9 (2 -> 3), hole 9: no tuzdyk;
        // W9 (5) ends in B4 (2 -> 3), the number of Black's tuzdyk: no tuzdyk. Black: B9 (2) ends in
        // W1 (1 -> 2), a capture of 2. Black has 4 stones: 8 below the starvation line.
        String fen = "1,0,0,X,0,0,0,11,5/0,0,0,2,0,0,0,0,2 70 71 w 30";
        int[] expected = features(-1, new int[] {0, 0, 0, -1, 0, 0, 0, 0}, new int[] {1, 0, 0, -2, 0, 0, 0, 11, 3},
                3 - 2, 0, 2, 0, 0, 3, 0 - 8);
        assertArrayEquals(expected, extract(fen, 21));
    }

    @Test
    void aMoveThatGoesRoundTheBoard() {
        // W9 (21): W9, B1..B9, W1..W8 (18 stones), then W9, B1, B2: B2 gets 2, a capture of 2.
        String fen = "0,0,0,0,0,0,0,0,21/1,0,0,0,0,0,0,0,0 70 70 w 40";
        int[] expected = features(0, new int[8], new int[] {-1, 0, 0, 0, 0, 0, 0, 0, 21}, 0, 2, 0, 0, 0, 0, -11);
        assertArrayEquals(expected, extract(fen, 22));
    }

    @Test
    void theEvaluationBlendsTheWeightedFeaturesByThePhase() {
        String fen = "3,1,X,0,0,0,0,4,1/2,1,0,0,4,0,0,0,3 66 77 b 20";
        int[] f = features(11, new int[] {0, 0, 1, 0, 0, 0, 0, 0}, new int[] {-1, 0, 0, 0, 4, 0, 0, -4, 2},
                0, 2, 2, 0, 1, -1, -1);
        for (Weights w : new Weights[] {Weights.tuned(), Weights.initial()}) {
            int open = 0;
            int end = 0;
            for (Feature feature : Feature.values()) {
                open += w.opening(feature) * f[feature.ordinal()];
                end += w.endgame(feature) * f[feature.ordinal()];
            }
            int phase = 19;
            assertEquals((open * phase + end * (162 - phase)) / 162,
                    new LinearEvaluator(w).evaluate(new Board(Fen.read(fen))));
        }
    }
}
