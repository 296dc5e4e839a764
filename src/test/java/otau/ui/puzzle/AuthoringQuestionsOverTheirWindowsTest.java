package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.ui.EnglishInterface;
import otau.ui.I18n;

/**
 * With the application's own dialogs: the question about an authoring window's work opens over
 * that window (Save Position as Etude, the collection editor), not over the workbench behind it,
 * and its buttons do what they say.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class AuthoringQuestionsOverTheirWindowsTest {
    private PuzzleTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        t = PuzzleTestSetup.withDialogs(stage);
        stage.show();
    }

    /** The dialog showing with {@code header}, found among the open windows. */
    private static DialogPane question(FxRobot robot, String header) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.listWindows().stream().filter(w -> w.isShowing() && w.getScene() != null
                        && w.getScene().getRoot() instanceof DialogPane p && header.equals(p.getHeaderText()))
                .map(w -> (DialogPane) w.getScene().getRoot()).findFirst()
                .orElseThrow(() -> new AssertionError("no question asked: " + header));
    }

    private static Window ownerOf(DialogPane pane) {
        return ((Stage) pane.getScene().getWindow()).getOwner();
    }

    @Test
    void theEtudesQuestionOpensOverSaveAsEtude(FxRobot robot) {
        robot.interact(() -> t.feature.openSaveAsPuzzle());
        SavePuzzleView view = t.feature.saveView();
        Window etudeWindow = view.getScene().getWindow();
        robot.interact(() -> ((TextField) view.lookup("#puzzle-id")).setText("coach-etude"));
        robot.clickOn((Button) view.lookup("#puzzle-cancel"));
        DialogPane asked = question(robot, I18n.get("puzzles.author.discardTitle"));
        assertSame(etudeWindow, ownerOf(asked), "over the etude's window");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertSame(view, t.feature.saveView(), "Esc keeps editing");
        assertEquals("coach-etude", ((TextField) view.lookup("#puzzle-id")).getText());

        robot.clickOn((Button) view.lookup("#puzzle-cancel"));
        asked = question(robot, I18n.get("puzzles.author.discardTitle"));
        robot.clickOn(robot.from(asked).lookup(I18n.get("prompt.discard")).queryButton());
        assertNull(t.feature.saveView(), "Discard closes it");
    }

    @Test
    void theCollectionsQuestionOpensOverItsEditor(FxRobot robot) throws IOException {
        robot.interact(() -> t.feature.editCollection(t.collection));
        CollectionEditorView editor = t.feature.editorView();
        assertNotNull(editor);
        robot.interact(() -> editor.table().getSelectionModel().select(2));
        robot.clickOn((Button) editor.lookup("#collection-up"));
        Window editorWindow = editor.getScene().getWindow();
        // The close button: asked from a later pulse, as the window system sends it.
        Platform.runLater(() -> editorWindow.fireEvent(new WindowEvent(editorWindow, WindowEvent.WINDOW_CLOSE_REQUEST)));
        DialogPane asked = question(robot, I18n.get("prompt.unsaved.header", "three-puzzles.pgn"));
        assertSame(editorWindow, ownerOf(asked), "over the editor's window");
        robot.clickOn(robot.from(asked).lookup(I18n.get("prompt.cancel")).queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(editorWindow.isShowing(), "Cancel keeps the editor");

        Platform.runLater(() -> editorWindow.fireEvent(new WindowEvent(editorWindow, WindowEvent.WINDOW_CLOSE_REQUEST)));
        asked = question(robot, I18n.get("prompt.unsaved.header", "three-puzzles.pgn"));
        robot.clickOn(robot.from(asked).lookup(I18n.get("prompt.save")).queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(t.feature.editorView(), "Save wrote the file and closed the editor");
        assertEquals(List.of("t-combination", "t-win", "t-capture"),
                PuzzleCollection.read(t.collection).puzzles().stream().map(Puzzle::id).toList());
    }
}
