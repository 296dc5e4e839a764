package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.game.Fen;
import otau.game.PlayStrategyFen;
import otau.game.Position;
import otau.ui.EnglishInterface;

/** Its messages are checked in English, whatever the machine's language and the tests run before it. */
@ExtendWith(EnglishInterface.class)
class PastedTextTest {
    @Test
    void positionStringsOfBothKindsAreRecognised() {
        Position p = Position.start().play(6);
        var otau = assertInstanceOf(PastedText.APosition.class, PastedText.parse("  " + Fen.write(p) + "\n"));
        assertEquals(p, otau.position());
        var ps = assertInstanceOf(PastedText.APosition.class, PastedText.parse(PlayStrategyFen.write(p)));
        assertEquals(p, ps.position());
    }

    @Test
    void aBadPositionStringNamesTheField() {
        var bad = assertInstanceOf(PastedText.Unreadable.class,
                PastedText.parse("9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,10 0 0 w 1"));
        assertTrue(bad.message().startsWith("The position string is wrong in total:"), bad.message());
        var side = assertInstanceOf(PastedText.Unreadable.class,
                PastedText.parse("9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 x 1"));
        assertTrue(side.message().contains("side to move"), side.message());
    }

    @Test
    void gamesAreReadAndTheirProblemsLocated() {
        var game = assertInstanceOf(PastedText.AGame.class, PastedText.parse("1. 65(10) 65(10) 2. 11"));
        assertEquals(3, game.game().mainLine().size());
        assertTrue(game.problems().isEmpty());
        var partial = assertInstanceOf(PastedText.AGame.class, PastedText.parse("[White \"A\"]\n\n1. 65(10) 97"));
        assertEquals(1, partial.game().mainLine().size());
        assertTrue(partial.problems().get(0).contains("line 3") && partial.problems().get(0).contains("'97'"),
                partial.problems().get(0));
    }

    @Test
    void emptyOrForeignTextSaysSo() {
        assertEquals("The clipboard holds no text.",
                assertInstanceOf(PastedText.Unreadable.class, PastedText.parse("  ")).message());
        var words = assertInstanceOf(PastedText.Unreadable.class, PastedText.parse("hello there"));
        assertTrue(words.message().startsWith("The clipboard holds neither a position nor a game"), words.message());
    }
}
