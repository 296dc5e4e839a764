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
import otau.ui.workbench.ScriptedPrompts;
import otau.ui.workbench.UserPrompts;

/**
 * Quit during a game against the engine asks "Abandon the game?" first; the game is abandoned
 * only when the window really closes. A Cancel at the next question (saving the game) keeps
 * the window, the game and its clock going: it was abandoned there and then. The clock is held
 * while the Quit's questions are open (a flag could fall behind a dialog).
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class QuitDuringAGameTest {
    private final ScriptedPrompts files = new ScriptedPrompts();
    /** Whether the game's clock was held each time the save question was asked. */
    private final List<Boolean> clockHeldAtSaveQuestion = new java.util.ArrayList<>();
    private PlayFixture f;

    @Start
    void start(Stage stage) throws IOException {
        // The scripted answers, noting the clock's state when the save question comes.
        UserPrompts noting = (UserPrompts) java.lang.reflect.Proxy.newProxyInstance(UserPrompts.class.getClassLoader(),
                new Class<?>[] {UserPrompts.class}, (proxy, method, args) -> {
                    if (method.getName().equals("askSaveChanges")) {
                        clockHeldAtSaveQuestion.add(f.play.controller().clock().isPaused());
                    }
                    try {
                        return method.invoke(files, args);
                    } catch (java.lang.reflect.InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        f = new PlayFixture(stage, otau.TempFolders.create("otau-quit-game-test"), noting);
        stage.show();
    }

    @Test
    void aCancelAfterAgreeingToAbandonKeepsTheGameGoing(FxRobot robot) {
        robot.interact(() -> f.play.begin(new PlaySettings(Position.start(), Side.WHITE, StrengthLevel.of(1),
                GameTimeControl.of(5, 3), false)));
        PlayController c = f.play.controller();
        // Something unsaved beside the game, so that the quit asks about saving after the abandon.
        robot.interact(() -> f.model.setTag("Event", "Club night"));
        assertTrue(f.model.isModified());

        f.prompts.abandon = true;
        files.saveChoice = UserPrompts.SaveChoice.CANCEL;
        robot.interact(() -> f.window.close());
        assertEquals(List.of("Otau level 1"), f.prompts.askedAbandon);
        assertTrue(files.asked.stream().anyMatch(q -> q.startsWith("save changes to")), files.asked.toString());
        assertTrue(f.window.stage().isShowing(), "Cancel: the window stays");
        assertTrue(c.isPlaying(), "and the game goes on");
        assertEquals(List.of(true), clockHeldAtSaveQuestion, "its clock held while the Quit's questions were open");
        assertFalse(c.clock().isPaused(), "and running again once the Quit was given up");

        // Agreed to throughout: the window closes, the game with it.
        files.saveChoice = UserPrompts.SaveChoice.DISCARD;
        robot.interact(() -> f.window.close());
        assertFalse(f.window.stage().isShowing());
        assertFalse(c.isPlaying(), "abandoned as the window closed");
    }
}
