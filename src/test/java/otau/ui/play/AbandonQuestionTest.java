package otau.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.Position;
import otau.game.Side;
import otau.play.GameTimeControl;
import otau.play.StrengthLevel;
import otau.ui.EnglishInterface;

/**
 * A game against the engine under way is not taken from the board unasked: a paste (or anything
 * that asks the workbench first, such as File → Open) asks "Abandon the game?", and Keep Playing
 * leaves the game and the board as they were.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class AbandonQuestionTest {
    private PlayFixture f;

    @Start
    void start(Stage stage) throws IOException {
        f = new PlayFixture(stage, otau.TempFolders.create("otau-abandon-test"));
        stage.show();
    }

    @Test
    void aPasteOrAnOpenDuringAGameAsksFirst(FxRobot robot) {
        robot.interact(() -> f.play.begin(new PlaySettings(Position.start(), Side.WHITE, StrengthLevel.of(1),
                GameTimeControl.of(5, 3), false)));
        PlayController c = f.play.controller();
        assertTrue(c.isPlaying());
        Position before = f.model.currentPosition();

        f.prompts.abandon = false;
        robot.interact(() -> f.window.paste("0,0,0,0,0,0,0,2,1/1,0,0,0,0,0,0,1,0 80 77 w 60"));
        assertEquals(1, f.prompts.askedAbandon.size(), "asked before the paste");
        assertTrue(c.isPlaying(), "Keep Playing: the game goes on");
        assertEquals(before, f.model.currentPosition());

        boolean[] opened = {false};
        robot.interact(() -> f.window.confirmDiscardChanges(() -> opened[0] = true, () -> { }));
        assertEquals(2, f.prompts.askedAbandon.size(), "File → Open and the like ask the same");
        assertFalse(opened[0]);

        // The board editor's Study This Position: kept playing, the editor stays open with its position.
        robot.interact(() -> f.window.run(otau.ui.workbench.Command.EDIT_POSITION));
        otau.ui.editor.BoardEditorWindow editor = f.window.editorWindow();
        robot.interact(() -> editor.view().pasteFen("0,0,0,0,0,0,0,2,1/1,0,0,0,0,0,0,1,0 80 77 w 60"));
        robot.clickOn("#editor-study");
        assertEquals(3, f.prompts.askedAbandon.size(), "the editor asks too");
        assertTrue(c.isPlaying());
        assertTrue(editor.stage().isShowing(), "Keep Playing: the position set up is not lost");
        robot.interact(() -> editor.stage().close());

        f.prompts.abandon = true;
        robot.interact(() -> f.window.paste("0,0,0,0,0,0,0,2,1/1,0,0,0,0,0,0,1,0 80 77 w 60"));
        assertFalse(c.isPlaying(), "abandoned");
        assertEquals(80, f.model.currentPosition().store(Side.WHITE), "the paste came");
        assertEquals(List.of("Otau level 1", "Otau level 1", "Otau level 1", "Otau level 1"), f.prompts.askedAbandon);
    }
}
