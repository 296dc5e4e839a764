package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import otau.game.Outcome;
import otau.game.Side;

/** An etude's stipulation against each result, the table written out by hand. */
class VerdictTest {
    @Test
    void aWinNeedsTheSolversWinADrawOnlyThatItDoesNotLose() {
        // solver, stipulation "win"?, result -> met
        Object[][] table = {
                {Side.WHITE, true, Verdict.WHITE_WINS, true},
                {Side.WHITE, true, Verdict.DRAW, false},
                {Side.WHITE, true, Verdict.BLACK_WINS, false},
                {Side.WHITE, false, Verdict.WHITE_WINS, true},
                {Side.WHITE, false, Verdict.DRAW, true},
                {Side.WHITE, false, Verdict.BLACK_WINS, false},
                {Side.BLACK, true, Verdict.WHITE_WINS, false},
                {Side.BLACK, true, Verdict.DRAW, false},
                {Side.BLACK, true, Verdict.BLACK_WINS, true},
                {Side.BLACK, false, Verdict.WHITE_WINS, false},
                {Side.BLACK, false, Verdict.DRAW, true},
                {Side.BLACK, false, Verdict.BLACK_WINS, true},
        };
        for (Object[] row : table) {
            assertEquals(row[3], ((Verdict) row[2]).meetsStipulation((Side) row[0], (Boolean) row[1]),
                    java.util.Arrays.toString(row));
        }
    }

    @Test
    void aFinishedGamesResultIsItsVerdict() {
        assertEquals(Verdict.DRAW, Verdict.of(new Outcome(Outcome.Result.DRAW, 81, 81)));
        assertEquals(Verdict.BLACK_WINS, Verdict.of(new Outcome(Outcome.Result.BLACK_WINS, 70, 92)));
    }
}
