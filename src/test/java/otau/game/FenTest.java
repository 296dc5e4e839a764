package otau.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FenTest {
    @Test
    void startPositionRoundTrip() {
        assertEquals(Fen.START, Fen.write(Fen.read(Fen.START)));
        assertEquals(Position.start(), Fen.read("9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w"));
    }

    @Test
    void formatsExampleAfterHoleSix() {
        String fen = "9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1";
        assertEquals(fen, Fen.write(Position.start().play(6)));
        assertEquals(Position.start().play(6), Fen.read(fen));
    }

    @Test
    void xInARowIsTheOtherPlayersTuzdyk() {
        Position p = Fen.read("0,0,0,X,0,0,0,0,4/0,0,2,2,0,0,0,0,0 76 78 w 1");
        assertEquals(4, p.tuzdyk(Side.BLACK));
        assertEquals(0, p.tuzdyk(Side.WHITE));
        assertTrue(p.isTuzdyk(Side.WHITE, 4));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1 | rows",
        "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9,9 0 0 w 1 | rows",
        "9,9,9,9,-1,9,9,9,9/9,9,9,9,9,9,9,9,9 10 0 w 1 | White's hole 5",
        "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 1 0 w 1 | total",
        "9,X,9,X,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1 | White's hole 4",
        "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,X 0 9 w 1 | Black's hole 9",
        "9,9,X,9,9,9,9,9,9/9,9,X,9,9,9,9,9,9 9 9 w 1 | tuzdyk",
        "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 x 1 | side to move",
        "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 a 0 w 1 | White store",
        "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 0 | move number",
        "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 | position",
    })
    void badStringsNameTheField(String fen, String field) {
        PositionFormatException e = assertThrows(PositionFormatException.class, () -> Fen.read(fen));
        assertEquals(field, e.field().english(), e.getMessage());
    }

    @Test
    void anyTotalOnlyBehindTheSwitch() {
        String fen = "1,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,1 0 0 w 1";
        assertThrows(PositionFormatException.class, () -> Fen.read(fen));
        assertEquals(2, Fen.read(fen, true).totalStones());
    }

    @Test
    void playStrategyStartAndRoundTrip() {
        assertEquals("9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1",
                PlayStrategyFen.write(Position.start()));
        Position p = Fen.read("0,0,0,X,0,0,0,0,4/0,0,2,2,0,0,0,3,0 76 75 w 12");
        String ps = PlayStrategyFen.write(p);
        assertEquals("1,3S,3,2S,2S,2/3,t,4,4S 76 75 S 12", ps);
        assertEquals(p, PlayStrategyFen.read(ps));
        assertThrows(PositionFormatException.class, () -> PlayStrategyFen.read("9S,9S/9S 0 0 S 1"));
    }

    @Test
    void diagramShowsBlackOnTopNineToOne() {
        Position p = Fen.read("0,0,0,X,0,0,0,0,4/0,0,2,2,0,0,0,3,0 76 75 w 12");
        String d = Diagram.text(p);
        String[] lines = d.split("\n");
        assertEquals("Black 75", lines[0]);
        assertEquals("     -   3   -   -   -   2   2   -   -", lines[2]);
        assertEquals("     -   -   -   X   -   -   -   -   4", lines[3]);
        assertEquals("White 76  (to move)", lines[5]);
    }
}
