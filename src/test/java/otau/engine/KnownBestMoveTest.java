package otau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import otau.engine.search.SearchEngine;
import otau.game.Fen;
import otau.game.Position;

/**
 * Positions (from the engine's games, partly random) where a 5-ply exhaustive search finds one
 * move clearly best: the only move that wins or holds by force, or a capture or tuzdyk worth at
 * least 8 stones more than any other move. Each is checked again here by the exhaustive search,
 * then the engine must find it within its node budget.
 */
class KnownBestMoveTest {
    private static final int EXHAUSTIVE_DEPTH = 5;
    private static final int CLEAR_MARGIN = 8;
    private static final long NODE_BUDGET = 200_000;
    private static SearchEngine engine;

    @BeforeAll
    static void start() {
        engine = new SearchEngine();
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = ';', value = {
        // Forced results: the one move that wins, or the only one that does not lose at once.
        "0,1,X,0,3,1,2,2,2/1,1,1,0,0,0,1,0,2 64 81 b 86; 7",
        "X,1,4,2,0,0,0,3,1/0,0,X,1,0,1,1,3,7 81 57 w 28; 8",
        "0,X,0,0,0,0,1,4,2/0,0,2,2,X,0,0,2,2 81 66 w 60; 9",
        "1,7,X,1,1,1,0,1,1/0,1,0,0,2,0,0,1,1 64 80 w 76; 1",
        "X,0,1,0,0,0,1,0,1/1,X,0,0,0,1,0,0,0 80 77 b 50; 1",
        "0,0,6,1,1,X,1,0,4/0,0,3,1,0,1,6,X,0 79 59 b 34; 3",
        "0,1,1,1,X,0,0,1,1/1,1,2,1,1,X,2,1,3 64 81 w 47; 2",
        "1,1,2,2,27,1,1,2,1/1,1,X,0,0,0,0,0,0 66 56 b 59; 1",
        "1,4,1,X,1,4,4,10,2/X,0,4,4,0,0,6,5,5 79 32 b 22; 7",
        "1,3,2,1,1,X,0,0,1/X,0,1,2,0,0,3,3,1 63 80 w 48; 1",
        "1,5,3,0,X,0,0,0,4/1,0,1,7,4,X,1,1,1 80 53 b 55; 3",
        // Captures and tuzdyks worth 8 or more stones over the next best move.
        "X,13,5,0,1,15,15,13,1/12,0,10,1,11,1,10,2,1 22 29 w 5; 2",
        "0,3,2,4,13,2,15,0,1/3,0,0,1,15,15,14,13,1 22 38 w 8; 5",
        "2,4,8,2,17,16,4,1,3/X,4,2,18,5,1,1,5,6 51 12 b 12; 9",
        "4,15,6,1,14,14,1,14,1/0,2,12,3,3,12,12,4,4 24 16 b 5; 8",
        "4,1,4,4,2,2,8,3,3/X,1,6,8,7,3,3,5,5 35 58 w 42; 7",
        "0,13,5,0,1,2,2,2,4/2,5,4,15,15,15,0,1,2 34 40 w 6; 2",
        "X,4,3,1,1,3,4,7,2/0,1,X,10,19,1,4,2,3 52 45 w 17; 8",
        "0,13,3,1,0,3,13,1,0/0,1,3,20,19,2,3,13,1 40 26 w 10; 2",
        "1,X,3,3,2,24,22,7,3/3,19,7,10,X,2,2,7,4 20 23 b 19; 2",
        "14,14,6,1,2,3,3,1,6/0,1,5,16,16,2,2,4,2 38 26 w 7; 2",
        "10,10,2,11,11,11,11,11,1/11,0,11,10,10,10,10,10,0 12 0 w 3; 1",
        "13,13,2,15,15,0,0,11,2/12,2,11,11,1,2,4,2,14 14 18 w 5; 1",
        "2,1,6,5,16,16,15,14,4/4,1,13,12,0,1,11,0,3 38 0 w 7; 9",
        "1,15,3,10,3,X,1,1,2/2,2,3,X,22,0,5,24,13 19 36 w 25; 2",
        "0,21,0,2,7,X,2,2,1/1,2,1,X,1,6,5,5,18 31 57 w 33; 2",
        "0,1,3,14,1,X,5,3,14/4,15,3,16,1,3,4,2,0 40 33 b 7; 2",
        "2,15,7,0,3,14,14,1,1/0,4,3,5,1,3,14,0,3 52 20 b 7; 9",
    })
    void findsTheBestMove(String fen, int expected) throws Exception {
        Position p = Fen.read(fen);
        int[] scores = ExhaustiveSearch.scoreMoves(p, EXHAUSTIVE_DEPTH);
        int best = scores[expected - 1];
        for (int m = 0; m < 9; m++) {
            if (m != expected - 1 && scores[m] != Integer.MIN_VALUE) {
                boolean forced = best > ExhaustiveSearch.WIN / 2 || scores[m] < -ExhaustiveSearch.WIN / 2;
                assertTrue(best - scores[m] >= CLEAR_MARGIN || forced && best > scores[m],
                        "test data: move " + expected + " is not clearly better than " + (m + 1));
            }
        }
        engine.newGame();
        BestMove found = engine.go(p, Limits.nodes(NODE_BUDGET), SearchListener.NONE).get(30, TimeUnit.SECONDS);
        assertEquals(expected, found.move(), "best move in " + fen + " (engine score " + found.score() + ")");
    }
}
