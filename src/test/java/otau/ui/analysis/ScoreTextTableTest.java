package otau.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import otau.engine.BestMove;
import otau.engine.Limits;
import otau.engine.Score;
import otau.engine.SearchListener;
import otau.engine.egtb.DefaultTablebase;
import otau.engine.egtb.Tablebase;
import otau.engine.egtb.TestTablebases;
import otau.engine.search.SearchEngine;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.Evaluation;
import otau.review.WinChance;
import otau.ui.I18n;

/**
 * A result the endgame table knows, as the analysis panel, the bar and the move list write it.
 * The engine scores it about 288 "stones" (no count of moves); shown as a lead, a user read
 * "-288.70" in a position where only a few stones are left. Oracles: the table's own verdict
 * of the position, and hand-written texts.
 */
class ScoreTextTableTest {
    /** Black to move, four stones in the holes; the table says Black wins (it starves White: the puzzle otau-5bd941bd). */
    private static final Position BLACK_WINS = Fen.read("1,X,0,0,0,0,0,0,1/X,0,0,0,0,0,0,1,1 79 79 b 63");

    private Tablebase before;

    @BeforeEach
    void englishAndASmallTable() {
        I18n.setLocale(Locale.ENGLISH);
        before = DefaultTablebase.shared();
        DefaultTablebase.use(TestTablebases.upTo(7));
    }

    @AfterEach
    void putTheTableBack() {
        DefaultTablebase.use(before);
    }

    @Test
    void theEnginesTableWinReadsAsAWinOfTheTableForTheRightSide() throws Exception {
        assertEquals(1, TestTablebases.upTo(7).result(new otau.game.Board(BLACK_WINS)), "the table: Black, to move, wins");
        Score score;
        try (SearchEngine engine = new SearchEngine()) {
            BestMove best = engine.go(BLACK_WINS, Limits.depth(3), SearchListener.NONE).get();
            score = best.score();
        }
        assertTrue(score.isTablebaseResult() && !score.isMate(), score.toString());
        assertEquals("loss (table)", ScoreText.of(score, Side.BLACK), "always from White's side");
        Evaluation stored = WinChance.evaluation(score, Side.BLACK, 3);
        assertEquals("loss (table)", ScoreText.of(stored));
        assertEquals("B", ScoreText.compact(stored));
    }

    @Test
    void theTablesRangeIsNeitherALeadNorACountedResult() {
        int top = Score.TABLEBASE_WIN;
        int bottom = Score.TABLEBASE_WIN - Score.MAX_PLY + 1;
        for (int v : new int[] {top, bottom, -top, -bottom}) {
            assertTrue(Score.isTablebaseResult(v) && !new Score(v).isMate(), Integer.toString(v));
        }
        // 162 stones is the largest lead there is; the results counted in moves lie above.
        for (int v : new int[] {16_200, -16_200, bottom - 1, top + 1, Score.MATE - 5, 0}) {
            assertTrue(!Score.isTablebaseResult(v), Integer.toString(v));
        }
        assertEquals("win (table)", ScoreText.of(new Score(top - 3), Side.WHITE));
        assertEquals("loss (table)", ScoreText.of(new Score(top - 3), Side.BLACK));
        assertEquals("+161.00", ScoreText.of(new Score(16_100), Side.WHITE));
        assertEquals("W", ScoreText.compact(Evaluation.ofCentiStones(bottom, 9)));
        assertEquals("+161.0", ScoreText.compact(Evaluation.ofCentiStones(16_100, 9)));
    }
}
