package otau.ui.movelist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.model.GameTreeEvent;
import otau.ui.movelist.MoveListViewModel.Changes;
import otau.ui.movelist.MoveListViewModel.Comment;
import otau.ui.movelist.MoveListViewModel.Move;
import otau.ui.movelist.MoveListViewModel.Variations;

/**
 * The move list's reading order, the lines a change touches, scrolling and clicks, without the
 * FX toolkit: small trees built by hand, each expected list written out from the tree.
 */
class MoveListViewModelTest {
    private final GameModel model = new GameModel();
    private final MoveListViewModel vm = new MoveListViewModel(model);
    private final List<List<GameTreeEvent>> deliveries = new ArrayList<>();

    MoveListViewModelTest() {
        model.addTreeListener(deliveries::add);
    }

    /** What the last edit delivered, as the list sees it. */
    private Changes lastChanges() {
        return vm.changes(deliveries.get(deliveries.size() - 1));
    }

    @Test
    void aBlackMoveRightAfterWhitesCarriesNoNumber() {
        GameNode w = model.playMove(model.root(), 1);
        GameNode b = model.playMove(w, 4);
        assertEquals(List.of(new Move(w, true, true), new Move(b, false, true)), MoveListViewModel.line(model.root()));
    }

    @Test
    void commentsAndVariationsStandInReadingOrderAndBreakTheNumbering() {
        GameNode w1 = model.playMove(model.root(), 1);
        GameNode b4 = model.playMove(w1, 4);
        GameNode b5 = model.playMove(w1, 5);
        GameNode w2 = model.playMove(b4, 2);
        model.setComment(model.root(), "intro");
        model.setComment(w1, "sharp");
        model.setStartingComment(b5, "or");

        assertEquals(List.of(
                new Comment(model.root(), "intro", false),
                new Move(w1, true, true),
                new Comment(w1, "sharp", false),
                new Move(b4, true, true),          // after a comment Black's move shows its number
                new Variations(b4, List.of(b5)),
                new Move(w2, true, true)), MoveListViewModel.line(model.root()));
        assertEquals(List.of(new Comment(b5, "or", true), new Move(b5, true, false)), MoveListViewModel.line(b5));
    }

    @Test
    void aMovePlayedAtTheEndIsAppendedAlone() {
        GameNode w = model.playMove(model.root(), 1);
        Changes c = lastChanges();
        assertSame(w, c.appended());
        assertEquals(Set.of(model.root()), c.lines());
        assertFalse(c.replaced());
    }

    @Test
    void aNewVariationReArrangesTheLineOfItsParent() {
        GameNode w1 = model.playMove(model.root(), 1);
        GameNode b4 = model.playMove(w1, 4);
        GameNode b5 = model.playMove(w1, 5);
        Changes second = lastChanges();
        assertNull(second.appended(), "a second move at a node is not appended at the end");
        assertEquals(Set.of(model.root()), second.lines());
        assertEquals(List.of(b4, b5), w1.children());
        GameNode deep = model.playMove(b5, 3);
        Changes c = lastChanges();
        assertSame(deep, c.appended(), "the end of a variation is an end too");
        // The variation is a line of its own: a move after it touches that line, not the main line.
        assertEquals(Set.of(b5), c.lines());
    }

    @Test
    void aDeletedVariationIsForgottenAndItsParentLineReArranged() {
        GameNode w1 = model.playMove(model.root(), 1);
        model.playMove(w1, 4);
        GameNode b5 = model.playMove(w1, 5);
        GameNode after = model.playMove(b5, 2);
        model.deleteVariation(b5);
        Changes c = lastChanges();
        assertEquals(List.of(b5), c.removed());
        assertEquals(Set.of(model.root()), c.lines());
        assertEquals(Set.of(b5, after), Set.copyOf(MoveListViewModel.subtree(b5)));
    }

    @Test
    void glyphsRefreshOneItemAndCommentsTheLineHoldingThem() {
        GameNode w1 = model.playMove(model.root(), 1);
        model.playMove(w1, 4);
        GameNode b5 = model.playMove(w1, 5);
        model.setNags(w1, List.of(1));
        Changes nags = lastChanges();
        assertEquals(Set.of(w1), nags.refreshed());
        assertEquals(Set.of(), nags.lines());
        model.setComment(b5, "why not");
        assertEquals(Set.of(b5), lastChanges().lines());
    }

    @Test
    void aReplacedGameAndChangedTagsAreSaid() {
        model.setTag("White", "Aibek");
        assertTrue(lastChanges().tagsChanged());
        model.playMove(model.root(), 1);
        model.newGame();
        assertTrue(lastChanges().replaced());
    }

    @Test
    void scrollingKeepsAQuarterOfTheViewAtMost40AroundTheMove() {
        // Content 500 high in a view 100 high: the scroll value is top / 400; the room is 25.
        assertEquals(-1, MoveListViewModel.scrollValue(0, 100, 90, 60, 80), "everything fits");
        assertEquals(-1, MoveListViewModel.scrollValue(0, 100, 500, 30, 50), "in view with room");
        assertEquals((220 + 25 - 100) / 400.0, MoveListViewModel.scrollValue(0, 100, 500, 200, 220), 1e-12);
        assertEquals((310 - 25) / 400.0, MoveListViewModel.scrollValue(300, 100, 500, 310, 330), 1e-12);
        assertEquals(0, MoveListViewModel.scrollValue(300, 100, 500, 10, 30), "not above the top");
        // A view 400 high leaves 40 of room, not 100.
        assertEquals((900 + 40 - 400) / 600.0, MoveListViewModel.scrollValue(0, 400, 1000, 880, 900), 1e-12);
    }

    @Test
    void aClickOnAMoveGoesThereAndADoubleClickOnTextEditsTheComment() {
        GameNode w1 = model.playMove(model.root(), 1);
        GameNode b4 = model.playMove(w1, 4);
        List<GameNode> edited = new ArrayList<>();
        vm.setOnEditComment(edited::add);
        vm.clicked(w1, false, true);
        assertSame(w1, model.currentNode());
        vm.clicked(b4, true, false);
        assertEquals(List.of(b4), edited);
        assertSame(w1, model.currentNode(), "editing a comment does not move");
        vm.clicked(b4, false, false);
        assertSame(w1, model.currentNode(), "a single click beside a move does nothing");
        List<GameNode> editedBefore = new ArrayList<>();
        vm.setOnEditCommentBefore(editedBefore::add);
        vm.clicked(b4, true, false, true);
        assertEquals(List.of(b4), editedBefore);
        assertEquals(List.of(b4), edited, "the comment after the move is not the one edited");
    }

    @Test
    void anEmptyGameIsOneWithoutMovesAndWithoutAComment() {
        assertTrue(vm.isEmpty());
        model.setComment(model.root(), "a study");
        assertFalse(vm.isEmpty());
    }
}
