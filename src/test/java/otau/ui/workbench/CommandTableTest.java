package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import javafx.scene.input.KeyCombination;
import org.junit.jupiter.api.Test;
import otau.ui.I18n;

/** The one table of commands: every key means one command, every command has its text. */
class CommandTableTest {
    @Test
    void noKeyIsTakenTwice() {
        Map<String, Command> seen = new HashMap<>();
        for (Command c : Command.values()) {
            for (KeyCombination k : c.keys()) {
                Command before = seen.put(k.getName(), c);
                assertEquals(null, before, k.getName() + " is bound to " + before + " and " + c);
            }
        }
    }

    @Test
    void everyCommandHasItsTextAndTheAskedForKeys() {
        for (Command c : Command.values()) {
            assertTrue(I18n.has(c.key()), "missing " + c.key());
        }
        assertEquals("Shortcut+Z", Command.UNDO.keys().get(0).getName());
        assertEquals("Shift+Shortcut+Z", Command.REDO.keys().get(1).getName());
        assertEquals("Left", Command.PREVIOUS_MOVE.keys().get(0).getName());
        assertEquals("Delete", Command.DELETE_FROM_HERE.keys().get(0).getName());
        assertEquals("Shift+Shortcut+C", Command.COPY_GAME.keys().get(0).getName());
    }
}
