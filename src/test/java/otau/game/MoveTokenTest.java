package otau.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MoveTokenTest {
    @Test
    void parsesAllForms() {
        assertEquals(new MoveToken(6, 0, false, -1), MoveToken.parse("6"));
        assertEquals(new MoveToken(6, 5, false, 10), MoveToken.parse("65(10)"));
        assertEquals(new MoveToken(3, 6, true, -1), MoveToken.parse("36X"));
        assertEquals(new MoveToken(3, 6, true, -1), MoveToken.parse("36х"));
        assertEquals(new MoveToken(3, 6, true, -1), MoveToken.parse("36Х"));
        assertEquals(new MoveToken(3, 6, true, -1), MoveToken.parse("36x"));
        assertNull(MoveToken.parse("06"));
        assertNull(MoveToken.parse("abc"));
    }

    @Test
    void checksEachPart() {
        Position start = Position.start();
        assertEquals("9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1",
                Fen.write(MoveToken.parse("65(10)").apply(start)));
        MoveToken.parse("65").apply(start);
        MoveToken.parse("6").apply(start);
        assertTrue(assertThrows(IllegalMoveException.class, () -> MoveToken.parse("64").apply(start))
                .getMessage().contains("lands in hole 5"));
        assertTrue(assertThrows(IllegalMoveException.class, () -> MoveToken.parse("65(11)").apply(start))
                .getMessage().contains("10"));
        assertTrue(assertThrows(IllegalMoveException.class, () -> MoveToken.parse("65X").apply(start))
                .getMessage().contains("no tuzdyk"));
        assertTrue(assertThrows(IllegalMoveException.class, () -> MoveToken.parse("19(5)").apply(start))
                .getMessage().contains("captures nothing"));
        Position tuzdykMove = Fen.read("0,0,0,0,0,0,0,0,3/0,2,1,0,0,0,0,0,0 78 78 w 1");
        assertTrue(assertThrows(IllegalMoveException.class, () -> MoveToken.parse("92").apply(tuzdykMove))
                .getMessage().contains("no X"));
        MoveToken.parse("92X").apply(tuzdykMove);
        // Its stones go to White's store (78 + 3), but as the tuzdyk's: no (n), and said so.
        assertTrue(assertThrows(IllegalMoveException.class, () -> MoveToken.parse("92X(81)").apply(tuzdykMove))
                .getMessage().contains("makes a tuzdyk carries no (n)"));
        MoveToken.parse("9").apply(tuzdykMove);
    }
}
