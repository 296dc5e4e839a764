package otau.ui.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.game.Position;
import otau.game.Side;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.board.HoleRef;

/** The board editor's actions and texts without the FX toolkit; expected counts added up by hand. */
@ExtendWith(EnglishInterface.class)
class BoardEditorViewModelTest {
    private static final HoleRef W1 = new HoleRef(Side.WHITE, 1);
    private static final HoleRef W4 = new HoleRef(Side.WHITE, 4);
    private final BoardEditorViewModel vm = new BoardEditorViewModel(Position.start());

    @Test
    void theStartIsCompleteAndOneStoneMoreIsOneTooMany() {
        assertEquals("162 stones: the position is complete", vm.totalTextProperty().get());
        assertNull(vm.totalProblemProperty().get());
        vm.changeHole(W1, 1);
        assertEquals(10, vm.draft().count(W1));
        assertTrue(vm.totalTextProperty().get().contains("1 too many"), vm.totalTextProperty().get());
        assertNotNull(vm.totalProblemProperty().get());
        assertEquals(Optional.empty(), vm.positionToStudy(), "no study while the stones do not add up");
        vm.changeHole(W1, -1);
        assertEquals(Optional.of(Position.start()), vm.positionToStudy());
    }

    @Test
    void aClickedHoleBecomesTheOneTheFormEdits() {
        vm.changeHole(W4, 10);
        assertEquals(W4, vm.selected());
        assertEquals(19, vm.draft().count(W4));
        vm.setSelectedCount(3);
        assertEquals(3, vm.draft().count(W4));
        assertEquals(162 - 6, vm.draft().total());
    }

    @Test
    void storesTakeWheelStepsAndCount() {
        vm.changeStore(Side.BLACK, 10);
        assertEquals(10, vm.draft().store(Side.BLACK));
        assertEquals(172, vm.draft().total());
        assertNotNull(vm.totalProblemProperty().get());
    }

    @Test
    void aHoleThatCanNeverBeATuzdykIsRefusedWithTheReason() {
        HoleRef b9 = new HoleRef(Side.BLACK, 9);
        vm.select(b9);
        assertNotNull(vm.tuzdykProblemProperty().get(), "warned before the click");
        vm.toggleTuzdyk();
        assertEquals("Hole 9 can never be a tuzdyk.", vm.messageProperty().get());
        HoleRef b3 = new HoleRef(Side.BLACK, 3);
        vm.select(b3);
        assertNull(vm.tuzdykProblemProperty().get());
        vm.toggleTuzdyk();
        assertTrue(vm.draft().isTuzdyk(b3));
    }

    @Test
    void aBadPositionStringIsExplainedInTheInterfaceLanguage() {
        I18n.setLanguage(Language.RUSSIAN);
        vm.pasteFen("9,9,9,9,9,9,9,9,X/9,9,9,9,9,9,9,9,9 9 0 w 1");
        assertEquals("Не прочитано, ошибка в строке позиции, поле «лунка 9 белых»: лунка 9 никогда не бывает туздыком",
                vm.messageProperty().get());
        I18n.setLanguage(Language.KAZAKH);
        vm.pasteFen("9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 x");
        assertEquals("Оқылмады, позиция жолында қате, жүріс кезегі өрісі: «w» не «b» күтілген, жазылғаны «x»",
                vm.messageProperty().get());
    }

    @Test
    void aPastedPositionIsTakenWholeAndABadOneNamesTheField() {
        vm.pasteFen("9,9,9,9,9,9,9,9,X/9,9,9,9,9,9,9,9,9 9 0 w 1");
        assertTrue(vm.messageProperty().get().contains("White's hole 9"), vm.messageProperty().get());
        assertEquals(Position.start(), vm.draft().toPosition(), "a bad string leaves the draft");

        vm.pasteFen("  0,0,45,3,X,12,0,1,20/2,0,0,31,5,X,0,9,1 25 8 b 30 ");
        assertEquals("", vm.messageProperty().get());
        assertEquals(45, vm.draft().count(new HoleRef(Side.WHITE, 3)));
        assertEquals(31, vm.draft().count(new HoleRef(Side.BLACK, 4)));
        assertTrue(vm.draft().isTuzdyk(new HoleRef(Side.WHITE, 5)));
        assertTrue(vm.draft().isTuzdyk(new HoleRef(Side.BLACK, 6)));
        assertEquals(25, vm.draft().store(Side.WHITE));
        assertEquals(8, vm.draft().store(Side.BLACK));
        assertEquals(Side.BLACK, vm.draft().toMove());
        assertEquals(30, vm.draft().moveNumber());
        // 81 in White's holes, 48 in Black's, 33 in the stores.
        assertEquals(162, vm.draft().total());
    }

    @Test
    void aCopiedPositionStringReadsBackToTheSameDraft() {
        vm.changeHole(W4, 2);
        vm.changeHole(new HoleRef(Side.BLACK, 2), -2);
        String copied = vm.copyFen();
        assertEquals("Position string copied", vm.messageProperty().get());
        BoardEditorViewModel other = new BoardEditorViewModel(Position.start());
        other.pasteFen(copied);
        assertEquals(11, other.draft().count(W4));
        assertEquals(7, other.draft().count(new HoleRef(Side.BLACK, 2)));
        assertEquals(vm.draft().toPosition(), other.draft().toPosition());
    }

    @Test
    void clearAndStartPositionResetTheDraftAndTheMessage() {
        vm.select(new HoleRef(Side.WHITE, 9));
        vm.toggleTuzdyk();
        assertTrue(!vm.messageProperty().get().isEmpty(), "a refusal is said");
        vm.clear();
        assertEquals(0, vm.draft().total());
        assertEquals("", vm.messageProperty().get());
        vm.startPosition();
        assertEquals(Position.start(), vm.draft().toPosition());
    }

    /**
     * Each change is a step back, whatever made it; the counts after each undo are worked out
     * by hand from the start (9 stones a hole). Back at the start nothing is left to lose.
     */
    @Test
    void everyChangeOfTheDraftIsUndoneAndRedone() {
        assertFalse(vm.canUndoProperty().get());
        assertFalse(vm.isModified());
        vm.changeHole(W1, 1);
        vm.changeHole(W4, -2);
        vm.toggleTuzdyk();
        vm.draft().setMoveNumber(30);
        vm.clear();
        assertEquals(0, vm.draft().total());
        assertTrue(vm.isModified());

        vm.undo();
        assertEquals(30, vm.draft().moveNumber(), "the board as it was before Clear");
        assertEquals(10, vm.draft().count(W1));
        assertTrue(vm.draft().isTuzdyk(W4), "Black's tuzdyk on White's 4");
        assertEquals(0, vm.draft().count(W4));
        assertEquals(7, vm.draft().store(Side.BLACK), "the tuzdyk's 7 stones went to its owner's store");
        assertEquals(161, vm.draft().total());
        vm.undo();
        assertEquals(1, vm.draft().moveNumber(), "the move number alone is a step too");
        vm.undo();
        assertEquals(7, vm.draft().count(W4));
        assertFalse(vm.draft().isTuzdyk(W4));
        vm.undo();
        assertEquals(9, vm.draft().count(W4));
        assertTrue(vm.canUndoProperty().get());
        vm.undo();
        assertEquals(Position.start(), vm.draft().toPosition());
        assertFalse(vm.canUndoProperty().get());
        assertFalse(vm.isModified(), "back at the position the editor opened with");
        vm.undo();
        assertEquals(Position.start(), vm.draft().toPosition(), "nothing left to undo");

        vm.redo();
        vm.redo();
        assertEquals(10, vm.draft().count(W1));
        assertEquals(7, vm.draft().count(W4));
        assertTrue(vm.canRedoProperty().get());
        vm.pasteFen("0,0,0,0,0,0,0,2,1/0,0,0,0,0,0,1,0,0 79 79 w 40");
        assertFalse(vm.canRedoProperty().get(), "a new change ends the redo");
        vm.undo();
        assertEquals(7, vm.draft().count(W4));
        vm.pasteFen("not a position");
        assertEquals(7, vm.draft().count(W4), "a refused paste changes nothing");
        assertTrue(vm.canRedoProperty().get(), "and is no step");
    }

    /** The history keeps the last {@link BoardEditorViewModel#HISTORY} changes. */
    @Test
    void theHistoryIsBounded() {
        // Up and down by one (a hole holds at most 162): after the first ten changes W1 has 9 again.
        for (int i = 0; i < BoardEditorViewModel.HISTORY + 10; i++) {
            vm.changeHole(W1, i % 2 == 0 ? 1 : -1);
        }
        vm.changeHole(W1, 5);
        int undone = 0;
        while (vm.canUndoProperty().get()) {
            vm.undo();
            undone++;
        }
        assertEquals(BoardEditorViewModel.HISTORY, undone);
        assertEquals(10, vm.draft().count(W1), "back 500 of 511 changes: after the eleventh, 9 + 1");
    }
}
