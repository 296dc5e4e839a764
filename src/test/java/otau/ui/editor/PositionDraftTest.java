package otau.ui.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.ui.board.HoleRef;

/** Its reasons are checked in English, whatever the machine's language and the tests run before it. */
@org.junit.jupiter.api.extension.ExtendWith(otau.ui.EnglishInterface.class)
class PositionDraftTest {
    private static HoleRef w(int n) {
        return new HoleRef(Side.WHITE, n);
    }

    private static HoleRef b(int n) {
        return new HoleRef(Side.BLACK, n);
    }

    @Test
    void countsAreFreeButOnly162StonesMakeAPlayablePosition() {
        PositionDraft d = new PositionDraft(Position.start());
        assertTrue(d.isConsistent());
        d.add(w(1), 1);
        assertEquals(163, d.total());
        assertFalse(d.isConsistent());
        assertEquals("163 stones: 1 too many (a position holds 162)", d.problem());
        assertThrows(IllegalStateException.class, d::toPlayablePosition);
        d.setStore(Side.BLACK, 0);
        d.add(b(2), -2);
        assertEquals("161 stones: 1 missing (a position holds 162)", d.problem());
        d.setCount(b(2), 8);
        assertNull(d.problem());
        assertEquals(Position.start().play(1).totalStones(), d.toPlayablePosition().totalStones());
    }

    @Test
    void tuzdykRulesAreEnforcedWithTheReason() {
        PositionDraft d = new PositionDraft(Position.start());
        assertEquals("Hole 9 can never be a tuzdyk.", d.toggleTuzdyk(b(9)));
        assertNull(d.toggleTuzdyk(b(3)), "White's tuzdyk on Black's 3");
        assertTrue(d.isTuzdyk(b(3)));
        assertEquals(3, d.tuzdyk(Side.WHITE));
        assertEquals(9, d.store(Side.WHITE), "its stones went to White's store");
        assertEquals(162, d.total());
        assertEquals("White already has a tuzdyk (Black 3); each player has at most one.", d.toggleTuzdyk(b(5)));
        assertEquals("White has a tuzdyk on hole 3; the two tuzdyks may not carry the same number.",
                d.toggleTuzdyk(w(3)));
        assertEquals("Black 3 is a tuzdyk; a tuzdyk is always empty.", d.setCount(b(3), 4));
        assertNull(d.toggleTuzdyk(w(4)));
        assertEquals(Fen.write(d.toPosition()), "9,9,9,X,9,9,9,9,9/9,9,X,9,9,9,9,9,9 9 9 w 1");
        assertNull(d.toggleTuzdyk(b(3)), "a second click removes it");
        assertFalse(d.isTuzdyk(b(3)));
    }

    @Test
    void sideToMoveMoveNumberAndClear() {
        PositionDraft d = new PositionDraft(Position.start());
        d.setToMove(Side.BLACK);
        d.setMoveNumber(12);
        Position p = d.toPosition();
        assertEquals(Side.BLACK, p.sideToMove());
        assertEquals(12, p.moveNumber());
        d.clear();
        assertEquals(0, d.total());
        assertEquals(Side.WHITE, d.toMove());
    }
}
