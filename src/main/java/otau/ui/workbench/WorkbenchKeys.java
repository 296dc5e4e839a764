package otau.ui.workbench;

import javafx.application.Platform;
import javafx.collections.MapChangeListener;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import otau.ui.board.BoardView;
import otau.ui.board.MoveEvent;

/**
 * The main window's keys. While a text box has the focus no workbench shortcut fires: the
 * keys are the text box's. Single keys (arrows, Space, F, D, M, Delete, the digits) act
 * only when the board or the move list has the focus, or nothing has; a button or a list
 * in a side panel keeps them. Keys with Ctrl or Alt work everywhere else.
 *
 * <p>Digits 1–9 play that hole of the side to move, through the board's active mode, so
 * in a puzzle or a game against the engine they go where a click would.
 *
 * <p>The menus show the keys as accelerators, and JavaFX runs a menu accelerator for any
 * key press nobody consumed — an F typed on a panel's button would flip the board. So the
 * accelerators the menus put into the scene are wrapped to obey the same rules.
 */
final class WorkbenchKeys {
    private final Scene scene;
    private final CommandTable commands;
    private final BoardView board;
    private final Node moveList;

    WorkbenchKeys(Scene scene, CommandTable commands, BoardView board, Node moveList) {
        this.scene = scene;
        this.commands = commands;
        this.board = board;
        this.moveList = moveList;
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::pressed);
        scene.getAccelerators().addListener((MapChangeListener<KeyCombination, Runnable>) c -> {
            if (c.wasAdded() && !(c.getValueAdded() instanceof Guarded)) {
                KeyCombination k = c.getKey();
                Runnable r = c.getValueAdded();
                // Not inside the map's own notification: once it is over, replace the entry.
                Platform.runLater(() -> {
                    if (scene.getAccelerators().get(k) == r) {
                        scene.getAccelerators().put(k, new Guarded(k, r));
                    }
                });
            }
        });
    }

    /** A menu accelerator that runs only where the workbench's keys would. */
    private final class Guarded implements Runnable {
        private final KeyCombination keys;
        private final Runnable action;

        Guarded(KeyCombination keys, Runnable action) {
            this.keys = keys;
            this.action = action;
        }

        @Override
        public void run() {
            Node focus = scene.getFocusOwner();
            if (typesText(focus)) {
                return;
            }
            boolean single = keys.getShortcut() != KeyCombination.ModifierValue.DOWN
                    && keys.getControl() != KeyCombination.ModifierValue.DOWN
                    && keys.getAlt() != KeyCombination.ModifierValue.DOWN
                    && keys.getMeta() != KeyCombination.ModifierValue.DOWN
                    && !(keys instanceof javafx.scene.input.KeyCodeCombination k && k.getCode().isFunctionKey());
            if (single && !onBoardOrMoveList(focus)) {
                return;
            }
            action.run();
        }
    }

    private void pressed(KeyEvent e) {
        Node focus = scene.getFocusOwner();
        if (typesText(focus)) {
            return;
        }
        // F1, F9…: keys that type nothing are the workbench's wherever the focus is (but text).
        boolean single = !e.isShortcutDown() && !e.isControlDown() && !e.isAltDown() && !e.isMetaDown()
                && !e.getCode().isFunctionKey();
        if (single && !onBoardOrMoveList(focus)) {
            return;
        }
        if (single && !e.isShiftDown()) {
            int hole = digit(e.getCode());
            if (hole > 0) {
                e.consume();
                playHole(hole);
                return;
            }
        }
        for (Command c : Command.values()) {
            if (c.matches(e)) {
                e.consume();
                commands.run(c);
                return;
            }
        }
    }

    /**
     * True where keys type text, which keeps its own Ctrl+Z, Ctrl+C and letters: a text field, or an
     * editable spinner or combo box (the focus is on the box itself, not on the field inside it).
     */
    static boolean typesText(Node focus) {
        return focus instanceof TextInputControl
                || focus instanceof javafx.scene.control.Spinner<?> sp && sp.isEditable()
                || focus instanceof javafx.scene.control.ComboBox<?> cb && cb.isEditable();
    }

    /** True when single keys belong to the workbench: focus on the board, in the move list, or nowhere. */
    boolean onBoardOrMoveList(Node focus) {
        if (focus == null || focus == scene.getRoot()) {
            return true;
        }
        if (focus instanceof ScrollPane) {
            // A scroll pane takes the focus on any click inside it (a line of the engine
            // panel, a panel's text) though it is no input of its own.
            return true;
        }
        for (Node n = focus; n != null; n = n.getParent()) {
            if (n == board || n == moveList) {
                return true;
            }
        }
        return false;
    }

    /** 1–9 on the main keys or the number pad, else 0. */
    static int digit(KeyCode code) {
        if (code.isDigitKey()) {
            String name = code.getName();
            char d = name.charAt(name.length() - 1);
            return d >= '1' && d <= '9' ? d - '0' : 0;
        }
        return 0;
    }

    /** As a click on the hole: only when the board's mode takes a move there. */
    private void playHole(int hole) {
        if (board.getOnMove() == null || !board.getPlayableHoles().contains(hole)) {
            return;
        }
        board.getOnMove().handle(new MoveEvent(board, board, board.getPosition().sideToMove(), hole));
    }
}
