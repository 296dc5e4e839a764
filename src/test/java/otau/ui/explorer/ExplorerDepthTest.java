package otau.ui.explorer;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import otau.db.ExplorerResult;
import otau.game.Position;

/** Past the indexed plies the explorer says so instead of "no games" (hand-counted plies). */
class ExplorerDepthTest {
    private static ExplorerData at(Position p, int indexPlies) {
        return new ExplorerData(p, new ExplorerResult(p.hash(), 0, null, List.of()), List.of(), indexPlies);
    }

    @Test
    void aPositionPastTheIndexedPliesIsNamed() {
        Position two = Position.start().play(6).play(9); // plies 1 and 2
        Position three = two.play(5);                     // ply 3
        assertFalse(at(two, 2).beyondIndex(), "ply 2 is indexed when 2 plies are");
        assertTrue(at(three, 2).beyondIndex(), "ply 3 is not");
        assertFalse(at(three, 40).beyondIndex());
        assertFalse(at(three, 0).beyondIndex(), "an empty database claims no depth");
    }
}
