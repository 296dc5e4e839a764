package otau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import otau.engine.search.SearchEngine;
import otau.game.Fen;
import otau.game.Position;

/** Exact scores: finished games, forced results as mate scores with the right distance and sign. */
class ScoreAndTerminalTest {

    @Test
    void mateScoresCountMovesOfTheSideToMove() {
        assertEquals(1, Score.decidedIn(1, true).mateMoves());
        assertEquals(2, Score.decidedIn(3, true).mateMoves());
        assertEquals(-1, Score.decidedIn(2, false).mateMoves());
        assertEquals("mate 2", Score.decidedIn(3, true).protocolText());
        assertEquals("mate -1", Score.decidedIn(2, false).protocolText());
        assertEquals("cp -250", Score.cp(-250).protocolText());
        // A game can end on the loser's own move: one ply is a loss in one move, five plies three.
        assertEquals(-1, Score.decidedIn(1, false).mateMoves());
        assertEquals(-3, Score.decidedIn(5, false).mateMoves());
        assertEquals(-2, Score.decidedIn(4, false).mateMoves());
        assertFalse(Score.cp(2500).isMate());
    }

    /**
     * White's one stone, hole 5, sows into hole 6, Black's tuzdyk: Black has 82 on White's own move
     * (worked out by hand). The engine says so as a loss in one move, not "mate 0" (a draw's count).
     */
    @Test
    void aLossOnTheLosersOwnMoveIsALossInOne() throws Exception {
        Position p = Fen.read("0,0,0,0,1,X,0,0,0/0,0,0,0,0,0,0,0,0 80 81 w 60");
        try (SearchEngine e = new SearchEngine()) {
            BestMove best = e.go(p, Limits.depth(4), SearchListener.NONE).get(10, TimeUnit.SECONDS);
            assertEquals(5, best.move());
            assertEquals("mate -1", best.score().protocolText());
        }
        // An engine's "cp 100000" for a won game is a lead of all the stones, not a forced result.
        otau.engine.SearchInfo info = otau.engine.tkp.InfoLine.parse("info depth 3 score cp 100000 pv 5", p);
        assertFalse(info.score().isMate());
        assertFalse(info.score().isTablebaseResult());
        assertEquals(16_200, info.score().value());
    }

    @Test
    void aFinishedGameHasNoBestMove() throws Exception {
        // White has no stones: the game is over (Black's 45 stones go to Black: 70 : 92).
        Position p = Fen.read("0,0,0,0,0,0,0,0,0/5,5,5,5,5,5,5,5,5 70 47 w 40");
        try (SearchEngine e = new SearchEngine()) {
            BestMove best = e.go(p, Limits.depth(5), SearchListener.NONE).get(10, TimeUnit.SECONDS);
            assertEquals(0, best.move());
            assertNull(best.score());
        }
    }

    @Test
    void aWinningCaptureIsMateInOne() throws Exception {
        // White's hole 9 sows into Black's hole 1 (1 -> 2, captured: 82); hole 8 captures 6.
        Position p = Fen.read("0,0,0,0,0,0,0,5,1/1,5,5,5,5,5,5,5,0 80 40 w 30");
        try (SearchEngine e = new SearchEngine()) {
            BestMove best = e.go(p, Limits.depth(6), SearchListener.NONE).get(10, TimeUnit.SECONDS);
            assertTrue(best.move() == 8 || best.move() == 9, "a winning capture, not " + best.move());
            assertTrue(best.score().isMate());
            assertEquals(1, best.score().mateMoves());
        }
    }

    /** The engine's mate distance agrees with an exhaustive search, for wins and for losses. */
    @ParameterizedTest
    @CsvSource({
        "'0,X,0,0,0,0,1,4,2/0,0,2,2,X,0,0,2,2 81 66 w 60', 7",
        "'X,0,1,0,0,0,1,0,1/1,X,0,0,0,1,0,0,0 80 77 b 50', 9",
        "'0,1,X,0,3,1,2,2,2/1,1,1,0,0,0,1,0,2 64 81 b 86', 7",
    })
    void mateDistanceMatchesExhaustiveSearch(String fen, int exhaustiveDepth) throws Exception {
        Position p = Fen.read(fen);
        int[] scores = ExhaustiveSearch.scoreMoves(p, exhaustiveDepth);
        int best = Integer.MIN_VALUE;
        for (int s : scores) {
            best = Math.max(best, s);
        }
        assertTrue(Math.abs(best) > ExhaustiveSearch.WIN / 2, "test data: the result is forced");
        int plies = ExhaustiveSearch.WIN - Math.abs(best);
        int expected = best > 0 ? (plies + 1) / 2 : -(plies / 2);
        try (SearchEngine e = new SearchEngine()) {
            BestMove found = e.go(p, Limits.depth(exhaustiveDepth + 2), SearchListener.NONE).get(20, TimeUnit.SECONDS);
            assertTrue(found.score().isMate(), "engine score " + found.score());
            assertEquals(expected, found.score().mateMoves());
        }
    }
}
