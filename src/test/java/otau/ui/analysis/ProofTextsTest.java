package otau.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import otau.engine.solve.SolveListener;
import otau.engine.solve.Verdict;
import otau.game.Side;
import otau.ui.I18n;
import otau.ui.Language;

class ProofTextsTest {
    @BeforeEach
    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    /**
     * Hand-checked: White to move and winning, "none within 23 plies" rules out wins of 11 moves
     * (a 12-move win may take 24 plies); Black winning with White to move, "none within 24"
     * rules out 11 too. One ply rules out no whole move: the plain text stays.
     */
    @Test
    void theShortestWinsProgressSaysOnlyWhatThePliesRuleOut() {
        assertEquals("Proof found: White wins · finding the shortest win: none in 11 moves or fewer…",
                ProofTexts.shortestWinProgress(Verdict.WHITE_WINS, Side.WHITE, 23));
        assertEquals("Proof found: Black wins · finding the shortest win: none in 11 moves or fewer…",
                ProofTexts.shortestWinProgress(Verdict.BLACK_WINS, Side.WHITE, 24));
        assertEquals(ProofTexts.afterProof(Verdict.WHITE_WINS, SolveListener.AfterProof.SHORTEST_WIN),
                ProofTexts.shortestWinProgress(Verdict.WHITE_WINS, Side.WHITE, 1));
    }
}
