package otau.ui;

import javafx.scene.Node;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * Ctrl+Z and Ctrl+Y (Ctrl+Shift+Z) for an editor window's own undo history. In a text field
 * the keys stay the field's (its typing is undone), so they are taken only from elsewhere.
 */
public final class UndoKeys {
    private static final KeyCombination UNDO = KeyCombination.valueOf("Shortcut+Z");
    private static final KeyCombination REDO = KeyCombination.valueOf("Shortcut+Y");
    private static final KeyCombination REDO_SHIFT = KeyCombination.valueOf("Shortcut+Shift+Z");

    private UndoKeys() {
    }

    /** Undo and redo for key presses that reach {@code root} from anything but a text field. */
    public static void install(Node root, Runnable undo, Runnable redo) {
        root.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (!(e.getTarget() instanceof TextInputControl)) {
                run(e, undo, redo);
            }
        });
    }

    /**
     * Ctrl+Z and Ctrl+Y in {@code field} run the window's undo and redo instead of the field's own,
     * for a field whose text the program sets after each change (its own history has nothing of
     * the user's to take back).
     */
    public static void takeOver(TextInputControl field, Runnable undo, Runnable redo) {
        field.addEventFilter(KeyEvent.KEY_PRESSED, e -> run(e, undo, redo));
    }

    /** Undo or redo for their keys (the event then consumed); any other key is left alone. */
    private static void run(KeyEvent e, Runnable undo, Runnable redo) {
        if (UNDO.match(e)) {
            e.consume();
            undo.run();
        } else if (REDO.match(e) || REDO_SHIFT.match(e)) {
            e.consume();
            redo.run();
        }
    }
}
