package otau.ui;

import java.util.HashMap;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Supplier;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * One window of a kind (a help page, the shortcuts) per owner: asked for again while it is open,
 * the window there is brought to the front rather than a second copy opened.
 */
public final class OneWindowEach {
    private static final Map<Window, Map<String, Stage>> OPEN = new WeakHashMap<>();

    private OneWindowEach() {
    }

    /** The open window {@code kind} of {@code owner}, in front; else the one {@code open} shows. */
    public static Stage show(Window owner, String kind, Supplier<Stage> open) {
        Map<String, Stage> mine = OPEN.computeIfAbsent(owner, w -> new HashMap<>());
        Stage there = mine.get(kind);
        if (there != null && there.isShowing()) {
            there.setIconified(false);
            there.toFront();
            there.requestFocus();
            return there;
        }
        Stage shown = open.get();
        mine.put(kind, shown);
        shown.addEventHandler(javafx.stage.WindowEvent.WINDOW_HIDDEN, e -> mine.remove(kind, shown));
        return shown;
    }
}
