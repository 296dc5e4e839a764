package otau.ui.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
}
