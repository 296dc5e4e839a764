package otau.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** An engine's line is cut at its first illegal move; the positions are checked by hand. */
class LegalPrefixTest {
    @Test
    void aLegalLineStaysWhole() {
        // 6 from the start, then Black's hole 1 (10 stones): both legal.
        assertEquals(List.of(6, 1), Position.start().legalPrefix(List.of(6, 1)));
    }

    @Test
    void theLineStopsAtAnEmptyHole() {
        // After 6 from the start Black's hole 5 has been emptied by the capture (FEN ".../10,10,10,10,0,...").
        assertEquals(List.of(6), Position.start().legalPrefix(List.of(6, 5, 1)));
    }

    @Test
    void theLineStopsAtAHoleThatDoesNotExist() {
        assertEquals(List.of(), Position.start().legalPrefix(List.of(10, 1)));
        assertEquals(List.of(3), Position.start().legalPrefix(List.of(3, 0)));
    }

    @Test
    void nothingIsPlayedAfterTheGameEnds() {
        // White's single stone from hole 9 makes 2 in Black's hole 1: captured, 82 in White's store.
        Position p = Fen.read("0,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0 80 80 w 1");
        assertEquals(List.of(9), p.legalPrefix(List.of(9, 1)));
    }
}
