package otau.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyEvent;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import javafx.util.Duration;

/**
 * Keeps the keys typed while a dialog opens away from the window below it. On a busy machine
 * a dialog can take a second or more to appear and get the keyboard; until then the keys
 * still go to its owner, where a comment's letters would play moves and Space would start the
 * engine. From the moment the dialog starts showing until it has the focus (or is closed),
 * the owner window swallows every key; the characters typed meanwhile are then written into
 * the dialog's focused text field, so a quickly typed comment is not lost either.
 */
public final class OpeningWindowKeyGuard {
    /** How long after showing a dialog may wait for the focus before the owner gets its keys back. */
    static final Duration FOCUS_WAIT = Duration.seconds(1.5);
    private static final Object KEY = OpeningWindowKeyGuard.class;

    private int opening;
    private final List<String> typed = new ArrayList<>();

    private OpeningWindowKeyGuard(Window window) {
        // On the window, not its scene: the scene's menu accelerators (F flips the board) act
        // before the scene's own filters see the key.
        window.addEventFilter(KeyEvent.ANY, this::filter);
    }

    /** Guards {@code owner}'s keys each time {@code window} opens (call once, before showing it). */
    static void install(Window window, java.util.function.Supplier<Window> owner) {
        window.addEventHandler(WindowEvent.WINDOW_SHOWING, e -> {
            Window below = owner.get();
            if (below != null) {
                of(below).guardWhileOpening(window);
            }
        });
    }

    /** The guard of {@code window}, installed on first use. */
    static OpeningWindowKeyGuard of(Window window) {
        return (OpeningWindowKeyGuard) window.getProperties().computeIfAbsent(KEY, k -> new OpeningWindowKeyGuard(window));
    }

    /** True while a window over this scene is still opening (its keys are held back). */
    boolean isGuarding() {
        return opening > 0;
    }

    private void filter(KeyEvent e) {
        if (opening == 0) {
            return;
        }
        if (e.getEventType() == KeyEvent.KEY_TYPED && isText(e)) {
            typed.add(e.getCharacter());
        }
        e.consume();
    }

    /** Printable characters typed without a shortcut modifier (Enter, Esc and Ctrl+… are commands). */
    private static boolean isText(KeyEvent e) {
        String c = e.getCharacter();
        return !c.isEmpty() && !e.isShortcutDown() && !e.isControlDown() && !e.isAltDown()
                && c.codePoints().noneMatch(Character::isISOControl);
    }

    private void guardWhileOpening(Window window) {
        opening++;
        new Opening(window).watch();
    }

    /** One opening of one window: ends when it has the focus, is closed, or waited too long. */
    private final class Opening {
        private final Window window;
        private final PauseTransition wait = new PauseTransition(FOCUS_WAIT);
        private final ChangeListener<Boolean> focus = (o, was, now) -> {
            if (now) {
                end();
            }
        };
        private final EventHandler<WindowEvent> hidden = e -> end();
        private final EventHandler<WindowEvent> shown = e -> {
            if (this.window().isFocused()) {
                end();
            } else {
                // A window manager that never gives the focus must not leave the owner deaf.
                wait.playFromStart();
            }
        };
        private boolean ended;

        Opening(Window window) {
            this.window = window;
        }

        private Window window() {
            return window;
        }

        void watch() {
            window.focusedProperty().addListener(focus);
            window.addEventHandler(WindowEvent.WINDOW_HIDDEN, hidden);
            window.addEventHandler(WindowEvent.WINDOW_SHOWN, shown);
            wait.setOnFinished(e -> end());
        }

        void end() {
            if (ended) {
                return;
            }
            ended = true;
            opening--;
            wait.stop();
            window.focusedProperty().removeListener(focus);
            window.removeEventHandler(WindowEvent.WINDOW_HIDDEN, hidden);
            window.removeEventHandler(WindowEvent.WINDOW_SHOWN, shown);
            String text = String.join("", typed);
            typed.clear();
            if (window.isShowing() && !text.isEmpty()) {
                // After the dialog has put the caret in its first field.
                Platform.runLater(() -> deliver(window, text));
            }
        }
    }

    private static void deliver(Window window, String text) {
        Scene scene = window.getScene();
        Node target = scene == null ? null : scene.getFocusOwner();
        if (target instanceof TextInputControl field && field.isEditable() && !field.isDisabled()) {
            field.replaceSelection(text);
        }
    }
}
