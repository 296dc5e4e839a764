package otau.ui.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import otau.game.record.GameRecord;
import otau.game.study.Chapter;

/** The chapter list's undo history, the saved-state count and copy names, on hand-made lists. */
class ChapterListHistoryTest {
    private static ChapterListHistory.ListState list(String name, long id) {
        return ChapterListHistory.ListState.of(name, List.of(), id);
    }

    @Test
    void undoAndRedoTradeTheListAsItIsForTheOneRemembered() {
        ChapterListHistory h = new ChapterListHistory();
        assertNull(h.undo(list("now", 9)));
        assertFalse(h.canRedo(), "nothing undone: nothing to redo");
        h.remember(list("a", 0));
        h.remember(list("b", 1));
        assertEquals("b", h.undo(list("c", 2)).studyName());
        assertEquals("a", h.undo(list("b", 1)).studyName());
        assertFalse(h.canUndo());
        assertTrue(h.canRedo());
        assertEquals("b", h.redo(list("a", 0)).studyName());
        assertEquals(2, h.redo(list("b", 1)).id());
        assertNull(h.redo(list("c", 2)));
        // A new edit after an undo: the undone list is gone for good.
        h.undo(list("c", 2));
        h.remember(list("b", 1));
        assertFalse(h.canRedo());
        assertEquals("b", h.undo(list("d", 3)).studyName());
    }

    @Test
    void aStateKeepsTheHeadersAsTheyWereWhenTheSlotsChangeLater() {
        ChapterSlot slot = new ChapterSlot(Chapter.of("One", GameRecord.newGame()));
        ChapterListHistory.ListState s = ChapterListHistory.ListState.of("Study", List.of(slot), 4);
        slot.setChapter(slot.chapter().withName("Renamed"));
        assertEquals("One", s.headers().get(0).name());
        assertEquals("Renamed", s.slots().get(0).chapter().name());
    }

    @Test
    void theSavedStateCountsListEditsAndGameEditsApart() {
        StudySavedState s = new StudySavedState();
        s.reset(false);
        assertFalse(s.isModified());
        s.listEdited();
        assertTrue(s.isModified());
        // Undo back to the list as opened (id 0): saved again.
        s.listRestored(0);
        assertFalse(s.isModified());
        s.contentEdited();
        assertTrue(s.isModified());
        long[] point = s.savePoint();
        s.listEdited();
        s.saved(point);
        assertTrue(s.isModified(), "the list edit after the save point is not saved");
        s.listRestored(point[0]);
        assertFalse(s.isModified());
        s.reset(true);
        assertTrue(s.isModified(), "a study that is not its file as written asks to be saved");
    }

    @Test
    void everyListEditGetsAnIdNoEarlierListHad() {
        StudySavedState s = new StudySavedState();
        s.reset(false);
        s.listEdited();
        long first = s.listId();
        s.listRestored(0);
        s.listEdited();
        assertEquals(List.of(1L, 2L), List.of(first, s.listId()));
    }

    @Test
    void aCopyTakesTheFirstNumberNoChapterHas() {
        List<ChapterSlot> slots = List.of(new ChapterSlot(Chapter.of("One", GameRecord.newGame())),
                new ChapterSlot(Chapter.of("One (2)", GameRecord.newGame())),
                new ChapterSlot(Chapter.of("One (4)", GameRecord.newGame())));
        assertEquals("One (3)", ChapterSlot.copyName("One", slots));
        assertEquals("Two (2)", ChapterSlot.copyName("Two", slots));
    }
}
