package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.engine.solve.Verdict;
import otau.game.Fen;
import otau.game.Position;
import otau.ui.EnglishInterface;

/** What the trainer says about an etude's move that gives the stipulated result up. */
@ExtendWith(EnglishInterface.class)
class EtudeMoveTextTest {
    /**
     * White to move; 9 (4 stones, to Black's 3: a capture of 2, 63) lets Black hold at least the
     * draw (Black wins: bench-25-41.txt).
     */
    private static final Position BEFORE = Fen.read("0,0,0,1,X,0,2,2,4/0,2,1,X,0,1,1,2,20 61 65 w 72");

    @Test
    void aWinGivenUpWithTheResultStillOpenClaimsNoReplyAndNoResult() {
        assertEquals("This gives up the win: after your 72. 93(63) the opponent cannot lose (proved by the solver;"
                + " whether it even wins was not decided in time).", RefutationTexts.givesUp(BEFORE, 9, null, List.of()));
    }

    @Test
    void aProvedResultNamesTheReply() {
        Position after = BEFORE.play(9);
        int reply = after.legalMoves()[0];
        String text = RefutationTexts.givesUp(BEFORE, 9, Verdict.BLACK_WINS, List.of(reply));
        assertEquals("This loses: after your 72. 93(63) the opponent answers " + RefutationTexts.numbered(after, reply)
                + " and wins (proved by the solver).", text);
    }
}
