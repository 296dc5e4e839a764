package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.Fen;
import otau.game.Position;
import otau.model.GameModel;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;

@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class PuzzleAuthoringWindowsTest {
    /** Black to move; 5 and 6 are equally good (the core's generator test shows it). */
    static final Position AMBIGUOUS = Fen.read("1,1,2,13,1,1,13,12,0/11,1,1,1,12,11,11,11,1 10 48 b 6");
    /** White to move: 72(78) 13 82(80) gains 12 stones, and only that line does. */
    static final Position COMBINATION = Fen.read("0,X,2,1,2,1,5,3,1/2,9,2,1,X,1,5,5,2 68 52 w 26");

    private PuzzleTestSetup t;
    private Path target;

    @Start
    void start(Stage stage) throws IOException {
        t = new PuzzleTestSetup(stage);
        target = t.dir.resolve("coach.pgn");
        stage.show();
    }

    private GameModel model() {
        return t.window.model();
    }

    private <T extends Node> T in(Node root, String id, Class<T> type) {
        return type.cast(root.lookup("#" + id));
    }

    private SavePuzzleView openSaveWindow(FxRobot robot) {
        robot.interact(() -> t.feature.openSaveAsPuzzle());
        SavePuzzleView view = t.feature.saveView();
        assertNotNull(view, "the Save as puzzle window is open");
        robot.interact(() -> in(view, "puzzle-file", TextField.class).setText(target.toString()));
        return view;
    }

    /**
     * An empty collection: the editor's table says so in the interface's language, not in
     * JavaFX's own words ("No content in table", in the JVM's language).
     */
    @Test
    void anEmptyCollectionIsSaidSoInTheInterfacesLanguage(FxRobot robot) throws IOException {
        Path empty = t.dir.resolve("empty.pgn");
        new PuzzleCollection("empty", List.of(), List.of()).write(empty);
        robot.interact(() -> otau.ui.I18n.setLanguage(otau.ui.Language.KYRGYZ));
        robot.interact(() -> t.feature.editCollection(empty));
        CollectionEditorView editor = t.feature.editorView();
        Node placeholder = editor.table().getPlaceholder();
        assertTrue(placeholder instanceof Label, String.valueOf(placeholder));
        assertEquals("Бул жыйнакта азырынча маселе жок.", ((Label) placeholder).getText());
        assertTrue(robot.from(editor).lookup("Бул жыйнакта азырынча маселе жок.").tryQuery().isPresent(),
                "shown in the empty table");
        robot.interact(() -> editor.getScene().getWindow().hide());
    }

    @Test
    void aSoundLineIsSavedAsAPuzzle(FxRobot robot) throws IOException {
        robot.interact(() -> {
            model().newGameFrom(COMBINATION);
            model().playMove(7);
            model().playMove(1);
            model().playMove(8);
        });
        SavePuzzleView view = openSaveWindow(robot);
        assertEquals("White to move (move 26): 72(78) 13 82(80)", in(view, "puzzle-line", Label.class).getText());
        robot.clickOn(in(view, "puzzle-author-theme-combination", Node.class));
        robot.interact(() -> in(view, "puzzle-id", TextField.class).setText("coach-1"));
        robot.clickOn(in(view, "puzzle-save", Button.class));

        assertNull(t.feature.saveView(), "a sound puzzle is saved and the window closes");
        PuzzleCollection saved = PuzzleCollection.read(target);
        assertEquals(1, saved.puzzles().size());
        Puzzle p = saved.puzzles().get(0);
        assertEquals("coach-1", p.id());
        assertEquals(COMBINATION, p.start());
        assertEquals(List.of(7, 1, 8), p.mainLine());
        assertEquals(Goal.gain(12), p.goal(), "the goal is the line's gain");
        assertEquals(List.of("combination"), p.themes());
        PuzzleTestSetup.assertSound(saved);
        assertTrue(t.window.statusMessage().contains("coach-1"), t.window.statusMessage());
    }

    @Test
    void anAmbiguousLineIsFlaggedAndSavedOnlyWhenTheCoachInsists(FxRobot robot) throws IOException {
        robot.interact(() -> {
            model().newGameFrom(AMBIGUOUS);
            model().playMove(5);
        });
        SavePuzzleView view = openSaveWindow(robot);
        robot.interact(() -> in(view, "puzzle-id", TextField.class).setText("two-ways"));
        Button save = in(view, "puzzle-save", Button.class);
        robot.clickOn(save);

        assertNotNull(t.feature.saveView(), "an unsound puzzle is not saved at once");
        assertFalse(Files.exists(target));
        assertFalse(view.report().sound());
        @SuppressWarnings("unchecked")
        ListView<String> failures = in(view, "puzzle-failures", ListView.class);
        assertTrue(failures.getItems().stream().anyMatch(f -> f.startsWith("6... 5") && f.contains("not unique")
                && f.contains("6... 6")), failures.getItems().toString());
        assertTrue(in(view, "puzzle-verdict", Label.class).getText().startsWith("Not sound"));
        assertEquals("Save Anyway", save.getText());

        robot.clickOn(save);
        assertNull(t.feature.saveView());
        assertEquals(List.of("two-ways"), PuzzleCollection.read(target).puzzles().stream().map(Puzzle::id).toList());
    }

    @Test
    void theCollectionEditorReordersEditsDeletesAndSaves(FxRobot robot) throws IOException {
        robot.interact(() -> t.feature.editCollection(t.collection));
        CollectionEditorView editor = t.feature.editorView();
        assertNotNull(editor);
        assertEquals(List.of("t-combination", "t-capture", "t-win"), ids(editor.model().collectionProperty().get()));

        robot.interact(() -> editor.table().getSelectionModel().select(2));
        robot.clickOn(in(editor, "collection-up", Button.class));
        robot.clickOn(in(editor, "collection-up", Button.class));
        assertEquals(List.of("t-win", "t-combination", "t-capture"), ids(editor.model().collectionProperty().get()));
        assertEquals(0, editor.table().getSelectionModel().getSelectedIndex(), "the moved puzzle stays selected");
        assertTrue(editor.model().modifiedProperty().get());
        assertEquals(List.of("t-combination", "t-capture", "t-win"), ids(PuzzleCollection.read(t.collection)),
                "nothing is written before Save");

        // Edit the tags of the selected puzzle.
        robot.interact(() -> {
            in(editor, "collection-themes", TextField.class).setText("capture endgame");
            in(editor, "collection-goal", ComboBox.class).getSelectionModel().select(Goal.Kind.GAIN);
            in(editor, "collection-gain", Spinner.class).getValueFactory().setValue(20);
        });
        robot.clickOn(in(editor, "collection-apply", Button.class));
        Puzzle edited = editor.model().collectionProperty().get().puzzles().get(0);
        assertEquals(List.of("capture", "endgame"), edited.themes());
        assertEquals(Goal.gain(20), edited.goal());

        // Delete the last one (the scripted answer says yes).
        robot.interact(() -> editor.table().getSelectionModel().select(2));
        robot.clickOn(in(editor, "collection-delete", Button.class));
        assertEquals(List.of("t-win", "t-combination"), ids(editor.model().collectionProperty().get()));

        robot.clickOn(in(editor, "collection-save", Button.class));
        assertFalse(editor.model().modifiedProperty().get());
        PuzzleCollection saved = PuzzleCollection.read(t.collection);
        assertEquals(List.of("t-win", "t-combination"), ids(saved));
        assertEquals(Goal.gain(20), saved.puzzles().get(0).goal());
        assertEquals(List.of("t-win", "t-combination"), ids(t.feature.trainer().collections().get(0).collection()),
                "the trainer reads the saved collection again");
    }

    /**
     * Ctrl+Z and Ctrl+Y in the table undo and redo the collection's edits (the buttons too);
     * in the id field Ctrl+Z is the field's own; Delete in the table deletes once the user agrees.
     */
    @Test
    void theCollectionEditorUndoesAndRedoesByKeyAndButton(FxRobot robot) throws IOException {
        robot.interact(() -> t.feature.editCollection(t.collection));
        CollectionEditorView editor = t.feature.editorView();
        Button undo = in(editor, "collection-undo", Button.class);
        Button redo = in(editor, "collection-redo", Button.class);
        assertTrue(undo.isDisabled() && redo.isDisabled(), "nothing to undo yet");

        robot.interact(() -> editor.table().getSelectionModel().select(2));
        robot.clickOn(in(editor, "collection-up", Button.class));
        assertEquals(List.of("t-combination", "t-win", "t-capture"), ids(editor.model().collectionProperty().get()));
        robot.interact(() -> editor.table().requestFocus());
        robot.press(javafx.scene.input.KeyCode.DELETE).release(javafx.scene.input.KeyCode.DELETE);
        assertEquals(List.of("t-combination", "t-capture"), ids(editor.model().collectionProperty().get()),
                "Delete took the selected t-win, the scripted answer saying yes");

        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.Z)
                .release(javafx.scene.input.KeyCode.Z, javafx.scene.input.KeyCode.CONTROL);
        assertEquals(List.of("t-combination", "t-win", "t-capture"), ids(editor.model().collectionProperty().get()));
        assertEquals("t-win", editor.table().getSelectionModel().getSelectedItem().id());
        assertFalse(redo.isDisabled());
        robot.clickOn(undo);
        assertEquals(List.of("t-combination", "t-capture", "t-win"), ids(editor.model().collectionProperty().get()));
        assertFalse(editor.model().modifiedProperty().get(), "back to the file: nothing unsaved");
        assertTrue(undo.isDisabled());

        robot.interact(() -> editor.table().requestFocus());
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.Y)
                .release(javafx.scene.input.KeyCode.Y, javafx.scene.input.KeyCode.CONTROL);
        assertEquals(List.of("t-combination", "t-win", "t-capture"), ids(editor.model().collectionProperty().get()));
        assertTrue(editor.model().modifiedProperty().get());

        // In the id field the keys are the field's: its text comes back, the collection stays.
        TextField id = in(editor, "collection-id", TextField.class);
        robot.clickOn(id);
        robot.interact(() -> id.end());
        robot.write("x");
        assertEquals("t-winx", id.getText());
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.Z)
                .release(javafx.scene.input.KeyCode.Z, javafx.scene.input.KeyCode.CONTROL);
        assertEquals("t-win", id.getText());
        assertEquals(List.of("t-combination", "t-win", "t-capture"), ids(editor.model().collectionProperty().get()));
    }

    /**
     * Quitting with unsaved changes in the collection editor asks about them first: Cancel, the
     * application stays open with the editor in front; Don't Save, the editor closes, then the
     * application (its game unchanged, nothing more is asked).
     */
    @Test
    void quittingAsksAboutTheCollectionsUnsavedChanges(FxRobot robot) throws IOException {
        robot.interact(() -> t.feature.editCollection(t.collection));
        CollectionEditorView editor = t.feature.editorView();
        robot.interact(() -> editor.table().getSelectionModel().select(2));
        robot.clickOn(in(editor, "collection-up", Button.class));
        assertTrue(editor.model().modifiedProperty().get());

        t.prompts.saveChoice = otau.ui.workbench.UserPrompts.SaveChoice.CANCEL;
        t.prompts.asked.clear();
        boolean[] closed = new boolean[1];
        robot.interact(() -> closed[0] = t.window.close());
        assertFalse(closed[0], "kept: the application stays open");
        assertEquals(List.of("save changes to three-puzzles.pgn"), t.prompts.asked, "the question names the collection");
        assertTrue(t.window.stage().isShowing());
        assertNotNull(t.feature.editorView(), "the editor is still open, its change with it");

        t.prompts.saveChoice = otau.ui.workbench.UserPrompts.SaveChoice.DISCARD;
        robot.interact(() -> closed[0] = t.window.close());
        assertTrue(closed[0]);
        assertEquals(2, t.prompts.asked.size(), "asked once more, and nothing else: " + t.prompts.asked);
        assertNull(t.feature.editorView());
        assertFalse(t.window.stage().isShowing());
        assertEquals(List.of("t-combination", "t-capture", "t-win"), ids(PuzzleCollection.read(t.collection)),
                "the dropped change was never written");
    }

    /**
     * Save as Etude keeps what the coach filled in: Cancel, Esc, the close button, opening the
     * window again and quitting each ask first, and No keeps the window with the form as it was.
     * An untouched form closes without a question.
     */
    @Test
    void theEtudeWindowAsksBeforeDroppingWhatWasFilledIn(FxRobot robot) {
        t.prompts.asked.clear();
        SavePuzzleView untouched = openSaveWindow(robot);
        robot.clickOn(in(untouched, "puzzle-cancel", Button.class));
        assertNull(t.feature.saveView(), "nothing filled in: closed at once");
        assertEquals(List.of(), t.prompts.asked);

        SavePuzzleView view = openSaveWindow(robot);
        robot.interact(() -> in(view, "puzzle-id", TextField.class).setText("coach-etude"));
        robot.clickOn(in(view, "puzzle-author-theme-combination", Node.class));
        t.prompts.confirm = false;
        robot.clickOn(in(view, "puzzle-cancel", Button.class));
        robot.type(javafx.scene.input.KeyCode.ESCAPE);
        Stage window = (Stage) view.getScene().getWindow();
        robot.interact(() -> window.fireEvent(new javafx.stage.WindowEvent(window,
                javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST)));
        robot.interact(() -> t.feature.openSaveAsPuzzle());
        boolean[] quit = new boolean[1];
        robot.interact(() -> quit[0] = t.window.close());
        assertEquals(5, t.prompts.asked.size(), "Cancel, Esc, the close button, Save as Etude again and Quit: "
                + t.prompts.asked);
        assertTrue(t.prompts.asked.stream().allMatch(
                q -> q.equals("The etude set up here is not saved. Close the window and lose it?")), t.prompts.asked.toString());
        assertFalse(quit[0], "kept: the application stays open");
        assertTrue(t.window.stage().isShowing());
        assertTrue(view == t.feature.saveView(), "the same window, still open");
        assertEquals("coach-etude", in(view, "puzzle-id", TextField.class).getText());

        t.prompts.confirm = true;
        robot.interact(() -> quit[0] = t.window.close());
        assertTrue(quit[0], "dropped when the coach agreed: " + t.prompts.asked);
        assertNull(t.feature.saveView());
        assertEquals(6, t.prompts.asked.size(), "asked once more, and nothing else: " + t.prompts.asked);
        assertFalse(Files.exists(target), "nothing was written");
    }

    /**
     * A puzzle saved with Save as Etude into the collection the editor has open is not lost by
     * the editor's next Save: unchanged, the editor takes the file as written; with changes, the
     * new puzzle joins them as one more change, and Save writes both. The oracle: the file read
     * back, its puzzles' ids in the order worked out by hand.
     */
    @Test
    void anEtudeSavedIntoTheOpenCollectionIsKeptByTheEditorsSave(FxRobot robot) throws IOException {
        robot.interact(() -> t.feature.editCollection(t.collection));
        CollectionEditorView editor = t.feature.editorView();
        saveCombinationInto(robot, t.collection, "coach-1");
        assertEquals(List.of("t-combination", "t-capture", "t-win", "coach-1"), ids(editor.model().collectionProperty().get()));
        assertFalse(editor.model().modifiedProperty().get(), "unchanged: the file as written, nothing unsaved");

        // With a change of its own: the second etude comes in as one more change.
        // (Fired rather than clicked: the workbench, in front since the etude was saved, covers the editor.)
        // The last puzzle moved up, and the first deleted: the deletion is not undone by the merge.
        robot.interact(() -> editor.table().getSelectionModel().select(2));
        robot.interact(() -> in(editor, "collection-up", Button.class).fire());
        robot.interact(() -> editor.table().getSelectionModel().select(0));
        robot.interact(() -> editor.model().delete());
        assertTrue(editor.model().modifiedProperty().get());
        saveCombinationInto(robot, t.collection, "coach-2");
        assertTrue(editor.model().modifiedProperty().get());
        robot.interact(() -> in(editor, "collection-save", Button.class).fire());
        assertEquals(List.of("t-win", "t-capture", "coach-1", "coach-2"), ids(PuzzleCollection.read(t.collection)));
    }

    /** Plays the sound combination line and saves it with Save as Etude into {@code file} as {@code id}. */
    private void saveCombinationInto(FxRobot robot, Path file, String id) {
        robot.interact(() -> {
            model().newGameFrom(COMBINATION);
            model().playMove(7);
            model().playMove(1);
            model().playMove(8);
        });
        robot.interact(() -> t.feature.openSaveAsPuzzle());
        SavePuzzleView view = t.feature.saveView();
        robot.interact(() -> {
            in(view, "puzzle-file", TextField.class).setText(file.toString());
            in(view, "puzzle-id", TextField.class).setText(id);
        });
        robot.clickOn(in(view, "puzzle-author-theme-combination", Node.class));
        robot.clickOn(in(view, "puzzle-save", Button.class));
        assertNull(t.feature.saveView(), "saved: " + t.window.statusMessage());
    }

    @Test
    void aPuzzleLineIsEditedInTheWorkbenchAndTakenBack(FxRobot robot) throws IOException {
        robot.interact(() -> t.feature.editCollection(t.collection));
        CollectionEditorView editor = t.feature.editorView();
        robot.interact(() -> editor.table().getSelectionModel().select(0));
        robot.clickOn(in(editor, "collection-open-puzzle", Button.class));
        assertEquals(COMBINATION, model().root().position());
        assertEquals(3, model().root().endOfLine().ply(), "the solution is the game's main line");

        // A further accepted first move as a variation (the editor takes any legal move; Save as puzzle checks them).
        robot.interact(() -> {
            model().toStart();
            model().playMove(3);
        });
        robot.clickOn(in(editor, "collection-take-line", Button.class));
        Puzzle p = editor.model().collectionProperty().get().puzzles().get(0);
        assertEquals(List.of(7, 3), p.solution().stream().map(n -> n.hole()).toList());
        assertEquals(List.of(7, 1, 8), p.mainLine());
        robot.clickOn(in(editor, "collection-save", Button.class));
        assertEquals(2, PuzzleCollection.read(t.collection).puzzles().get(0).solution().size());
    }

    private static List<String> ids(PuzzleCollection c) {
        return c.puzzles().stream().map(Puzzle::id).toList();
    }
}
