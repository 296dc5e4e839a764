package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.Position;
import otau.ui.board.BoardMode;

/** Keyboard move entry, the glyph keys, and no shortcut while a text box has the focus. */
@ExtendWith(ApplicationExtension.class)
class WorkbenchKeysTest {
    private WorkbenchFixture f;
    private TextField field;
    private Button button;
    private javafx.scene.control.Spinner<Integer> spinner;

    @Start
    void start(Stage stage) throws IOException {
        f = new WorkbenchFixture(stage, otau.TempFolders.create("otau-keys-test"));
        field = new TextField();
        button = new Button("a panel button");
        field.setId("panel-field");
        button.setId("panel-button");
        spinner = new javafx.scene.control.Spinner<>(1, 64, 4);
        spinner.setEditable(true);
        spinner.setId("panel-spinner");
        f.window.addSidePanel("keys", "command.shortcuts", new VBox(8, field, button, spinner));
        stage.show();
    }

    @Test
    void digitsPlayThatHoleOfTheSideToMove(FxRobot robot) {
        robot.clickOn("#hole-w6");
        robot.type(KeyCode.DIGIT7);
        assertEquals(Position.start().play(6).play(7), f.model.currentPosition(), "7 played Black's hole 7");
        robot.type(KeyCode.NUMPAD3);
        assertEquals(Position.start().play(6).play(7).play(3), f.model.currentPosition());
        // In the move list too.
        robot.clickOn(f.window.moveList().itemOf(f.model.currentNode()));
        robot.type(KeyCode.DIGIT9);
        assertEquals(4, f.model.currentNode().ply());
    }

    @Test
    void digitsGoThroughTheBoardsModeAndOnlyToPlayableHoles(FxRobot robot) {
        robot.clickOn("#hole-w6");
        int[] taken = new int[1];
        robot.interact(() -> f.window.boardModes().enter(BoardMode.LESSON, e -> taken[0] = e.getHole(),
                new javafx.beans.property.SimpleObjectProperty<>(java.util.Set.of(2)), null));
        robot.type(KeyCode.DIGIT5);
        assertEquals(0, taken[0], "5 is not playable in this lesson");
        robot.type(KeyCode.DIGIT2);
        assertEquals(2, taken[0]);
        assertEquals(1, f.model.currentNode().ply(), "the lesson took the move, not the game");
        robot.interact(() -> f.window.boardModes().leaveActive());
    }

    @Test
    void noShortcutFiresWhileATextBoxHasTheFocus(FxRobot robot) {
        robot.clickOn("#hole-w6");
        boolean flipped = f.window.board().isFlipped();
        robot.clickOn("#panel-field");
        robot.write("f7 d");
        robot.push(KeyCode.SPACE);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        robot.type(KeyCode.LEFT);
        assertEquals(flipped, f.window.board().isFlipped(), "f did not flip the board");
        assertEquals(1, f.model.currentNode().ply(), "7, Ctrl+Z and Left stayed in the text box");
        assertFalse(f.window.darkProperty().get());
        assertTrue(field.getText().startsWith("f7 d"), field.getText());
    }

    @Test
    void singleKeysBelongToAFocusedButtonButCtrlKeysStillWork(FxRobot robot) {
        robot.clickOn("#hole-w6");
        robot.clickOn("#panel-button");
        robot.type(KeyCode.F);
        assertFalse(f.window.board().isFlipped(), "F with a panel's button focused is the button's");
        robot.type(KeyCode.LEFT);
        assertEquals(1, f.model.currentNode().ply());
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertTrue(f.model.currentNode().isRoot(), "Ctrl+Z undid the move");
        robot.clickOn("#board");
        robot.type(KeyCode.F);
        assertTrue(f.window.board().isFlipped(), "with the board focused F flips it");
    }

    /**
     * An editable number box keeps its editing keys (the focus is on the box, not on its field);
     * a function key is the workbench's wherever the focus is; View → Flip Board from the menu is
     * the user's own flip, as the F key's.
     */
    @Test
    void aNumberBoxKeepsItsKeysFunctionKeysWorkEverywhereAndTheMenuFlipIsKept(FxRobot robot) {
        robot.clickOn("#hole-w6");
        robot.clickOn("#panel-spinner");
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(1, f.model.currentNode().ply(), "Ctrl+Z in the number box did not undo the move");

        robot.clickOn("#panel-button");
        boolean shown = f.window.sidePanelVisibleProperty().get();
        robot.type(KeyCode.F9);
        assertEquals(!shown, f.window.sidePanelVisibleProperty().get(), "F9 with a panel's button focused");
        robot.type(KeyCode.F9);

        javafx.scene.control.CheckMenuItem flip = (javafx.scene.control.CheckMenuItem)
                ((javafx.scene.control.MenuBar) f.window.root().lookup(".menu-bar")).getMenus().stream()
                        .flatMap(m -> m.getItems().stream())
                        .filter(item -> "menu-item-flip-board".equals(item.getId())).findFirst().orElseThrow();
        robot.interact(flip::fire);
        assertTrue(f.window.board().isFlipped());
        assertTrue(flip.isSelected());
        assertTrue(f.window.boardModes().userFlippedProperty().get(), "the user's own flip, kept");
        robot.interact(() -> f.window.boardModes().enter(BoardMode.PUZZLE, null, null, null));
        robot.interact(() -> f.window.boardModes().leaveActive());
        assertTrue(f.window.board().isFlipped(), "still flipped after a mode came and went");
        robot.interact(flip::fire);
        assertFalse(f.window.board().isFlipped());
    }

    @Test
    void altDigitsSetTheMoveGlyphs(FxRobot robot) {
        robot.clickOn("#hole-w6");
        robot.press(KeyCode.ALT).type(KeyCode.DIGIT1).release(KeyCode.ALT);
        assertEquals(List.of(1), f.model.currentNode().nags(), "Alt+1: !");
        robot.press(KeyCode.ALT).type(KeyCode.DIGIT4).release(KeyCode.ALT);
        assertEquals(List.of(4), f.model.currentNode().nags(), "Alt+4: ?? replaces !");
        robot.press(KeyCode.ALT).type(KeyCode.DIGIT4).release(KeyCode.ALT);
        assertEquals(List.of(), f.model.currentNode().nags(), "again: off");
        for (int i = 0; i < Command.GLYPHS.size(); i++) {
            assertEquals(i + 1, Command.GLYPHS.get(i).nag());
            assertEquals("Alt+" + (i + 1), Command.GLYPHS.get(i).keys().get(0).getName());
        }
    }
}
