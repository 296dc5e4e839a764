package otau.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.model.GameModel;
import otau.model.GameNode;

/** The game's nodes in the shared model, without a board or a Stage: trees built by hand, checked by walking them. */
class PlayedLineTest {
    private final GameModel model = new GameModel();
    private final PlayedLine line = new PlayedLine(model);

    @Test
    void newMovesAreAddedAndFollowed() {
        line.startAt(model.root());
        line.play(3);
        line.play(7);
        GameNode first = model.root().child(3);
        assertNotNull(first);
        assertSame(first.child(7), line.last());
        assertSame(line.last(), model.currentNode());
        assertEquals(2, line.last().ply());
    }

    @Test
    void aStudiedLineIsFollowedAndOnlyTheGamesOwnMovesAreTakenBack() {
        // The studied line 1. 1 4 stands before the game; the game follows it, then adds 2.
        GameNode first = model.playMove(model.root(), 1);
        GameNode second = model.playMove(first, 4);
        line.startAt(model.root());
        line.play(1);
        line.play(4);
        line.play(2);
        assertSame(first, model.root().child(1));
        assertSame(second, first.child(4));
        assertNotNull(second.child(2));

        line.takeBack(2, "Takeback", () -> { });

        assertSame(first, line.last());
        assertSame(first, model.currentNode());
        assertSame(second, first.child(4), "the studied move stays");
        assertFalse(second.hasChildren(), "the game's own move is gone");
        // One undoable step brings the game's move back.
        assertTrue(model.undo());
        assertNotNull(second.child(2));
    }

    @Test
    void takingBackAMoveTheGameAddedTwiceRemovesEverythingAfterIt() {
        line.startAt(model.root());
        line.play(1);
        line.play(9);
        line.play(8);
        line.takeBack(2, "Takeback", () -> model.setTag("Takebacks", "1"));
        GameNode one = model.root().child(1);
        assertSame(one, line.last());
        assertNull(one.child(9));
        assertEquals("1", model.tag("Takebacks"));
        // The tag and the deletion are one step.
        model.undo();
        assertNotNull(one.child(9));
        assertNotNull(one.child(9).child(8));
        assertEquals("", model.tag("Takebacks") == null ? "" : model.tag("Takebacks"));
    }

    @Test
    void theGamesOwnEditsAreMarkedWhileTheyHappen() {
        List<Boolean> seen = new ArrayList<>();
        model.addTreeListener(events -> seen.add(line.isEditing()));
        line.startAt(model.root());
        line.play(6);
        line.edit(() -> model.setTag("Hints", "1"));
        model.setTag("Event", "elsewhere");
        assertEquals(List.of(true, true, false), seen);
        assertFalse(line.isEditing());
    }

    @Test
    void aGameReplacedElsewhereBreaksTheLine() {
        line.startAt(model.root());
        line.play(4);
        assertFalse(line.isBroken());
        model.newGame();
        assertTrue(line.isBroken());
    }

    @Test
    void anEmptyLineIsNotBroken() {
        assertFalse(line.isBroken());
    }
}
