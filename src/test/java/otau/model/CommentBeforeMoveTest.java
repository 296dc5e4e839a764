package otau.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;
import org.junit.jupiter.api.Test;

/**
 * A comment before a move can be saved only where a variation starts; when its variation becomes
 * the line's own, the comment joins the one it would be read back into, as one step of the edit,
 * so what the move list shows is what the file gives back. Expected trees written by hand.
 */
class CommentBeforeMoveTest {
    private static final String GAME = "[Event \"c\"]\n\n1. 65(10) {main c} (1. 19 {first alt}) (1. 21(10) {x}) "
            + "1... 98 ( {why not} 1... 11(10)) 2. 55 *\n";

    private final GameModel model = new GameModel();

    private GameNode whiteFirst() {
        return model.root().children().get(0);
    }

    /** The model written and read back, written again: it must be what the model writes. */
    private void assertSavedAsShown() {
        String written = RecordWriter.write(model.toRecord());
        GameModel reread = new GameModel();
        reread.replaceGame(RecordReader.readGame(written), null, "read");
        assertEquals(written, RecordWriter.write(reread.toRecord()));
    }

    @Test
    void promotingAVariationJoinsItsCommentBeforeTheMoveToThePreviousMovesComment() {
        model.replaceGame(RecordReader.readGame(GAME), null, "load");
        GameNode whyNot = whiteFirst().children().get(1);
        assertEquals("why not", whyNot.startingComment());
        model.promoteVariation(whyNot);
        assertEquals(whyNot, whiteFirst().children().get(0));
        assertEquals("main c why not", whiteFirst().comment());
        assertEquals("", whyNot.startingComment());
        assertSavedAsShown();
        // One step: Undo brings both comments back where they were.
        model.undo();
        assertEquals("main c", whiteFirst().comment());
        assertEquals("why not", whyNot.startingComment());
        assertEquals(whyNot, whiteFirst().children().get(1));
        model.redo();
        assertEquals("main c why not", whiteFirst().comment());
    }

    @Test
    void deletingTheMainMoveAndPromotingToTheMainLineDoTheSame() {
        model.replaceGame(RecordReader.readGame(GAME), null, "load");
        GameNode whyNot = whiteFirst().children().get(1);
        model.deleteFrom(whiteFirst().children().get(0));
        assertEquals("main c why not", whiteFirst().comment());
        assertEquals("", whyNot.startingComment());
        assertSavedAsShown();
        model.undo();
        assertEquals("why not", whyNot.startingComment());

        // At the first move the comment before it joins the game's comment.
        GameNode second = model.root().children().get(1);
        model.setStartingComment(second, "a sideline");
        model.promoteToMainLine(second);
        assertEquals("a sideline", model.root().comment());
        assertEquals("", second.startingComment());
        assertSavedAsShown();
    }

    @Test
    void aCommentBeforeAMoveThatStartsAVariationStaysWhereItIs() {
        model.replaceGame(RecordReader.readGame(GAME), null, "load");
        GameNode third = model.root().children().get(2);
        model.setStartingComment(third, "also");
        // Promoted one place, it still starts a variation (the second line of three).
        model.promoteVariation(third);
        assertEquals(1, third.index());
        assertEquals("also", third.startingComment());
        assertEquals("", model.root().comment());
        assertSavedAsShown();
    }
}
