package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import otau.puzzle.solve.ScoredMove;

/**
 * The best reply among losses is the longest resistance; a loss the endgame table knows has no
 * count of moves, so beside it no loss is shorter. Hand-written scores are the oracle.
 */
class SolveCriteriaTableLossTest {
    private static final SolveCriteria CRITERIA = SolveCriteria.engine(13);

    private static ScoredMove move(int score) {
        return new ScoredMove(1, score, true, List.of(1));
    }

    @Test
    void anyLossIsAsGoodAsALossOfTheTableButCountedLossesKeepTheirOrder() {
        ScoredMove tableLoss = move(-ScoredMove.TABLEBASE_WIN);
        ScoredMove lossIn6 = move(-(ScoredMove.WIN - 6));
        ScoredMove lossIn10 = move(-(ScoredMove.WIN - 10));
        ScoredMove lossIn100 = move(-(ScoredMove.WIN - 100));
        assertTrue(tableLoss.fromTable() && tableLoss.isLoss());
        assertTrue(CRITERIA.asGood(lossIn6, tableLoss), "no count to compare with");
        assertTrue(CRITERIA.asGood(lossIn10, lossIn10));
        // Within the engine's slack (50) counted losses are alike; beyond it the longer is better.
        assertTrue(CRITERIA.asGood(lossIn6, lossIn10));
        assertFalse(CRITERIA.asGood(lossIn10, lossIn100), "100 plies resist longer than 10");
        // Wins stay wins, whatever their count: the table's as well.
        assertTrue(CRITERIA.asGood(move(ScoredMove.TABLEBASE_WIN), move(ScoredMove.WIN - 1)));
        assertFalse(CRITERIA.asGood(move(500), move(ScoredMove.TABLEBASE_WIN)));
    }
}
