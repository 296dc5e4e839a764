package otau.ui.workbench;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.value.ChangeListener;
import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.event.EventType;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * What a workbench window hangs on its stage and on the application's own properties,
 * taken off together once another scene takes the stage. The application builds one
 * window on its stage; a second one built on the same stage (each test does) would
 * otherwise leave the first reachable, and alive to every language switch, through them.
 */
final class StageHooks {
    private final Stage stage;
    private final List<Runnable> removers = new ArrayList<>();
    private ChangeListener<Scene> replaced;

    StageHooks(Stage stage) {
        this.stage = stage;
    }

    /** Adds {@code handler} to the stage for as long as the window holds it. */
    <T extends Event> void on(EventType<T> type, EventHandler<? super T> handler) {
        stage.addEventHandler(type, handler);
        removers.add(() -> stage.removeEventHandler(type, handler));
    }

    /** Runs {@code action} when the stage hides, or when the window lets go of it, whichever comes first. */
    void onHidden(Runnable action) {
        boolean[] ran = new boolean[1];
        Runnable once = () -> {
            if (!ran[0]) {
                ran[0] = true;
                action.run();
            }
        };
        on(javafx.stage.WindowEvent.WINDOW_HIDDEN, e -> once.run());
        removers.add(once);
    }

    /** Runs {@code remover} when the window lets go of the stage. */
    void add(Runnable remover) {
        removers.add(remover);
    }

    /** From now on, {@code scene} (the window's) leaving the stage lets go of it. */
    void releaseWhenReplaced(Scene scene) {
        replaced = (o, was, now) -> {
            if (now != scene) {
                release();
            }
        };
        stage.sceneProperty().addListener(replaced);
    }

    /** Takes every hook off, ending what waited for the window to close (idempotent). */
    void release() {
        if (replaced != null) {
            stage.sceneProperty().removeListener(replaced);
            replaced = null;
        }
        List<Runnable> now = List.copyOf(removers);
        removers.clear();
        now.forEach(Runnable::run);
    }
}
