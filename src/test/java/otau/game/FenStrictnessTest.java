package otau.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Regression tests for position strings that used to be accepted or misreported (issue group 7). */
class FenStrictnessTest {
    private static final String ROWS = "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9";

    private static String message(String text) {
        return assertThrows(PositionFormatException.class, () -> Fen.read(text)).getMessage();
    }

    @Test
    void unicodeDigitsSignsAndNulAreRejected() {
        assertTrue(message(ROWS.replaceFirst("9", "\u0669") + " 0 0 w 1").contains("U+0669"));
        assertTrue(message(ROWS + " 0 0 w 1\0").contains("NUL"));
        assertEquals("White's hole 1: expected a number (digits 0-9), found '+9'",
                message(ROWS.replaceFirst("9", "+9") + " 0 0 w 1"));
        assertEquals("White store: negative count -0", message(ROWS + " -0 0 w 1"));
        assertTrue(message(ROWS + " 0 0 w \uFF11").contains("U+FF11"), "a full-width digit");
    }

    @Test
    void tooLargeNumbersSaySoInsteadOfNotANumber() {
        assertEquals("White store: count 2147483648 is more than " + Board.MAX_COUNT,
                message(ROWS + " 2147483648 0 w 1"));
        assertEquals("move number: 2147483647 is more than 1000000", message(ROWS + " 0 0 b 2147483647"));
        assertEquals("move number: 99999999999999999999 is more than 1000000",
                message(ROWS + " 0 0 b 99999999999999999999"));
    }

    @Test
    void theLargestMoveNumberStillPlays() {
        Position p = Fen.read(ROWS + " 0 0 b " + Position.MAX_MOVE_NUMBER);
        assertEquals(Position.MAX_MOVE_NUMBER + 1, p.play(1).moveNumber(), "no overflow to a negative number");
    }

    @Test
    void ordinaryStringsStillRead() {
        assertEquals(Fen.START, Fen.write(Fen.read("  " + ROWS + "\t0 0 w  ")));
        assertEquals(Fen.START, Fen.write(PlayStrategyFen.read(PlayStrategyFen.write(Position.start()))));
    }
}
