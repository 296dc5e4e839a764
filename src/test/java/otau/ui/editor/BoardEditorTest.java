package otau.ui.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.Fen;
import otau.game.Position;
import otau.model.GameNode;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/** Sets up positions in the editor opened from the workbench, as a coach would. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class BoardEditorTest {
    private WorkbenchWindow window;

    @Start
    void start(Stage stage) throws IOException {
        window = WorkbenchTestWindows.create(stage, otau.TempFolders.create("otau-editor-test"));
        stage.show();
    }

    private BoardEditorView openEditor(FxRobot robot) {
        robot.press(KeyCode.CONTROL).type(KeyCode.E).release(KeyCode.CONTROL);
        BoardEditorWindow editor = window.editorWindow();
        assertNotNull(editor, "Ctrl+E opens the editor");
        return editor.view();
    }

    private Node hole(FxRobot robot, BoardEditorView view, String id) {
        return robot.from(view).lookup("#" + id).query();
    }

    @Test
    void anInconsistentPositionCannotBeStartedAndAValidOneStartsAGameThatUndoes(FxRobot robot) {
        robot.clickOn("#hole-w6");
        GameNode before = window.model().root();
        BoardEditorView view = openEditor(robot);
        Button study = robot.from(view).lookup("#editor-study").queryAs(Button.class);

        robot.clickOn(hole(robot, view, "hole-w1"));
        assertEquals(163, view.draft().total());
        assertTrue(view.totalText().contains("1 too many"), view.totalText());
        assertTrue(study.isDisabled(), "no start while the stones do not add up");

        robot.clickOn(hole(robot, view, "hole-b2"), MouseButton.SECONDARY);
        assertEquals(162, view.draft().total());
        assertFalse(study.isDisabled());

        // Hole 9 is refused with the reason; a tuzdyk on Black's 3 is White's.
        robot.press(KeyCode.CONTROL).clickOn(hole(robot, view, "hole-b9")).release(KeyCode.CONTROL);
        robot.clickOn("#editor-tuzdyk");
        assertEquals("Hole 9 can never be a tuzdyk.", view.message());
        robot.press(KeyCode.CONTROL).clickOn(hole(robot, view, "hole-b3")).release(KeyCode.CONTROL);
        robot.clickOn("#editor-tuzdyk");
        assertTrue(view.draft().isTuzdyk(new otau.ui.board.HoleRef(otau.game.Side.BLACK, 3)));
        robot.clickOn("#editor-black-to-move");

        // A typed count: the selected hole's spinner takes the number.
        robot.press(KeyCode.CONTROL).clickOn(hole(robot, view, "hole-w4")).release(KeyCode.CONTROL);
        robot.write("12");
        assertEquals(12, view.draft().count(new otau.ui.board.HoleRef(otau.game.Side.WHITE, 4)));
        assertTrue(study.isDisabled());
        // Select the typed count and replace it (Ctrl+A: a double-click's timing fails on a loaded machine).
        robot.clickOn("#editor-hole-count");
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write("9");
        assertEquals(162, view.draft().total(), view.totalText());
        assertFalse(study.isDisabled(), view.totalText());

        Position expected = view.draft().toPosition();
        robot.clickOn(study);
        assertEquals(expected, window.model().root().position());
        assertEquals(otau.game.Side.BLACK, window.model().currentPosition().sideToMove());
        assertTrue(window.model().isModified());

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(before, window.model().root(), "undo brings the previous game back");
        assertEquals(1, window.model().mainLine().size());
    }

    /**
     * The form's other ways in: the arrow keys on the side to move, a tuzdyk taken from a hole beside
     * a full store, Copy while the stones do not add up, the position field after a store's click,
     * a move number past 999, and Shift with the wheel. Expected values worked out by hand.
     */
    @Test
    void everyWayOfEditingReachesThePositionAndNothingImpossibleIsWritten(FxRobot robot) {
        BoardEditorView view = openEditor(robot);
        javafx.scene.control.RadioButton white = robot.from(view).lookup("#editor-white-to-move").queryAs(
                javafx.scene.control.RadioButton.class);
        robot.interact(white::requestFocus);
        robot.type(KeyCode.RIGHT);
        assertEquals(otau.game.Side.BLACK, view.draft().toMove(), "the arrow key chose Black");
        assertTrue(robot.from(view).lookup("#editor-fen").queryAs(javafx.scene.control.TextField.class)
                .getText().contains(" b "));

        // White's store full, 150 in Black's hole 1, which becomes White's tuzdyk: the store stops at 162.
        robot.interact(() -> view.pasteFen("0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0 81 81 w 1"));
        robot.interact(() -> {
            view.draft().setStore(otau.game.Side.WHITE, 162);
            view.draft().setCount(new otau.ui.board.HoleRef(otau.game.Side.BLACK, 1), 150);
            view.select(new otau.ui.board.HoleRef(otau.game.Side.BLACK, 1));
        });
        robot.clickOn("#editor-tuzdyk");
        assertEquals(162, view.draft().store(otau.game.Side.WHITE));
        assertEquals(243, view.draft().total(), view.totalText());
        Button copy = robot.from(view).lookup("#editor-copyFen").queryAs(Button.class);
        assertTrue(copy.isDisabled(), "no string that a paste would refuse");
        robot.interact(() -> view.viewModel().undo());
        robot.interact(() -> view.viewModel().undo());
        robot.interact(() -> view.viewModel().undo());
        assertFalse(copy.isDisabled(), view.totalText());

        // Pasted with Enter (the focus stays in the field), then a click on a store: the field follows.
        javafx.scene.control.TextField fen = robot.from(view).lookup("#editor-fen").queryAs(
                javafx.scene.control.TextField.class);
        robot.clickOn(fen);
        robot.interact(() -> fen.setText("9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1500"));
        robot.type(KeyCode.ENTER);
        assertEquals(1500, view.draft().moveNumber());
        assertEquals(1500, robot.from(view).lookup("#editor-move-number").queryAs(javafx.scene.control.Spinner.class)
                .getValue());
        robot.clickOn(hole(robot, view, "store-w"));
        assertEquals("9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 1 0 w 1500", fen.getText());
        // Text typed and not applied is left alone by a change elsewhere.
        robot.interact(() -> fen.setText("half typed"));
        robot.clickOn(hole(robot, view, "store-w"));
        assertEquals("half typed", fen.getText());

        // Shift with the wheel: ten stones a step, whichever way the system turns the wheel.
        otau.ui.board.HoleRef w2 = new otau.ui.board.HoleRef(otau.game.Side.WHITE, 2);
        robot.interact(() -> view.draft().setCount(w2, 50));
        robot.moveTo(hole(robot, view, "hole-w2"));
        robot.press(KeyCode.SHIFT).scroll(1, javafx.geometry.VerticalDirection.UP).release(KeyCode.SHIFT);
        // (Which way is "up" differs between systems and the test robot; the step is ten either way.)
        assertEquals(10, Math.abs(view.draft().count(w2) - 50), "one Shift step from 50");
    }

    @Test
    void aBadPositionStringNamesTheWrongFieldAndAGoodOneIsTakenWhole(FxRobot robot) {
        BoardEditorView view = openEditor(robot);
        robot.interact(() -> view.pasteFen("9,9,9,9,9,9,9,9,X/9,9,9,9,9,9,9,9,9 9 0 w 1"));
        assertTrue(view.message().contains("White's hole 9"), view.message());
        String fen = "0,0,45,3,X,12,0,1,20/2,0,0,31,5,X,0,9,1 25 8 b 30";
        robot.interact(() -> view.pasteFen(fen));
        assertEquals("", view.message());
        assertEquals(Fen.read(fen), view.draft().toPosition());
        robot.clickOn("#editor-clear");
        assertEquals(0, view.draft().total());
        robot.clickOn("#editor-start-position");
        assertEquals(Position.start(), view.draft().toPosition());
        robot.clickOn("#editor-cancel");
        assertEquals(null, window.editorWindow());
        assertTrue(window.model().root().position().equals(Position.start()));
        window.run(Command.UNDO);
    }

    /**
     * Ctrl+Z and Ctrl+Y (and the buttons) undo and redo the position's changes; Cancel, Esc and
     * the window's close button ask before a changed position is dropped, and not before an
     * unchanged one. The counts are the start's nine a hole, plus the click.
     */
    @Test
    void changesAreUndoneAndAChangedPositionIsNotDroppedWithoutAsking(FxRobot robot) throws IOException {
        BoardEditorView view = openEditor(robot);
        otau.ui.board.HoleRef w1 = new otau.ui.board.HoleRef(otau.game.Side.WHITE, 1);
        java.util.List<String> asked = new java.util.ArrayList<>();
        boolean[] answer = {false};
        view.setAskDiscard(() -> {
            asked.add("discard?");
            return answer[0];
        });
        Button undo = robot.from(view).lookup("#editor-undo").queryAs(Button.class);
        Button redo = robot.from(view).lookup("#editor-redo").queryAs(Button.class);
        assertTrue(undo.isDisabled() && redo.isDisabled());

        robot.clickOn(hole(robot, view, "hole-w1"));
        robot.clickOn(hole(robot, view, "hole-w1"));
        assertEquals(11, view.draft().count(w1));
        // As the user has it: a click on a hole leaves the typing in the hole's count field.
        assertTrue(robot.from(view).lookup("#editor-hole-count").queryAs(javafx.scene.control.Spinner.class)
                .getEditor().isFocused());
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(10, view.draft().count(w1));
        robot.clickOn(undo);
        assertEquals(Position.start(), view.draft().toPosition());
        assertTrue(undo.isDisabled());
        robot.interact(() -> view.board().requestFocus());
        robot.press(KeyCode.CONTROL).type(KeyCode.Y).release(KeyCode.CONTROL);
        assertEquals(10, view.draft().count(w1));
        robot.clickOn(redo);
        assertEquals(11, view.draft().count(w1));

        robot.clickOn("#editor-cancel");
        robot.type(KeyCode.ESCAPE);
        robot.interact(() -> window.editorWindow().stage().fireEvent(new javafx.stage.WindowEvent(
                window.editorWindow().stage(), javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST)));
        assertEquals(3, asked.size(), "Cancel, Esc and the close button each asked");
        assertNotNull(window.editorWindow(), "kept editing: the position is still there");
        assertEquals(11, view.draft().count(w1));

        answer[0] = true;
        view.setAskDiscard(() -> {
            asked.add("discard?");
            return answer[0];
        });
        robot.clickOn("#editor-cancel");
        assertEquals(null, window.editorWindow(), "dropped when the user agreed");

        // Unchanged (changed and undone), it closes without a question.
        BoardEditorView again = openEditor(robot);
        again.setAskDiscard(() -> {
            asked.add("asked again");
            return false;
        });
        robot.clickOn(hole(robot, again, "hole-b5"));
        robot.clickOn(robot.from(again).lookup("#editor-undo").queryAs(Button.class));
        robot.clickOn("#editor-cancel");
        assertEquals(null, window.editorWindow());
        assertFalse(asked.contains("asked again"));
    }

    /**
     * The question itself, in English, Kyrgyz and Russian: nothing cut, Esc keeps the position
     * (Keep Editing is the default), Discard drops it.
     */
    @Test
    void theDiscardQuestionKeepsThePositionUnlessTheUserDiscardsIt(FxRobot robot) throws IOException {
        for (String language : new String[] {"en", "ky", "ru"}) {
            robot.interact(() -> otau.ui.I18n.setLocale(java.util.Locale.forLanguageTag(language)));
            BoardEditorView view = openEditor(robot);
            robot.clickOn(hole(robot, view, "hole-w1"));
            robot.clickOn("#editor-cancel");
            javafx.scene.control.DialogPane pane = discardQuestion(robot);
            assertEquals(otau.ui.I18n.get("editor.discardTitle"), pane.getHeaderText());
            assertEquals(java.util.List.of(), otau.ui.LayoutAudit.problems(pane, "discard question " + language));
            otau.ui.Screenshots.save(robot, pane, "editor-discard-" + language + ".png");
            robot.type(KeyCode.ESCAPE);
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
            assertNotNull(window.editorWindow(), "Esc kept the position (" + language + ")");
            assertEquals(10, view.draft().count(new otau.ui.board.HoleRef(otau.game.Side.WHITE, 1)));

            robot.clickOn("#editor-cancel");
            pane = discardQuestion(robot);
            Button discard = (Button) pane.getButtonTypes().stream()
                    .filter(t -> t.getButtonData() == javafx.scene.control.ButtonBar.ButtonData.OK_DONE)
                    .map(pane::lookupButton).findFirst().orElseThrow();
            assertFalse(discard.isDefaultButton(), "Enter does not drop the position");
            robot.clickOn(discard);
            assertEquals(null, window.editorWindow(), "Discard closed the editor (" + language + ")");
        }
        robot.interact(() -> otau.ui.I18n.setLocale(java.util.Locale.ENGLISH));
    }

    private static javafx.scene.control.DialogPane discardQuestion(FxRobot robot) {
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        return robot.listWindows().stream().filter(w -> w.isShowing() && w.getScene() != null
                        && w.getScene().getRoot() instanceof javafx.scene.control.DialogPane)
                .map(w -> (javafx.scene.control.DialogPane) w.getScene().getRoot()).findFirst()
                .orElseThrow(() -> new AssertionError("no question asked"));
    }

    /** The decorations ControlsFX draws on checked fields, under {@code root}. */
    private static java.util.List<Node> decorations(FxRobot robot, BoardEditorView view) {
        java.util.List<Node> out = new java.util.ArrayList<>();
        robot.interact(() -> collectImages(view, out));
        return out;
    }

    private static void collectImages(Node n, java.util.List<Node> out) {
        // A validation decoration is a label whose graphic is the severity's image.
        if (n instanceof javafx.scene.control.Label l && l.getGraphic() instanceof javafx.scene.image.ImageView
                && l.getTooltip() != null) {
            out.add(n);
        }
        if (n instanceof javafx.scene.Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> collectImages(c, out));
        }
    }

    @Test
    void wrongFieldsAreMarkedWithTheirReason(FxRobot robot) {
        BoardEditorView view = openEditor(robot);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertEquals(java.util.List.of(), view.checks().messages(), "the start position is right");
        assertTrue(decorations(robot, view).isEmpty());

        robot.clickOn(hole(robot, view, "hole-w1"));
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertEquals(java.util.List.of(view.totalText()), view.checks().messages());
        assertTrue(view.checks().invalidProperty().get());
        assertEquals(1, decorations(robot, view).size(), "the stone count is marked");
        assertEquals(view.totalText(),
                ((javafx.scene.control.Label) decorations(robot, view).get(0)).getTooltip().getText());

        // Text that is no count is marked with the field's name (a number out of range is clamped at once).
        javafx.scene.control.Spinner<?> store = robot.from(view).lookup("#editor-white-store").queryAs(javafx.scene.control.Spinner.class);
        robot.interact(() -> store.getEditor().setText("12a"));
        assertTrue(view.checks().messages().contains("White's store: a whole number from 0 to 162"),
                view.checks().messages().toString());
        robot.interact(() -> store.getEditor().setText("0"));
        robot.rightClickOn(hole(robot, view, "hole-w1"));
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertEquals(java.util.List.of(), view.checks().messages(), "162 again");
        assertFalse(robot.from(view).lookup("#editor-study").queryAs(Button.class).isDisabled());

        // Hole 9 can never be a tuzdyk: the check box is marked before it is clicked (a warning).
        robot.interact(() -> view.select(new otau.ui.board.HoleRef(otau.game.Side.BLACK, 9)));
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, view.checks().messages().size(), view.checks().messages().toString());
        assertTrue(view.checks().messages().get(0).contains("9"), view.checks().messages().toString());
        assertFalse(view.checks().invalidProperty().get(), "a warning does not block Study");
        robot.interact(() -> view.select(new otau.ui.board.HoleRef(otau.game.Side.BLACK, 3)));
        assertEquals(java.util.List.of(), view.checks().messages());
        robot.interact(() -> window.editorWindow().close());
    }
}
