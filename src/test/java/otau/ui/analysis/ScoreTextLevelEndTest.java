package otau.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import otau.engine.Engine;
import otau.engine.Limits;
import otau.engine.SearchInfo;
import otau.engine.SearchListener;
import otau.engine.search.SearchEngine;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.ui.I18n;

/**
 * A move that ends the game 81 : 81 reads as a draw in the analysis panel, not as a level
 * {@code 0.00}. Oracle: the rules worked by hand (RULES.md: a player with no stones cannot
 * move, the other takes what is left on their side, 81 : 81 is a draw).
 */
class ScoreTextLevelEndTest {
    /**
     * White to move with a stone in holes 1 and 9, Black with one in hole 1; stores 78 : 81.
     * 9: the stone makes Black's hole 1 even (2), White takes them (80) and Black, with no
     * stones, cannot move: White adds its hole 1, 81 : 81. 1: the stone goes to White's hole 2
     * and the game goes on.
     */
    private static final Position ONE_MOVE_ENDS_LEVEL = Fen.read("1,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0 78 81 w 60");

    @BeforeEach
    void english() {
        I18n.setLocale(Locale.ENGLISH);
    }

    @Test
    void theMoveThatEndsTheGameLevelIsKnownToDraw() {
        Position p = ONE_MOVE_ENDS_LEVEL;
        Position after9 = p.play(9);
        assertTrue(after9.isGameOver(), "Black has no stones after 9");
        assertEquals(81, after9.store(Side.WHITE) + after9.stonesOnSide(Side.WHITE));
        assertFalse(p.play(1).isGameOver());
        assertEquals(AnalysisLine.KnownDraw.GAME_ENDS, AnalysisLine.knownDraw(p, List.of(9), null));
        assertEquals(AnalysisLine.KnownDraw.NONE, AnalysisLine.knownDraw(p, List.of(1, 1), null));
        assertEquals(AnalysisLine.KnownDraw.NONE, AnalysisLine.knownDraw(p, List.of(), null));
    }

    @Test
    void aMoveThatEndsTheGameWithAWinIsNoDraw() {
        // A stone more in White's store, one fewer in Black's: 9 takes two (81), White adds its hole 1: 82 : 80.
        Position p = Fen.read("1,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0 79 80 w 60");
        assertTrue(p.play(9).isGameOver());
        assertEquals(AnalysisLine.KnownDraw.NONE, AnalysisLine.knownDraw(p, List.of(9), null));
    }

    @Test
    void theEnginesLinesReadDrawForTheEndingMoveOnly() throws Exception {
        Map<Integer, String> shown = new TreeMap<>();
        try (SearchEngine engine = new SearchEngine()) {
            engine.setOption(Engine.MULTI_PV, "2");
            engine.go(ONE_MOVE_ENDS_LEVEL, Limits.depth(6), new SearchListener() {
                @Override
                public void info(SearchInfo info) {
                    AnalysisLine line = AnalysisLine.of(info, null);
                    shown.put(line.pv().get(0), ScoreText.of(line, Side.WHITE));
                }

                @Override
                public void bestMove(otau.engine.BestMove best) {
                }
            }).get();
        }
        assertEquals("draw", shown.get(9), shown.toString());
        assertTrue(shown.containsKey(1) && !shown.get(1).equals("draw"), shown.toString());
    }
}
