package otau.ui.movelist;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import otau.engine.Score;
import otau.game.record.Evaluation;

/** The move list's short evaluations; hand-written texts are the oracle. */
class EvaluationTextTest {
    @Test
    void leadsForcedResultsAndTheTablesResults() {
        assertEquals("+2.4", EvaluationText.of(Evaluation.ofCentiStones(235, 9)));
        assertEquals("-0.4", EvaluationText.of(Evaluation.ofCentiStones(-40, 9)));
        assertEquals("#5", EvaluationText.of(Evaluation.ofMate(5, 9)));
        assertEquals("#-5", EvaluationText.of(Evaluation.ofMate(-5, 9)));
        // A table's win has no count of moves: its ~288 "stones" are not shown as a lead.
        assertEquals("#TB", EvaluationText.of(Evaluation.ofCentiStones(Score.TABLEBASE_WIN - 4, 9)));
        assertEquals("#-TB", EvaluationText.of(Evaluation.ofCentiStones(-(Score.TABLEBASE_WIN - 4), 9)));
    }
}
