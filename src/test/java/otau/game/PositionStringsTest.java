package otau.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import otau.io.Phrase;

/**
 * Either form of FORMATS.md §1 is read where a person types a position. The oracle: the
 * position after White's 65(10) written by hand in both forms (PlayStrategy's North row runs
 * 9→1, a bare number is a run of empty holes, S is White to move, N Black).
 */
class PositionStringsTest {
    private static final String OURS = "9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1";
    private static final String THEIRS = "9S,9S,9S,9S,1,10S,10S,10S,10S/9S,9S,9S,9S,9S,1S,10S,10S,10S 10 0 N 1";

    @Test
    void bothFormsGiveTheSamePosition() {
        Position after = Position.start().play(6);
        assertEquals(after, PositionStrings.read(OURS));
        assertEquals(after, PositionStrings.read(THEIRS));
        assertEquals(THEIRS, PlayStrategyFen.write(after));
        // A tuzdyk is t: Black's on White's hole 3 is the third cell of the South row.
        Position tuzdyk = Fen.read("0,0,X,1,0,0,0,0,0/0,0,0,0,0,0,0,0,1 80 80 w 40");
        assertEquals(tuzdyk, PositionStrings.read("1S,8/2,t,1S,5 80 80 S 40"));
    }

    @Test
    void aBadStringIsNamedByTheReaderOfItsForm() {
        // PlayStrategy's shape: its reader says what is wrong (one hole too many in the North row).
        PositionFormatException theirs = assertThrows(PositionFormatException.class,
                () -> PositionStrings.read("9S,9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"));
        assertEquals(Phrase.of("field.northRow"), theirs.field());
        // Ours: the project's reader, as before.
        PositionFormatException ours = assertThrows(PositionFormatException.class,
                () -> PositionStrings.read("9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1"));
        assertEquals(assertThrows(PositionFormatException.class,
                () -> Fen.read("9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1")).getMessage(), ours.getMessage());
        // Ours with PlayStrategy's side to move (S): the rows are ours, so ours names the field.
        for (String mixed : new String[] {"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 S",
                "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1 S"}) {
            PositionFormatException e = assertThrows(PositionFormatException.class, () -> PositionStrings.read(mixed));
            assertEquals(assertThrows(PositionFormatException.class, () -> Fen.read(mixed)).getMessage(),
                    e.getMessage(), mixed);
        }
        // And PlayStrategy's all-empty rows are still read as PlayStrategy's.
        assertEquals(Fen.read("0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0 81 81 w 1"),
                PositionStrings.read("9/9 81 81 S 1"));
    }
}
