package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.ui.EnglishInterface;
import otau.ui.workbench.UserPrompts.SaveChoice;

/**
 * Save in the collection editor's "Save the changes?" — at its close button and at Quit — writes
 * the file in the background and closes only once it is written; a write that fails keeps the
 * editor, its changes and the application open. The oracle is the file read back: the three
 * puzzles' order after moving the last one up, worked out by hand.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class CollectionEditorSaveOnCloseTest {
    private static final List<String> AS_READ = List.of("t-combination", "t-capture", "t-win");
    private static final List<String> LAST_MOVED_UP = List.of("t-combination", "t-win", "t-capture");

    private PuzzleTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        // A real pool: the file is written off the FX thread, as in the application.
        t = new PuzzleTestSetup(stage, 0, () -> null, 0, true);
        stage.show();
    }

    /** Opens the editor on the test collection and moves its last puzzle up: one unsaved change. */
    private CollectionEditorView editWithAChange(FxRobot robot) throws Exception {
        robot.interact(() -> t.feature.editCollection(t.collection));
        PuzzleTestSetup.waitFor(() -> t.feature.editorView() != null);
        CollectionEditorView editor = t.feature.editorView();
        robot.interact(() -> editor.table().getSelectionModel().select(2));
        robot.clickOn((Button) editor.lookup("#collection-up"));
        assertTrue(editor.model().modifiedProperty().get());
        t.prompts.asked.clear();
        return editor;
    }

    private static List<String> ids(java.nio.file.Path file) throws IOException {
        return PuzzleCollection.read(file).puzzles().stream().map(Puzzle::id).toList();
    }

    private static void closeButton(FxRobot robot, Window w) {
        robot.interact(() -> w.fireEvent(new WindowEvent(w, WindowEvent.WINDOW_CLOSE_REQUEST)));
    }

    @Test
    void saveAtQuitWritesTheCollectionAndThenQuits(FxRobot robot) throws Exception {
        editWithAChange(robot);
        t.prompts.saveChoice = SaveChoice.SAVE;
        robot.interact(() -> t.window.close());
        PuzzleTestSetup.waitFor(() -> !t.window.stage().isShowing());
        assertEquals(LAST_MOVED_UP, ids(t.collection), "written before the application closed");
        assertEquals(List.of("save changes to three-puzzles.pgn"), t.prompts.asked, "asked once, and nothing else");
        assertNull(t.feature.editorView());
    }

    @Test
    void saveAtTheCloseButtonWritesTheCollectionAndClosesTheEditor(FxRobot robot) throws Exception {
        CollectionEditorView editor = editWithAChange(robot);
        t.prompts.saveChoice = SaveChoice.SAVE;
        closeButton(robot, editor.getScene().getWindow());
        PuzzleTestSetup.waitFor(() -> t.feature.editorView() == null);
        assertEquals(LAST_MOVED_UP, ids(t.collection));
        assertEquals(List.of("save changes to three-puzzles.pgn"), t.prompts.asked);
        assertTrue(t.window.stage().isShowing(), "only the editor closed");

        editWithAChange(robot);
        t.prompts.saveChoice = SaveChoice.DISCARD;
        closeButton(robot, t.feature.editorView().getScene().getWindow());
        assertNull(t.feature.editorView(), "Don't Save closes at once");
        assertEquals(LAST_MOVED_UP, ids(t.collection), "the second change was dropped");
    }

    /**
     * Don't Save in the editor, then Cancel at the next question (the game's): the application
     * stays, and so do the editor and its change (it was closed at the first answer, its change
     * gone though nothing quit). The next Quit asks about it again.
     */
    @Test
    void aCancelAtALaterQuestionKeepsTheEditorAndItsChange(FxRobot robot) throws Exception {
        CollectionEditorView editor = editWithAChange(robot);
        t.prompts.saveChoice = SaveChoice.DISCARD;
        // The board's game has a change too; the workbench's answer to it is Cancel.
        robot.interact(() -> t.window.model().setTag("Event", "Club night"));
        robot.interact(() -> t.window.close());
        assertEquals(List.of("save changes to three-puzzles.pgn"), t.prompts.asked);
        assertTrue(t.window.stage().isShowing(), "the application stays");
        assertNotNull(t.feature.editorView(), "the editor stays");
        assertTrue(editor.model().modifiedProperty().get(), "with its change");
        assertEquals(LAST_MOVED_UP, editor.model().collectionProperty().get().puzzles().stream().map(Puzzle::id).toList());

        robot.interact(() -> t.window.close());
        assertEquals(2, t.prompts.asked.size(), "asked again: " + t.prompts.asked);
        assertEquals(AS_READ, ids(t.collection), "nothing written");
    }

    @Test
    void aSaveThatFailsKeepsTheEditorAndTheApplicationOpen(FxRobot robot) throws Exception {
        CollectionEditorView editor = editWithAChange(robot);
        // The collection's file has become a folder: it cannot be written over.
        Files.delete(t.collection);
        Files.createDirectory(t.collection);
        t.prompts.saveChoice = SaveChoice.SAVE;
        robot.interact(() -> t.window.close());
        PuzzleTestSetup.waitFor(() -> t.prompts.errorShown != null);
        assertTrue(t.window.stage().isShowing(), "the application stays open");
        assertNotNull(t.feature.editorView(), "the editor stays open");
        assertTrue(editor.model().modifiedProperty().get(), "its change is still there, unsaved");
        assertEquals(LAST_MOVED_UP, editor.model().collectionProperty().get().puzzles().stream()
                .map(Puzzle::id).toList());
        assertFalse(Files.isRegularFile(t.collection));
        assertEquals(AS_READ.size(), editor.model().collectionProperty().get().puzzles().size());
    }
}
