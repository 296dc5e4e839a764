package otau.ui.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.record.GameRecord;
import otau.game.study.Chapter;
import otau.game.study.ChapterMode;
import otau.game.study.Study;
import otau.model.GameModel;

/** The open study on the shared model: chapter switches keep edits, list edits undo, the saved state is tracked. */
class StudySessionTest {
    private final GameModel model = new GameModel(() -> { });
    private final StudySession session = new StudySession(model);

    private static Study threeChapters() {
        return Study.empty("Lesson").appended(Chapter.of("One", GameRecord.newGame()))
                .appended(Chapter.ofPosition("Two", Fen.read("9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1")))
                .appended(Chapter.of("Three", GameRecord.newGame()));
    }

    private List<String> names() {
        return session.slots().stream().map(s -> s.chapter().name()).toList();
    }

    @Test
    void switchingChapterKeepsTheEditsOfTheOneLeft() {
        session.open(threeChapters(), Path.of("lesson.pgn"), false);
        assertEquals(0, session.current());
        assertFalse(session.isModified());
        model.playMove(6);
        assertTrue(session.isModified());
        session.select(1);
        assertEquals("b", Fen.write(model.currentPosition()).split(" ")[3], "chapter two's set-up position is on the board");
        session.select(0);
        assertEquals(1, model.mainLine().size(), "chapter one still has its move");
        assertEquals(1, session.snapshot().chapter(0).record().mainLine().size());
        assertEquals(0, session.snapshot().chapter(2).record().mainLine().size());
    }

    @Test
    void undoOfTheModelBringsTheChapterItBelongsToBack() {
        session.open(threeChapters(), null, false);
        session.select(2);
        assertEquals(2, session.current());
        model.undo();
        assertEquals(0, session.current(), "the model's undo reverted the switch: chapter one is on the board");
    }

    @Test
    void listEditsHaveTheirOwnUndoAndKeepTheGames() {
        session.open(threeChapters(), null, false);
        model.playMove(6);
        session.move(2, 0);
        assertEquals(List.of("Three", "One", "Two"), names());
        assertEquals(1, session.current(), "the chapter on the board moved with its slot");
        session.rename(1, "Opening");
        session.duplicate(1);
        assertEquals(List.of("Three", "Opening", "Opening (2)", "Two"), names());
        session.setMode(3, ChapterMode.INTERACTIVE);
        session.delete(0);
        assertEquals(List.of("Opening", "Opening (2)", "Two"), names());

        session.undo();
        session.undo();
        assertEquals(ChapterMode.NORMAL, session.slots().get(3).chapter().mode());
        session.undo();
        session.undo();
        assertEquals(List.of("Three", "One", "Two"), names());
        session.undo();
        assertEquals(List.of("One", "Two", "Three"), names());
        assertEquals(1, session.snapshot().chapter(0).record().mainLine().size(), "undoing the list keeps the game's edits");
        session.redo();
        assertEquals(List.of("Three", "One", "Two"), names());
    }

    @Test
    void aDeletedCurrentChapterGivesTheBoardToItsNeighbour() {
        session.open(threeChapters(), null, false);
        session.select(1);
        session.delete(1);
        assertEquals(List.of("One", "Three"), names());
        assertEquals(1, session.current());
        assertEquals(Fen.START, Fen.write(model.currentPosition()));
    }

    @Test
    void savingRecordsTheStateAsSavedButLaterEditsStillCount() {
        session.open(threeChapters(), null, false);
        model.playMove(6);
        long[] point = session.savePoint();
        session.rename(0, "Renamed meanwhile");
        session.saved(Path.of("x.pgn"), point);
        assertTrue(session.isModified(), "the rename came after the save was taken");
        session.undo();
        assertFalse(session.isModified(), "undone back to the saved list");
    }

    @Test
    void aGameFromElsewhereIsAdoptedAsAChapterWithoutReloading() {
        session.open(threeChapters(), null, false);
        GameRecord other = GameRecord.newGame();
        other.tags().put("White", "Aibek");
        model.replaceGame(other, null, "from the database");
        assertEquals(-1, session.current(), "the board shows no chapter");
        var root = model.root();
        session.adoptBoardGame("Aibek's game");
        assertEquals(3, session.current());
        assertTrue(root == model.root());
        assertEquals("Aibek", session.snapshot().chapter(3).record().tag("White"));
    }
}
